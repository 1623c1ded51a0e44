import { ErrorCode } from './errors.ts';
import { defineEntity } from './kit.ts';
import { AGENCY_ROLES, HOTEL_ROLES } from './roles.ts';

/**
 * Rooms of a contingent day released back to the hotel: the history of the releases. A row is written together with
 * the quantity it moves to the day's qte_retro, by the release job (a hotel's rules) or a manual release
 * (POST /backend/api/contingent-hotels/{id}/retrocessions), never on its own: the generated routes only read.
 */
export default defineEntity({
  name: 'retrocession',
  path: 'retrocessions',
  table: 'retrocession',
  title: 'contingent_date',
  fields: {
    hotel: { type: 'reference', entity: 'contingentHotel', readOnly: true, sortable: true },
    hotelgamme: { type: 'reference', entity: 'hotelgamme', readOnly: true, sortable: true },
    company: { type: 'reference', entity: 'company', readOnly: true, access: { read: AGENCY_ROLES } },
    contingent_date: { type: 'date', readOnly: true, sortable: true, filter: 'range' },
    qte: { type: 'integer', readOnly: true, min: 1, max: 1000 },
    taux: { type: 'integer', readOnly: true, min: 0, max: 100, code: ErrorCode.RATE },
    enabled: { type: 'boolean', readOnly: true, default: true, filter: 'exact' },
    created_at: { type: 'datetime', auto: 'createdAt', sortable: true },
  },
  list: { columns: ['contingent_date', 'hotel', 'hotelgamme', 'qte', 'taux', 'enabled', 'created_at'], sort: { field: 'contingent_date', order: 'DESC' } },
  show: ['contingent_date', 'hotel', 'hotelgamme', 'company', 'qte', 'taux', 'enabled', 'created_at'],
  form: [],
  access: { read: [...AGENCY_ROLES, ...HOTEL_ROLES], write: [] },
  scope: { column: 'hotel_id', claim: 'hotel', bypass: AGENCY_ROLES },
  backOffices: ['default', 'contingents'],
  routes: { create: false, edit: false, delete: false },
});
