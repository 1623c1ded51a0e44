import { ErrorCode } from './errors.ts';
import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, HOTEL_ROLES } from './roles.ts';

/** A release rule: unsold rooms go back to the hotel `days` before the date, at the rate `taux` %. */
export default defineEntity({
  name: 'hotelretrocession',
  path: 'hotelretrocessions',
  table: 'hotelretrocession',
  title: 'days',
  fields: {
    hotel: { type: 'reference', entity: 'contingentHotel', required: true, sortable: true },
    taux: { type: 'integer', required: true, min: 0, max: 100, code: ErrorCode.RATE, sortable: true },
    days: { type: 'integer', required: true, min: 0, max: 365, sortable: true },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
  },
  list: { columns: ['hotel', 'days', 'taux', 'enabled'], sort: { field: 'days', order: 'DESC' } },
  show: ['hotel', 'days', 'taux', 'enabled'],
  access: { read: [...AGENCY_ROLES, ...HOTEL_ROLES], write: [...AGENCY_ADMIN_ROLES, 'ROLE_ADMIN_HOTEL'] },
  scope: { column: 'hotel_id', claim: 'hotel', bypass: AGENCY_ROLES },
  backOffices: ['default', 'contingents'],
});
