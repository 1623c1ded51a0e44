import type { FastifyInstance } from 'fastify';
import { BOOKERS } from '../../../entities/roles.ts';
import { identityOf } from '../../auth/access.ts';
import { idParams } from '../../schemas.ts';
import { bookingContext } from '../service/context.ts';
import { createRequest, offlineSettings, requestForm, updateRequest } from '../service/offline.ts';
import { acceptProposal, refuseProposal, requestModification } from '../service/offlineAnswers.ts';
import { movedResponse, proposalRefusalBody, requestBody } from './schemas.ts';
import { typedRoutes } from '../../typedRoutes.ts';
import { offlineSettingsSchema, storedRequestSchema } from '../../../entities/offlineReplies.ts';

/**
 * Offline requests (the pages offline/home, offline/{id}/edit, request/confirm): the booker's form, its drafts and
 * submission, and the booker's answers to the agency. The logic is in service/offline.ts and service/offlineAnswers.ts.
 */
export async function offlineRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const context = bookingContext(app);
  const { knex } = app;

  app.post(
    '/backend/api/booking/offline',
    {
      config: { access: BOOKERS },
      schema: { tags: ['booking'], body: requestBody, response: movedResponse },
    },
    async (request) => createRequest(context, identityOf(request), request.body),
  );

  app.put(
    '/backend/api/booking/offline/:id',
    {
      config: { access: BOOKERS },
      schema: { tags: ['booking'], params: idParams, body: requestBody, response: movedResponse },
    },
    async (request) => updateRequest(context, identityOf(request), request.params.id, request.body),
  );

  app.get(
    '/backend/api/booking/offline/settings',
    {
      config: { access: BOOKERS },
      schema: {
        tags: ['booking'],
        response: { 200: offlineSettingsSchema },
      },
    },
    async (request) => offlineSettings(knex, identityOf(request)),
  );

  app.get(
    '/backend/api/booking/offline/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['booking'], params: idParams, response: { 200: storedRequestSchema } },
    },
    async (request) => requestForm(knex, identityOf(request), request.params.id),
  );

  app.post(
    '/backend/api/booking/:id/accept_proposal',
    {
      config: { access: BOOKERS },
      schema: { tags: ['booking'], params: idParams, response: movedResponse },
    },
    async (request) => acceptProposal(context, identityOf(request), request.params.id),
  );

  app.post(
    '/backend/api/booking/:id/refuse_proposal',
    {
      config: { access: BOOKERS },
      schema: {
        tags: ['booking'],
        params: idParams,
        body: proposalRefusalBody,
        response: movedResponse,
      },
    },
    async (request) => refuseProposal(context, identityOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/backend/api/booking/:id/modification',
    {
      config: { access: BOOKERS },
      schema: {
        tags: ['booking'],
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['comment'],
          properties: { comment: { type: 'string', minLength: 1, maxLength: 5000 } },
        },
        response: movedResponse,
      },
    },
    async (request) => requestModification(context, identityOf(request), request.params.id, request.body.comment),
  );
}
