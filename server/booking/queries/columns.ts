import type { Knex } from 'knex';
import type { GroupRequest } from '../../../entities/groupRules.ts';
import { type Offer, SEARCH_SERVICES } from '../../../entities/offer.ts';
import type { OfflineRequest } from '../../../entities/offlineRules.ts';
import type { BedType } from '../../../entities/bookingRules.ts';
import type { ValidationPhase } from '../../../entities/validationRules.ts';
import { newLinkToken } from '../../tokens.ts';

// What the booking flows write, as plain values: the columns of a booking made from an offer, a form or a request, and
// the managers' questions. The demo data is written with the same mappings, so it reads as the flows' own rows.

/** The reference of a new booking, from the booking_ref_seq sequence: the value of its insert's `ref` column. */
export function newBookingRef(db: Knex): Knex.Raw<string> {
  return db.raw("'BK' || nextval('booking_ref_seq')");
}

/** The booking's copy of the offer as quoted: what the booking form, the voucher and the lists show. */
export function snapshotOf(offer: Offer) {
  return {
    provider: offer.provider,
    hotel_key: offer.hotel.key,
    offer_key: offer.key,
    hotel_name: offer.hotel.name,
    hotel_address: [offer.hotel.address, [offer.hotel.postCode, offer.hotel.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    room_label: offer.roomLabel,
    price_per_night: offer.pricePerNight,
    total_price: offer.totalPrice,
    currency: offer.currency,
    breakfast_included: offer.breakfastIncluded,
    breakfast_price: offer.breakfastPrice,
    free_cancellation: offer.freeCancellation,
    cancellation_deadline: offer.cancellationDeadline,
  };
}

/** A room of an online booking's form: its occupancy, its bed, the company travellers who sleep there. */
export interface RoomInput {
  occupancy: 1 | 2;
  bedType?: BedType | null;
  travellers: number[];
}

/**
 * What the finalisation stores of the rooms the booker filled: each room with its bed and its travellers, the
 * travellers' names as the lists show them, and the links that put the booking in each traveller's own list.
 */
export function roomColumns(bookingId: number, rooms: readonly RoomInput[], people: ReadonlyMap<number, { first_name: string; last_name: string }>) {
  const travellers = rooms.flatMap((room, index) => room.travellers.map((id) => ({ booking_id: bookingId, traveller_id: id, room: index })));
  const names = travellers.map(({ traveller_id }) => `${people.get(traveller_id)!.first_name} ${people.get(traveller_id)!.last_name}`);
  return {
    travellers,
    patch: {
      rooms: JSON.stringify(
        rooms.map((room) => ({ occupancy: room.occupancy, bedType: room.occupancy === 2 ? room.bedType : null, travellers: room.travellers })),
      ),
      travellers: names.join(', ').slice(0, 1000),
    },
  };
}

/** A request's contacts the agency calls, and the travellers column naming them (1000 characters at most). */
const contactColumns = (contacts: readonly { firstName: string; lastName: string }[]) => ({
  contacts: JSON.stringify(contacts),
  travellers:
    contacts
      .map((contact) => `${contact.firstName} ${contact.lastName}`)
      .join(', ')
      .slice(0, 1000) || null,
});

/** The booking columns of an offline request's content (shared by creation and edit). */
export function requestColumns(request: OfflineRequest, { destination, customFields }: { destination: string | null; customFields: Record<string, unknown> }) {
  const contacts = request.travellers.map((traveller) => ({
    travellerId: traveller.travellerId ?? null,
    firstName: traveller.firstName.trim(),
    lastName: traveller.lastName.trim(),
    email: traveller.email?.trim() || null,
    phone: traveller.phone?.trim() || null,
  }));
  const rooms = [
    ...Array.from({ length: request.single }, () => ({ occupancy: 1 })),
    ...Array.from({ length: request.double }, (_, room) => ({ occupancy: 2, bedType: request.bedTypes?.[room] ?? null })),
  ];
  return {
    arrival_date: request.from,
    departure_date: request.to,
    destination,
    favorite_location_id: request.favoriteLocationId ?? null,
    priority: request.priority ?? null,
    budget: request.budget ?? null,
    response_date: request.responseDate || null,
    single_rooms: request.single,
    double_rooms: request.double,
    rooms: JSON.stringify(rooms),
    services: JSON.stringify(Object.fromEntries(SEARCH_SERVICES.map((service) => [service, Boolean(request.services[service])]))),
    comments: request.comments?.trim() || null,
    custom_fields: JSON.stringify(customFields),
    order_number: request.orderNumber?.trim() || null,
    ...contactColumns(contacts),
  };
}

/** A company traveller chosen for a group, seminar or public request. */
export interface ChosenTraveller {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile_phone: string | null;
}

/**
 * The booking columns of a group, seminar or public request's content: its stay and rooms, its details, who sent it
 * without an account (`withRequester`) and the contacts the agency calls: the chosen travellers, else the requester.
 */
export function requestContent(request: GroupRequest, { withRequester, travellers }: { withRequester: boolean; travellers: readonly ChosenTraveller[] }) {
  const requester =
    withRequester && request.requester
      ? {
          firstName: request.requester.firstName.trim(),
          lastName: request.requester.lastName.trim(),
          email: request.requester.email.trim(),
          phone: request.requester.phone?.trim() || null,
          company: request.requester.company?.trim() || null,
        }
      : null;
  const details = {
    participants: request.participants ?? null,
    meetingRoom:
      request.kind === 'seminar'
        ? {
            people: request.meetingRoom?.people ?? null,
            layout: request.meetingRoom?.layout ?? null,
            equipment: request.meetingRoom?.equipment?.trim() || null,
          }
        : null,
    catering:
      request.kind === 'seminar'
        ? { lunch: Boolean(request.catering?.lunch), dinner: Boolean(request.catering?.dinner), breaks: Boolean(request.catering?.breaks) }
        : null,
  };
  const rooms = [
    ...Array.from({ length: request.single }, () => ({ occupancy: 1 })),
    ...Array.from({ length: request.double }, () => ({ occupancy: 2, bedType: null })),
  ];
  const contacts =
    travellers.length > 0
      ? travellers.map((traveller) => ({
          travellerId: traveller.id,
          firstName: traveller.first_name,
          lastName: traveller.last_name,
          email: traveller.email,
          phone: traveller.mobile_phone,
        }))
      : requester
        ? [{ travellerId: null, firstName: requester.firstName, lastName: requester.lastName, email: requester.email, phone: requester.phone }]
        : [];
  return {
    arrival_date: request.from,
    departure_date: request.to,
    destination: request.destination!.trim(),
    single_rooms: request.single,
    double_rooms: request.double,
    rooms: JSON.stringify(rooms),
    services: JSON.stringify({}),
    budget: request.budget ?? null,
    comments: request.comments?.trim() || null,
    ...contactColumns(contacts),
    request_kind: request.kind,
    request_details: JSON.stringify(details),
    requester: requester ? JSON.stringify(requester) : null,
  };
}

const LINK_LIFETIME_DAYS = 30;

/**
 * The `booking_manager` rows that ask managers to decide: one each, with a private link that works without a session
 * until the stay ends (`until`), thirty days at most; an offline request, whose dates the agency may still change,
 * passes null: thirty days.
 */
export function managerQuestions(bookingId: number, managerIds: readonly number[], phase: ValidationPhase, until: string | Date | null) {
  const latest = new Date(Date.now() + LINK_LIFETIME_DAYS * 86_400_000);
  const end = until === null ? latest : new Date(`${(until instanceof Date ? until.toISOString() : until).slice(0, 10)}T00:00:00Z`);
  const expires = end < latest ? end : latest;
  return [...new Set(managerIds)].map((userId) => ({ booking_id: bookingId, user_id: userId, phase, token: newLinkToken(), expires_at: expires }));
}
