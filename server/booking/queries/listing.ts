import type { Knex } from 'knex';
import { BOOKING_STATUSES } from '../../../entities/bookingStatus.ts';
import { HISTORY_STATUSES, MUST_ACT, OPEN_STATUSES, type BookingListOrder, type BookingTab } from '../../../entities/bookingTabs.ts';
import type { Identity } from '../../../entities/identity.ts';
import { idSchema, int4Schema } from '../../schemas.ts';

/** The filters of the lists, of the filter menu and of the spreadsheet export, named as the front office sends them. */
export interface BookingFilters {
  'booking-ref'?: string;
  type?: 'online' | 'offline';
  /** Hotel name or destination, any part of it. */
  hotel?: string;
  status?: number[];
  /** Arrival on or after `from`, on or before `to` (ISO dates). */
  from?: string;
  to?: string;
  /** Exactly these references (the export of chosen rows). */
  ref?: string[];
  excludedIds?: number[];
}

export const filterProperties = {
  'booking-ref': { type: 'string', maxLength: 30 },
  type: { type: 'string', enum: ['online', 'offline'] },
  hotel: { type: 'string', maxLength: 255 },
  status: { type: 'array', items: int4Schema, maxItems: 20 },
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
  ref: { type: 'array', items: { type: 'string', maxLength: 30 }, maxItems: 100 },
  excludedIds: { type: 'array', items: idSchema, maxItems: 100 },
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Who is asking, as the lists need it. */
interface Caller {
  id: number;
  companyId: number | null;
  /** An accountant reads every booking of the company. */
  wholeCompany: boolean;
}

const callerOf = (identity: Identity): Caller => ({
  id: identity.id,
  companyId: identity.company?.id ?? null,
  wholeCompany: identity.roles.includes('ROLE_ACCOUNTANT'),
});

/** SQL of "the caller is a manager asked to decide on b who has not decided yet". */
const undecidedManager = (knex: Knex, caller: Caller) =>
  knex.raw('EXISTS (SELECT 1 FROM booking_manager m WHERE m.booking_id = b.id AND m.user_id = ? AND m.decision IS NULL)', [caller.id]);

/** SQL of MUST_ACT (entities/bookingTabs.ts): the caller must act on b. */
function mustActSql(knex: Knex, caller: Caller): Knex.Raw {
  const rule = (rules: typeof MUST_ACT.booker) =>
    rules
      .map((r) => (r.online === undefined ? `b.status = ${Number(r.status)}` : `(b.status = ${Number(r.status)} AND b.is_online = ${r.online})`))
      .join(' OR ');
  return knex.raw(`((b.user_id = ? AND (${rule(MUST_ACT.booker)})) OR ((${rule(MUST_ACT.manager)}) AND ?))`, [caller.id, undecidedManager(knex, caller)]);
}

/** The statuses a tab can hold, which lets the user's status index narrow the rows before anything else. */
const tabStatuses = (tab: BookingTab | null): readonly number[] =>
  tab === 'history' ? HISTORY_STATUSES : tab === null ? [...OPEN_STATUSES, ...HISTORY_STATUSES] : OPEN_STATUSES;

/**
 * The bookings of a tab (or of every tab when `tab` is null) the caller sees, filtered: a user's own, those a
 * manager is asked to decide on, an accountant's whole company. Everything stays inside the caller's company.
 * The caller's own bookings are found through the (user_id, status, arrival_date, id) index and the manager's through
 * booking_manager (user_id, booking_id), so a list never reads the whole booking table.
 */
export function bookingsQuery(knex: Knex, identity: Identity, tab: BookingTab | null, filters: BookingFilters): Knex.QueryBuilder {
  const caller = callerOf(identity);
  const statuses = [...tabStatuses(tab)];
  const query = knex('booking as b');
  if (caller.companyId === null) return query.whereRaw('false');
  query.where('b.company_id', caller.companyId).whereIn('b.status', statuses);
  if (!caller.wholeCompany) {
    query.whereIn('b.id', (sub) =>
      sub
        .from('booking')
        .where('user_id', caller.id)
        .whereIn('status', statuses)
        .select('id')
        .unionAll((other) => other.from('booking_manager').where('user_id', caller.id).select('booking_id')),
    );
  }
  if (tab === 'todo') query.where(mustActSql(knex, caller));
  if (tab === 'in_progress') query.whereNot(mustActSql(knex, caller));

  if (filters['booking-ref']?.trim()) query.whereILike('b.ref', `%${escapeLike(filters['booking-ref'].trim())}%`);
  if (filters.type) query.where('b.is_online', filters.type === 'online');
  if (filters.hotel?.trim()) {
    const text = `%${escapeLike(filters.hotel.trim())}%`;
    query.where((where) => where.whereILike('b.hotel_name', text).orWhereILike('b.destination', text));
  }
  if (filters.status?.length) query.whereIn('b.status', filters.status);
  if (filters.from) query.where('b.arrival_date', '>=', filters.from);
  if (filters.to) query.where('b.arrival_date', '<=', filters.to);
  if (filters.ref?.length) query.whereIn('b.ref', filters.ref);
  if (filters.excludedIds?.length) query.whereNotIn('b.id', filters.excludedIds);
  return query;
}

/** What a row of the lists shows. */
export function listColumns(knex: Knex, identity: Identity) {
  const caller = callerOf(identity);
  return [
    'b.id',
    'b.ref',
    'b.status',
    'b.is_online',
    'b.arrival_date',
    'b.departure_date',
    'b.destination',
    'b.hotel_name',
    'b.travellers',
    'b.amount',
    'b.currency',
    'b.order_number',
    'b.created_at',
    'b.user_id',
    knex.raw("trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as booker"),
    knex.raw('? as manager_view', [undecidedManager(knex, caller)]),
    knex.raw('? as todo', [mustActSql(knex, caller)]),
  ];
}

export interface ListPage {
  itemsPerPage: number;
  page: number;
  order_by: BookingListOrder;
  order: 'asc' | 'desc';
}

/** One page of a tab with the total, in one statement. */
export async function listBookings(knex: Knex, identity: Identity, tab: BookingTab, filters: BookingFilters, page: ListPage) {
  const rows = await bookingsQuery(knex, identity, tab, filters)
    .leftJoin('user as u', 'u.id', 'b.user_id')
    .select([...listColumns(knex, identity), knex.raw('count(*) over () as total')])
    .orderBy([
      { column: `b.${page.order_by}`, order: page.order },
      { column: 'b.id', order: page.order },
    ])
    .limit(page.itemsPerPage)
    .offset((page.page - 1) * page.itemsPerPage);
  const total = rows.length ? Number(rows[0].total) : page.page > 1 ? await countBookings(knex, identity, tab, filters) : 0;
  return { items: rows.map(({ total: _total, ...row }: Record<string, unknown>) => row), total };
}

/** A page past the end still says how many there are. */
async function countBookings(knex: Knex, identity: Identity, tab: BookingTab, filters: BookingFilters): Promise<number> {
  const [{ count }] = await bookingsQuery(knex, identity, tab, filters).count({ count: '*' });
  return Number(count);
}

/** A tab's total: the list's own query (SQL, scope, filters) counted, so the same rows through the same indexes. */
export const tabCountQuery = (knex: Knex, identity: Identity, tab: BookingTab, filters: BookingFilters) =>
  bookingsQuery(knex, identity, tab, filters).count({ count: '*' });

/** The totals of the "in progress" and "to process" tabs with these filters. */
export async function tabCounts(knex: Knex, identity: Identity, filters: BookingFilters) {
  const count = async (tab: 'in_progress' | 'todo') => {
    const [row] = await tabCountQuery(knex, identity, tab, filters);
    return Number(row.count);
  };
  const [inProgress, todo] = await Promise.all([count('in_progress'), count('todo')]);
  return { count: inProgress, todo };
}

/**
 * What the lists' filter menu offers: the statuses of the tabs, the types, and the hotels and places of the caller's
 * latest bookings (enough to pick from, bounded whatever the history).
 */
export async function filterChoices(knex: Knex, identity: Identity) {
  const recent = bookingsQuery(knex, identity, null, {})
    .orderBy([
      { column: 'b.created_at', order: 'desc' },
      { column: 'b.id', order: 'desc' },
    ])
    .limit(1000)
    .select(knex.raw('coalesce(b.hotel_name, b.destination) as name'), 'b.is_online');
  const rows: { name: string | null; is_online: boolean }[] = await knex.from(recent.as('recent')).distinct('name', 'is_online');
  const company = identity.company ? await knex('company').where({ id: identity.company.id }).first('offline_enabled') : null;
  const hotels = [...new Set(rows.map((row) => row.name).filter((name): name is string => Boolean(name)))]
    .sort((a, b) => a.localeCompare(b, 'fr'))
    .slice(0, 200);
  const types: ('online' | 'offline')[] = company?.offline_enabled || rows.some((row) => !row.is_online) ? ['online', 'offline'] : ['online'];
  return {
    statuses: BOOKING_STATUSES.flatMap(({ value, key, tab }) => (tab === null ? [] : [{ value, key, tab }])),
    types,
    hotels,
  };
}
