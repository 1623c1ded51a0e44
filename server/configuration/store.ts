import type { Knex } from 'knex';
import { entityNamed } from '../../entities/index.ts';

/**
 * The named rows of the `configuration` table that have screens of their own (card, banner). They are edited by the
 * roles that may write the configuration entity, so the back office menu and the routes follow one descriptor.
 */
export const CONFIGURATION_EDITORS = entityNamed('configuration').access.write;

export async function readConfiguration(knex: Knex, name: string): Promise<string | null> {
  const row = await knex('configuration').where({ name }).first('value');
  return row?.value ?? null;
}

export async function writeConfiguration(knex: Knex, name: string, value: string): Promise<void> {
  await knex('configuration').insert({ name, value }).onConflict('name').merge(['value']);
}
