import type { Knex } from 'knex';
import type { CARD_GUARANTEES } from '../../../entities/bookingFlow.ts';
import type { Identity } from '../../../entities/identity.ts';
import { prepared } from '../../db/prepared.ts';
import { type BookingPolicy, bookingPolicyQuery, policyOf } from '../../offers/policy.ts';
import { forbidden } from '../../errors.ts';
import { BOOKING_TERMS_COLUMNS, type BookingTerms } from '../../company/bookingTerms.ts';
import type { ValidationSettings } from './validation.ts';

/** A booker with the company settings their bookings follow, online and offline. */
export type Booker = ValidationSettings &
  BookingTerms & {
    id: number;
    enabled: boolean;
    first_name: string;
    last_name: string;
    online_enabled: boolean;
    hrs_search_enabled: boolean;
    user_offline: boolean;
    company_id: number;
    company_name: string;
    company_enabled: boolean | null;
    company_online: boolean | null;
    company_offline: boolean;
    payment_mode: string | null;
    card_guarantee: (typeof CARD_GUARANTEES)[number];
  };

const BOOKER_COLUMNS = [
  'u.id',
  'u.enabled',
  'u.first_name',
  'u.last_name',
  'u.online_enabled',
  'u.hrs_search_enabled',
  'u.offline_enabled as user_offline',
  'c.id as company_id',
  'c.name as company_name',
  'c.enabled as company_enabled',
  'c.hrs_search_enabled as company_online',
  'c.offline_enabled as company_offline',
  'c.payment_mode',
  'c.card_guarantee',
  ...BOOKING_TERMS_COLUMNS,
  'c.require_manager_pre_validation',
  'c.require_manager_post_validation',
  'c.require_manager_post_validation_travel_policy_dont_suit',
  'c.multi_manager_enabled',
] as const;

/**
 * The signed-in booker and the settings of their company, read from the database rather than the token (it may be
 * hours old), so that switching a user, a company or a channel off takes effect at once. Anyone else is a 403.
 */
export async function bookerOf(db: Knex, identity: Identity): Promise<Booker> {
  return active(await prepared(bookerQuery(db, identity).first(...BOOKER_COLUMNS)));
}

/**
 * bookerOf as a column (`booker`) of a query that reads what the booker acts on, so that both come in one statement;
 * `activeBooker` reads the column back.
 */
export function bookerColumn(db: Knex, identity: Identity): Knex.Raw {
  return db.raw('(SELECT row_to_json(b) FROM (?) b) AS booker', [bookerQuery(db, identity).select(...BOOKER_COLUMNS)]);
}

/** The booker a `bookerColumn` read, if they may book; anyone else is a 403. */
export const activeBooker = (column: Booker | null) => active(column ?? undefined);

function bookerQuery(db: Knex, identity: Identity) {
  if (!identity.company) throw forbidden();
  return db('user as u').join('company as c', 'c.id', 'u.company_id').where({ 'u.id': identity.id, 'u.company_id': identity.company.id });
}

/** bookerOf, and the policy the booker's online offers are judged by (loadBookingPolicy), in one statement. */
export async function bookerWithPolicy(db: Knex, identity: Identity): Promise<{ booker: Booker; policy: BookingPolicy }> {
  if (!identity.company) throw forbidden();
  // The booker's columns beside the policy's: the statement still answers one row (first).
  const row = await prepared(
    bookingPolicyQuery(db, identity.id)
      .where('u.company_id', identity.company.id)
      .select(...BOOKER_COLUMNS),
  );
  return { booker: active(row as Booker | undefined), policy: policyOf(row) };
}

/** A booker who may book: the account and its company enabled; anyone else is a 403. */
function active(booker: Booker | undefined): Booker {
  if (!booker || !booker.enabled || booker.company_enabled === false) throw forbidden();
  return booker;
}

/** Managers of the company who may be asked to decide on someone's booking (never the booker themself). */
export function companyManagers(db: Knex, companyId: number, exceptUserId: number) {
  return db('user')
    .where({ company_id: companyId, enabled: true })
    .whereRaw("roles @> '{ROLE_MANAGER}'")
    .whereNot({ id: exceptUserId })
    .orderBy([{ column: 'last_name' }, { column: 'first_name' }, { column: 'id' }])
    .select('id', 'first_name as firstName', 'last_name as lastName', 'email');
}
