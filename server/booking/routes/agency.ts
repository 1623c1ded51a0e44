import type { FastifyInstance } from 'fastify';
import { AGENCY_EVENTS, type AgencyEvent } from '../../../entities/bookingFlow.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES } from '../../../entities/roles.ts';
import { identityOf } from '../../auth/access.ts';
import { idParams } from '../../schemas.ts';
import { adminDisable, type AgencyBody, agencyStep } from '../service/agency.ts';
import { bookingContext } from '../service/context.ts';
import { agencyBody, movedResponse, statusResponse } from './schemas.ts';

/** The agency's actions on bookings, from the back office: the steps of an offline request, and taking a booking out. */
export async function agencyRoutes(app: FastifyInstance) {
  const context = bookingContext(app);

  app.post<{ Params: { id: number; event: AgencyEvent }; Body: AgencyBody | undefined }>('/backend/api/booking/:id/agency/:event', {
    config: { access: AGENCY_ROLES },
    schema: {
      tags: ['booking'],
      params: {
        type: 'object',
        required: ['id', 'event'],
        properties: { id: idParams.properties.id, event: { type: 'string', enum: [...AGENCY_EVENTS] } },
      },
      body: agencyBody,
      response: movedResponse,
    },
  }, async (request) => agencyStep(context, identityOf(request), request.params.id, request.params.event, request.body ?? {}));

  app.get<{ Params: { id: number } }>('/backend/api/booking/admin_disable/:id', {
    config: { access: AGENCY_ADMIN_ROLES },
    schema: { tags: ['booking'], params: idParams, response: statusResponse },
  }, async (request) => {
    const moved = await adminDisable(context, identityOf(request), request.params.id);
    return { id: moved.id, status: moved.to };
  });
}
