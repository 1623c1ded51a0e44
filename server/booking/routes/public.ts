import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CANCELLATION_REASONS } from '../../../entities/bookingFlow.ts';
import { decisionReplySchema, validationRequestSchema } from '../../../entities/validationReplies.ts';
import { linkStepSchema, publicBookingSchema } from '../../../entities/bookingLinkReplies.ts';
import { cancellationReasonsSchema } from '../../../entities/bookingReplies.ts';
import { bookingByLink } from '../queries/access.ts';
import { publicView } from '../queries/publicView.ts';
import { validationByLink } from '../queries/validation.ts';
import { cancelByLink, enterOrderNumberByLink } from '../service/actions.ts';
import { bookingContext } from '../service/context.ts';
import { decideByLink } from '../service/decisions.ts';
import { answerProposalByLink } from '../service/offlineAnswers.ts';
import { readOrderNumberForm } from './mine.ts';
import { cancelBody, decisionBody, linkTokenParams, proposalRefusalBody, validationTokenParams } from './schemas.ts';
import { typedRoutes } from '../../typedRoutes.ts';

/** The pages the links of the mails open without a session: the token is the key. */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const context = bookingContext(app);
  const { knex } = app;
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  // The booking's public link: the booking, and its cancellation when the company allows it.
  app.get(
    '/backend/public/api/booking/:token/show',
    {
      config: { access: 'public' },
      schema: { tags: ['my bookings'], params: linkTokenParams, response: { 200: publicBookingSchema } },
    },
    async (request) => publicView(knex, await bookingByLink(knex, request.params.token)),
  );

  app.get(
    '/backend/public/api/booking/:token/cancellation_reasons',
    {
      config: { access: 'public' },
      schema: { tags: ['my bookings'], params: linkTokenParams, response: { 200: cancellationReasonsSchema } },
    },
    async (request) => {
      await bookingByLink(knex, request.params.token);
      return [...CANCELLATION_REASONS];
    },
  );

  app.post(
    '/backend/public/api/booking/:token/cancel',
    {
      config: { access: 'public' },
      schema: { tags: ['my bookings'], params: linkTokenParams, body: cancelBody, response: { 200: linkStepSchema } },
    },
    async (request) => {
      const moved = await cancelByLink(context, request.params.token, request.body);
      return { status: moved.to };
    },
  );

  // The booker's answers through the link, when the company lets it edit the booking: the mails "Valider la
  // proposition" and "Saisir le bon de commande" open the page where they are given.
  app.post(
    '/backend/public/api/booking/:token/accept_proposal',
    {
      config: { access: 'public' },
      schema: { tags: ['my bookings'], params: linkTokenParams, response: { 200: linkStepSchema } },
    },
    async (request) => answerProposalByLink(context, request.params.token, 'accept_proposal'),
  );
  app.post(
    '/backend/public/api/booking/:token/refuse_proposal',
    {
      config: { access: 'public' },
      schema: { tags: ['my bookings'], params: linkTokenParams, body: proposalRefusalBody, response: { 200: linkStepSchema } },
    },
    async (request) => answerProposalByLink(context, request.params.token, 'refuse_proposal', request.body.reason),
  );

  app.post(
    '/backend/public/api/booking/:token/order-number',
    {
      config: { access: 'public' },
      schema: { tags: ['my bookings'], params: linkTokenParams, consumes: ['multipart/form-data'], response: { 200: linkStepSchema } },
    },
    async (request) => {
      const moved = await enterOrderNumberByLink(context, request.params.token, () => readOrderNumberForm(request));
      return { status: moved.to };
    },
  );

  // A manager's private link: the booking to decide on, and the decision.
  app.get(
    '/backend/public/api/booking/validation/:token',
    {
      config: { access: 'public' },
      schema: { tags: ['booking'], params: validationTokenParams, response: { 200: validationRequestSchema } },
    },
    async (request) => validationByLink(knex, request.params.token),
  );

  app.post(
    '/backend/public/api/booking/validation/:token',
    {
      config: { access: 'public' },
      schema: { tags: ['booking'], params: validationTokenParams, body: decisionBody, response: { 200: decisionReplySchema } },
    },
    async (request) => decideByLink(context, request.params.token, request.body.decision, request.body.reason?.trim() || null),
  );
}
