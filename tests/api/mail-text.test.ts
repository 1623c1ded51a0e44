import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, type MailTemplate } from '../../server/mail/fill.ts';
import { linksOf, mailText, textOfHtml } from '../../server/mail/text.ts';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const placeholders = (source: string | null) => [...(source ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]);

/** A value for every placeholder: an address with a query (escaped in HTML) where the template links, else a word. */
function sampleValues(template: MailTemplate): Record<string, string> {
  const linked = new Set(linksOf(template.body_html ?? '').map((href) => /\{\{\s*(\w+)\s*\}\}/.exec(href)?.[1]));
  const names = [template.subject, template.body_html, template.body_text].flatMap(placeholders);
  return Object.fromEntries(names.map((name) => [name, linked.has(name) ? `https://booking.example.test/${name}/a1B2?step=1&lang=fr` : `Valeur ${name}`]));
}

describe('the text part of every mail template', () => {
  it('carries each link of the HTML part, after its label, in the template itself', async () => {
    const templates: (MailTemplate & { ref: string })[] = await t.db.knex('mailtpl').orderBy('ref').select('ref', 'subject', 'body_html', 'body_text');
    const linked = templates.filter((template) => linksOf(template.body_html ?? '').length > 0);
    expect(linked.map((template) => template.ref)).toEqual(
      expect.arrayContaining(['booking.validation', 'booking.confirmed', 'booking.proposal', 'user.define_password', 'user.lost_password']),
    );
    for (const template of linked) {
      for (const link of linksOf(template.body_html!)) expect(template.body_text, `${template.ref}: ${link}`).toContain(link);
      const mail = fillTemplate(template, sampleValues(template));
      const htmlLinks = linksOf(mail.html);
      expect(htmlLinks.length, template.ref).toBeGreaterThan(0);
      for (const link of htmlLinks) {
        expect(link).toMatch(/^https:\/\/booking\.example\.test\/\w+\/a1B2\?step=1&lang=fr$/);
        expect(mail.text, `${template.ref}: ${link}`).toContain(link);
      }
    }
  });
});

describe('mailText', () => {
  it('writes each link after its label, keeps the paragraphs and reads the entities', () => {
    const html = '<p>Bonjour Léa,</p><p><a href="https://x.test/v?a=1&amp;b=2">Autoriser ou refuser</a></p><p>A &amp; B<br>fin</p>';
    expect(textOfHtml(html)).toBe('Bonjour Léa,\n\nAutoriser ou refuser : https://x.test/v?a=1&b=2\n\nA & B\nfin');
  });

  it('adds at the end the links a reworded text part left out, once', () => {
    const html = '<p><a href="https://x.test/a">A</a> <a href="https://x.test/b">B</a> <a href="https://x.test/a">A</a></p>';
    expect(mailText(html, 'Voir A : https://x.test/a')).toBe('Voir A : https://x.test/a\n\nhttps://x.test/b');
    expect(mailText(html, 'Rien')).toBe('Rien\n\nhttps://x.test/a\nhttps://x.test/b');
  });
});

describe('a sent mail', () => {
  it('has its link in the text part the recipient reads', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/backend/public/api/notify_lost_password', payload: { email: 'user@acme-demo.fr' } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const [mail] = (await t.sentMails()).filter((sent) => sent.to.includes('user@acme-demo.fr'));
    const link = /https?:\/\/\S+\/define_password\/[A-Za-z0-9_-]+/.exec(mail.html)?.[0];
    expect(link).toBeTruthy();
    expect(mail.text).toContain(link);
  });
});
