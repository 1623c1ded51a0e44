/** People: travellers, company users, hotel staff and the agency's contacts. */

const roles = {
  ROLE_ADMIN: 'Administrator',
  ROLE_BBA_ADMIN: 'Agency administrator',
  ROLE_BBA_AGENT: 'Agency agent',
  ROLE_MANAGER: 'Manager',
  ROLE_ACCOUNTANT: 'Accountant',
  ROLE_USER: 'User',
  ROLE_HOTEL: 'Hotel staff',
  ROLE_ADMIN_HOTEL: 'Hotel administrator',
};

export const traveller = {
  name: 'Traveller |||| Travellers',
  fields: {
    full_name: 'Full name',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    mobile_phone: 'Mobile phone',
    company: 'Company',
    enabled: 'Active',
    created_at: 'Created at',
  },
  actions: {
    import: 'Import',
  },
};

export const hotelUser = {
  name: 'Hotel staff member |||| Hotel staff',
  fields: {
    email: 'Email',
    first_name: 'First name',
    last_name: 'Last name',
    hotel: 'Hotel',
    roles: 'Roles',
    password: 'Password',
    mobile_phone: 'Mobile phone',
    enabled: 'Enabled',
  },
  enums: {
    roles: { ROLE_HOTEL: roles.ROLE_HOTEL, ROLE_ADMIN_HOTEL: roles.ROLE_ADMIN_HOTEL },
  },
};

export const user = {
  name: 'User |||| Users',
  fields: {
    gender: 'Title',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    email2: 'Secondary email',
    password: 'Password',
    company: 'Company',
    hotel: 'Hotel (contingent)',
    roles: 'Roles',
    position: 'Position',
    landline: 'Landline',
    mobile_phone: 'Mobile phone',
    enabled: 'Active',
    online_enabled: 'Online booking',
    offline_enabled: 'Offline requests',
    hrs_search_enabled: 'Online search',
    travel_policy_mode: 'Travel policy',
    max_price_per_room: 'Maximum price per room',
    exclude_online_non_free_cancellation: 'Exclude offers without free cancellation',
    exclude_online_unknown_breakfast: 'Exclude offers with unknown breakfast',
    disable_relance_auto: 'No automatic reminders',
    send_voucher_to_travellers: 'Voucher sent to travellers',
    favorite_hotels: 'Favourite hotels',
    favorite_locations: 'Favourite places',
    created_at: 'Created at',
  },
  tabs: {
    identity: 'Identity',
    booking: 'Booking',
    favorites: 'Favourites',
    bookings: 'Bookings',
    user_questions: 'Survey answers',
  },
  enums: {
    gender: { mr: 'Mr', mrs: 'Mrs' },
    roles,
    travel_policy_mode: {
      0: 'Inactive',
      10: 'Informative',
      20: 'Submitted to validation',
      30: 'Blocking',
    },
  },
  actions: {
    impersonate: 'Sign in as',
  },
};

export const bbacontact = {
  name: 'Agency contact |||| Agency contacts',
  fields: {
    name: 'Last name',
    firstname: 'First name',
    full_name: 'Full name',
    phone: 'Phone',
    email: 'Email',
    roles: 'Roles',
    enabled: 'Active',
  },
  enums: {
    roles: { ROLE_BBA_AGENT: roles.ROLE_BBA_AGENT, ROLE_BBA_ADMIN: roles.ROLE_BBA_ADMIN },
  },
};
