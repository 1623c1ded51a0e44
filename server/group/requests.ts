import type { Knex } from 'knex';
import type { JSONSchema } from 'json-schema-to-ts';
import { agencyToday } from '../../entities/bookingRules.ts';
import { customFieldsErrors } from '../../entities/customFields.ts';
import { groupRequestErrors, ROOM_LAYOUTS, REQUEST_KINDS, type GroupRequest, type RequestKind } from '../../entities/groupRules.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { invalid } from '../errors.ts';
import { companyCustomFields } from '../booking/queries/customFields.ts';
import type { BookingNotifier } from '../booking/service/notifications.ts';
import { approvalErrors, submitEvent } from '../booking/service/offline.ts';
import type { Booker } from '../booking/service/people.ts';
import { askManagers } from '../booking/service/validation.ts';
import { recordCreation, startStatus } from '../booking/service/status.ts';
import { newBookingRef, requestContent } from '../booking/queries/columns.ts';
import { newLinkToken } from '../tokens.ts';
import { sentRequestSchema } from '../../entities/groupReplies.ts';

const isoDate = { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const count = { type: ['integer', 'null'], minimum: 0, maximum: 100000 } as const;

export const requesterSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['firstName', 'lastName', 'email'],
  properties: {
    firstName: { type: 'string', maxLength: 100 },
    lastName: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 255 },
    phone: text(30),
    company: text(255),
  },
} as const;

/** The JSON schema of a request body, for the kinds a route accepts. */
export function requestBodySchema<const Kind extends RequestKind, const Extra extends Record<string, JSONSchema>>(kinds: readonly Kind[], extra: Extra) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'single', 'double'],
    properties: {
      kind: { type: 'string', enum: kinds.filter((kind) => REQUEST_KINDS.includes(kind)) },
      from: isoDate,
      to: isoDate,
      destination: text(255),
      single: { type: 'integer', minimum: 0, maximum: 999 },
      double: { type: 'integer', minimum: 0, maximum: 999 },
      participants: count,
      budget: { type: ['number', 'null'], minimum: 0, maximum: 9999999 },
      meetingRoom: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: { people: count, layout: { type: ['string', 'null'], enum: [...ROOM_LAYOUTS, null] }, equipment: text(1000) },
      },
      catering: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: { lunch: { type: 'boolean' }, dinner: { type: 'boolean' }, breaks: { type: 'boolean' } },
      },
      comments: text(5000),
      requester: requesterSchema,
      customFields: {
        type: 'object',
        maxProperties: 100,
        additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 5000 },
      },
      ...extra,
    },
  } as const;
}

export const sentResponse = { 200: sentRequestSchema } as const;

/** The company a request is for, with what decides on it. */
export interface RequestCompany {
  id: number;
  offline_enabled: boolean;
  booking_fees_global_offline: number | null;
  booking_fees_global_label: string | null;
  booking_fees_per_room_offline: number | null;
  booking_fees_per_room_label: string | null;
}

export const REQUEST_COMPANY_COLUMNS = [
  'c.id',
  'c.offline_enabled',
  'c.booking_fees_global_offline',
  'c.booking_fees_global_label',
  'c.booking_fees_per_room_offline',
  'c.booking_fees_per_room_label',
] as const;

/** The company of a signed-in booker, as a request needs it. */
export function bookerCompany(booker: Booker): RequestCompany {
  return {
    id: booker.company_id,
    offline_enabled: booker.company_offline,
    booking_fees_global_offline: booker.booking_fees_global_offline,
    booking_fees_global_label: booker.booking_fees_global_label,
    booking_fees_per_room_offline: booker.booking_fees_per_room_offline,
    booking_fees_per_room_label: booker.booking_fees_per_room_label,
  };
}

/** How soon the agency answers requests (configuration offline_response_hours, 24 by default). */
export async function responseHours(db: Knex): Promise<number> {
  const hours = await db('configuration').where({ name: 'offline_response_hours' }).first('value');
  return Number(hours?.value) || 24;
}

/**
 * Sends a group, seminar or public request to the agency: checks its rules and the company's custom fields, stores it
 * as an offline booking (status "request sent"), writes its history and mails the agency, the way a plain offline
 * request goes (server/booking/service/offline.ts). `userId` is the booker, or the company's pre-logged account, or nobody.
 * A signed-in `booker`'s request follows the company's rules as their offline requests do: the purchase order, and the
 * managers who authorise it first (status "awaiting authorisation", the managers mailed). A visitor has no managers.
 */
export async function sendRequest(
  db: Knex,
  notifier: BookingNotifier,
  {
    company,
    userId,
    booker = null,
    request,
    withRequester,
    uniqueChain = null,
    travellerIds = [],
  }: {
    company: RequestCompany;
    userId: number | null;
    booker?: Booker | null;
    request: GroupRequest;
    withRequester: boolean;
    uniqueChain?: string | null;
    /** Travellers a visitor saved through the generated link: only those of this company and this chain. */
    travellerIds?: readonly number[];
  },
): Promise<{ id: number; ref: string; status: number; token: string }> {
  const errors: Record<string, ErrorCodeValue> = groupRequestErrors(request, { today: agencyToday(), withRequester });
  const custom = customFieldsErrors(await companyCustomFields(db, company.id), request.customFields ?? {});
  Object.assign(errors, custom.errors);
  if (booker) {
    const needs = { needsManagers: booker.require_manager_pre_validation, orderNumberRequired: booker.order_number_required };
    Object.assign(errors, await approvalErrors(db, booker, request, needs));
  }
  const travellers: { id: number; first_name: string; last_name: string; email: string | null; mobile_phone: string | null }[] =
    travellerIds.length > 0 && uniqueChain
      ? await db('traveller')
          .where({ company_id: company.id, unique_chain: uniqueChain })
          .whereIn('id', travellerIds)
          .orderBy('id')
          .select('id', 'first_name', 'last_name', 'email', 'mobile_phone')
      : [];
  // Another visitor's or another company's traveller is, for this sender, one that does not exist.
  if (travellers.length !== new Set(travellerIds).size) errors.travellers = ErrorCode.NOT_FOUND;
  if (Object.keys(errors).length > 0) throw invalid(errors);

  // The people who stay are the chosen travellers (in the order chosen).
  const chosen = travellerIds.map((id) => travellers.find((traveller) => traveller.id === id)!);
  const content = requestContent(request, { withRequester, travellers: chosen });
  const event = booker ? submitEvent({ submit: true }, booker) : 'submit_request';
  const status = startStatus(event, 'user', false);
  const token = newLinkToken();
  return db.transaction(async (trx) => {
    const [booking] = await trx('booking')
      .insert({
        ref: newBookingRef(trx),
        status,
        is_online: false,
        company_id: company.id,
        user_id: userId,
        public_token: token,
        ...content,
        order_number: request.orderNumber?.trim() || null,
        validation: event === 'request_authorisation' ? 'pre' : null,
        custom_fields: JSON.stringify(custom.stored),
        unique_chain: uniqueChain,
        booking_fees_global: company.booking_fees_global_offline,
        booking_fees_global_label: company.booking_fees_global_offline != null ? company.booking_fees_global_label : null,
        booking_fees_per_room: company.booking_fees_per_room_offline,
        booking_fees_per_room_label: company.booking_fees_per_room_offline != null ? company.booking_fees_per_room_label : null,
      })
      .returning(['id', 'ref', 'status']);
    // Linked as the company's offline requests link theirs, so the travellers' own lists show the booking.
    if (chosen.length > 0) await trx('booking_traveller').insert(chosen.map((traveller) => ({ booking_id: booking.id, traveller_id: traveller.id, room: 0 })));
    if (event === 'request_authorisation') await askManagers(trx, booking.id, request.managers ?? [], 'pre', null);
    await recordCreation(trx, notifier, { bookingId: booking.id, event, status, userId, comment: request.comments?.trim() || null });
    return { ...(booking as { id: number; ref: string; status: number }), token };
  });
}
