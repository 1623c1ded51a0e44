import { paymentModes } from './labels.ts';

/** Companies and their settings: custom booking fields and their choices, favourite places, supplier codes. */

const inputFieldTypes = {
  10: 'Numérique',
  20: 'Texte',
  21: 'Email',
  22: 'Téléphone',
  30: 'Liste déroulante',
  40: 'Oui/Non',
  50: 'Paragraphe',
  60: 'Date',
};

export const company = {
  name: 'Société |||| Sociétés',
  fields: {
    name: 'Nom',
    address1: 'Adresse',
    address2: 'Complément d’adresse',
    post_code: 'Code postal',
    city: 'Ville',
    mail_company: 'Email de la société',
    domains: 'Domaines des adresses des comptes',
    enabled: 'Active',
    bba_contact: 'Contact agence',
    logo_image: 'Logo',
    only_one: 'Une seule réservation à la fois',
    hrs_search_enabled: 'Recherche en ligne',
    offline_enabled: 'Demandes hors ligne',
    threshold_survey: 'Seuil d’enquête (utilisateurs)',
    threshold_survey_traveller: 'Seuil d’enquête (voyageurs)',
    autologin_url: 'URL de connexion automatique',
    kkey: 'Clé',
    uid: 'Identifiant public',
    prelogged_user: 'Compte des demandes par lien',
    group_alias: 'Alias du lien de demande de groupe',
    exclude_online_non_free_cancellation: 'Exclure les offres à annulation payante',
    exclude_online_unknown_breakfast: 'Exclure les offres au petit-déjeuner inconnu',
    meal_price_contribution: 'Participation aux repas',
    max_price_per_room: 'Prix maximum par chambre',
    booking_fees_global_offline: 'Frais de dossier hors ligne',
    booking_fees_global_online: 'Frais de dossier en ligne',
    booking_fees_global_label: 'Libellé des frais de dossier',
    booking_fees_per_room_offline: 'Frais par chambre hors ligne',
    booking_fees_per_room_online: 'Frais par chambre en ligne',
    booking_fees_per_room_label: 'Libellé des frais par chambre',
    order_number_required: 'Bon de commande obligatoire',
    order_number_label: 'Libellé du bon de commande',
    order_number_pattern: 'Format du bon de commande',
    payment_mode: 'Mode de paiement',
    card_guarantee: 'Carte en garantie',
    require_manager_pre_validation: 'Autorisation préalable du manager',
    require_manager_post_validation: 'Validation a posteriori du manager',
    require_manager_post_validation_travel_policy_dont_suit: 'Validation du manager hors politique voyage',
    multi_manager_enabled: 'Plusieurs managers',
    is_white_marking: 'Marque blanche',
    consultation_link: 'Lien de consultation',
    edit_link: 'Lien de modification',
    cancellation_link: 'Lien d’annulation',
    updated_at: 'Modifiée le',
  },
  enums: {
    payment_mode: paymentModes,
    card_guarantee: {
      never: 'Jamais',
      always: 'Toujours',
      chargeable: 'Si l’annulation est payante',
    },
  },
  tabs: {
    identity: 'Identité',
    booking: 'Réservation',
    fees: 'Frais et bons de commande',
    validation: 'Validation',
    links: 'Liens et marque blanche',
    users: 'Utilisateurs',
    custom_fields: 'Champs personnalisés',
    favorite_locations: 'Lieux favoris',
    provider_data: 'Codes fournisseurs',
  },
};

export const bookinginputfield = {
  name: 'Champ personnalisé |||| Champs personnalisés',
  fields: {
    company: 'Société',
    label: 'Libellé',
    rank: 'Ordre',
    type: 'Type',
    required: 'Obligatoire',
    text_length: 'Longueur maximale',
    placeholder: 'Texte d’exemple',
    mask: 'Masque de saisie',
    error_message: 'Message d’erreur',
    read_only: 'Lecture seule',
    default_value: 'Valeur par défaut',
    enabled: 'Actif',
  },
  tabs: {
    field: 'Champ',
    options: 'Choix de la liste',
  },
  enums: {
    type: inputFieldTypes,
  },
};

export const bookingoptionfield = {
  name: 'Choix de liste |||| Choix de liste',
  fields: {
    field: 'Champ personnalisé',
    label: 'Libellé',
    value: 'Valeur',
    rank: 'Ordre',
  },
};

export const favoriteLocation = {
  name: 'Lieu favori |||| Lieux favoris',
  fields: {
    company: 'Société',
    name: 'Nom',
    address1: 'Adresse',
    address2: 'Complément d’adresse',
    post_code: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    geo_lat: 'Latitude',
    geo_lng: 'Longitude',
    enabled: 'Actif',
    hotels: 'Hôtels proposés',
  },
};

export const companyProviderData = {
  name: 'Code fournisseur |||| Codes fournisseurs',
  fields: {
    company: 'Société',
    label: 'Code',
  },
};
