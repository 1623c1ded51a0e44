import type { Knex } from 'knex';

/**
 * A token is only as good as the account behind it. Every account carries a session version that the token records
 * when it is issued; the database moves it on whenever the account's standing changes (enabled flag, roles as a set,
 * password, company or hotel), whatever path the change takes, so tokens issued before no longer pass.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user', (t) => {
    t.integer('session_version').notNullable().defaultTo(1);
  });
  await knex.raw(`
    CREATE FUNCTION user_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.enabled IS DISTINCT FROM OLD.enabled
        OR NEW.password IS DISTINCT FROM OLD.password
        OR NEW.company_id IS DISTINCT FROM OLD.company_id
        OR NEW.hotel_id IS DISTINCT FROM OLD.hotel_id
        OR ARRAY(SELECT DISTINCT unnest(NEW.roles) ORDER BY 1) IS DISTINCT FROM ARRAY(SELECT DISTINCT unnest(OLD.roles) ORDER BY 1)
      THEN
        NEW.session_version := OLD.session_version + 1;
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw('CREATE TRIGGER user_session_version BEFORE UPDATE ON "user" FOR EACH ROW EXECUTE FUNCTION user_session_version()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER user_session_version ON "user"');
  await knex.raw('DROP FUNCTION user_session_version()');
  await knex.schema.alterTable('user', (t) => t.dropColumn('session_version'));
}
