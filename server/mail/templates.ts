import type { Knex } from 'knex';
import { prepared } from '../db/prepared.ts';
import { mailText } from './text.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function fill(source: string, values: Record<string, string | number | null | undefined>, escape: (value: string) => string) {
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => escape(String(values[name] ?? '')));
}

/** A day as mails write it: DD/MM/YYYY (from an ISO date or a date). */
export function mailDate(day: string | Date | null): string {
  if (!day) return '';
  const [year, month, dayOfMonth] = (day instanceof Date ? day.toISOString() : day).slice(0, 10).split('-');
  return `${dayOfMonth}/${month}/${year}`;
}

export interface MailTemplate {
  subject: string;
  body_html: string | null;
  body_text: string | null;
}

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

/**
 * A template with its `{{name}}` placeholders filled. Values are escaped in the HTML part (a traveller's name is
 * data, never markup).
 */
export function fillTemplate(template: MailTemplate, values: Record<string, string | number | null | undefined>): RenderedMail {
  const html = fill(template.body_html ?? '', values, (value) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]));
  return {
    subject: fill(template.subject, values, (value) => value.replace(/[\r\n]+/g, ' ')),
    html,
    text: mailText(html, template.body_text && fill(template.body_text, values, (value) => value)),
  };
}

/** A mail template filled for one recipient; a template that does not exist answers null. */
export async function renderTemplate(
  db: Knex,
  ref: string,
  values: Record<string, string | number | null | undefined>,
): Promise<RenderedMail | null> {
  const template = (await loadTemplates(db, [ref])).get(ref) ?? null;
  return template && fillTemplate(template, values);
}
