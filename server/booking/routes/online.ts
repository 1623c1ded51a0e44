import type { FastifyInstance } from 'fastify';
import { finaliseResultSchema, onlineBookingStartSchema, unfinishedBookingSchema } from '../../../entities/onlineBookingReplies.ts';
import { BOOKERS, COMPANY_ROLES } from '../../../entities/roles.ts';
import { identityOf } from '../../auth/access.ts';
import { forbidden } from '../../errors.ts';
import { idParams } from '../../schemas.ts';
import { customFieldListSchema } from '../../../entities/customFields.ts';
import { managerListSchema } from '../../../entities/userReplies.ts';
import { companyCustomFields } from '../queries/customFields.ts';
import { Admission } from '../service/admission.ts';
import { bookingContext } from '../service/context.ts';
import { finaliseBooking } from '../service/finalise.ts';
import { abandonBooking, bookingForm, startOnlineBooking } from '../service/online.ts';
import { companyManagers } from '../service/people.ts';
import { finaliseSchema, searchSchema, statusResponse } from './schemas.ts';
import { typedRoutes } from '../../typedRoutes.ts';

/**
 * Online booking steps (choosing, confirming) run at once in this process: a few more than the domain pool's
 * connections, so that one step's round trip to the database overlaps another's work (service/admission.ts).
 */
const BOOKING_STEPS_AT_ONCE = 8;

/**
 * The online booking flow: an offer chosen becomes a booking (status 0), its form reads it back, the finalisation
 * books it or asks the managers, and the booker may give it up. The logic is in service/online.ts and
 * service/finalise.ts.
 */
export async function onlineRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const context = bookingContext(app);
  const { knex } = app;
  const admission = new Admission(BOOKING_STEPS_AT_ONCE);

  app.post(
    '/backend/api/booking/online',
    {
      config: { access: BOOKERS },
      schema: {
        tags: ['booking'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['offerKey', 'search'],
          properties: { offerKey: { type: 'string', minLength: 1, maxLength: 200 }, search: searchSchema },
        },
        response: { 200: onlineBookingStartSchema },
      },
    },
    async (request) => admission.run('start', () => startOnlineBooking(context, identityOf(request), request.body)),
  );

  app.get(
    '/backend/api/booking/unfinished/:id',
    {
      config: { access: BOOKERS },
      schema: { tags: ['booking'], params: idParams, response: { 200: unfinishedBookingSchema } },
    },
    async (request) => bookingForm(context, identityOf(request), request.params.id),
  );

  app.get(
    '/backend/api/me/company-custom-fields',
    {
      config: { access: COMPANY_ROLES },
      schema: { tags: ['booking'], response: { 200: customFieldListSchema } },
    },
    async (request) => {
      const identity = identityOf(request);
      if (!identity.company) throw forbidden();
      return companyCustomFields(knex, identity.company.id);
    },
  );

  app.get(
    '/backend/api/me/managers',
    {
      config: { access: BOOKERS },
      schema: { tags: ['booking'], response: { 200: managerListSchema } },
    },
    async (request) => {
      const identity = identityOf(request);
      if (!identity.company) throw forbidden();
      return companyManagers(knex, identity.company.id, identity.id);
    },
  );

  app.post(
    '/backend/api/booking/:id/finalise',
    {
      config: { access: BOOKERS },
      schema: { tags: ['booking'], params: idParams, body: finaliseSchema, response: { 200: finaliseResultSchema } },
    },
    async (request) => admission.run('finish', (aside) => finaliseBooking(context, identityOf(request), request.params.id, request.body, aside)),
  );

  app.get(
    '/backend/api/booking/disable/:id',
    {
      config: { access: BOOKERS },
      schema: { tags: ['booking'], params: idParams, response: statusResponse },
    },
    async (request) => {
      const moved = await abandonBooking(context, identityOf(request), request.params.id);
      return { id: moved.id, status: moved.to };
    },
  );
}
