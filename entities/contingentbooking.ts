import { BOOKING_STATUS_VALUES } from './bookingStatus.ts';
import { defineEntity } from './kit.ts';
import { AGENCY_ROLES, HOTEL_ROLES } from './roles.ts';

/** A booking of allotment rooms, as the hotel and the agency follow it. */
export default defineEntity({
  name: 'contingentbooking',
  path: 'contingentbookings',
  table: 'contingent_booking',
  title: 'ref',
  fields: {
    ref: { type: 'string', readOnly: true, sortable: true, filter: 'search' },
    hotel: { type: 'reference', entity: 'contingentHotel', readOnly: true, sortable: true },
    hotel_gamme: { type: 'reference', entity: 'hotelgamme', readOnly: true },
    company: { type: 'reference', entity: 'company', readOnly: true },
    status: { type: 'enum', values: BOOKING_STATUS_VALUES, readOnly: true, sortable: true, filter: 'in' },
    is_online: { type: 'boolean', readOnly: true },
    is_etape: { type: 'boolean', readOnly: true },
    arrival_date: { type: 'date', readOnly: true, sortable: true, filter: 'range' },
    departure_date: { type: 'date', readOnly: true, sortable: true },
    quantite: { type: 'integer', readOnly: true },
    destination: { type: 'string', readOnly: true },
    travellers: { type: 'string', readOnly: true, filter: 'search' },
    fees: { type: 'currency', readOnly: true },
  },
  list: {
    columns: ['ref', 'status', 'arrival_date', 'departure_date', 'hotel', 'hotel_gamme', 'quantite', 'is_etape'],
    sort: { field: 'arrival_date', order: 'DESC' },
  },
  show: [
    'ref',
    'status',
    'is_online',
    'arrival_date',
    'departure_date',
    'hotel',
    'hotel_gamme',
    'company',
    'quantite',
    'is_etape',
    'destination',
    'travellers',
    'fees',
  ],
  form: [],
  access: { read: [...AGENCY_ROLES, ...HOTEL_ROLES], write: [] },
  scope: { column: 'hotel_id', claim: 'hotel', bypass: AGENCY_ROLES },
  backOffices: ['default', 'contingents'],
  routes: { create: false, edit: false, delete: false },
});
