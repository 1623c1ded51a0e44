import type { Knex } from 'knex';
import { entities } from '../../entities/index.ts';
import { STORED_IMAGE_PREFIX } from '../../entities/imageRules.ts';
import { columnOf, isStored } from '../../entities/kit.ts';
import { quote } from '../crud/sql.ts';

/** How long an uploaded image waits for the form that sent it to be saved before it may go. */
export const UNSAVED_IMAGE_HOURS = 24;

/** Where a stored image can be named: every image field of the descriptors (company logos, news images). */
const IMAGE_COLUMNS = entities.flatMap((entity) =>
  Object.entries(entity.fields)
    .filter(([, field]) => field.type === 'image' && isStored(field))
    .map(([name, field]) => ({ table: quote(entity.table), column: quote(columnOf(name, field)) })),
);

/**
 * Deletes the uploaded images no record names any more (a logo replaced, a news item deleted, a form never saved),
 * once they are older than UNSAVED_IMAGE_HOURS, so a form still being filled keeps its upload. Answers how many went.
 */
export async function sweepUnusedImages(knex: Knex): Promise<number> {
  const named = IMAGE_COLUMNS.map(({ table, column }) => `SELECT ${column} AS path FROM ${table} WHERE ${column} LIKE ?`).join(' UNION ALL ');
  const { rowCount } = await knex.raw(
    `DELETE FROM stored_image s
      WHERE s.created_at < now() - make_interval(hours => ?)
        AND NOT EXISTS (SELECT 1 FROM (${named}) n WHERE n.path = ? || s.id::text)`,
    [UNSAVED_IMAGE_HOURS, ...IMAGE_COLUMNS.map(() => `${STORED_IMAGE_PREFIX}%`), STORED_IMAGE_PREFIX],
  );
  return rowCount ?? 0;
}
