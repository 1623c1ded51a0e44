import type { FastifyInstance } from 'fastify';
import { AGENCY_ADMIN_ROLES } from '../../entities/roles.ts';
import { identityOf } from '../auth/access.ts';
import { idParams } from '../schemas.ts';
import { bookingNotifier } from './service/notifications.ts';
import { moveBooking } from './service/status.ts';

/** Back-office actions on bookings. */
export async function bookingRoutes(app: FastifyInstance) {
  const { knex, mailer } = app;
  // An agency admin takes a booking out of every list and every flow; the history keeps who did it and from what.
  app.get<{ Params: { id: number } }>('/backend/api/booking/admin_disable/:id', {
    config: { access: AGENCY_ADMIN_ROLES },
    schema: {
      tags: ['booking'],
      params: idParams,
      response: { 200: { type: 'object', properties: { id: { type: 'integer' }, status: { type: 'integer' } } } },
    },
  }, async (request) => {
    const identity = identityOf(request);
    const moved = await knex.transaction((trx) =>
      moveBooking(trx, bookingNotifier(mailer), { bookingId: request.params.id, event: 'disable', actor: 'admin', userId: identity.id }),
    );
    return { id: moved.id, status: moved.to };
  });
}
