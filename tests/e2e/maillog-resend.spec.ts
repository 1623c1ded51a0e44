import { expect, test } from '@playwright/test';
import { readOutbox } from '../support/outbox.ts';
import { authHeaders, LIST_ROW, OUTBOX, shot, signInThroughApi } from './support.ts';

/**
 * An agent sends a logged mail again from the mail log: the dialog proposes the mail's recipients, a wrong address is
 * refused under the field, the changed addresses receive the mail, and the new send heads the log. A mail the server
 * refused is tried again from the log, or resent elsewhere.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });

const FOLDER = 'maillog-resend';

test('the agency resends a logged mail to changed addresses, and the new mail is logged and sent', async ({ page }) => {
  const headers = await authHeaders(page.request, 'admin@agence-demo.fr');
  const filter = encodeURIComponent(JSON.stringify({ template: 'booking.cancelled' }));
  const [mail] = (await (await page.request.get(`/backend/api/mail-logs?filter=${filter}&range=${encodeURIComponent('[0,0]')}`, { headers })).json()) as {
    id: number;
    subject: string;
    mail_rcpt: string;
  }[];
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
  const first = page.locator(LIST_ROW).first();
  await expect(first).toContainText('assistante@acme-demo.fr;copie@acme-demo.fr');
  await expect(first).toContainText(mail.subject);
  await shot(page, FOLDER, '02-resent-mail-logged');

  // And it reached the mailboxes.
  await expect
    .poll(async () =>
      (await readOutbox(OUTBOX)).some(
        (sent) => sent.to.includes('assistante@acme-demo.fr') && sent.to.includes('copie@acme-demo.fr') && sent.html.includes(mail.subject.match(/BK\d+/)![0]),
      ),
    )
    .toBe(true);
});

test('a mail to an address that cannot exist fails at once; the agency reads why, tries it again, then resends it to the right one', async ({ page }) => {
  const headers = await authHeaders(page.request, 'admin@agence-demo.fr');
  const filter = encodeURIComponent(JSON.stringify({ template: 'booking.cancelled' }));
  const [mail] = (await (await page.request.get(`/backend/api/mail-logs?filter=${filter}&range=${encodeURIComponent('[0,0]')}`, { headers })).json()) as {
    id: number;
    subject: string;
  }[];
  expect(mail, 'a logged cancellation mail').toBeTruthy();
  // A mistyped domain (.invalid never exists): the mail server refuses it for good.
  const wrong = `assistante.${Date.now()}@acme-demo.invalid`;
  const sent = await page.request.get(`/backend/api/maillog/${mail.id}/send?to=${encodeURIComponent(wrong)}`, { headers });
  const { id } = (await sent.json()) as { id: number };

  await signInThroughApi(page, 'admin@agence-demo.fr');
  // The failed mails of the log: this one is among them once its single try is made.
  await page.goto(`/admin/maillog?filter=${encodeURIComponent(JSON.stringify({ state: 'failed' }))}`);
  const row = page.locator(LIST_ROW, { hasText: wrong });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Échec', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await row.getByText(wrong).click();
  await expect(page).toHaveURL(new RegExp(`/admin/maillog/${id}/show$`));
  const field = (source: string) => page.locator(`.ra-field-${source}`);
  await expect(field('state')).toContainText('Échec');
  await expect(field('attempts')).toHaveText(/Essais\s*1$/);
  await expect(field('last_error')).toContainText(`550 5.1.2 ${wrong}: the domain does not exist`);
  // A mail that failed is not called sent, in its page's title either.
  await expect(page.locator('#react-admin-title')).toHaveText(`Email ${mail.subject}`);
  await shot(page, FOLDER, '03-failed-mail');

  // Tried again as it was: refused again, its tries counted.
  await page.getByRole('button', { name: 'Réessayer' }).click();
  const confirm = page.getByRole('dialog', { name: `Réessayer l’email « ${mail.subject} » ?` });
  await expect(confirm).toContainText('pour une autre adresse, renvoyez-le');
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('L’email repart : son état dira s’il est envoyé')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(field('attempts')).toHaveText(/Essais\s*2$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(field('state')).toContainText('Échec');

  // Resent to the right address, it goes out.
  await page.getByRole('button', { name: 'Renvoyer' }).click();
  const dialog = page.getByRole('dialog', { name: `Renvoyer l’email « ${mail.subject} » ?` });
  await expect(dialog.getByRole('textbox', { name: 'Destinataires' })).toHaveValue(wrong);
  const right = wrong.replace('.invalid', '.fr');
  await dialog.getByRole('textbox', { name: 'Destinataires' }).fill(right);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('L’email est renvoyé')).toBeVisible();
  await expect.poll(async () => (await readOutbox(OUTBOX)).some((out) => out.to.includes(right))).toBe(true);
  expect((await readOutbox(OUTBOX)).some((out) => out.to.includes(wrong))).toBe(false);
});
