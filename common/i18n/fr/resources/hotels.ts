import { statuses } from './labels.ts';

/**
 * Hotels: the catalogue and the places searched around, and the contingent hotels with their room types, allotments,
 * releases and bookings.
 */

/** The address and contact fields hotels share, catalogue or contingent. */
const hotelFields = {
  name: 'Nom',
  ref: 'Référence',
  category: 'Catégorie (étoiles)',
  address1: 'Adresse',
  address2: 'Complément d’adresse',
  post_code: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  geo_lat: 'Latitude',
  geo_lng: 'Longitude',
  phone_number: 'Téléphone',
  email: 'Email',
  website: 'Site web',
  opening_hours: 'Horaires d’ouverture',
  comment: 'Commentaire',
};

export const hotel = {
  name: 'Hôtel du catalogue |||| Hôtels du catalogue',
  fields: hotelFields,
};

export const location = {
  name: 'Lieu |||| Lieux',
  fields: {
    name: 'Nom',
    address: 'Adresse',
    geo_lat: 'Latitude',
    geo_lng: 'Longitude',
    type: 'Type',
  },
  enums: {
    type: {
      city: 'Ville',
      airport: 'Aéroport',
      station: 'Gare',
      venue: 'Site d’événement',
      other: 'Autre',
    },
  },
};

export const contingentHotel = {
  name: 'Hôtel |||| Hôtels',
  fields: {
    ...hotelFields,
    hrs_ref: 'Référence fournisseur',
    catalogue_hotel: 'Hôtel du catalogue',
    contingent_email: 'Emails des réservations de contingent',
    hotel_user: 'Compte hôtelier',
    enable_virtual_card: 'Carte virtuelle acceptée',
    enabled: 'Actif',
  },
  tabs: {
    hotel: 'Hôtel',
    contingent: 'Contingent',
    room_types: 'Types de chambre',
    configs: 'Modèles de contingent',
    contingents: 'Contingents',
    retrocession_configs: 'Règles de rétrocession',
    retrocessions: 'Rétrocessions',
    bookings: 'Réservations',
  },
};

export const hotelgamme = {
  name: 'Type de chambre |||| Types de chambre',
  fields: {
    hotel: 'Hôtel',
    description: 'Description',
    enabled: 'Actif',
  },
};

export const configcontingent = {
  name: 'Modèle de contingent |||| Modèles de contingent',
  fields: {
    hotel: 'Hôtel',
    hotel_gamme: 'Type de chambre',
    company: 'Société réservée',
    qte_init: 'Quantité par jour',
    prix_achat: 'Prix d’achat',
    prix_vente: 'Prix de vente',
    prix_achat_etape: 'Prix d’achat étape',
    prix_vente_etape: 'Prix de vente étape',
    taxe_sejour: 'Taxe de séjour',
    cancel_day: 'Annulation (jours avant)',
    cancel_hour: 'Annulation (heure limite)',
    enabled: 'Active',
  },
};

export const contingent = {
  name: 'Contingent |||| Contingents',
  fields: {
    hotel: 'Hôtel',
    hotel_gamme: 'Type de chambre',
    company: 'Société réservée',
    contingent_date: 'Date',
    qte_init: 'Quantité initiale',
    qte_resa: 'Réservées',
    qte_retro: 'Rétrocédées',
    qte_dispo: 'Disponibles',
    prix_achat: 'Prix d’achat',
    prix_achat_etape: 'Prix d’achat étape',
    prix_vente: 'Prix de vente',
    prix_vente_etape: 'Prix de vente étape',
    taxe_sejour: 'Taxe de séjour',
    cancellation_deadline: 'Annulation possible jusqu’au',
  },
};

export const hotelretrocession = {
  name: 'Règle de rétrocession |||| Règles de rétrocession',
  fields: {
    hotel: 'Hôtel',
    taux: 'Taux (%)',
    days: 'Jours avant la date',
    enabled: 'Active',
  },
};

export const retrocession = {
  name: 'Rétrocession |||| Rétrocessions',
  fields: {
    hotel: 'Hôtel',
    hotelgamme: 'Type de chambre',
    company: 'Société',
    contingent_date: 'Date du contingent',
    qte: 'Quantité',
    taux: 'Taux (%)',
    enabled: 'Active',
    created_at: 'Rétrocédée le',
  },
};

export const contingentbooking = {
  name: 'Réservation contingent |||| Chambres réservées',
  fields: {
    ref: 'Référence',
    hotel: 'Hôtel',
    hotel_gamme: 'Type de chambre',
    company: 'Société',
    status: 'Statut',
    is_online: 'En ligne',
    is_etape: 'Étape',
    arrival_date: 'Arrivée',
    departure_date: 'Départ',
    quantite: 'Chambres',
    destination: 'Destination',
    travellers: 'Voyageurs',
    fees: 'Frais',
  },
  enums: {
    status: statuses,
  },
};
