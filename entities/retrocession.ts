import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, defineEntity, HOTEL_ROLES } from './kit.ts';

/** Rooms of a contingent day released back to the hotel. */
export default defineEntity({
  name: 'retrocession',
  path: 'retrocessions',
  table: 'retrocession',
  title: 'contingent_date',
  fields: {
    hotel: { type: 'reference', entity: 'contingentHotel', required: true, sortable: true },
    hotelgamme: { type: 'reference', entity: 'hotelgamme', required: true, sortable: true },
    company: { type: 'reference', entity: 'company' },
    contingent_date: { type: 'date', required: true, sortable: true, filter: 'range' },
    qte: { type: 'integer', required: true, min: 1, max: 1000 },
    taux: { type: 'integer', required: true, min: 0, max: 100 },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
    created_at: { type: 'datetime', auto: 'createdAt', sortable: true },
  },
  list: { columns: ['contingent_date', 'hotel', 'hotelgamme', 'qte', 'taux', 'enabled', 'created_at'], sort: { field: 'contingent_date', order: 'DESC' } },
  show: ['contingent_date', 'hotel', 'hotelgamme', 'company', 'qte', 'taux', 'enabled', 'created_at'],
  form: ['contingent_date', 'hotel', 'hotelgamme', 'company', 'qte', 'taux', 'enabled'],
  access: { read: [...AGENCY_ROLES, ...HOTEL_ROLES], write: [...AGENCY_ADMIN_ROLES, 'ROLE_ADMIN_HOTEL'] },
  scope: { column: 'hotel_id', claim: 'hotel', bypass: AGENCY_ROLES },
});
