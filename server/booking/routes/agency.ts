import type { FastifyInstance } from 'fastify';
import booking from '../../../entities/booking.ts';
import { AGENCY_EVENTS } from '../../../entities/bookingFlow.ts';
import { actionRoute } from '../../actions.ts';
import { identityOf } from '../../auth/access.ts';
import { idParams } from '../../schemas.ts';
import { typedRoutes } from '../../typedRoutes.ts';
import { adminDisable, agencyStep } from '../service/agency.ts';
import { bookingContext } from '../service/context.ts';
import { agencyBody, movedResponse, statusResponse } from './schemas.ts';

/** The booking descriptor's actions, from the back office: the steps of an offline request, and taking a booking out. */
export async function agencyRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const context = bookingContext(app);

  for (const event of AGENCY_EVENTS) {
    app.route({
      ...actionRoute(booking, event),
      schema: { tags: ['booking'], params: idParams, body: agencyBody, response: movedResponse },
      handler: async (request) => agencyStep(context, identityOf(request), request.params.id, event, request.body ?? {}),
    });
  }

  app.route({
    ...actionRoute(booking, 'disableBooking'),
    schema: { tags: ['booking'], params: idParams, response: statusResponse },
    handler: async (request) => {
      const moved = await adminDisable(context, identityOf(request), request.params.id);
      return { id: moved.id, status: moved.to };
    },
  });
}
