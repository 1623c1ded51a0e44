import type { Knex } from 'knex';

/** A few weeks of sent mail, so the mail log has history to browse. */
export async function seed(knex: Knex): Promise<void> {
  const users: { id: number; email: string; company_id: number }[] = await knex('user')
    .whereNotNull('company_id')
    .select('id', 'email', 'company_id')
    .orderBy('id');
  const templates: { ref: string; subject: string }[] = await knex('mailtpl').select('ref', 'subject').orderBy('id');
  const start = Date.parse('2026-10-01T08:00:00Z');
  await knex('maillog').insert(
    Array.from({ length: 60 }, (_, index) => {
      const user = users[index % users.length];
      const template = templates[index % templates.length];
      const ref = `BK${String(1000 + index)}`;
      return {
        send_at: new Date(start + index * 9 * 3600 * 1000).toISOString(),
        mail_rcpt: user.email,
        subject: template.subject.replace('{{ref}}', ref),
        template: template.ref,
        body: `<p>${template.subject.replace('{{ref}}', ref)}</p>`,
        company_id: user.company_id,
        user_id: user.id,
      };
    }),
  );
}
