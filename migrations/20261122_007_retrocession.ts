import type { Knex } from 'knex';

/**
 * Retrocession and contingent addresses (docs/glossary.md, retrocession):
 * - each automatic release remembers the rule that made it, and a rule releases a contingent day once: the unique
 *   index is what keeps two server instances running the job at once from releasing the same day twice;
 * - one hotel per contingent address (rule 700): the addresses of every hotel's list, one row each, unique. A trigger
 *   keeps them in step with contingent_hotel.contingent_email and answers a clash as the check violation
 *   `contingent_hotel__contingent_email__c700`, which the generated routes turn into code 700 on that field.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('retrocession', (t) => {
    t.integer('hotelretrocession_id').references('hotelretrocession.id').onDelete('SET NULL');
  });
  await knex.raw(`CREATE UNIQUE INDEX retrocession_rule_day_unique ON retrocession (hotelretrocession_id, hotelgamme_id, contingent_date, company_id)
                  NULLS NOT DISTINCT WHERE hotelretrocession_id IS NOT NULL`);

  await knex.schema.createTable('contingent_email_address', (t) => {
    t.string('email', 1000).primary();
    t.integer('hotel_id').notNullable().references('contingent_hotel.id').onDelete('CASCADE').index();
  });
  await knex.raw(`
    CREATE FUNCTION contingent_email_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM contingent_email_address WHERE hotel_id = NEW.id;
      BEGIN
        INSERT INTO contingent_email_address (email, hotel_id)
        SELECT DISTINCT lower(trim(address)), NEW.id
          FROM regexp_split_to_table(coalesce(NEW.contingent_email, ''), '[;,]') AS address
         WHERE trim(address) <> '';
      EXCEPTION WHEN unique_violation THEN
        RAISE EXCEPTION 'contingent email already used for another hotel'
          USING ERRCODE = '23514', CONSTRAINT = 'contingent_hotel__contingent_email__c700', COLUMN = 'contingent_email';
      END;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER contingent_email_addresses AFTER INSERT OR UPDATE OF contingent_email ON contingent_hotel
                  FOR EACH ROW EXECUTE FUNCTION contingent_email_addresses()`);
  // Hotels already there: the first one to use an address keeps it.
  await knex.raw(`
    INSERT INTO contingent_email_address (email, hotel_id)
    SELECT DISTINCT ON (lower(trim(address))) lower(trim(address)), h.id
      FROM contingent_hotel h, regexp_split_to_table(coalesce(h.contingent_email, ''), '[;,]') AS address
     WHERE trim(address) <> ''
     ORDER BY lower(trim(address)), h.id
    ON CONFLICT DO NOTHING`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER contingent_email_addresses ON contingent_hotel');
  await knex.raw('DROP FUNCTION contingent_email_addresses()');
  await knex.schema.dropTable('contingent_email_address');
  await knex.raw('DROP INDEX retrocession_rule_day_unique');
  await knex.schema.alterTable('retrocession', (t) => {
    t.dropColumn('hotelretrocession_id');
  });
}
