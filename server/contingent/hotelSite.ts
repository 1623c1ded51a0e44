import type { FastifyInstance } from 'fastify';
import { agencyToday } from '../../entities/bookingRules.ts';
import { myContingentHotelSchema, roomTypeSchema } from '../../entities/contingentReplies.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { AGENCY_ROLES, HOTEL_ROLES } from '../../entities/roles.ts';
import { hasAnyRole, identityOf } from '../auth/access.ts';
import { notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** The days the home page sums up: today and the six next. */
const WEEK = 7;

/** The columns of the hotel a hotel's staff reads about itself: those its reply declares. */
const HOTEL_COLUMNS = myContingentHotelSchema.properties.hotel.required;

/**
 * What the contingents site reads besides the generated entities: the signed-in hotel staff's own hotel for the home
 * page, and a hotel's room types.
 */
export async function hotelSiteRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/api/me/contingent-hotel',
    {
      config: { access: HOTEL_ROLES },
      schema: {
        tags: ['contingentHotel'],
        response: { 200: myContingentHotelSchema },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      if (identity.hotelId === null) throw notFound();
      const from = agencyToday();
      const to = addDays(from, WEEK - 1);
      const [hotel, roomTypes] = await Promise.all([
        knex('contingent_hotel')
          .where({ id: identity.hotelId })
          .first(...HOTEL_COLUMNS),
        // One statement for every room type, the week's days joined through the (hotel_gamme_id, contingent_date) index.
        knex('hotelgamme as g')
          .leftJoin('contingent as c', function week() {
            this.on('c.hotel_gamme_id', 'g.id').andOnVal('c.contingent_date', '>=', from).andOnVal('c.contingent_date', '<=', to);
          })
          .where('g.hotel_id', identity.hotelId)
          .groupBy('g.id')
          .orderBy([{ column: 'g.description' }, { column: 'g.id' }])
          .select(
            'g.id',
            'g.description',
            'g.enabled',
            knex.raw('coalesce(sum(c.qte_dispo), 0)::int as available'),
            knex.raw('coalesce(sum(c.qte_resa), 0)::int as booked'),
          ),
      ]);
      if (!hotel) throw notFound();
      return { hotel, roomTypes, week: { from, to } };
    },
  );

  app.get(
    '/backend/api/contingent-hotels/:id/hotelgammes',
    {
      config: { access: [...AGENCY_ROLES, ...HOTEL_ROLES] },
      schema: {
        tags: ['hotelgamme'],
        params: idParams,
        response: { 200: { type: 'array', items: roomTypeSchema } },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const hotelId = request.params.id;
      // Another hotel's room types are not found, as another tenant's rows are everywhere else.
      if (!hasAnyRole(identity, AGENCY_ROLES) && identity.hotelId !== hotelId) throw notFound();
      const rows = await knex('contingent_hotel as h')
        .leftJoin('hotelgamme as g', 'g.hotel_id', 'h.id')
        .where('h.id', hotelId)
        .orderBy([{ column: 'g.description' }, { column: 'g.id' }])
        .select('g.id', 'g.description', 'g.enabled');
      if (rows.length === 0) throw notFound();
      return rows.filter((row) => row.id !== null);
    },
  );
}
