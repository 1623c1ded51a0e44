import type { Knex } from 'knex';
import { prepared } from '../db/prepared.ts';
import { fillTemplate, type MailTemplate, type RenderedMail } from './fill.ts';

/**
 * The templates of `refs` as a column (`templates`) of a query that reads what the mail is about: a step that mails
 * reads its templates in the same statement. `templatesOf` reads the column back.
 */
export function templatesColumn(db: Knex, refs: readonly string[]): Knex.Raw {
  return db.raw(
    `(SELECT coalesce(json_agg(json_build_object('ref', t.ref, 'subject', t.subject, 'body_html', t.body_html, 'body_text', t.body_text)), '[]')
      FROM mailtpl t WHERE t.ref = ANY(?::text[])) AS templates`,
    [[...refs]],
  );
}

/** What a `templatesColumn` reads. */
export type TemplatesColumn = (MailTemplate & { ref: string })[];

/** The templates a `templatesColumn` read, by reference; a reference with no template is absent. */
export function templatesOf(column: TemplatesColumn): Map<string, MailTemplate> {
  return new Map(column.map(({ ref, ...template }) => [ref, template]));
}

/** Several templates in one statement, by reference; a reference with no template is absent. */
export async function loadTemplates(db: Knex, refs: readonly string[]): Promise<Map<string, MailTemplate>> {
  if (refs.length === 0) return new Map();
  const { templates } = await prepared(db.first(templatesColumn(db, refs)));
  return templatesOf(templates);
}

/** A mail template filled for one recipient; a template that does not exist answers null. */
export async function renderTemplate(db: Knex, ref: string, values: Record<string, string | number | null | undefined>): Promise<RenderedMail | null> {
  const template = (await loadTemplates(db, [ref])).get(ref) ?? null;
  return template && fillTemplate(template, values);
}
