import { AGENCY_EVENTS, CANCELLATION_REASONS, PAYMENT_MODES } from './bookingFlow.ts';
import { BOOKING_STATUS_VALUES } from './bookingStatus.ts';
import { REQUEST_KINDS } from './groupRules.ts';
import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, COMPANY_ROLES } from './roles.ts';
import { OFFLINE_PRIORITIES } from './offlineRules.ts';

/** A hotel booking, online or offline; its status moves only through the booking service. */
export default defineEntity({
  name: 'booking',
  path: 'bookings',
  table: 'booking',
  title: 'ref',
  fields: {
    ref: { type: 'string', readOnly: true, sortable: true, filter: 'search' },
    booking_base_id: { type: 'string', maxLength: 100, readOnly: true, filter: 'exact' },
    status: { type: 'enum', values: BOOKING_STATUS_VALUES, readOnly: true, sortable: true, filter: 'in' },
    is_online: { type: 'boolean', readOnly: true, filter: 'exact' },
    // A group, seminar, public-link or training request (server/group); null for a plain booking or offline request.
    request_kind: { type: 'enum', values: REQUEST_KINDS, readOnly: true, filter: 'exact' },
    arrival_date: { type: 'date', readOnly: true, sortable: true, filter: 'range' },
    departure_date: { type: 'date', readOnly: true, sortable: true },
    destination: { type: 'string', maxLength: 255, readOnly: true, filter: 'search' },
    travellers: { type: 'string', maxLength: 1000, readOnly: true, filter: 'search' },
    company: { type: 'reference', entity: 'company', readOnly: true, sortable: true },
    user: { type: 'reference', entity: 'user', readOnly: true },
    hotel: { type: 'reference', entity: 'hotel', readOnly: true },
    booking_fees_global: { type: 'currency', readOnly: true },
    booking_fees_global_label: { type: 'string', readOnly: true },
    booking_fees_per_room: { type: 'currency', readOnly: true },
    booking_fees_per_room_label: { type: 'string', readOnly: true },
    created_at: { type: 'datetime', auto: 'createdAt', sortable: true },
    // What the offer provider answered, as booked: the "provider details" tab.
    provider: { type: 'string', readOnly: true },
    hotel_key: { type: 'string', readOnly: true },
    offer_key: { type: 'string', readOnly: true },
    hotel_name: { type: 'string', readOnly: true },
    hotel_address: { type: 'string', readOnly: true },
    room_label: { type: 'string', readOnly: true },
    single_rooms: { type: 'integer', readOnly: true },
    double_rooms: { type: 'integer', readOnly: true },
    price_per_night: { type: 'currency', readOnly: true },
    total_price: { type: 'currency', readOnly: true },
    breakfast_included: { type: 'boolean', readOnly: true },
    breakfast_price: { type: 'currency', readOnly: true },
    free_cancellation: { type: 'boolean', readOnly: true },
    cancellation_deadline: { type: 'datetime', readOnly: true },
    payment_mode: { type: 'enum', values: PAYMENT_MODES, readOnly: true },
    order_number: { type: 'string', readOnly: true },
    travel_policy_ok: { type: 'boolean', readOnly: true },
    cancellation_reason: { type: 'enum', values: CANCELLATION_REASONS, readOnly: true },
    // The offline request as the booker sent it, and the agency's handling of it: the "offline request" tab.
    priority: { type: 'enum', values: OFFLINE_PRIORITIES, readOnly: true },
    budget: { type: 'currency', readOnly: true },
    response_date: { type: 'date', readOnly: true },
    comments: { type: 'text', readOnly: true },
    proposal: { type: 'text', readOnly: true },
    agent: { type: 'reference', entity: 'user', readOnly: true },
    cancellation_comment: { type: 'text', readOnly: true },
  },
  list: {
    columns: ['ref', 'status', 'is_online', 'request_kind', 'arrival_date', 'departure_date', 'destination', 'travellers', 'company', 'user'],
    phone: ['ref', 'status', 'arrival_date'],
    sort: { field: 'arrival_date', order: 'DESC' },
  },
  show: {
    tabs: [
      { name: 'booking', fields: ['ref', 'booking_base_id', 'status', 'is_online', 'arrival_date', 'departure_date', 'destination', 'hotel', 'travellers', 'company', 'user', 'booking_fees_global', 'booking_fees_global_label', 'booking_fees_per_room', 'booking_fees_per_room_label', 'created_at'] },
      { name: 'provider', fields: ['provider', 'booking_base_id', 'hotel_key', 'offer_key', 'hotel_name', 'hotel_address', 'room_label', 'single_rooms', 'double_rooms', 'price_per_night', 'total_price', 'breakfast_included', 'breakfast_price', 'free_cancellation', 'cancellation_deadline', 'payment_mode', 'order_number', 'travel_policy_ok', 'cancellation_reason'] },
      { name: 'offline', fields: ['request_kind', 'priority', 'budget', 'response_date', 'single_rooms', 'double_rooms', 'travellers', 'comments', 'agent', 'proposal', 'hotel_name', 'price_per_night', 'total_price', 'cancellation_comment'] },
      { name: 'mail_logs', related: { related: 'maillog', target: 'booking' } },
      { name: 'history', related: { related: 'bookinghistory', target: 'booking' } },
    ],
  },
  form: [],
  access: { read: [...AGENCY_ROLES, ...COMPANY_ROLES], write: [] },
  // As "my bookings": a user sees the bookings it made and those it is asked to decide on, an accountant the company's.
  scope: {
    column: 'company_id',
    claim: 'company',
    bypass: AGENCY_ROLES,
    owner: { column: 'user_id', sharedWith: { table: 'booking_manager', row: 'booking_id', user: 'user_id' }, wholeTenant: ['ROLE_ACCOUNTANT'] },
  },
  routes: { create: false, edit: false, delete: false },
  actions: {
    disableBooking: { scope: 'record', method: 'GET', path: '/api/booking/admin_disable/:id', roles: AGENCY_ADMIN_ROLES },
    // The agency's steps on an offline request, each offered only in the statuses the transition table allows.
    ...Object.fromEntries(AGENCY_EVENTS.map((event) => [event, { scope: 'record', method: 'POST', path: `/api/booking/:id/agency/${event}`, roles: AGENCY_ROLES }] as const)),
  },
});
