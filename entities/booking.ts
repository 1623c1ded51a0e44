import { BOOKING_STATUS_VALUES } from './bookingStatus.ts';
import { AGENCY_ROLES, COMPANY_ROLES, defineEntity } from './kit.ts';

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
  },
  list: {
    columns: ['ref', 'status', 'is_online', 'arrival_date', 'departure_date', 'destination', 'travellers', 'company'],
    sort: { field: 'arrival_date', order: 'DESC' },
  },
  show: {
    tabs: [
      { name: 'booking', fields: ['ref', 'booking_base_id', 'status', 'is_online', 'arrival_date', 'departure_date', 'destination', 'hotel', 'travellers', 'company', 'user', 'booking_fees_global', 'booking_fees_global_label', 'booking_fees_per_room', 'booking_fees_per_room_label', 'created_at'] },
      { name: 'mail_logs', related: { related: 'maillog', target: 'booking' } },
      { name: 'history', related: { related: 'bookinghistory', target: 'booking' } },
    ],
  },
  form: [],
  access: { read: [...AGENCY_ROLES, ...COMPANY_ROLES], write: [] },
  scope: { column: 'company_id', claim: 'company', bypass: AGENCY_ROLES },
  routes: { create: false, edit: false, delete: false },
  actions: { disableBooking: { scope: 'record', roles: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] } },
});
