/** What the agency publishes (news, help pages, events, zones) and its settings. */

export const news = {
  name: 'Actualité |||| Actualités',
  fields: {
    date: 'Date',
    name: 'Titre',
    weight: 'Poids',
    notify_users: 'Notifier les utilisateurs',
    image: 'Image',
    content: 'Contenu',
    created_by: 'Créée par',
    updated_by: 'Modifiée par',
    created_at: 'Créée le',
    updated_at: 'Modifiée le',
  },
};

export const help = {
  name: 'Aide |||| Aides',
  fields: {
    title: 'Titre',
    weight: 'Poids',
    content: 'Contenu',
    notify_users: 'Notifier les utilisateurs',
    created_at: 'Créée le',
    updated_at: 'Modifiée le',
  },
};

export const event = {
  name: 'Événement |||| Événements',
  fields: {
    name: 'Nom',
    starting_date: 'Date de début',
    ending_date: 'Date de fin',
    location: 'Lieu',
    city: 'Ville',
    geo_lat: 'Latitude',
    geo_lng: 'Longitude',
  },
};

export const zone = {
  name: 'Zone |||| Zones',
  fields: {
    name: 'Nom',
    cities: 'Villes',
    postal_codes: 'Codes postaux',
  },
};

export const configuration = {
  name: 'Configuration |||| Configurations',
  fields: {
    name: 'Nom',
    value: 'Valeur',
  },
};
