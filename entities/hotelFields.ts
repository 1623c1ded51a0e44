/** Where a hotel is and how to reach it: the same for a catalogue hotel and a contingent hotel. */
export const HOTEL_LOCATION_FIELDS = {
  address1: { type: 'string', maxLength: 255 },
  address2: { type: 'string', maxLength: 255 },
  post_code: { type: 'string', maxLength: 20, filter: 'exact' },
  city: { type: 'string', maxLength: 100, sortable: true, filter: 'search' },
  country: { type: 'string', maxLength: 100 },
  geo_lat: { type: 'decimal', min: -90, max: 90 },
  geo_lng: { type: 'decimal', min: -180, max: 180 },
  phone_number: { type: 'phone', maxLength: 30 },
  email: { type: 'email', maxLength: 255 },
  website: { type: 'string', maxLength: 255 },
  opening_hours: { type: 'string', maxLength: 255 },
  comment: { type: 'text' },
} as const;

/** The same fields by name, in the order the hotels' show pages list them. */
export const HOTEL_LOCATION = Object.keys(HOTEL_LOCATION_FIELDS) as readonly (keyof typeof HOTEL_LOCATION_FIELDS)[];
