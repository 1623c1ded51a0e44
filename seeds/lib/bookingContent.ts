import { BED_TYPES } from '../../entities/bookingRules.ts';
import type { BookingStatus } from '../../entities/bookingStatus.ts';
import { type GroupRequest, ROOM_LAYOUTS } from '../../entities/groupRules.ts';
import { SEARCH_SERVICES } from '../../entities/offer.ts';
import type { OfflineContact, OfflineRequest } from '../../entities/offlineRules.ts';
import { requestColumns, requestContent, roomColumns, type RoomInput, snapshotOf } from '../../server/booking/queries/columns.ts';
import { type CatalogueHotel, simulatedOffers } from '../../server/offers/simulation.ts';
import type { Random } from './random.ts';

// What a demo booking holds besides its statuses and dates: the offer it was made from and its form, or the offline,
// group or seminar request and what the agent typed. Written with the mappings the flows write with.

export interface Company {
  id: number;
  name: string;
  offline_enabled: boolean;
  payment_mode: string;
  order_number_required: boolean;
  order_number_pattern: string | null;
  require_manager_pre_validation: boolean;
  booking_fees_global_online: number | null;
  booking_fees_global_offline: number | null;
  booking_fees_global_label: string | null;
  booking_fees_per_room_online: number | null;
  booking_fees_per_room_offline: number | null;
  booking_fees_per_room_label: string | null;
  bba_contact_id: number | null;
}
export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_id: number;
  roles: string[];
  enabled: boolean;
}
export type Hotel = CatalogueHotel & { city: string };
export interface Traveller {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile_phone: string | null;
  company_id: number;
}

const REQUEST_COMMENTS = [
  'Proche du site client, à moins de 15 minutes à pied si possible.',
  'Le voyageur arrive en train vers 21 h : un hôtel près de la gare.',
  'Tarif négocié de la société à privilégier.',
  'Salle de réunion pour 6 personnes le deuxième jour si l’hôtel en a une.',
  'Chambres au calme, les voyageurs travaillent de nuit.',
];
const GROUP_COMMENTS = [
  'Comité de direction annuel : chambres dans le même hôtel.',
  'Équipe projet en déplacement, arrivées échelonnées dans la soirée.',
  'Formation interne, petit-déjeuner inclus souhaité.',
];
const SEMINAR_EQUIPMENT = ['Vidéoprojecteur, paperboard', 'Écran, visioconférence, 2 micros', 'Paperboard, accès Wi-Fi pour tous'];
const PROPOSALS = [
  'Hôtel à 10 minutes du site en tramway, petit-déjeuner inclus.',
  'Seul hôtel disponible à ces dates près du centre, annulation gratuite jusqu’à la veille.',
  'Hôtel du tarif négocié, chambres côté cour.',
];
export const REMARKS = [
  'Arrivée tardive prévue vers 22 h.',
  'Chambre calme demandée, côté cour si possible.',
  'Le voyageur souhaite une facture au nom de la société.',
  'Parking nécessaire pour un véhicule utilitaire.',
  'Petit-déjeuner à emporter à 6 h.',
];

/** A purchase-order number that fits a company's pattern (`#` digit, `?` letter, `+` the previous one again). */
function orderNumberFor(pattern: string, random: Random): string {
  let value = '';
  let previous = '';
  for (const char of pattern) {
    const symbol = char === '+' ? previous : char;
    value += symbol === '#' ? String(random.int(0, 9)) : symbol === '?' ? String.fromCharCode(65 + random.int(0, 25)) : char;
    if (char !== '+') previous = char;
  }
  return value;
}

/** A company traveller as an offline request names them. */
const contactOf = (person: Traveller): OfflineContact => ({
  travellerId: person.id,
  firstName: person.first_name,
  lastName: person.last_name,
  email: person.email,
  phone: person.mobile_phone,
});

/** The kinds of offline requests the demo holds: mostly the booker's own form, some groups, seminars, public-link requests. */
type DemoRequestKind = 'plain' | 'group' | 'seminar' | 'offline';

/**
 * The content of the demo bookings, drawn from `detail` (its own sequence, so that the statuses, dates and hotels the
 * seed draws do not move when the content changes); `agents` take up the offline requests.
 */
export function demoContent(detail: Random, agents: readonly { id: number }[]) {
  /**
   * The simulator's offer for the stay at the hotel, as the offers page quoted it: one of its room types, drawn among
   * all of them, so that neither the offer nor the draws after it depend on which stays are sold out on the seeding day.
   */
  function offerFor(hotel: Hotel, arrival: string, departure: string, single: number, double: number) {
    return detail.pick(simulatedOffers([hotel], { from: arrival, to: departure, single, double }, { soldOut: true }));
  }

  /** An online booking's content: the offer as quoted when it was chosen, then what its form stored once sent. */
  function onlineContent({
    hotel,
    company,
    party,
    arrival,
    departure,
    path,
    cancellation,
  }: {
    hotel: Hotel;
    company: Company;
    party: Traveller[];
    arrival: string;
    departure: string;
    path: BookingStatus[];
    cancellation: { reason: string; comment: string } | null;
  }) {
    // One person a room, or two in double rooms; never both in one online booking.
    const doubles = party.length >= 2 && detail.chance(0.4);
    const rooms: RoomInput[] = doubles
      ? Array.from({ length: Math.ceil(party.length / 2) }, (_, room) => ({
          occupancy: 2,
          bedType: detail.pick(BED_TYPES),
          travellers: party.slice(room * 2, room * 2 + 2).map((person) => person.id),
        }))
      : Array.from({ length: Math.max(1, party.length) }, (_, room) => ({ occupancy: 1, travellers: party[room] ? [party[room].id] : [] }));
    const single = doubles ? 0 : rooms.length;
    const double = doubles ? rooms.length : 0;
    const offer = offerFor(hotel, arrival, departure, single, double);
    const columns: Record<string, unknown> = {
      ...(offer && snapshotOf(offer)),
      single_rooms: single,
      double_rooms: double,
      services: JSON.stringify(Object.fromEntries(SEARCH_SERVICES.map((service) => [service, service === 'breakfast' || service === 'internet']))),
      payment_mode: offer?.paymentMode ?? company.payment_mode,
      travel_policy_ok: detail.chance(0.85),
      validation: path.includes(10) ? 'pre' : path.includes(45) ? 'post' : null,
    };
    // The form is sent once the booking leaves "incomplete": its rooms, travellers, remarks and purchase order.
    const sent = path.some((step) => ![0, 5, -1].includes(step));
    if (!sent) return { columns, linked: [], comments: null, visitor: false };
    const filled = roomColumns(0, rooms, new Map(party.map((person) => [person.id, person])));
    Object.assign(columns, filled.patch, {
      travellers: filled.patch.travellers || null,
      remarks: detail.chance(0.35) ? detail.pick(REMARKS) : null,
      order_number:
        company.order_number_required && company.order_number_pattern && !path.includes(55) ? orderNumberFor(company.order_number_pattern, detail) : null,
      ...(cancellation && { cancellation_reason: cancellation.reason, cancellation_comment: cancellation.comment }),
    });
    return { columns, linked: filled.travellers.map(({ traveller_id, room }) => ({ traveller_id, room })), comments: null, visitor: false };
  }

  /**
   * An offline request's content, as the booker's form (requestColumns), the group and seminar forms or a public link
   * (requestContent) stored it, and what the agent typed at each step it went through.
   */
  function offlineContent({
    company,
    party,
    arrival,
    departure,
    city,
    path,
    status,
    hotelName,
    nights,
    booker,
  }: {
    company: Company;
    party: Traveller[];
    arrival: string;
    departure: string;
    city: string;
    path: BookingStatus[];
    status: BookingStatus;
    hotelName: string | null;
    nights: number;
    booker: User;
  }) {
    const demoBooker = ['user@acme-demo.fr', 'manager@acme-demo.fr'].includes(booker.email);
    const kind: DemoRequestKind =
      status === 4
        ? 'plain'
        : detail.weighted<DemoRequestKind>([
            ['plain', 62],
            ['group', 15],
            ['seminar', 13],
            ['offline', demoBooker ? 0 : 10],
          ]);
    let columns: Record<string, unknown>;
    let linked: { traveller_id: number; room: number }[] = [];
    if (kind === 'plain') {
      const double = party.length >= 2 && detail.chance(0.3) ? 1 : 0;
      const single = Math.max(double ? party.length - 2 : party.length, double ? 0 : 1);
      const request: OfflineRequest = {
        submit: status !== 4,
        from: arrival,
        to: departure,
        destination: city,
        priority: detail.pick(['budget', 'place'] as const),
        budget: detail.chance(0.5) ? detail.int(8, 18) * 10 * nights : null,
        responseDate: null,
        single,
        double,
        bedTypes: double ? [detail.pick(BED_TYPES)] : [],
        travellers: party.map(contactOf),
        services: Object.fromEntries(SEARCH_SERVICES.map((service) => [service, detail.chance(service === 'breakfast' ? 0.8 : 0.3)])),
        comments: detail.pick(REQUEST_COMMENTS),
      };
      columns = requestColumns(request, { destination: city, customFields: {} });
      linked = party.map((person) => ({ traveller_id: person.id, room: 0 }));
    } else {
      const single = kind === 'offline' ? Math.max(1, party.length) : detail.int(4, 14);
      const double = kind === 'offline' ? 0 : detail.int(0, 3);
      const visitor = party[0] ?? { first_name: 'Claire', last_name: 'Dumas', email: null, mobile_phone: null };
      const request: GroupRequest = {
        kind,
        from: arrival,
        to: departure,
        destination: city,
        single,
        double,
        participants: kind === 'offline' ? null : single + 2 * double + (kind === 'seminar' ? detail.int(0, 10) : 0),
        budget: detail.chance(0.6) ? detail.int(20, 120) * 50 : null,
        meetingRoom: kind === 'seminar' ? { people: single + 2 * double, layout: detail.pick(ROOM_LAYOUTS), equipment: detail.pick(SEMINAR_EQUIPMENT) } : null,
        catering: kind === 'seminar' ? { lunch: detail.chance(0.8), dinner: detail.chance(0.5), breaks: detail.chance(0.7) } : null,
        comments: kind === 'offline' ? detail.pick(REQUEST_COMMENTS) : detail.pick(GROUP_COMMENTS),
        requester:
          kind === 'offline'
            ? {
                firstName: visitor.first_name,
                lastName: visitor.last_name,
                email: visitor.email ?? `${visitor.last_name.toLowerCase()}@example.com`,
                phone: visitor.mobile_phone,
                company: company.name,
              }
            : null,
      };
      columns = requestContent(request, { withRequester: kind === 'offline', travellers: [] });
    }
    // The agency's steps: taken by an agent, a proposal made, the stay confirmed with the hotel's reference.
    if (path.includes(40)) columns.agent_id = detail.pick(agents)?.id ?? null;
    if (hotelName) {
      const pricePerNight = detail.int(70, 190);
      const rooms = Number(columns.single_rooms) + Number(columns.double_rooms);
      Object.assign(columns, { hotel_name: hotelName, price_per_night: pricePerNight, total_price: pricePerNight * nights * Math.max(1, rooms) });
      if (path.includes(45)) columns.proposal = detail.pick(PROPOSALS);
      if (path.includes(60)) columns.booking_base_id = `AG-${detail.int(100000, 999999)}`;
    }
    if (company.order_number_required && company.order_number_pattern && status !== 4 && !path.includes(55))
      columns.order_number = orderNumberFor(company.order_number_pattern, detail);
    return { columns, linked, comments: (columns.comments as string | null) ?? null, visitor: kind === 'offline' };
  }

  return { onlineContent, offlineContent };
}
