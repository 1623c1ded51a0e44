import { statuses } from './labels.ts';

/**
 * Hotels: the catalogue and the places searched around, and the contingent hotels with their room types, allotments,
 * releases and bookings.
 */

/** The address and contact fields hotels share, catalogue or contingent. */
const hotelFields = {
  name: 'Name',
  ref: 'Reference',
  category: 'Category (stars)',
  address1: 'Address',
  address2: 'Address line 2',
  post_code: 'Postcode',
  city: 'City',
  country: 'Country',
  geo_lat: 'Latitude',
  geo_lng: 'Longitude',
  phone_number: 'Phone',
  email: 'Email',
  website: 'Website',
  opening_hours: 'Opening hours',
  comment: 'Comment',
};

export const hotel = {
  name: 'Catalogue hotel |||| Catalogue hotels',
  fields: hotelFields,
};

export const location = {
  name: 'Location |||| Locations',
  fields: {
    name: 'Name',
    address: 'Address',
    geo_lat: 'Latitude',
    geo_lng: 'Longitude',
    type: 'Type',
  },
  enums: {
    type: {
      city: 'City',
      airport: 'Airport',
      station: 'Station',
      venue: 'Event venue',
      other: 'Other',
    },
  },
};

export const contingentHotel = {
  name: 'Hotel |||| Hotels',
  fields: {
    ...hotelFields,
    hrs_ref: 'Supplier reference',
    catalogue_hotel: 'Catalogue hotel',
    contingent_email: 'Contingent booking emails',
    hotel_user: 'Hotel account',
    enable_virtual_card: 'Virtual card accepted',
    enabled: 'Active',
  },
  tabs: {
    hotel: 'Hotel',
    contingent: 'Contingent',
    room_types: 'Room types',
    configs: 'Contingent templates',
    contingents: 'Contingents',
    retrocession_configs: 'Release rules',
    retrocessions: 'Releases',
    bookings: 'Bookings',
  },
};

export const hotelgamme = {
  name: 'Room type |||| Room types',
  fields: {
    hotel: 'Hotel',
    description: 'Description',
    enabled: 'Active',
  },
};

export const configcontingent = {
  name: 'Contingent template |||| Contingent templates',
  fields: {
    hotel: 'Hotel',
    hotel_gamme: 'Room type',
    company: 'Reserved for company',
    qte_init: 'Daily quantity',
    prix_achat: 'Purchase price',
    prix_vente: 'Selling price',
    prix_achat_etape: 'Stopover purchase price',
    prix_vente_etape: 'Stopover selling price',
    taxe_sejour: 'Tourist tax',
    cancel_day: 'Cancellation (days before)',
    cancel_hour: 'Cancellation (deadline hour)',
    enabled: 'Active',
  },
};

export const contingent = {
  name: 'Contingent |||| Contingents',
  fields: {
    hotel: 'Hotel',
    hotel_gamme: 'Room type',
    company: 'Reserved for company',
    contingent_date: 'Date',
    qte_init: 'Initial quantity',
    qte_resa: 'Booked',
    qte_retro: 'Released',
    qte_dispo: 'Available',
    prix_achat: 'Purchase price',
    prix_achat_etape: 'Stopover purchase price',
    prix_vente: 'Selling price',
    prix_vente_etape: 'Stopover selling price',
    taxe_sejour: 'Tourist tax',
    cancellation_deadline: 'Free cancellation until',
  },
};

export const hotelretrocession = {
  name: 'Release rule |||| Release rules',
  fields: {
    hotel: 'Hotel',
    taux: 'Rate (%)',
    days: 'Days before the date',
    enabled: 'Active',
  },
};

export const retrocession = {
  name: 'Release |||| Releases',
  fields: {
    hotel: 'Hotel',
    hotelgamme: 'Room type',
    company: 'Company',
    contingent_date: 'Contingent date',
    qte: 'Quantity',
    taux: 'Rate (%)',
    enabled: 'Active',
    created_at: 'Released at',
  },
};

export const contingentbooking = {
  name: 'Contingent booking |||| Contingent bookings',
  fields: {
    ref: 'Reference',
    hotel: 'Hotel',
    hotel_gamme: 'Room type',
    company: 'Company',
    status: 'Status',
    is_online: 'Online',
    is_etape: 'Stopover',
    arrival_date: 'Arrival',
    departure_date: 'Departure',
    quantite: 'Rooms',
    destination: 'Destination',
    travellers: 'Travellers',
    fees: 'Fees',
  },
  enums: {
    status: statuses,
  },
};
