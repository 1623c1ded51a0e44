/**
 * The four hotels that allot rooms to the agency. Each is also in the supplier catalogue (same ref), so bookings of
 * the catalogue hotel can be followed as contingent bookings.
 */
export interface ContingentHotelSeed {
  ref: string;
  name: string;
  category: number;
  address1: string;
  post_code: string;
  city: string;
  lat: number;
  lng: number;
  phone_number: string;
  email: string;
  website: string;
  contingent_email: string;
  opening_hours: string;
  comment: string;
  /** Room types with the daily allotment, purchase and sale prices (room only, then stopover: dinner, bed, breakfast). */
  rooms: { description: string; qte: number; achat: number; vente: number; achatEtape: number | null; venteEtape: number | null }[];
  cancel_day: number;
  cancel_hour: number;
  tax: number;
  retrocessions: { days: number; taux: number; enabled: boolean }[];
}

export const CONTINGENT_HOTELS: ContingentHotelSeed[] = [
  {
    ref: 'HRS-100001',
    name: 'Le Grand Hôtel Opéra Affaires',
    category: 4,
    address1: '15 rue Auber',
    post_code: '75009',
    city: 'Paris',
    lat: 48.8719,
    lng: 2.3316,
    phone_number: '+33 1 42 66 18 40',
    email: 'reception@hotel-demo.fr',
    website: 'https://www.hotel-demo.fr',
    contingent_email: 'reservations@hotel-demo.fr; direction@hotel-demo.fr',
    opening_hours: 'Réception 24 h/24',
    comment: 'À deux pas de l’Opéra Garnier et des grands magasins. Salles de réunion jusqu’à 40 personnes.',
    rooms: [
      { description: 'Chambre standard', qte: 8, achat: 142, vente: 168, achatEtape: 175, venteEtape: 205 },
      { description: 'Chambre supérieure', qte: 5, achat: 176, vente: 209, achatEtape: 209, venteEtape: 246 },
      { description: 'Suite junior', qte: 3, achat: 265, vente: 310, achatEtape: null, venteEtape: null },
    ],
    cancel_day: 2,
    cancel_hour: 18,
    tax: 5.2,
    retrocessions: [
      { days: 3, taux: 50, enabled: true },
      { days: 1, taux: 100, enabled: true },
    ],
  },
  {
    ref: 'HRS-100002',
    name: 'Hôtel Part-Dieu Business',
    category: 4,
    address1: '129 rue Servient',
    post_code: '69003',
    city: 'Lyon',
    lat: 45.7614,
    lng: 4.854,
    phone_number: '+33 4 78 62 40 15',
    email: 'reception@hotel-lyon-demo.fr',
    website: 'https://www.hotel-lyon-demo.fr',
    contingent_email: 'accueil@hotel-lyon-demo.fr,direction@hotel-lyon-demo.fr',
    opening_hours: 'Réception 24 h/24',
    comment: 'Face à la gare Part-Dieu, accès direct au tramway pour Eurexpo les jours de salon.',
    rooms: [
      { description: 'Chambre standard', qte: 10, achat: 98, vente: 119, achatEtape: 128, venteEtape: 152 },
      { description: 'Chambre supérieure', qte: 4, achat: 124, vente: 149, achatEtape: 154, venteEtape: 182 },
    ],
    cancel_day: 1,
    cancel_hour: 12,
    tax: 2.53,
    retrocessions: [{ days: 2, taux: 100, enabled: true }],
  },
  {
    ref: 'HRS-100003',
    name: 'Hôtel Vieux-Port Horizon',
    category: 3,
    address1: '18 quai du Port',
    post_code: '13002',
    city: 'Marseille',
    lat: 43.2967,
    lng: 5.37,
    phone_number: '+33 4 91 90 22 37',
    email: 'contact@vieuxport-horizon-demo.fr',
    website: 'https://www.vieuxport-horizon-demo.fr',
    contingent_email: 'resa@vieuxport-horizon-demo.fr',
    opening_hours: 'Réception 6 h 30 – 23 h 30',
    comment: 'Vue sur le Vieux-Port. Parking public à 200 m.',
    rooms: [
      { description: 'Chambre standard', qte: 6, achat: 84, vente: 102, achatEtape: 109, venteEtape: 131 },
      { description: 'Chambre vue mer', qte: 3, achat: 112, vente: 136, achatEtape: null, venteEtape: null },
      { description: 'Suite', qte: 2, achat: 190, vente: 228, achatEtape: null, venteEtape: null },
    ],
    cancel_day: 3,
    cancel_hour: 18,
    tax: 2.3,
    retrocessions: [
      { days: 7, taux: 30, enabled: true },
      { days: 2, taux: 100, enabled: true },
    ],
  },
  {
    ref: 'HRS-100004',
    name: 'Hôtel des Chartrons',
    category: 3,
    address1: '81 cours Saint-Louis',
    post_code: '33300',
    city: 'Bordeaux',
    lat: 44.856,
    lng: -0.572,
    phone_number: '+33 5 56 43 15 00',
    email: 'contact@hotel-chartrons-demo.fr',
    website: 'https://www.hotel-chartrons-demo.fr',
    contingent_email: 'reservation@hotel-chartrons-demo.fr ; comptabilite@hotel-chartrons-demo.fr',
    opening_hours: 'Réception 7 h – 23 h',
    comment: 'Quartier des Chartrons, tram B arrêt Cours du Médoc.',
    rooms: [
      { description: 'Chambre standard', qte: 7, achat: 79, vente: 96, achatEtape: 104, venteEtape: 125 },
      { description: 'Chambre supérieure', qte: 3, achat: 99, vente: 121, achatEtape: null, venteEtape: null },
    ],
    cancel_day: 0,
    cancel_hour: 14,
    tax: 2.53,
    retrocessions: [{ days: 5, taux: 40, enabled: false }],
  },
];

/**
 * The columns a contingent hotel has alike in the supplier catalogue (`hotel`) and in the contingents'
 * (`contingent_hotel`): the same hotel, under the same name at the same place (entities/hotelFields.ts).
 */
export const hotelColumns = (hotel: ContingentHotelSeed) => ({
  name: hotel.name,
  category: hotel.category,
  address1: hotel.address1,
  post_code: hotel.post_code,
  city: hotel.city,
  country: 'France',
  geo_lat: hotel.lat,
  geo_lng: hotel.lng,
  phone_number: hotel.phone_number,
  email: hotel.email,
  website: hotel.website,
  opening_hours: hotel.opening_hours,
  comment: hotel.comment,
});
