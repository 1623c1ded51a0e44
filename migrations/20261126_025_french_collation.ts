import type { Knex } from 'knex';

/**
 * Lists sorted by a name, a title or a city follow French order (`Aéroconcept` before `Atlantique`, `azur` before
 * `Éole`), not the byte order of the database's C collation. Every text column a descriptor marks sortable gets ICU's
 * French collation; PostgreSQL rebuilds the indexes on them with it, so the sorts still read an index.
 */
const FRENCH = 'fr-x-icu';

const SORTED_TEXT: Record<string, readonly string[]> = {
  bbacontact: ['name', 'firstname'],
  booking: ['ref'],
  booking_input_field: ['label'],
  booking_option_field: ['label'],
  company: ['name', 'city'],
  company_provider_data: ['label'],
  configuration: ['name'],
  contingent_booking: ['ref'],
  contingent_hotel: ['name', 'city', 'hrs_ref'],
  event: ['name', 'city'],
  favorite_location: ['name', 'city'],
  help: ['title'],
  hotel: ['name', 'city', 'ref'],
  hotelgamme: ['description'],
  location: ['name'],
  maillog: ['subject'],
  mailtpl: ['ref', 'label'],
  message: ['subject'],
  news: ['name'],
  survey_question: ['label'],
  survey_question_traveller: ['label'],
  traveller: ['first_name', 'last_name', 'email'],
  user: ['first_name', 'last_name', 'email'],
  zone: ['name'],
};

/**
 * Full names are generated from the first and last names, and PostgreSQL changes no column a generated one reads:
 * they are dropped, then made again in the same collation as their parts, with their sorting index.
 */
const FULL_NAMES = [
  { table: 'bbacontact', expression: `"firstname"::text || ' ' || "name"::text` },
  { table: 'traveller', expression: `"first_name"::text || ' ' || "last_name"::text` },
];

async function collate(knex: Knex, collation: string) {
  for (const { table } of FULL_NAMES) await knex.raw('ALTER TABLE ?? DROP COLUMN "full_name"', [table]);
  for (const [table, columns] of Object.entries(SORTED_TEXT)) {
    const types = await knex.raw<{ rows: { name: string; type: string }[] }>(
      `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = ?::regclass AND attname = ANY(?) AND NOT attisdropped`,
      [`"${table}"`, [...columns]],
    );
    const changes = types.rows.map(({ name, type }) => `ALTER COLUMN "${name}" TYPE ${type} COLLATE "${collation}"`);
    await knex.raw(`ALTER TABLE "${table}" ${changes.join(', ')}`);
  }
  for (const { table, expression } of FULL_NAMES) {
    await knex.raw(`ALTER TABLE "${table}" ADD COLUMN "full_name" text COLLATE "${collation}" GENERATED ALWAYS AS (${expression}) STORED`);
    await knex.raw(`CREATE INDEX "${table}_full_name_id_index" ON "${table}" ("full_name", "id")`);
  }
}

export async function up(knex: Knex): Promise<void> {
  const { rows } = await knex.raw<{ rows: unknown[] }>('SELECT 1 FROM pg_collation WHERE collname = ?', [FRENCH]);
  if (rows.length === 0)
    throw new Error(`PostgreSQL has no collation "${FRENCH}": it must be built with ICU (every PostgreSQL package of Debian, Ubuntu and the embedded one are)`);
  await collate(knex, FRENCH);
}

export async function down(knex: Knex): Promise<void> {
  await collate(knex, 'default');
}
