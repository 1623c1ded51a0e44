import type { FastifyInstance } from 'fastify';
import { BOOKING_READERS, COMPANY_ROLES } from '../../../entities/roles.ts';
import { DECISIONS } from '../../../entities/validationRules.ts';
import { identityOf } from '../../auth/access.ts';
import { idParams } from '../../schemas.ts';
import { typedRoutes } from '../../typedRoutes.ts';
import { validationState } from '../queries/validation.ts';
import { bookingContext } from '../service/context.ts';
import { decideAsCaller } from '../service/decisions.ts';
import { reasonSchema } from './schemas.ts';
import { decisionReplySchema, validationStateSchema } from '../../../entities/validationReplies.ts';

/**
 * Manager validation (docs/glossary.md, pre-validation and post-validation), signed in from the booking screens:
 * allow, deny (with a reason) or validate, and the validation state a booking's readers see. The mail's private link
 * is in public.ts.
 */
export async function validationRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const context = bookingContext(app);

  for (const decision of DECISIONS) {
    app.post(
      `/backend/api/booking/:id/${decision}`,
      {
        config: { access: COMPANY_ROLES },
        schema: {
          tags: ['booking'],
          params: idParams,
          body: { type: ['object', 'null'], additionalProperties: false, properties: { reason: reasonSchema } } as const,
          response: { 200: decisionReplySchema },
        },
      },
      async (request) => decideAsCaller(context, identityOf(request), request.params.id, decision, request.body?.reason?.trim() || null),
    );
  }

  app.get(
    '/backend/api/booking/:id/validation',
    {
      config: { access: BOOKING_READERS },
      schema: { tags: ['booking'], params: idParams, response: { 200: validationStateSchema } },
    },
    async (request) => validationState(app.knex, identityOf(request), request.params.id),
  );
}
