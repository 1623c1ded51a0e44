/**
 * The demo customers beyond the three historical ones (Acme, Globex, Initech, in 02_companies.ts). Invented names,
 * real cities; their settings are in companySettings.ts.
 */
import { COMPANY_SETTINGS } from './companySettings.ts';

export interface CompanySeed {
  name: string;
  /** Mail domain of its staff, lowercase ascii. */
  domain: string;
  address1: string;
  post_code: string;
  city: string;
  settings?: Record<string, unknown>;
}

/** Who each customer is: its name, its staff's mail domain, its address. */
const IDENTITIES: Omit<CompanySeed, 'settings'>[] = [
  { name: 'Boréal Ingénierie', domain: 'boreal-ingenierie-demo.fr', address1: '14 avenue Félix Viallet', post_code: '38000', city: 'Grenoble' },
  { name: 'Transports Morvan et Fils', domain: 'morvan-transports-demo.fr', address1: '3 rue des Ateliers', post_code: '21000', city: 'Dijon' },
  { name: 'Cabinet Arcadie Avocats', domain: 'arcadie-avocats-demo.fr', address1: '45 boulevard Malesherbes', post_code: '75008', city: 'Paris' },
  { name: 'Atlantique Agro', domain: 'atlantique-agro-demo.fr', address1: '22 quai de la Fosse', post_code: '44000', city: 'Nantes' },
  { name: 'Sémaphore Télécom', domain: 'semaphore-telecom-demo.fr', address1: '8 rue du Pré Botté', post_code: '35000', city: 'Rennes' },
  { name: 'Laboratoires Castellane', domain: 'labo-castellane-demo.fr', address1: '112 rue Paradis', post_code: '13006', city: 'Marseille' },
  { name: 'Hexagone BTP', domain: 'hexagone-btp-demo.fr', address1: '27 rue de Marseille', post_code: '69007', city: 'Lyon' },
  { name: 'Méridien Assurances', domain: 'meridien-assurances-demo.fr', address1: '9 cours de l’Intendance', post_code: '33000', city: 'Bordeaux' },
  { name: 'Calypso Événements', domain: 'calypso-events-demo.fr', address1: '5 promenade des Anglais', post_code: '06000', city: 'Nice' },
  { name: 'Nordica Distribution', domain: 'nordica-distribution-demo.fr', address1: '60 rue Nationale', post_code: '59000', city: 'Lille' },
  { name: 'Rhénane Chimie', domain: 'rhenane-chimie-demo.fr', address1: '1 rue du Port du Rhin', post_code: '67100', city: 'Strasbourg' },
  { name: 'Solvéo Énergies', domain: 'solveo-energies-demo.fr', address1: '150 rue Galilée', post_code: '34000', city: 'Montpellier' },
  { name: 'Aéroconcept Systèmes', domain: 'aeroconcept-demo.fr', address1: '2 avenue Didier Daurat', post_code: '31400', city: 'Toulouse' },
  { name: 'Maison Verdier Textile', domain: 'verdier-textile-demo.fr', address1: '18 rue de l’Épeule', post_code: '59000', city: 'Lille' },
  { name: 'Cap Ouest Logistique', domain: 'capouest-logistique-demo.fr', address1: 'Port de commerce, 6 rue de l’Elorn', post_code: '29200', city: 'Brest' },
  { name: 'Pyrénées Bois et Matériaux', domain: 'pyrenees-bois-demo.fr', address1: '31 avenue Jean Mermoz', post_code: '64000', city: 'Pau' },
  { name: 'Armor Numérique', domain: 'armor-numerique-demo.fr', address1: '4 rue Paul Guieysse', post_code: '56100', city: 'Lorient' },
  { name: 'Clinique des Alpilles', domain: 'clinique-alpilles-demo.fr', address1: '7 route de Galice', post_code: '13100', city: 'Aix-en-Provence' },
  { name: 'Groupe Hôtelier du Lac', domain: 'hotelier-du-lac-demo.fr', address1: '12 quai Eustache Chappuis', post_code: '74000', city: 'Annecy' },
  { name: 'Champagne Vauclair', domain: 'champagne-vauclair-demo.fr', address1: '21 boulevard Lundy', post_code: '51100', city: 'Reims' },
  { name: 'Ligérienne de Services', domain: 'ligerienne-services-demo.fr', address1: '40 rue Nationale', post_code: '37000', city: 'Tours' },
  { name: 'Normandie Composites', domain: 'normandie-composites-demo.fr', address1: '5 rue Jeanne d’Arc', post_code: '76000', city: 'Rouen' },
  { name: 'Volcans Pneumatiques', domain: 'volcans-pneus-demo.fr', address1: '10 place de Jaude', post_code: '63000', city: 'Clermont-Ferrand' },
  { name: 'Lorraine Acier Services', domain: 'lorraine-acier-demo.fr', address1: '3 rue Serpenoise', post_code: '57000', city: 'Metz' },
  { name: 'Stanislas Conseil', domain: 'stanislas-conseil-demo.fr', address1: '16 rue Saint-Dizier', post_code: '54000', city: 'Nancy' },
  { name: 'Varoise de Maintenance Navale', domain: 'vmn-naval-demo.fr', address1: '2 quai du Parti', post_code: '83000', city: 'Toulon' },
  { name: 'Anjou Semences', domain: 'anjou-semences-demo.fr', address1: '25 boulevard du Roi René', post_code: '49000', city: 'Angers' },
  { name: 'Sarthe Mécanique de Précision', domain: 'smp-mecanique-demo.fr', address1: '8 avenue du Général de Gaulle', post_code: '72000', city: 'Le Mans' },
  { name: 'Côte de Nacre Informatique', domain: 'nacre-informatique-demo.fr', address1: '11 rue Saint-Jean', post_code: '14000', city: 'Caen' },
  { name: 'Forez Plasturgie', domain: 'forez-plasturgie-demo.fr', address1: '19 rue de la Résistance', post_code: '42000', city: 'Saint-Étienne' },
  { name: 'Loiret Pharma', domain: 'loiret-pharma-demo.fr', address1: '6 rue Jeanne d’Arc', post_code: '45000', city: 'Orléans' },
  { name: 'Picardie Énergie Verte', domain: 'picardie-energie-demo.fr', address1: '30 rue des Trois Cailloux', post_code: '80000', city: 'Amiens' },
  { name: 'Porcelaines du Limousin', domain: 'porcelaines-limousin-demo.fr', address1: '13 boulevard Louis Blanc', post_code: '87000', city: 'Limoges' },
  { name: 'Horlogerie Comtoise', domain: 'horlogerie-comtoise-demo.fr', address1: '52 Grande Rue', post_code: '25000', city: 'Besançon' },
  { name: 'Futuroscope Partenaires', domain: 'futuro-partenaires-demo.fr', address1: '2 avenue René Monory', post_code: '86000', city: 'Poitiers' },
  { name: 'Océane Nautisme', domain: 'oceane-nautisme-demo.fr', address1: '1 quai Duperré', post_code: '17000', city: 'La Rochelle' },
  { name: 'Provence Logiciels', domain: 'provence-logiciels-demo.fr', address1: '35 rue de la République', post_code: '84000', city: 'Avignon' },
];

export const MORE_COMPANIES: CompanySeed[] = IDENTITIES.map((company) => ({ ...company, settings: COMPANY_SETTINGS[company.name] }));
