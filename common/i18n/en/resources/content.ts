/** What the agency publishes (news, help pages, events, zones) and its settings. */

export const news = {
  name: 'News item |||| News',
  fields: {
    date: 'Date',
    name: 'Title',
    weight: 'Weight',
    notify_users: 'Notify users',
    image: 'Image',
    content: 'Content',
    created_by: 'Created by',
    updated_by: 'Updated by',
    created_at: 'Created at',
    updated_at: 'Updated at',
  },
};

export const help = {
  name: 'Help page |||| Help pages',
  fields: {
    title: 'Title',
    weight: 'Weight',
    content: 'Content',
    notify_users: 'Notify users',
    created_at: 'Created at',
    updated_at: 'Updated at',
  },
};

export const event = {
  name: 'Event |||| Events',
  fields: {
    name: 'Name',
    starting_date: 'Start date',
    ending_date: 'End date',
    location: 'Venue',
    city: 'City',
    geo_lat: 'Latitude',
    geo_lng: 'Longitude',
  },
};

export const zone = {
  name: 'Zone |||| Zones',
  fields: {
    name: 'Name',
    cities: 'Cities',
    postal_codes: 'Postcodes',
  },
};

export const configuration = {
  name: 'Setting |||| Settings',
  fields: {
    name: 'Name',
    value: 'Value',
  },
};
