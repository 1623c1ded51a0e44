import { expect, test } from '@playwright/test';
import { readOutbox } from '../support/outbox.ts';
import { authHeaders, OUTBOX, shot, signInThroughApi } from './support.ts';

/**
 * An agent sends a logged mail again from the mail log: the dialog proposes the mail's recipients, a wrong address is
 * refused under the field, the changed addresses receive the mail, and the new send heads the log.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });

const FOLDER = 'maillog-resend';

test('the agency resends a logged mail to changed addresses, and the new mail is logged and sent', async ({ page }) => {
  const headers = await authHeaders(page.request, 'admin@agence-demo.fr');
  const filter = encodeURIComponent(JSON.stringify({ template: 'booking.cancelled' }));
  const [mail] = (await (await page.request.get(`/backend/api/mail-logs?filter=${filter}&range=${encodeURIComponent('[0,0]')}`, { headers })).json()) as { id: number; subject: string; mail_rcpt: string }[];
  expect(mail, 'a logged cancellation mail').toBeTruthy();

  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto(`/admin/maillog/${mail.id}/show`);
  await expect(page.getByText(mail.subject).first()).toBeVisible();
  await page.getByRole('button', { name: 'Renvoyer' }).click();

  const dialog = page.getByRole('dialog', { name: `Renvoyer l’email « ${mail.subject} » ?` });
  const to = dialog.getByRole('textbox', { name: 'Destinataires' });
  // The recipients of the logged mail are proposed.
  await expect(to).toHaveValue(mail.mail_rcpt.split(';').join('; '));
  await expect(dialog).toContainText('Plusieurs adresses séparées par un point-virgule (;)');

  await to.fill('assistante@acme-demo.fr; pas-une-adresse');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Saisissez une adresse email valide')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await shot(page, FOLDER, '01-resend-bad-address');

  await to.fill('assistante@acme-demo.fr; copie@acme-demo.fr');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('L’email est renvoyé')).toBeVisible();

  // The new send heads the log (newest first), to the addresses given.
  await page.goto('/admin/maillog');
  const first = page.locator('.RaDatagrid-table tbody tr').first();
  await expect(first).toContainText('assistante@acme-demo.fr;copie@acme-demo.fr');
  await expect(first).toContainText(mail.subject);
  await shot(page, FOLDER, '02-resent-mail-logged');

  // And it reached the mailboxes.
  await expect.poll(async () => (await readOutbox(OUTBOX)).some((sent) => sent.to.includes('assistante@acme-demo.fr') && sent.to.includes('copie@acme-demo.fr') && sent.html.includes(mail.subject.match(/BK\d+/)![0])))
    .toBe(true);
});
