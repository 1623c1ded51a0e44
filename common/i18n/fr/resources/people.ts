/** People: travellers, company users, hotel staff and the agency's contacts. */

const roles = {
  ROLE_ADMIN: 'Administrateur',
  ROLE_BBA_ADMIN: 'Administrateur agence',
  ROLE_BBA_AGENT: 'Agent agence',
  ROLE_MANAGER: 'Manager',
  ROLE_ACCOUNTANT: 'Comptable',
  ROLE_USER: 'Utilisateur',
  ROLE_HOTEL: 'Hôtelier',
  ROLE_ADMIN_HOTEL: 'Administrateur hôtel',
};

export const traveller = {
  name: 'Voyageur |||| Voyageurs',
  fields: {
    full_name: 'Nom complet',
    first_name: 'Prénom',
    last_name: 'Nom',
    email: 'Email',
    mobile_phone: 'Téléphone mobile',
    company: 'Société',
    enabled: 'Actif',
    created_at: 'Créé le',
  },
  actions: {
    import: 'Importer',
  },
};

export const hotelUser = {
  name: 'Personnel d’hôtel |||| Personnel des hôtels',
  fields: {
    email: 'Email',
    first_name: 'Prénom',
    last_name: 'Nom',
    hotel: 'Hôtel',
    roles: 'Rôles',
    password: 'Mot de passe',
    mobile_phone: 'Téléphone mobile',
    enabled: 'Actif',
  },
  enums: {
    roles: { ROLE_HOTEL: roles.ROLE_HOTEL, ROLE_ADMIN_HOTEL: roles.ROLE_ADMIN_HOTEL },
  },
};

export const user = {
  name: 'Utilisateur |||| Utilisateurs',
  fields: {
    gender: 'Civilité',
    first_name: 'Prénom',
    last_name: 'Nom',
    email: 'Email',
    email2: 'Email secondaire',
    password: 'Mot de passe',
    company: 'Société',
    hotel: 'Hôtel (contingent)',
    roles: 'Rôles',
    position: 'Fonction',
    landline: 'Téléphone fixe',
    mobile_phone: 'Téléphone mobile',
    enabled: 'Actif',
    online_enabled: 'Réservation en ligne',
    offline_enabled: 'Demandes hors ligne',
    hrs_search_enabled: 'Recherche en ligne',
    travel_policy_mode: 'Politique voyage',
    max_price_per_room: 'Prix maximum par chambre',
    exclude_online_non_free_cancellation: 'Exclure les offres à annulation payante',
    exclude_online_unknown_breakfast: 'Exclure les offres au petit-déjeuner inconnu',
    disable_relance_auto: 'Sans relance automatique',
    send_voucher_to_travellers: 'Bon d’échange envoyé aux voyageurs',
    favorite_hotels: 'Hôtels favoris',
    favorite_locations: 'Lieux favoris',
    created_at: 'Créé le',
  },
  tabs: {
    identity: 'Identité',
    booking: 'Réservation',
    favorites: 'Favoris',
    bookings: 'Réservations',
    user_questions: 'Réponses aux enquêtes',
  },
  enums: {
    gender: { mr: 'M.', mrs: 'Mme' },
    roles,
    travel_policy_mode: {
      0: 'Inactive',
      10: 'Informative',
      20: 'Soumise à validation',
      30: 'Bloquante',
    },
  },
  actions: {
    impersonate: 'Se connecter en tant que',
  },
};

export const bbacontact = {
  name: 'Contact agence |||| Contacts agence',
  fields: {
    name: 'Nom',
    firstname: 'Prénom',
    full_name: 'Nom complet',
    phone: 'Téléphone',
    email: 'Email',
    roles: 'Rôles',
    enabled: 'Actif',
  },
  enums: {
    roles: { ROLE_BBA_AGENT: roles.ROLE_BBA_AGENT, ROLE_BBA_ADMIN: roles.ROLE_BBA_ADMIN },
  },
};
