import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, HOTEL_ROLES } from './roles.ts';

/** The template of a hotel's allotment for a room type: daily quantity, prices, release rule, optional company. */
export default defineEntity({
  name: 'configcontingent',
  path: 'configcontingents',
  table: 'configcontingent',
  title: 'hotel_gamme',
  fields: {
    hotel: { type: 'reference', entity: 'contingentHotel', required: true, sortable: true },
    hotel_gamme: { type: 'reference', entity: 'hotelgamme', required: true, sortable: true },
    company: { type: 'reference', entity: 'company', access: { read: AGENCY_ROLES, write: AGENCY_ROLES } },
    qte_init: { type: 'integer', required: true, min: 0, max: 1000 },
    prix_achat: { type: 'currency', required: true, min: 0 },
    // What the agency sells at is its own business, not the hotel's; until it is set, the days sell at the purchase
    // price (stock generation).
    prix_vente: { type: 'currency', min: 0, access: { read: AGENCY_ROLES, write: AGENCY_ROLES } },
    prix_achat_etape: { type: 'currency', min: 0 },
    prix_vente_etape: { type: 'currency', min: 0, access: { read: AGENCY_ROLES, write: AGENCY_ROLES } },
    taxe_sejour: { type: 'currency', min: 0 },
    cancel_day: { type: 'integer', required: true, min: 0, max: 365 },
    cancel_hour: { type: 'integer', required: true, min: 0, max: 23 },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
  },
  list: { columns: ['hotel', 'hotel_gamme', 'company', 'qte_init', 'prix_achat', 'prix_vente', 'enabled'], sort: { field: 'hotel', order: 'ASC' } },
  show: [
    'hotel',
    'hotel_gamme',
    'company',
    'qte_init',
    'prix_achat',
    'prix_vente',
    'prix_achat_etape',
    'prix_vente_etape',
    'taxe_sejour',
    'cancel_day',
    'cancel_hour',
    'enabled',
  ],
  access: { read: [...AGENCY_ROLES, ...HOTEL_ROLES], write: [...AGENCY_ADMIN_ROLES, 'ROLE_ADMIN_HOTEL'] },
  scope: { column: 'hotel_id', claim: 'hotel', bypass: AGENCY_ROLES },
  backOffices: ['default', 'contingents'],
});
