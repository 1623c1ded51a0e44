import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { type BookingStatus, STATUS, statusesWith } from '../../entities/bookingStatus.ts';
import { COMPANY_ROLES } from '../../entities/roles.ts';
import { type StatsPeriod, statsSchema } from '../../entities/stats.ts';
import { hasAnyRole, identityOf } from '../auth/access.ts';
import { forbidden } from '../errors.ts';
import { AGENCY_TIME_ZONE } from '../../entities/agencyTime.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** The bookings that were made: booked at the hotel, whether confirmed, awaiting a step, changed or stayed. */
export const BOOKED_STATUSES: readonly BookingStatus[] = statusesWith('made');
const CANCELLED: BookingStatus = STATUS.cancelled;
/** Managers and accountants see their company's figures; a user sees the bookings he made. */
const COMPANY_WIDE = ['ROLE_MANAGER', 'ROLE_ACCOUNTANT'] as const;
/** How many years the yearly view goes back at most. */
const YEARS_SHOWN = 10;

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    group: { type: 'string', enum: ['year', 'month'], default: 'year' },
    year: { type: 'integer', minimum: 2000, maximum: 2100 },
  },
} as const;

/**
 * Sums of one scope's bookings over consecutive periods of arrival dates, every period present even when empty.
 * `to` is the first day of the last period, `until` the day after that period. One statement; the scope and the date
 * range are served by booking_stats_company / booking_stats_user.
 */
async function periodsOf(
  knex: Knex,
  scope: { column: 'company_id' | 'user_id'; id: number },
  unit: 'year' | 'month',
  from: string,
  to: string,
  until: string,
): Promise<StatsPeriod[]> {
  const { rows } = await knex.raw<{ rows: StatsPeriod[] }>(
    `WITH scoped AS (
       SELECT arrival_date, departure_date, status, single_rooms, double_rooms, amount, travel_policy_ok, status = ANY(?) AS booked
         FROM booking
        WHERE ?? = ? AND arrival_date >= ?::date AND arrival_date < ?::date
     )
     SELECT to_char(p, ?) AS period,
            count(*) FILTER (WHERE s.booked)::int AS bookings,
            count(*) FILTER (WHERE s.status = ?)::int AS cancelled,
            coalesce(sum((s.departure_date - s.arrival_date) * greatest(s.single_rooms + s.double_rooms, 1)) FILTER (WHERE s.booked), 0)::int AS nights,
            coalesce(sum(s.amount) FILTER (WHERE s.booked), 0)::float8 AS spend,
            count(*) FILTER (WHERE s.booked AND s.travel_policy_ok)::int AS policy_ok,
            count(*) FILTER (WHERE s.booked AND NOT s.travel_policy_ok)::int AS policy_ko,
            count(*) FILTER (WHERE s.booked AND s.travel_policy_ok IS NULL)::int AS policy_unknown
       FROM generate_series(?::date, ?::date, ('1 ' || ?)::interval) p
       LEFT JOIN scoped s ON date_trunc(?, s.arrival_date) = p
      GROUP BY p
      ORDER BY p`,
    [[...BOOKED_STATUSES], scope.column, scope.id, from, until, unit === 'year' ? 'YYYY' : 'YYYY-MM', CANCELLED, from, to, unit, unit],
  );
  return rows.map((row) => ({ ...row, spend: Math.round(row.spend * 100) / 100 }));
}

function totalOf(periods: StatsPeriod[], period: string): StatsPeriod {
  const total: StatsPeriod = { period, bookings: 0, cancelled: 0, nights: 0, spend: 0, policy_ok: 0, policy_ko: 0, policy_unknown: 0 };
  for (const row of periods) {
    for (const key of ['bookings', 'cancelled', 'nights', 'spend', 'policy_ok', 'policy_ko', 'policy_unknown'] as const) total[key] += row[key];
  }
  total.spend = Math.round(total.spend * 100) / 100;
  return total;
}

/** `GET /bookings/stats`: the booking statistics of the caller's company (or own bookings) by year or by month. */
export async function statsRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/api/bookings/stats',
    {
      config: { access: COMPANY_ROLES },
      schema: { tags: ['bookings'], querystring: querySchema, response: { 200: statsSchema } },
    },
    async (request) => {
      const identity = identityOf(request);
      if (!identity.company) throw forbidden();
      const scope = hasAnyRole(identity, COMPANY_WIDE)
        ? { column: 'company_id' as const, id: identity.company.id }
        : { column: 'user_id' as const, id: identity.id };
      const group = request.query.group ?? 'year';

      const {
        rows: [bounds],
      } = await knex.raw<{ rows: { first: number | null; last: number | null; now: number }[] }>(
        `SELECT (SELECT extract(year FROM min(arrival_date))::int FROM booking WHERE ?? = ?) AS first,
              (SELECT extract(year FROM max(arrival_date))::int FROM booking WHERE ?? = ?) AS last,
              extract(year FROM now() AT TIME ZONE '${AGENCY_TIME_ZONE}')::int AS now`,
        [scope.column, scope.id, scope.column, scope.id],
      );
      const last = Math.max(bounds.last ?? bounds.now, bounds.now);
      const first = Math.max(Math.min(bounds.first ?? bounds.now, bounds.now), last - YEARS_SHOWN + 1);
      const years = Array.from({ length: last - first + 1 }, (_, index) => first + index);

      if (group === 'year') {
        const periods = await periodsOf(knex, scope, 'year', `${first}-01-01`, `${last}-01-01`, `${last + 1}-01-01`);
        return {
          group,
          scope: scope.column === 'company_id' ? ('company' as const) : ('user' as const),
          year: null,
          years,
          periods,
          totals: totalOf(periods, `${first}-${last}`),
        };
      }
      const year = request.query.year ?? bounds.now;
      const periods = await periodsOf(knex, scope, 'month', `${year}-01-01`, `${year}-12-01`, `${year + 1}-01-01`);
      return {
        group,
        scope: scope.column === 'company_id' ? ('company' as const) : ('user' as const),
        year,
        years,
        periods,
        totals: totalOf(periods, String(year)),
      };
    },
  );
}
