import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../server/mail/fill.ts';

const cancelled = {
  subject: 'Réservation {{ref}} annulée',
  body_html:
    '<p>Bonjour {{firstName}},</p><p>Votre réservation <b>{{ref}}</b> est annulée.</p><p>Motif : {{reason}}</p><p>Lien : <a href="{{link}}">{{link}}</a></p>',
  body_text: 'Bonjour {{firstName}},\nVotre réservation {{ref}} est annulée.\nMotif : {{reason}}\nLien : {{link}}\n',
};

describe('a mail template filled', () => {
  it('says a labelled value when there is one', () => {
    const mail = fillTemplate(cancelled, { firstName: 'Jeanne', ref: 'BK1', reason: 'Salon reporté', link: 'https://x.test/b/1' });
    expect(mail.html).toContain('<p>Motif : Salon reporté</p>');
    expect(mail.text).toContain('Motif : Salon reporté\n');
  });

  it('leaves out a label with nothing after it, in both parts, and keeps the rest', () => {
    for (const reason of ['', '  ', null, undefined]) {
      const mail = fillTemplate(cancelled, { firstName: 'Jeanne', ref: 'BK1', reason, link: 'https://x.test/b/1' });
      expect(mail.html).not.toContain('Motif');
      expect(mail.text).not.toContain('Motif');
      expect(mail.html).toContain('<p>Votre réservation <b>BK1</b> est annulée.</p><p>Lien : ');
      expect(mail.text).toContain('Votre réservation BK1 est annulée.\nLien : https://x.test/b/1');
    }
  });

  it('keeps a sentence whose value is blank but which is not a label', () => {
    const mail = fillTemplate({ subject: 's', body_html: '<p>Bonjour {{firstName}},</p>', body_text: null }, { firstName: '' });
    expect(mail.html).toBe('<p>Bonjour ,</p>');
  });
});
