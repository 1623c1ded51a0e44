import type { Knex } from 'knex';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function fill(source: string, values: Record<string, string | number | null | undefined>, escape: (value: string) => string) {
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => escape(String(values[name] ?? '')));
}

/**
 * A mail template of the `mailtpl` table with its `{{name}}` placeholders filled. Values are escaped in the HTML part
 * (a traveller's name is data, never markup); a template that does not exist answers null.
 */
export async function renderTemplate(
  db: Knex,
  ref: string,
  values: Record<string, string | number | null | undefined>,
): Promise<RenderedMail | null> {
  const template = await db('mailtpl').where({ ref }).first('subject', 'body_html', 'body_text');
  if (!template) return null;
  const html = fill(template.body_html ?? '', values, (value) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]));
  return {
    subject: fill(template.subject, values, (value) => value.replace(/[\r\n]+/g, ' ')),
    html,
    text: template.body_text ? fill(template.body_text, values, (value) => value) : html.replace(/<[^>]+>/g, ''),
  };
}
