import type { Knex } from 'knex';
import { fillTemplate, mailDate, type MailTemplate } from '../server/mail/fill.ts';
import { anchorOf, DEMO_ORIGIN } from './lib/random.ts';

const DAY = 86_400_000;

/** A few weeks of sent mail, so the mail log has history to browse. */
export async function seed(knex: Knex, today: string): Promise<void> {
  const users: { id: number; email: string; first_name: string; last_name: string; company_id: number; company: string }[] = await knex('user as u')
    .join('company as c', 'c.id', 'u.company_id')
    .select('u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.company_id', 'c.name as company')
    .orderBy('u.id');
  const templates: ({ ref: string } & MailTemplate)[] = await knex('mailtpl').select('ref', 'subject', 'body_html', 'body_text').orderBy('id');
  // Sixty mails nine hours apart, the last of them a week before the seeding.
  const start = anchorOf(today) - 30 * DAY;
  await knex('maillog').insert(
    Array.from({ length: 60 }, (_, index) => {
      const user = users[index % users.length];
      const template = templates[index % templates.length];
      const sent = start + index * 9 * 3600 * 1000;
      const rendered = fillTemplate(template, {
        ref: `BK${String(1000 + index)}`,
        firstName: user.first_name,
        booker: `${user.first_name} ${user.last_name}`,
        company: user.company,
        hotel: 'Hôtel de la Gare',
        destination: 'Lyon',
        arrival: mailDate(new Date(sent + 14 * DAY)),
        departure: mailDate(new Date(sent + 16 * DAY)),
        link: `${DEMO_ORIGIN}/home_search`,
      });
      return {
        send_at: new Date(sent).toISOString(),
        state: 'sent',
        attempts: 1,
        sent_at: new Date(sent).toISOString(),
        mail_rcpt: user.email,
        subject: rendered.subject,
        template: template.ref,
        body: rendered.html,
        company_id: user.company_id,
        user_id: user.id,
      };
    }),
  );
}
