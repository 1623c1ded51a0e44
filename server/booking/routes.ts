import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { ErrorCode } from '../../entities/errors.ts';
import { AGENCY_ADMIN_ROLES } from '../../entities/kit.ts';
import { identityOf } from '../auth/access.ts';
import { ApiError, notFound } from '../errors.ts';

const DISABLED = -1;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

/** Back-office actions on bookings. */
export async function bookingRoutes(app: FastifyInstance, { knex }: { knex: Knex }) {
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
    return knex.transaction(async (trx) => {
      const booking = await trx('booking').where({ id: request.params.id }).forUpdate().first('id', 'status');
      if (!booking) throw notFound();
      if (booking.status === DISABLED) throw new ApiError(409, ErrorCode.STATUS_FORBIDS, 'the booking is already disabled');
      await trx('booking').where({ id: booking.id }).update({ status: DISABLED });
      await trx('booking_history').insert({
        booking_id: booking.id, type: 'disabled', status_from: booking.status, status_to: DISABLED, user_id: identity.id,
      });
      return { id: booking.id, status: DISABLED };
    });
  });
}
