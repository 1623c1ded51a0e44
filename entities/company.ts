import { CARD_GUARANTEES, PAYMENT_MODES } from './bookingFlow.ts';
import { defineEntity } from './kit.ts';

/** A corporate customer. Companies come from the agency's contracts: editable here, never created from the back office. */
export default defineEntity({
  name: 'company',
  path: 'companies',
  table: 'company',
  title: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    address1: { type: 'string', maxLength: 255 },
    address2: { type: 'string', maxLength: 255 },
    post_code: { type: 'string', maxLength: 20 },
    city: { type: 'string', maxLength: 100, sortable: true, filter: 'search' },
    mail_company: { type: 'email', maxLength: 255 },
    // The mail domains of the company's accounts (acme.fr): users are created, or create themselves, only with them.
    domains: { type: 'array', maxItems: 50 },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
    bba_contact: { type: 'reference', entity: 'bbacontact', filter: 'exact' },
    logo_image: { type: 'image' },
    only_one: { type: 'boolean', default: false },
    hrs_search_enabled: { type: 'boolean', default: true },
    offline_enabled: { type: 'boolean', default: true },
    threshold_survey: { type: 'integer', min: 0, max: 100 },
    threshold_survey_traveller: { type: 'integer', min: 0, max: 100 },
    autologin_url: { type: 'string', maxLength: 255 },
    kkey: { type: 'string', maxLength: 100 },
    // The public uid that names the company in its links (/gen/{uid}, /offline/booking/prelogged/company/{uid}/…).
    uid: { type: 'string', readOnly: true },
    // The account that holds the requests sent through the company's public links.
    prelogged_user: { type: 'reference', entity: 'user', within: { source: 'id', target: 'company' } },
    // The company's public group-request link (/offline/booking/prelogged/group/{alias}); unique whatever the case.
    group_alias: { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9_-]*$' },
    exclude_online_non_free_cancellation: { type: 'boolean', default: false },
    exclude_online_unknown_breakfast: { type: 'boolean', default: false },
    meal_price_contribution: { type: 'currency', min: 0 },
    max_price_per_room: { type: 'currency', min: 0 },
    booking_fees_global_offline: { type: 'currency', min: 0 },
    booking_fees_global_online: { type: 'currency', min: 0 },
    booking_fees_global_label: { type: 'string', maxLength: 100 },
    booking_fees_per_room_offline: { type: 'currency', min: 0 },
    booking_fees_per_room_online: { type: 'currency', min: 0 },
    booking_fees_per_room_label: { type: 'string', maxLength: 100 },
    order_number_required: { type: 'boolean', default: false },
    order_number_label: { type: 'string', maxLength: 100 },
    // Pattern syntax (entities/patterns.ts): # digit, ? letter, + repeats the previous character.
    order_number_pattern: { type: 'string', maxLength: 100, pattern: '^[#?+A-Za-z0-9 _/-]*$' },
    payment_mode: { type: 'enum', values: PAYMENT_MODES, default: 'on_site' },
    card_guarantee: { type: 'enum', values: CARD_GUARANTEES, default: 'never' },
    require_manager_pre_validation: { type: 'boolean', default: false },
    require_manager_post_validation: { type: 'boolean', default: false },
    require_manager_post_validation_travel_policy_dont_suit: { type: 'boolean', default: false },
    multi_manager_enabled: { type: 'boolean', default: false },
    is_white_marking: { type: 'boolean', default: false },
    consultation_link: { type: 'boolean', default: true },
    edit_link: { type: 'boolean', default: true },
    cancellation_link: { type: 'boolean', default: true },
    updated_at: { type: 'datetime', auto: 'updatedAt', sortable: true },
  },
  list: { columns: ['name', 'city', 'bba_contact', 'enabled'], sort: { field: 'name', order: 'ASC' } },
  show: {
    tabs: [
      {
        name: 'identity',
        fields: ['name', 'address1', 'address2', 'post_code', 'city', 'mail_company', 'domains', 'bba_contact', 'logo_image', 'enabled', 'updated_at'],
      },
      {
        name: 'booking',
        fields: [
          'only_one',
          'hrs_search_enabled',
          'offline_enabled',
          'exclude_online_non_free_cancellation',
          'exclude_online_unknown_breakfast',
          'meal_price_contribution',
          'max_price_per_room',
          'threshold_survey',
          'threshold_survey_traveller',
        ],
      },
      {
        name: 'fees',
        fields: [
          'booking_fees_global_online',
          'booking_fees_global_offline',
          'booking_fees_global_label',
          'booking_fees_per_room_online',
          'booking_fees_per_room_offline',
          'booking_fees_per_room_label',
          'order_number_required',
          'order_number_label',
          'order_number_pattern',
          'payment_mode',
          'card_guarantee',
        ],
      },
      {
        name: 'validation',
        fields: [
          'require_manager_pre_validation',
          'require_manager_post_validation',
          'require_manager_post_validation_travel_policy_dont_suit',
          'multi_manager_enabled',
        ],
      },
      {
        name: 'links',
        fields: ['uid', 'prelogged_user', 'is_white_marking', 'consultation_link', 'edit_link', 'cancellation_link', 'autologin_url', 'kkey', 'group_alias'],
      },
      { name: 'users', related: { related: 'user', target: 'company' } },
      { name: 'custom_fields', related: { related: 'bookinginputfield', target: 'company' } },
      { name: 'favorite_locations', related: { related: 'favoriteLocation', target: 'company' } },
      { name: 'provider_data', related: { related: 'companyProviderData', target: 'company' } },
    ],
  },
  // An agent picks a company by its name (a traveller's, a message's) and reads nothing else of it.
  access: {
    read: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'],
    write: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'],
    pick: { roles: ['ROLE_BBA_AGENT'], fields: ['name', 'city'] },
  },
  routes: { create: false, delete: false },
});
