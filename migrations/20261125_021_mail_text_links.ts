import type { Knex } from 'knex';
import { textOfHtml } from '../server/mail/text.ts';

/**
 * The text parts of the mail templates were their HTML without tags, so they lost the links: a reader without HTML
 * could not authorise a booking or set a password. Every text part the agency has not reworded is written again from
 * its HTML, each link after its label. Earlier text parts are not kept: the way down writes them as they were made.
 */
const formerTextOf = (html: string) =>
  html
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();

async function rewrite(knex: Knex, from: (html: string) => string, to: (html: string) => string) {
  const templates: { id: number; body_html: string; body_text: string | null }[] = await knex('mailtpl')
    .whereNotNull('body_html')
    .select('id', 'body_html', 'body_text');
  for (const template of templates) {
    if (template.body_text !== null && template.body_text !== from(template.body_html)) continue;
    await knex('mailtpl')
      .where({ id: template.id })
      .update({ body_text: to(template.body_html) });
  }
}

export async function up(knex: Knex): Promise<void> {
  await rewrite(knex, formerTextOf, textOfHtml);
}

export async function down(knex: Knex): Promise<void> {
  await rewrite(knex, textOfHtml, formerTextOf);
}
