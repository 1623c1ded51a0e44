import type { Knex } from 'knex';
import { CITIES } from './reference/france.ts';
import { FIRST_NAMES, LAST_NAMES } from './reference/names.ts';
import { insertChunked, mobilePhone, Random, slug } from './lib/random.ts';

interface FieldSeed {
  label: string;
  type: 10 | 20 | 21 | 22 | 30 | 40 | 50 | 60;
  required?: boolean;
  mask?: string;
  placeholder?: string;
  error_message?: string;
  text_length?: number;
  default_value?: string;
  read_only?: boolean;
  enabled?: boolean;
  options?: string[];
}

/** Acme shows every field type, a dropdown, masks and required fields. */
const ACME_FIELDS: FieldSeed[] = [
  {
    label: 'Centre de coût',
    type: 30,
    required: true,
    options: ['CC-100 Direction générale', 'CC-200 Commercial', 'CC-300 Recherche et développement', 'CC-400 Production', 'CC-500 Support informatique'],
  },
  {
    label: 'Code projet',
    type: 20,
    required: true,
    mask: '??-####',
    placeholder: 'AB-1234',
    text_length: 7,
    error_message: 'Format attendu : deux lettres, un tiret et quatre chiffres.',
  },
  { label: 'Matricule du voyageur', type: 10, mask: '######', placeholder: '123456', text_length: 6 },
  { label: 'E-mail du valideur', type: 21, placeholder: 'prenom.nom@acme-demo.fr' },
  { label: 'Téléphone de contact sur place', type: 22, placeholder: '+33 6 12 34 56 78' },
  { label: 'Refacturable au client', type: 40, default_value: 'false' },
  { label: 'Date de la réunion', type: 60 },
  { label: 'Motif du déplacement', type: 50, text_length: 500, placeholder: 'Réunion client, salon, formation…' },
  { label: 'Ancien code analytique', type: 20, mask: 'AN-*****', enabled: false },
];

const GLOBEX_FIELDS: FieldSeed[] = [
  {
    label: 'Code mission',
    type: 20,
    required: true,
    mask: 'MIS-####',
    placeholder: 'MIS-0042',
    error_message: 'Le code mission commence par MIS- suivi de quatre chiffres.',
  },
  {
    label: 'Client facturé',
    type: 30,
    required: true,
    options: ['Banque Rhône-Alpes', 'Mutuelle du Dauphiné', 'Groupe Savoie Industrie', 'Interne (non facturable)'],
  },
  { label: 'Effectif de la mission', type: 10, text_length: 2, default_value: '1' },
];

const INITECH_FIELDS: FieldSeed[] = [
  { label: 'Département', type: 30, options: ['Infogérance', 'Développement', 'Support', 'Direction'] },
  { label: 'Référence interne', type: 20, mask: '*****-##', placeholder: 'TPS42-01' },
  { label: 'Société refacturée', type: 20, default_value: 'Initech Services', read_only: true },
];

const FIELD_POOL: FieldSeed[] = [
  { label: 'Centre de coût', type: 30, required: true, options: ['Siège', 'Agence Nord', 'Agence Sud', 'Usine', 'Filiale'] },
  { label: 'Code analytique', type: 20, mask: 'AN-####', placeholder: 'AN-0001' },
  { label: 'Numéro de mission', type: 10, mask: '#####', required: true },
  { label: 'Service', type: 30, options: ['Commercial', 'Technique', 'Administration', 'Direction', 'Ressources humaines'] },
  { label: 'Contact d’urgence', type: 22 },
  { label: 'E-mail de l’assistante', type: 21 },
  { label: 'Date de retour prévue', type: 60 },
  { label: 'Commentaire pour l’agence', type: 50, text_length: 1000 },
  { label: 'Hors politique voyage justifié', type: 40 },
  { label: 'Code chantier', type: 20, mask: 'CH-??-###+', error_message: 'Exemple : CH-AB-1234' },
  { label: 'Motif', type: 30, options: ['Rendez-vous client', 'Formation', 'Salon professionnel', 'Audit', 'Séminaire interne'] },
];

/** Company settings that hang on a company: travellers, custom booking fields, favourite places, supplier codes. */
export async function seed(knex: Knex): Promise<void> {
  const random = new Random(606);
  const companies: { id: number; name: string; city: string; address1: string; post_code: string; mail_company: string }[] = await knex('company')
    .select('id', 'name', 'city', 'address1', 'post_code', 'mail_company')
    .orderBy('id');

  // Travellers: the people users pick when they book. Acme's include its demo manager and user.
  const travellers: Record<string, unknown>[] = [];
  const taken = new Set<string>();
  for (const [index, company] of companies.entries()) {
    const domain = company.mail_company.split('@')[1];
    const count = index === 0 ? 14 : index < 3 ? 10 : random.int(5, 15);
    const people: [string, string][] =
      index === 0
        ? [
            ['Claire', 'Durand'],
            ['David', 'Leroy'],
          ]
        : [];
    while (people.length < count) {
      const person: [string, string] = [random.pick(FIRST_NAMES)[0], random.pick(LAST_NAMES)];
      if (!people.some(([first, last]) => first === person[0] && last === person[1])) people.push(person);
    }
    for (const [first, last] of people) {
      let email: string | null = `${slug(first, '.')}.${slug(last, '.')}@${domain}`;
      if (taken.has(email) || (people.length > 2 && random.chance(0.1))) email = null;
      if (email) taken.add(email);
      travellers.push({
        first_name: first,
        last_name: last,
        email,
        mobile_phone: random.chance(0.75) ? mobilePhone(random) : null,
        company_id: company.id,
        enabled: travellers.length % 13 !== 12,
        created_at: new Date(Date.UTC(2025, 2, 1) + random.int(0, 600) * 86_400_000).toISOString(),
      });
    }
  }
  await insertChunked(knex, 'traveller', travellers);

  // Custom booking fields, with the options of the dropdowns.
  const fields: (FieldSeed & { company_id: number; rank: number })[] = [];
  for (const [index, company] of companies.entries()) {
    const chosen =
      index === 0
        ? ACME_FIELDS
        : index === 1
          ? GLOBEX_FIELDS
          : index === 2
            ? INITECH_FIELDS
            : random.sample(
                FIELD_POOL,
                random.weighted([
                  [0, 2],
                  [1, 4],
                  [2, 4],
                  [3, 2],
                ] as const),
              );
    chosen.forEach((field, rank) => fields.push({ ...field, company_id: company.id, rank: rank + 1 }));
  }
  const inserted: { id: number }[] = await knex('booking_input_field')
    .insert(fields.map(({ options, ...field }) => ({ required: false, read_only: false, enabled: true, ...field })))
    .returning('id');
  await knex('booking_option_field').insert(
    fields.flatMap((field, index) =>
      (field.options ?? []).map((label, rank) => ({ field_id: inserted[index].id, label, value: slug(label, '_').toUpperCase(), rank: rank + 1 })),
    ),
  );

  // Favourite places: the head office of each company, sometimes a second site.
  const places: Record<string, unknown>[] = [
    {
      company_id: companies[0].id,
      name: 'Bureaux de Paris-Opéra',
      address1: '12 rue de la Paix',
      post_code: '75002',
      city: 'Paris',
      country: 'France',
      geo_lat: 48.8693,
      geo_lng: 2.3316,
    },
    {
      company_id: companies[0].id,
      name: 'Usine de Vénissieux',
      address1: '40 boulevard Irène Joliot-Curie',
      post_code: '69200',
      city: 'Vénissieux',
      country: 'France',
      geo_lat: 45.7037,
      geo_lng: 4.887,
    },
    {
      company_id: companies[0].id,
      name: 'Centre R&D de Meylan',
      address1: '5 chemin du Vieux Chêne',
      post_code: '38240',
      city: 'Meylan',
      country: 'France',
      geo_lat: 45.2105,
      geo_lng: 5.7797,
    },
    {
      company_id: companies[0].id,
      name: 'Ancien dépôt de Rungis',
      address1: '1 rue de la Tour',
      post_code: '94150',
      city: 'Rungis',
      country: 'France',
      geo_lat: 48.7476,
      geo_lng: 2.3497,
      enabled: false,
    },
    {
      company_id: companies[1].id,
      name: 'Siège Lyon Perrache',
      address1: '5 quai Perrache',
      post_code: '69002',
      city: 'Lyon',
      country: 'France',
      geo_lat: 45.7466,
      geo_lng: 4.8237,
    },
    {
      company_id: companies[1].id,
      name: 'Bureau de Genève',
      address1: '18 rue du Rhône',
      post_code: '1204',
      city: 'Genève',
      country: 'Suisse',
      geo_lat: 46.2033,
      geo_lng: 6.1466,
    },
    {
      company_id: companies[2].id,
      name: 'Siège Toulouse Brienne',
      address1: '8 allée de Brienne',
      post_code: '31000',
      city: 'Toulouse',
      country: 'France',
      geo_lat: 43.6089,
      geo_lng: 1.4326,
    },
  ];
  for (const company of companies.slice(3)) {
    const city = CITIES.find((known) => known.name === company.city)!;
    places.push({
      company_id: company.id,
      name: `Siège de ${company.name}`,
      address1: company.address1,
      post_code: company.post_code,
      city: company.city,
      country: 'France',
      geo_lat: Number((city.lat + random.float(-0.01, 0.01, 6)).toFixed(6)),
      geo_lng: Number((city.lng + random.float(-0.01, 0.01, 6)).toFixed(6)),
    });
    if (random.chance(0.4)) {
      const other = random.pick(CITIES.filter((known) => known.name !== company.city));
      places.push({
        company_id: company.id,
        name: `Agence de ${other.name}`,
        address1: `${random.int(1, 90)} avenue de l’Europe`,
        post_code: other.post_code,
        city: other.name,
        country: 'France',
        geo_lat: Number((other.lat + random.float(-0.02, 0.02, 6)).toFixed(6)),
        geo_lng: Number((other.lng + random.float(-0.02, 0.02, 6)).toFixed(6)),
      });
    }
  }
  await knex('favorite_location').insert(places);

  // The customer's account and negotiated rate codes at the suppliers.
  await knex('company_provider_data').insert(
    companies.flatMap((company, index) => {
      const code = slug(company.name, '').slice(0, 6).toUpperCase();
      const rows = [{ company_id: company.id, label: `Compte HRS ${4400000 + index * 137}` }];
      if (index < 3 || random.chance(0.5)) rows.push({ company_id: company.id, label: `Code tarif négocié ${code}${26 + (index % 2)}` });
      if (index === 0 || random.chance(0.15)) rows.push({ company_id: company.id, label: `Identifiant Booking Business ${code}-${1000 + index}` });
      return rows;
    }),
  );
}
