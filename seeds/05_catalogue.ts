import type { Knex } from 'knex';
import { CONTINGENT_HOTELS, hotelColumns } from './reference/contingents.ts';
import { AIRPORTS, CITIES, STATIONS, STREETS, VENUES } from './reference/france.ts';
import { frenchPhone, insertChunked, Random, slug } from './lib/random.ts';

/** Invented hotel names; a chain-like brand gets the city and a district, an independent one a classic French name. */
const BRANDS = [
  'Escale Affaires',
  'Nuit & Jour',
  'Hôtel Horizon',
  'Kalia Suites',
  'Le Relais Express',
  'Ariane Hôtel',
  'Séjour Business',
  'Étoile Éco',
  'Citadelle Hôtel',
  'Quartz Hôtel',
];
const DISTRICTS = [
  'Centre',
  'Gare',
  'Centre historique',
  'Congrès',
  'Parc des Expositions',
  'Aéroport',
  'Hôtel de Ville',
  'Cathédrale',
  'Porte Sud',
  'Technopole',
];
const CLASSICS = [
  'Hôtel du Commerce',
  'Hôtel de la Gare',
  'Hôtel de la Poste',
  'Hôtel du Parc',
  'Hôtel des Voyageurs',
  'Hôtel Central',
  'Hôtel de France',
  'Hôtel Le Régent',
  'Hôtel Saint-Georges',
  'Hôtel Les Tilleuls',
  'Hôtel Victoria',
  'Hôtel Mirabeau',
  'Grand Hôtel de l’Univers',
  'Hôtel Bellevue',
  'Hôtel des Arts',
  'Hôtel Le Lys',
  'Hôtel Marceau',
  'Résidence Les Jardins',
  'Hôtel d’Angleterre',
  'Hôtel Le Cèdre',
  'Hôtel de la Cité',
  'Hôtel Beauséjour',
  'Hôtel Le Florentin',
  'Maison Colbert',
];
const COMMENTS = [
  'Parking privé payant (15 € la nuit).',
  'Petit-déjeuner buffet de 6 h 30 à 10 h.',
  'Chambres accessibles aux personnes à mobilité réduite.',
  'Salle de séminaire de 60 m², équipée d’un vidéoprojecteur.',
  'Restaurant fermé le dimanche soir.',
  'Borne de recharge pour véhicules électriques.',
  'Navette gratuite vers la gare toutes les 30 minutes.',
  null,
  null,
  null,
];

/** The supplier catalogue (300 hotels over 53 cities) and the searchable places: cities, airports, stations, venues. */
export async function seed(knex: Knex): Promise<void> {
  const random = new Random(300);

  await knex('location').insert([
    ...CITIES.map((city) => ({ name: city.name, address: `${city.post_code} ${city.name}, France`, geo_lat: city.lat, geo_lng: city.lng, type: 'city' })),
    ...AIRPORTS.map((place) => ({ name: place.name, address: place.address, geo_lat: place.lat, geo_lng: place.lng, type: 'airport' })),
    ...STATIONS.map((place) => ({ name: place.name, address: place.address, geo_lat: place.lat, geo_lng: place.lng, type: 'station' })),
    ...VENUES.map((place) => ({ name: place.name, address: place.address, geo_lat: place.lat, geo_lng: place.lng, type: 'venue' })),
  ]);

  const hotels: Record<string, unknown>[] = CONTINGENT_HOTELS.map((hotel) => ({ ref: hotel.ref, ...hotelColumns(hotel) }));
  for (const city of CITIES) {
    const names = new Set(CONTINGENT_HOTELS.filter((hotel) => hotel.city === city.name).map((hotel) => hotel.name));
    while (names.size < city.hotels) {
      const name = random.chance(0.45)
        ? `${random.pick(BRANDS)} ${city.name} ${random.pick(DISTRICTS)}`
        : `${random.pick(CLASSICS)}${random.chance(0.3) ? ` ${city.name}` : ''}`;
      if (names.has(name)) continue;
      names.add(name);
      const category = random.weighted([
        [1, 1],
        [2, 3],
        [3, 6],
        [4, 3],
        [5, 1],
      ] as const);
      const domain = `${slug(name)}${name.includes(city.name) ? '' : `-${slug(city.name)}`}.fr`;
      const comment = random.pick(COMMENTS);
      hotels.push({
        ref: `HRS-${100001 + hotels.length}`,
        name,
        category,
        address1: `${random.int(1, 160)} ${random.pick(STREETS)}`,
        post_code: city.post_codes ? random.pick(city.post_codes) : city.post_code,
        city: city.name,
        country: 'France',
        geo_lat: Number((city.lat + random.float(-0.025, 0.025, 6)).toFixed(6)),
        geo_lng: Number((city.lng + random.float(-0.035, 0.035, 6)).toFixed(6)),
        phone_number: frenchPhone(random, city.phone),
        email: random.chance(0.9) ? `${random.pick(['contact', 'reception', 'reservation', 'accueil'])}@${domain}` : null,
        website: category >= 2 && random.chance(0.85) ? `https://www.${domain}` : null,
        opening_hours:
          category >= 3 || random.chance(0.3)
            ? 'Réception 24 h/24'
            : random.pick(['Réception 7 h – 22 h', 'Réception 6 h 30 – 23 h', 'Réception 7 h – 21 h, borne automatique la nuit']),
        comment,
      });
    }
  }
  await insertChunked(knex, 'hotel', hotels);
}
