import type { Knex } from 'knex';
import type { Identity } from '../../entities/identity.ts';
import { AGENCY_ROLES, HOTEL_ROLES, type Role } from '../../entities/roles.ts';
import { BOOKING_TERMS_COLUMNS, type BookingTerms } from '../company/bookingTerms.ts';
import { logoAddress } from '../company/logo.ts';

interface IdentityRow extends BookingTerms {
  id: number;
  email: string;
  password: string | null;
  enabled: boolean;
  session_version: number;
  roles: Role[];
  first_name: string;
  last_name: string;
  gender: string | null;
  mobile_phone: string | null;
  email2: string | null;
  user_max_price: number | null;
  online_enabled: boolean;
  offline_enabled: boolean;
  hrs_search_enabled: boolean;
  send_voucher_to_travellers: boolean;
  company_id: number | null;
  hotel_id: number | null;
  company_name: string | null;
  company_enabled: boolean | null;
  logo_image: string | null;
  company_max_price: number | null;
  company_offline: boolean | null;
  company_online: boolean | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
}

/** One query for the user, the company and the agency contact behind an identity. */
function identityQuery(knex: Knex) {
  return knex('user as u')
    .leftJoin('company as c', 'c.id', 'u.company_id')
    .leftJoin('bbacontact as b', 'b.id', 'c.bba_contact_id')
    .select(
      'u.id',
      'u.email',
      'u.password',
      'u.enabled',
      'u.session_version',
      'u.roles',
      'u.first_name',
      'u.last_name',
      'u.gender',
      'u.mobile_phone',
      'u.email2',
      'u.max_price_per_room as user_max_price',
      'u.online_enabled',
      'u.offline_enabled',
      'u.hrs_search_enabled',
      'u.send_voucher_to_travellers',
      'u.company_id',
      'u.hotel_id',
      'c.name as company_name',
      'c.enabled as company_enabled',
      'c.logo_image',
      'c.max_price_per_room as company_max_price',
      'c.offline_enabled as company_offline',
      'c.hrs_search_enabled as company_online',
      ...BOOKING_TERMS_COLUMNS,
      'b.full_name as contact_name',
      'b.email as contact_email',
      'b.phone as contact_phone',
    );
}

export async function findLoginRow(knex: Knex, username: string): Promise<IdentityRow | undefined> {
  return identityQuery(knex).whereRaw('lower(u.email) = lower(?)', [username]).first();
}

export async function findIdentityRow(knex: Knex, id: number): Promise<IdentityRow | undefined> {
  return identityQuery(knex).where('u.id', id).first();
}

/** A user may sign in when the account and its company are enabled. */
export function canSignIn(row: IdentityRow): boolean {
  return row.enabled && row.company_enabled !== false;
}

export function toIdentity(row: IdentityRow): Identity {
  const company = row.company_id ? { id: row.company_id, name: row.company_name!, logo: logoAddress(row.company_id, row.logo_image) } : null;
  return {
    id: row.id,
    username: row.email,
    roles: row.roles,
    admin: row.roles.some((role) => AGENCY_ROLES.includes(role)),
    hotel: row.roles.some((role) => HOTEL_ROLES.includes(role)),
    company,
    hotelId: row.hotel_id,
    contactBBA: row.contact_email ? { name: row.contact_name!, email: row.contact_email, phone: row.contact_phone } : null,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    mobile: row.mobile_phone,
    maxPricePerRoom: row.user_max_price ?? row.company_max_price,
    bookingFees: company && {
      globalOnline: row.booking_fees_global_online,
      globalOffline: row.booking_fees_global_offline,
      globalLabel: row.booking_fees_global_label,
      perRoomOnline: row.booking_fees_per_room_online,
      perRoomOffline: row.booking_fees_per_room_offline,
      perRoomLabel: row.booking_fees_per_room_label,
    },
    orderNumber: company && {
      required: Boolean(row.order_number_required),
      label: row.order_number_label,
      pattern: row.order_number_pattern,
    },
    sendVoucherToTravellers: row.send_voucher_to_travellers,
    email2: row.email2,
    online: Boolean(company) && row.online_enabled && row.hrs_search_enabled && row.company_online !== false,
    offline: Boolean(company) && row.offline_enabled && row.company_offline !== false,
    files: [],
  };
}
