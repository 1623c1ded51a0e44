import { defineEntity } from './kit.ts';
import { AGENCY_ROLES, ROLES } from './roles.ts';

/** Travel policy modes: 0 inactive, 10 informative, 20 submitted to validation, 30 impossible. */
export const TRAVEL_POLICY_MODES = [0, 10, 20, 30] as const;
export const GENDERS = ['mr', 'mrs'] as const;

/** The tabs the show page and the form share; the form's identity tab differs, with the password and without the creation date. */
const SETTINGS_TABS = [
  {
    name: 'booking',
    fields: [
      'online_enabled',
      'offline_enabled',
      'hrs_search_enabled',
      'travel_policy_mode',
      'max_price_per_room',
      'exclude_online_non_free_cancellation',
      'exclude_online_unknown_breakfast',
      'disable_relance_auto',
      'send_voucher_to_travellers',
    ],
  },
  { name: 'favorites', fields: ['favorite_hotels', 'favorite_locations'] },
];

export default defineEntity({
  name: 'user',
  path: 'users',
  table: 'user',
  accounts: true,
  title: 'email',
  fields: {
    gender: { type: 'enum', values: GENDERS },
    first_name: { type: 'string', required: true, maxLength: 100, sortable: true, filter: 'search' },
    last_name: { type: 'string', required: true, maxLength: 100, sortable: true, filter: 'search' },
    email: { type: 'email', required: true, maxLength: 255, sortable: true, filter: 'search' },
    email2: { type: 'email', maxLength: 255 },
    password: { type: 'password', minLength: 8, maxLength: 200, writeOnly: true },
    company: { type: 'reference', entity: 'company', filter: 'exact', sortable: true },
    hotel: { type: 'reference', entity: 'contingentHotel', filter: 'exact' },
    roles: { type: 'array', values: ROLES, required: true, filter: 'in' },
    position: { type: 'string', maxLength: 100 },
    landline: { type: 'phone', maxLength: 30 },
    mobile_phone: { type: 'phone', maxLength: 30 },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
    online_enabled: { type: 'boolean', default: true },
    offline_enabled: { type: 'boolean', default: true },
    hrs_search_enabled: { type: 'boolean', default: true },
    travel_policy_mode: { type: 'enum', values: TRAVEL_POLICY_MODES, default: 0 },
    max_price_per_room: { type: 'currency', min: 0 },
    exclude_online_non_free_cancellation: { type: 'boolean', default: false },
    exclude_online_unknown_breakfast: { type: 'boolean', default: false },
    disable_relance_auto: { type: 'boolean', default: false },
    send_voucher_to_travellers: { type: 'boolean', default: false },
    // The catalogue hotels and the company's places offered first in the user's searches.
    favorite_hotels: { type: 'references', entity: 'hotel', through: { table: 'user_favorite_hotel', source: 'user_id', target: 'hotel_id' } },
    favorite_locations: {
      type: 'references',
      entity: 'favoriteLocation',
      through: { table: 'user_favorite_location', source: 'user_id', target: 'favorite_location_id' },
      within: { source: 'company', target: 'company' },
    },
    created_at: { type: 'datetime', auto: 'createdAt', sortable: true },
  },
  list: {
    columns: ['last_name', 'first_name', 'email', 'company', 'roles', 'enabled'],
    sort: { field: 'last_name', order: 'ASC' },
  },
  show: {
    tabs: [
      {
        name: 'identity',
        fields: [
          'gender',
          'first_name',
          'last_name',
          'email',
          'email2',
          'company',
          'hotel',
          'roles',
          'position',
          'landline',
          'mobile_phone',
          'enabled',
          'created_at',
        ],
      },
      ...SETTINGS_TABS,
      { name: 'bookings', related: { related: 'booking', target: 'user' } },
      // The user's answers to the satisfaction survey questions.
      { name: 'user_questions', related: { related: 'surveyReply', target: 'user' } },
    ],
  },
  form: {
    tabs: [
      {
        name: 'identity',
        fields: [
          'gender',
          'first_name',
          'last_name',
          'email',
          'email2',
          'password',
          'company',
          'hotel',
          'roles',
          'position',
          'landline',
          'mobile_phone',
          'enabled',
        ],
      },
      ...SETTINGS_TABS,
    ],
  },
  // An agent picks the person a message or a booking is about by name, and reads nothing else of the account.
  access: {
    read: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'],
    write: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'],
    pick: { roles: ['ROLE_BBA_AGENT'], fields: ['first_name', 'last_name', 'email', 'company'] },
  },
  scope: { column: 'company_id', claim: 'company', bypass: AGENCY_ROLES },
  // The user's id goes in the body, as { impersonate: id }.
  actions: { impersonate: { scope: 'record', method: 'POST', path: '/api/impersonate', roles: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] } },
});
