import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, HOTEL_ROLES } from './roles.ts';

/** One day of a room type's allotment: what was allotted, booked, released to the hotel, and what is left. */
export default defineEntity({
  name: 'contingent',
  path: 'contingents',
  table: 'contingent',
  title: 'contingent_date',
  fields: {
    hotel: { type: 'reference', entity: 'contingentHotel', required: true, sortable: true, access: { read: AGENCY_ROLES } },
    hotel_gamme: { type: 'reference', entity: 'hotelgamme', required: true, sortable: true },
    company: { type: 'reference', entity: 'company', access: { read: AGENCY_ROLES } },
    contingent_date: { type: 'date', required: true, sortable: true, filter: 'range' },
    qte_init: { type: 'integer', required: true, min: 0, max: 1000 },
    qte_resa: { type: 'integer', readOnly: true },
    qte_retro: { type: 'integer', readOnly: true },
    qte_dispo: { type: 'integer', readOnly: true, sortable: true },
    prix_achat: { type: 'currency', required: true, min: 0 },
    prix_achat_etape: { type: 'currency', min: 0 },
    prix_vente: { type: 'currency', required: true, min: 0, access: { read: AGENCY_ROLES, write: AGENCY_ROLES } },
    prix_vente_etape: { type: 'currency', min: 0, access: { read: AGENCY_ROLES, write: AGENCY_ROLES } },
    taxe_sejour: { type: 'currency', min: 0 },
    cancellation_deadline: { type: 'datetime', required: true },
  },
  list: {
    columns: ['contingent_date', 'hotel', 'hotel_gamme', 'qte_init', 'qte_resa', 'qte_retro', 'qte_dispo', 'prix_achat', 'prix_vente'],
    sort: { field: 'contingent_date', order: 'ASC' },
  },
  show: [
    'contingent_date',
    'hotel',
    'hotel_gamme',
    'company',
    'qte_init',
    'qte_resa',
    'qte_retro',
    'qte_dispo',
    'prix_achat',
    'prix_achat_etape',
    'prix_vente',
    'prix_vente_etape',
    'taxe_sejour',
    'cancellation_deadline',
  ],
  access: { read: [...AGENCY_ROLES, ...HOTEL_ROLES], write: [...AGENCY_ADMIN_ROLES, 'ROLE_ADMIN_HOTEL'] },
  scope: { column: 'hotel_id', claim: 'hotel', bypass: AGENCY_ROLES },
  backOffices: ['default', 'contingents'],
});
