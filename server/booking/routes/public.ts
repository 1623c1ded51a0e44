import type { FastifyInstance } from 'fastify';
import { validationByLink } from '../queries/validation.ts';
import { bookingContext } from '../service/context.ts';
import { decideByLink } from '../service/decisions.ts';
import type { Decision } from '../service/validation.ts';
import { decisionBody, decisionResponse, validationTokenParams } from './schemas.ts';

/** The pages the links of the mails open without a session: the token is the key. */
export async function publicRoutes(app: FastifyInstance) {
  const context = bookingContext(app);

  // A manager's private link: the booking to decide on, and the decision.
  app.get<{ Params: { token: string } }>('/backend/public/api/booking/validation/:token', {
    config: { access: 'public' },
    schema: { tags: ['booking'], params: validationTokenParams },
  }, async (request) => validationByLink(app.knex, request.params.token));

  app.post<{ Params: { token: string }; Body: { decision: Decision; reason?: string | null } }>('/backend/public/api/booking/validation/:token', {
    config: { access: 'public' },
    schema: { tags: ['booking'], params: validationTokenParams, body: decisionBody, response: { 200: decisionResponse } },
  }, async (request) => decideByLink(context, request.params.token, request.body.decision, request.body.reason?.trim() || null));
}
