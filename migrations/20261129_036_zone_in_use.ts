import type { Knex } from 'knex';

/**
 * A zone a travel policy prices (a row with sector type `zone` keeps the zone's id as text, so no foreign key can
 * guard it) cannot be deleted: the deletion fails as a foreign key's would, and the API answers that the record is
 * still in use, as for any other referenced record. The partial index finds a zone's rows at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX travel_policy_row_zone ON travel_policy_row (sector_value) WHERE sector_type = 'zone'`);
  await knex.raw(`CREATE FUNCTION zone_in_use() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM travel_policy_row WHERE sector_type = 'zone' AND sector_value = OLD.id::text) THEN
        RAISE EXCEPTION USING
          ERRCODE = 'foreign_key_violation',
          MESSAGE = 'a travel policy prices this zone',
          DETAIL = format('Key (id)=(%s) is still referenced from table "travel_policy_row".', OLD.id);
      END IF;
      RETURN OLD;
    END $$`);
  await knex.raw('CREATE TRIGGER zone_in_use BEFORE DELETE ON zone FOR EACH ROW EXECUTE FUNCTION zone_in_use()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER zone_in_use ON zone');
  await knex.raw('DROP FUNCTION zone_in_use()');
  await knex.raw('DROP INDEX travel_policy_row_zone');
}
