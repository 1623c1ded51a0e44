import { paymentModes } from './labels.ts';

/** Companies and their settings: custom booking fields and their choices, favourite places, supplier codes. */

const inputFieldTypes = {
  10: 'Number',
  20: 'Text',
  21: 'Email',
  22: 'Phone',
  30: 'Drop-down list',
  40: 'Yes/No',
  50: 'Paragraph',
  60: 'Date',
};

export const company = {
  name: 'Company |||| Companies',
  fields: {
    name: 'Name',
    address1: 'Address',
    address2: 'Address line 2',
    post_code: 'Postcode',
    city: 'City',
    mail_company: 'Company email',
    domains: 'Account address domains',
    enabled: 'Active',
    bba_contact: 'Agency contact',
    logo_image: 'Logo',
    only_one: 'One booking at a time',
    hrs_search_enabled: 'Online search',
    offline_enabled: 'Offline requests',
    threshold_survey: 'Survey threshold (users)',
    threshold_survey_traveller: 'Survey threshold (travellers)',
    autologin_url: 'Automatic sign-in URL',
    kkey: 'Key',
    uid: 'Public identifier',
    prelogged_user: 'Account of link requests',
    group_alias: 'Group request link alias',
    exclude_online_non_free_cancellation: 'Exclude offers without free cancellation',
    exclude_online_unknown_breakfast: 'Exclude offers with unknown breakfast',
    meal_price_contribution: 'Meal contribution',
    max_price_per_room: 'Maximum price per room',
    booking_fees_global_offline: 'Offline booking fee',
    booking_fees_global_online: 'Online booking fee',
    booking_fees_global_label: 'Booking fee label',
    booking_fees_per_room_offline: 'Offline fee per room',
    booking_fees_per_room_online: 'Online fee per room',
    booking_fees_per_room_label: 'Fee per room label',
    order_number_required: 'Purchase order required',
    order_number_label: 'Purchase order label',
    order_number_pattern: 'Purchase order format',
    payment_mode: 'Payment mode',
    card_guarantee: 'Card as guarantee',
    require_manager_pre_validation: 'Manager authorisation beforehand',
    require_manager_post_validation: 'Manager validation afterwards',
    require_manager_post_validation_travel_policy_dont_suit: 'Manager validation outside the travel policy',
    multi_manager_enabled: 'Several managers',
    is_white_marking: 'White label',
    consultation_link: 'View link',
    edit_link: 'Edit link',
    cancellation_link: 'Cancellation link',
    updated_at: 'Updated at',
  },
  enums: {
    payment_mode: paymentModes,
    card_guarantee: {
      never: 'Never',
      always: 'Always',
      chargeable: 'When cancellation is chargeable',
    },
  },
  tabs: {
    identity: 'Identity',
    booking: 'Booking',
    fees: 'Fees and purchase orders',
    validation: 'Validation',
    links: 'Links and white label',
    users: 'Users',
    custom_fields: 'Custom fields',
    favorite_locations: 'Favourite locations',
    provider_data: 'Supplier codes',
  },
};

export const bookinginputfield = {
  name: 'Custom field |||| Custom fields',
  fields: {
    company: 'Company',
    label: 'Label',
    rank: 'Order',
    type: 'Type',
    required: 'Required',
    text_length: 'Maximum length',
    placeholder: 'Placeholder',
    mask: 'Input mask',
    error_message: 'Error message',
    read_only: 'Read only',
    default_value: 'Default value',
    enabled: 'Active',
  },
  tabs: {
    field: 'Field',
    options: 'List choices',
  },
  enums: {
    type: inputFieldTypes,
  },
};

export const bookingoptionfield = {
  name: 'List choice |||| List choices',
  fields: {
    field: 'Custom field',
    label: 'Label',
    value: 'Value',
    rank: 'Order',
  },
};

export const favoriteLocation = {
  name: 'Favourite location |||| Favourite locations',
  fields: {
    company: 'Company',
    name: 'Name',
    address1: 'Address',
    address2: 'Address line 2',
    post_code: 'Postcode',
    city: 'City',
    country: 'Country',
    geo_lat: 'Latitude',
    geo_lng: 'Longitude',
    enabled: 'Active',
    hotels: 'Hotels offered',
  },
};

export const companyProviderData = {
  name: 'Supplier code |||| Supplier codes',
  fields: {
    company: 'Company',
    label: 'Code',
  },
};
