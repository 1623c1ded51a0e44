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

/** Several templates in one statement, by reference; a reference with no template is absent. */
export async function loadTemplates(db: Knex, refs: readonly string[]): Promise<Map<string, MailTemplate>> {
  const rows = refs.length ? await prepared(db('mailtpl').whereIn('ref', refs).select('ref', 'subject', 'body_html', 'body_text')) : [];
  return new Map(rows.map(({ ref, ...template }) => [ref as string, template as MailTemplate]));
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
