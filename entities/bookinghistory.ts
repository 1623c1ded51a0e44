import { BOOKING_HISTORY_EVENTS, BOOKING_HISTORY_TYPES, BOOKING_STATUS_VALUES } from './bookingStatus.ts';
import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

/** One event in a booking's life: a status change, a mail, a comment. Written by the booking service only. */
export default defineEntity({
  name: 'bookinghistory',
  path: 'bookinghistories',
  table: 'booking_history',
  title: 'type',
  fields: {
    booking: { type: 'reference', entity: 'booking', readOnly: true, sortable: true },
    date: { type: 'datetime', readOnly: true, sortable: true, filter: 'range' },
    type: { type: 'enum', values: BOOKING_HISTORY_TYPES, readOnly: true, filter: 'in' },
    status_from: { type: 'enum', values: BOOKING_STATUS_VALUES, readOnly: true },
    status_to: { type: 'enum', values: BOOKING_STATUS_VALUES, readOnly: true },
    user: { type: 'reference', entity: 'user', readOnly: true },
    comment: { type: 'text', readOnly: true },
    event: { type: 'enum', values: BOOKING_HISTORY_EVENTS, readOnly: true, filter: 'in' },
    // The event's data as JSON, read with the event (common/historyNote.ts), not shown on its own.
    data: { type: 'text', readOnly: true },
  },
  list: { columns: ['date', 'booking', 'type', 'status_to', 'user', 'comment'], reads: ['event', 'data'], sort: { field: 'date', order: 'DESC' } },
  show: ['date', 'booking', 'type', 'status_from', 'status_to', 'user', 'comment'],
  form: [],
  access: { read: AGENCY_ROLES, write: [] },
  routes: { create: false, edit: false, delete: false },
});
