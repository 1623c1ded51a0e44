/**
 * French reference data of the demo: cities with their centre, airports, stations, venues and street names (people's
 * names are in names.ts). Coordinates are those of the real places, rounded; everything else is invented.
 */

export interface City {
  name: string;
  post_code: string;
  /** Other post codes of the city, for addresses spread over its districts. */
  post_codes?: string[];
  lat: number;
  lng: number;
  /** First digit of landline numbers of the region (1 Île-de-France, 2 north-west, 3 north-east, 4 south-east, 5 south-west). */
  phone: number;
  /** Tourist tax per night of a 3-star hotel, in euros. */
  tax: number;
  /** How many catalogue hotels the city gets. */
  hotels: number;
}

const arrondissements = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(3, '0')}`);

export const CITIES: City[] = [
  { name: 'Paris', post_code: '75008', post_codes: arrondissements('75', 20), lat: 48.8566, lng: 2.3522, phone: 1, tax: 5.2, hotels: 30 },
  { name: 'Lyon', post_code: '69002', post_codes: arrondissements('69', 9), lat: 45.764, lng: 4.8357, phone: 4, tax: 2.53, hotels: 16 },
  { name: 'Marseille', post_code: '13001', post_codes: arrondissements('13', 16), lat: 43.2965, lng: 5.3698, phone: 4, tax: 2.3, hotels: 13 },
  { name: 'Toulouse', post_code: '31000', lat: 43.6047, lng: 1.4442, phone: 5, tax: 2.1, hotels: 11 },
  { name: 'Bordeaux', post_code: '33000', lat: 44.8378, lng: -0.5792, phone: 5, tax: 2.53, hotels: 11 },
  { name: 'Nice', post_code: '06000', lat: 43.7102, lng: 7.262, phone: 4, tax: 2.3, hotels: 10 },
  { name: 'Nantes', post_code: '44000', lat: 47.2184, lng: -1.5536, phone: 2, tax: 1.98, hotels: 9 },
  { name: 'Lille', post_code: '59000', lat: 50.6292, lng: 3.0573, phone: 3, tax: 2.2, hotels: 9 },
  { name: 'Strasbourg', post_code: '67000', lat: 48.5734, lng: 7.7521, phone: 3, tax: 2.0, hotels: 8 },
  { name: 'Montpellier', post_code: '34000', lat: 43.6108, lng: 3.8767, phone: 4, tax: 1.8, hotels: 7 },
  { name: 'Rennes', post_code: '35000', lat: 48.1173, lng: -1.6778, phone: 2, tax: 1.65, hotels: 6 },
  { name: 'Grenoble', post_code: '38000', lat: 45.1885, lng: 5.7245, phone: 4, tax: 1.65, hotels: 6 },
  { name: 'Aix-en-Provence', post_code: '13100', lat: 43.5297, lng: 5.4474, phone: 4, tax: 2.0, hotels: 6 },
  { name: 'Cannes', post_code: '06400', lat: 43.5528, lng: 7.0174, phone: 4, tax: 2.88, hotels: 6 },
  { name: 'La Défense', post_code: '92400', lat: 48.8918, lng: 2.2382, phone: 1, tax: 2.88, hotels: 6 },
  { name: 'Roissy-en-France', post_code: '95700', lat: 49.0036, lng: 2.5166, phone: 1, tax: 2.3, hotels: 6 },
  { name: 'Reims', post_code: '51100', lat: 49.2583, lng: 4.0317, phone: 3, tax: 1.65, hotels: 5 },
  { name: 'Dijon', post_code: '21000', lat: 47.322, lng: 5.0415, phone: 3, tax: 1.65, hotels: 5 },
  { name: 'Tours', post_code: '37000', lat: 47.3941, lng: 0.6848, phone: 2, tax: 1.5, hotels: 5 },
  { name: 'Rouen', post_code: '76000', lat: 49.4432, lng: 1.0999, phone: 2, tax: 1.65, hotels: 5 },
  { name: 'Clermont-Ferrand', post_code: '63000', lat: 45.7772, lng: 3.087, phone: 4, tax: 1.5, hotels: 5 },
  { name: 'Metz', post_code: '57000', lat: 49.1193, lng: 6.1757, phone: 3, tax: 1.5, hotels: 5 },
  { name: 'Nancy', post_code: '54000', lat: 48.6921, lng: 6.1844, phone: 3, tax: 1.5, hotels: 5 },
  { name: 'Toulon', post_code: '83000', lat: 43.1242, lng: 5.928, phone: 4, tax: 1.5, hotels: 5 },
  { name: 'Angers', post_code: '49000', lat: 47.4784, lng: -0.5632, phone: 2, tax: 1.5, hotels: 5 },
  { name: 'Le Mans', post_code: '72000', lat: 48.0061, lng: 0.1996, phone: 2, tax: 1.3, hotels: 4 },
  { name: 'Caen', post_code: '14000', lat: 49.1829, lng: -0.3707, phone: 2, tax: 1.5, hotels: 4 },
  { name: 'Brest', post_code: '29200', lat: 48.3904, lng: -4.4861, phone: 2, tax: 1.3, hotels: 4 },
  { name: 'Le Havre', post_code: '76600', lat: 49.4944, lng: 0.1079, phone: 2, tax: 1.3, hotels: 4 },
  { name: 'Saint-Étienne', post_code: '42000', lat: 45.4397, lng: 4.3872, phone: 4, tax: 1.3, hotels: 4 },
  { name: 'Orléans', post_code: '45000', lat: 47.903, lng: 1.9093, phone: 2, tax: 1.5, hotels: 4 },
  { name: 'Amiens', post_code: '80000', lat: 49.8941, lng: 2.2958, phone: 3, tax: 1.3, hotels: 4 },
  { name: 'Limoges', post_code: '87000', lat: 45.8336, lng: 1.2611, phone: 5, tax: 1.3, hotels: 4 },
  { name: 'Besançon', post_code: '25000', lat: 47.2378, lng: 6.0241, phone: 3, tax: 1.3, hotels: 4 },
  { name: 'Poitiers', post_code: '86000', lat: 46.5802, lng: 0.3404, phone: 5, tax: 1.3, hotels: 4 },
  { name: 'Annecy', post_code: '74000', lat: 45.8992, lng: 6.1294, phone: 4, tax: 2.0, hotels: 4 },
  { name: 'Avignon', post_code: '84000', lat: 43.9493, lng: 4.8055, phone: 4, tax: 1.65, hotels: 4 },
  { name: 'Nîmes', post_code: '30000', lat: 43.8367, lng: 4.3601, phone: 4, tax: 1.5, hotels: 4 },
  { name: 'Perpignan', post_code: '66000', lat: 42.6887, lng: 2.8948, phone: 4, tax: 1.3, hotels: 3 },
  { name: 'La Rochelle', post_code: '17000', lat: 46.1603, lng: -1.1511, phone: 5, tax: 1.65, hotels: 4 },
  { name: 'Pau', post_code: '64000', lat: 43.2951, lng: -0.3708, phone: 5, tax: 1.3, hotels: 3 },
  { name: 'Biarritz', post_code: '64200', lat: 43.4832, lng: -1.5586, phone: 5, tax: 2.0, hotels: 3 },
  { name: 'Mulhouse', post_code: '68100', lat: 47.7508, lng: 7.3359, phone: 3, tax: 1.3, hotels: 3 },
  { name: 'Troyes', post_code: '10000', lat: 48.2973, lng: 4.0744, phone: 3, tax: 1.3, hotels: 3 },
  { name: 'Valence', post_code: '26000', lat: 44.9334, lng: 4.8924, phone: 4, tax: 1.3, hotels: 3 },
  { name: 'Chambéry', post_code: '73000', lat: 45.5646, lng: 5.9178, phone: 4, tax: 1.3, hotels: 3 },
  { name: 'Lorient', post_code: '56100', lat: 47.7483, lng: -3.37, phone: 2, tax: 1.3, hotels: 3 },
  { name: 'Saint-Malo', post_code: '35400', lat: 48.6493, lng: -2.0257, phone: 2, tax: 1.65, hotels: 3 },
  { name: 'Calais', post_code: '62100', lat: 50.9513, lng: 1.8587, phone: 3, tax: 1.1, hotels: 3 },
  { name: 'Versailles', post_code: '78000', lat: 48.8049, lng: 2.1204, phone: 1, tax: 2.3, hotels: 3 },
  { name: 'Ajaccio', post_code: '20000', lat: 41.9192, lng: 8.7386, phone: 4, tax: 1.65, hotels: 3 },
  { name: 'Chessy', post_code: '77700', lat: 48.8717, lng: 2.7826, phone: 1, tax: 2.3, hotels: 3 },
];

export interface Place {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

export const AIRPORTS: Place[] = [
  { name: 'Aéroport Paris-Charles de Gaulle (CDG)', address: '95700 Roissy-en-France', lat: 49.0097, lng: 2.5479 },
  { name: 'Aéroport Paris-Orly (ORY)', address: '94390 Orly', lat: 48.7262, lng: 2.3652 },
  { name: 'Aéroport Paris-Beauvais (BVA)', address: '60000 Tillé', lat: 49.4544, lng: 2.1128 },
  { name: 'Aéroport Lyon-Saint Exupéry (LYS)', address: '69125 Colombier-Saugnieu', lat: 45.7256, lng: 5.0811 },
  { name: 'Aéroport Marseille Provence (MRS)', address: '13700 Marignane', lat: 43.4393, lng: 5.2214 },
  { name: 'Aéroport Nice Côte d’Azur (NCE)', address: '06200 Nice', lat: 43.6584, lng: 7.2159 },
  { name: 'Aéroport Toulouse-Blagnac (TLS)', address: '31700 Blagnac', lat: 43.6293, lng: 1.3638 },
  { name: 'Aéroport Bordeaux-Mérignac (BOD)', address: '33700 Mérignac', lat: 44.8283, lng: -0.7156 },
  { name: 'Aéroport Nantes Atlantique (NTE)', address: '44340 Bouguenais', lat: 47.1532, lng: -1.6107 },
  { name: 'Aéroport Lille-Lesquin (LIL)', address: '59810 Lesquin', lat: 50.5633, lng: 3.0869 },
  { name: 'Aéroport Strasbourg-Entzheim (SXB)', address: '67960 Entzheim', lat: 48.5383, lng: 7.6282 },
  { name: 'Aéroport Montpellier Méditerranée (MPL)', address: '34130 Mauguio', lat: 43.5762, lng: 3.963 },
  { name: 'EuroAirport Bâle-Mulhouse (MLH)', address: '68300 Saint-Louis', lat: 47.5896, lng: 7.5299 },
  { name: 'Aéroport Rennes-Saint-Jacques (RNS)', address: '35136 Saint-Jacques-de-la-Lande', lat: 48.0695, lng: -1.7348 },
  { name: 'Aéroport Biarritz Pays basque (BIQ)', address: '64600 Anglet', lat: 43.4684, lng: -1.5311 },
];

export const STATIONS: Place[] = [
  { name: 'Paris Gare de Lyon', address: 'Place Louis-Armand, 75012 Paris', lat: 48.8443, lng: 2.3743 },
  { name: 'Paris Gare du Nord', address: '18 rue de Dunkerque, 75010 Paris', lat: 48.8809, lng: 2.3553 },
  { name: 'Paris Montparnasse', address: '17 boulevard de Vaugirard, 75015 Paris', lat: 48.8412, lng: 2.3209 },
  { name: 'Paris Gare de l’Est', address: 'Place du 11 Novembre 1918, 75010 Paris', lat: 48.8768, lng: 2.3592 },
  { name: 'Paris Saint-Lazare', address: '13 rue d’Amsterdam, 75008 Paris', lat: 48.8763, lng: 2.3254 },
  { name: 'Lyon Part-Dieu', address: '5 place Charles Béraudier, 69003 Lyon', lat: 45.7605, lng: 4.8597 },
  { name: 'Lyon Perrache', address: '14 cours de Verdun, 69002 Lyon', lat: 45.7486, lng: 4.8264 },
  { name: 'Marseille Saint-Charles', address: 'Square Narvik, 13001 Marseille', lat: 43.3028, lng: 5.3805 },
  { name: 'Bordeaux Saint-Jean', address: 'Rue Charles Domercq, 33800 Bordeaux', lat: 44.8256, lng: -0.5562 },
  { name: 'Lille Europe', address: 'Place François Mitterrand, 59777 Lille', lat: 50.6394, lng: 3.0755 },
  { name: 'Lille Flandres', address: 'Place de la Gare, 59000 Lille', lat: 50.6364, lng: 3.0707 },
  { name: 'Toulouse Matabiau', address: '64 boulevard Pierre Sémard, 31500 Toulouse', lat: 43.6114, lng: 1.4536 },
  { name: 'Nantes', address: '27 boulevard de Stalingrad, 44000 Nantes', lat: 47.2173, lng: -1.5421 },
  { name: 'Rennes', address: '19 place de la Gare, 35000 Rennes', lat: 48.1036, lng: -1.6722 },
  { name: 'Strasbourg', address: '20 place de la Gare, 67000 Strasbourg', lat: 48.585, lng: 7.7346 },
  { name: 'Montpellier Saint-Roch', address: 'Place Auguste Gibert, 34000 Montpellier', lat: 43.6045, lng: 3.8807 },
  { name: 'Nice-Ville', address: 'Avenue Thiers, 06000 Nice', lat: 43.7046, lng: 7.2619 },
  { name: 'Aix-en-Provence TGV', address: 'Route de la Gare, 13290 Aix-en-Provence', lat: 43.4553, lng: 5.3172 },
  { name: 'Marne-la-Vallée–Chessy', address: 'Place François Truffaut, 77700 Chessy', lat: 48.87, lng: 2.783 },
];

export const VENUES: Place[] = [
  { name: 'Paris Expo Porte de Versailles', address: '1 place de la Porte de Versailles, 75015 Paris', lat: 48.8323, lng: 2.2875 },
  { name: 'Paris Nord Villepinte', address: 'ZAC Paris Nord 2, 93420 Villepinte', lat: 48.9697, lng: 2.5158 },
  { name: 'Palais des Congrès de Paris', address: '2 place de la Porte Maillot, 75017 Paris', lat: 48.8785, lng: 2.2832 },
  { name: 'Eurexpo Lyon', address: 'Boulevard de l’Europe, 69680 Chassieu', lat: 45.7317, lng: 4.9486 },
  { name: 'Cité Internationale de Lyon', address: '50 quai Charles de Gaulle, 69006 Lyon', lat: 45.7843, lng: 4.852 },
  { name: 'Parc Chanot', address: '114 rue Raymond Teisseire, 13008 Marseille', lat: 43.2667, lng: 5.3933 },
  { name: 'Parc des Expositions de Bordeaux', address: 'Cours Jules Ladoumègue, 33300 Bordeaux', lat: 44.8895, lng: -0.5625 },
  { name: 'MEETT Toulouse', address: 'Concorde Avenue, 31840 Aussonne', lat: 43.6911, lng: 1.3561 },
  { name: 'Palais des Festivals et des Congrès', address: '1 boulevard de la Croisette, 06400 Cannes', lat: 43.5513, lng: 7.0174 },
  { name: 'Lille Grand Palais', address: '1 boulevard des Cités Unies, 59777 Lille', lat: 50.6325, lng: 3.0767 },
  { name: 'Cité des Congrès de Nantes', address: '5 rue de Valmy, 44000 Nantes', lat: 47.2128, lng: -1.5431 },
  { name: 'Palais de la Musique et des Congrès', address: 'Place de Bordeaux, 67000 Strasbourg', lat: 48.5975, lng: 7.7667 },
  { name: 'Alpexpo', address: 'Avenue d’Innsbruck, 38100 Grenoble', lat: 45.1596, lng: 5.7385 },
];

export const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'boulevard Gambetta',
  'rue Victor Hugo',
  'place de la Gare',
  'rue du Général Leclerc',
  'avenue de la Libération',
  'rue Nationale',
  'boulevard Carnot',
  'rue Pasteur',
  'rue de la Paix',
  'cours Lafayette',
  'avenue Foch',
  'rue Émile Zola',
  'quai de la Fosse',
  'rue des Carmes',
  'place du Marché',
  'rue Saint-Michel',
  'avenue de Verdun',
  'rue Jean Moulin',
  'boulevard Voltaire',
  'rue du Faubourg',
  'rue Thiers',
  'allée des Tilleuls',
  'rue de l’Église',
  'avenue du Maréchal Joffre',
  'rue des Écoles',
  'place Bellecour',
  'rue Sainte-Catherine',
  'avenue de la Gare',
  'rue de Metz',
  'rue Lamartine',
  'boulevard de Strasbourg',
  'rue Pierre Curie',
  'rue du Port',
  'rue d’Alsace',
];
