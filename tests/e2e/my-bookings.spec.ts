import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { choose, shot as screenshot, signInThroughApi } from './support.ts';
import { acmeForm, bookThroughApi } from './api-bookings.ts';
import { day } from '../support/days.ts';

/**
 * Journey (a), second half: a user of a company that books without validation has a confirmed online booking; from
 * "my bookings" they open it, download its voucher and calendar event, cancel it with a reason, and find it in the
 * history. The booking is made through the booking API (search, offer, finalise), as the booking form would.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 }, acceptDownloads: true });

const USER = 'user@initech-demo.fr';
const shot = (page: Page, name: string) => screenshot(page, 'my-bookings', name);

test('a user downloads the voucher and the calendar event of a confirmed booking, cancels it with a reason and finds it in the history', async ({ page }) => {
  const booking = await bookThroughApi(page.request, { user: USER });
  await signInThroughApi(page, USER);

  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'Mes réservations' })).toBeVisible();
  await page.getByRole('tab', { name: 'En cours' }).click();
  await page.getByLabel('Référence').fill(booking.ref);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  const row = page.getByTestId(`booking-row-${booking.ref}`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('booking-status')).toHaveText('Confirmée');
  await shot(page, '01-in-progress');

  // The export of the list, held back 1.5 s as a long one would be: its button waits with a named spinner.
  const exports: URL[] = [];
  await page.route('**/backend/api/me/download/bookings*', async (route) => {
    exports.push(new URL(route.request().url()));
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  const exportButton = page.getByRole('button', { name: 'Exporter (Excel)' });
  const exported = page.waitForEvent('download');
  await exportButton.click();
  await expect(exportButton).toBeDisabled();
  await expect(exportButton.getByRole('progressbar', { name: 'Téléchargement…' })).toBeVisible();
  expect((await exported).suggestedFilename()).toBe('reservations.xlsx');
  await expect(exportButton).toBeEnabled();
  // The spreadsheet is the open tab with its filters.
  expect(Object.fromEntries(exports[0].searchParams)).toMatchObject({ tab: 'in_progress', 'booking-ref': booking.ref });

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/booking/${booking.id}/show$`));
  await expect(page.getByRole('heading', { name: `Réservation ${booking.ref}` })).toBeVisible();
  await expect(page.getByTestId('booking-history')).toContainText('Création');
  await shot(page, '02-detail');

  // A voucher takes seconds to render: held back 1.5 s here, its button waits with a named spinner all along.
  await page.route('**/backend/api/me/booking-voucher/*/pdf', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  const documents = page.getByTestId('booking-documents');
  const voucherButton = documents.getByRole('button', { name: 'Bon d’échange (PDF)' });
  const voucherDownload = page.waitForEvent('download');
  await voucherButton.click();
  await expect(voucherButton).toBeDisabled();
  await expect(voucherButton).toHaveAttribute('aria-busy', 'true');
  await expect(voucherButton.getByRole('progressbar', { name: 'Téléchargement…' })).toBeVisible();
  // Screen readers hear what the button is doing before what it is.
  await expect(voucherButton).toHaveAccessibleName('Téléchargement… Bon d’échange (PDF)');
  await shot(page, '02b-voucher-downloading');
  const voucher = await voucherDownload;
  await expect(voucherButton.getByRole('progressbar')).toHaveCount(0);
  await expect(voucherButton).toBeEnabled();
  await expect(voucherButton).toHaveAttribute('aria-busy', 'false');
  expect(voucher.suggestedFilename()).toBe(`bon-echange-${booking.ref}.pdf`);
  expect((await readFile((await voucher.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const icsDownload = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Ajouter à mon agenda (ICS)' }).click();
  const ics = await icsDownload;
  expect(ics.suggestedFilename()).toBe(`reservation-${booking.ref}.ics`);
  const calendar = await readFile((await ics.path())!, 'utf8');
  expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
  expect(calendar).toContain(`DTSTART;VALUE=DATE:${day(40).replaceAll('-', '')}`);

  await page.getByTestId('booking-actions').getByRole('button', { name: 'Annuler la réservation' }).click();
  const dialog = page.getByRole('dialog', { name: `Annuler la réservation ${booking.ref}` });
  await expect(dialog).toBeVisible();
  // Without a reason the dialog refuses, as the server would (code 10).
  await dialog.getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
  await choose(dialog.getByRole('combobox', { name: 'Motif d’annulation' }), 'Déplacement reporté');
  await dialog.getByLabel('Commentaire (facultatif)').fill('Réunion déplacée au mois prochain');
  await shot(page, '03-cancel-dialog');
  await dialog.getByRole('button', { name: 'Confirmer l’annulation' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('booking-notice')).toHaveText('La réservation est annulée');
  await expect(page.getByRole('main').getByTestId('booking-status').first()).toHaveText('Annulée');
  const history = page.getByTestId('booking-history');
  await expect(history).toContainText('Motif d’annulation : Déplacement reporté');
  await expect(history).toContainText('Réunion déplacée au mois prochain');
  await expect(history).toContainText(`Mail booking.cancelled envoyé à ${USER}`);
  // The same lines read in English by an English browser; the canceller's words stay as typed.
  const english = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin, locale: 'en-GB' });
  const reader = await english.newPage();
  await reader.goto('/backend/docs/json');
  await reader.evaluate((state) => localStorage.setItem('hotel-booking-state', state), await page.evaluate(() => localStorage.getItem('hotel-booking-state')!));
  await reader.goto(page.url());
  const englishHistory = reader.getByTestId('booking-history');
  await expect(englishHistory).toContainText('Cancellation reason: Trip postponed');
  await expect(englishHistory).toContainText(`Mail booking.cancelled sent to ${USER}`);
  await expect(englishHistory).not.toContainText('envoyé');
  await english.close();
  await expect(page.getByTestId('booking-actions').getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);
  await shot(page, '04-cancelled');

  await page.getByRole('banner').getByRole('link', { name: 'Mes réservations' }).click();
  await page.getByRole('tab', { name: 'Historique' }).click();
  const cancelled = page.getByTestId(`booking-row-${booking.ref}`);
  await expect(cancelled).toBeVisible();
  await expect(cancelled.getByTestId('booking-status')).toHaveText('Annulée');
  await shot(page, '05-history');
});

test('the public link of a booking shows it without signing in, and an unknown link says it is not valid', async ({ page }) => {
  await page.goto('/public/booking/not-a-real-token/show');
  await expect(page.getByTestId('public-booking-invalid')).toBeVisible();
  await expect(page.getByText('Ce lien n’est pas valide ou a expiré.')).toBeVisible();
  await shot(page, '06-public-invalid');
});

const ACME_USER = 'user@acme-demo.fr';
const ACME_MANAGER = 'manager@acme-demo.fr';

test('a manager authorises from "to process", the user enters the purchase order and forwards the voucher', async ({ browser, page }) => {
  const booking = await bookThroughApi(page.request, { user: ACME_USER, offset: 50, extra: (headers) => acmeForm(page.request, headers, ACME_MANAGER) });

  // The manager finds the request among the bookings to process, read as a request to authorise.
  await signInThroughApi(page, ACME_MANAGER);
  await page.goto('/bookings');
  const request = page.getByTestId(`booking-row-${booking.ref}`);
  await expect(request.getByTestId('booking-status')).toHaveText('Demande à autoriser');
  await shot(page, '07-manager-to-process');
  await request.click();
  await expect(page.getByText('Cette réservation attend votre décision.')).toBeVisible();
  await page.getByTestId('booking-actions').getByRole('button', { name: 'Autoriser' }).click();
  await expect(page.getByTestId('booking-notice')).toHaveText('Réservation autorisée');
  await expect(page.getByRole('main').getByTestId('booking-status').first()).toHaveText('En attente de bon de commande');
  await shot(page, '08-manager-allowed');

  // The booker, in another browser, has the purchase order to enter.
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const booker = await context.newPage();
  await signInThroughApi(booker, ACME_USER);
  await booker.goto('/bookings');
  await booker.getByTestId(`booking-row-${booking.ref}`).click();
  await booker.getByTestId('booking-actions').getByRole('button', { name: 'Saisir le bon de commande' }).click();
  const order = booker.getByRole('dialog');
  await expect(order.getByText('Format attendu, par exemple : PO-1234')).toBeVisible();
  await order.getByLabel('Numéro de bon de commande').fill('PO-12');
  await order.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(order.getByText('La valeur ne correspond pas au format attendu', { exact: true })).toBeVisible();
  // The summary on top of the dialog has the focus and leads back to the input.
  await expect(order.getByTestId('error-summary')).toBeFocused();
  await order.getByTestId('error-summary').getByRole('link', { name: 'Numéro de bon de commande : La valeur ne correspond pas au format attendu' }).click();
  await expect(order.getByLabel('Numéro de bon de commande')).toBeFocused();
  await expect(order.getByText('Format attendu, par exemple : PO-1234')).toHaveCount(0);
  await order.getByLabel('Numéro de bon de commande').fill('PO-2026');
  await order
    .getByTestId('order-file')
    .setInputFiles({ name: 'bon-de-commande.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% test purchase order\n%%EOF\n') });
  await expect(order.getByRole('button', { name: 'bon-de-commande.pdf' })).toBeVisible();
  await shot(booker, '09-purchase-order');
  await order.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(booker.getByTestId('booking-notice')).toHaveText('Bon de commande enregistré');
  await expect(booker.getByRole('main').getByTestId('booking-status').first()).toHaveText('Confirmée');

  const orderDownload = booker.waitForEvent('download');
  await booker.getByTestId('booking-documents').getByRole('button', { name: 'Bon de commande (PDF)' }).click();
  expect((await orderDownload).suggestedFilename()).toBe(`bon-de-commande-${booking.ref}.pdf`);

  await booker.getByTestId('booking-actions').getByRole('button', { name: 'Transférer le bon d’échange' }).click();
  const forward = booker.getByRole('dialog', { name: 'Transférer le bon d’échange' });
  await forward.getByLabel('Destinataires').fill('anne@acme-demo.fr, paul@acme-demo.fr');
  await forward.getByRole('button', { name: 'Envoyer' }).click();
  await expect(forward.getByText('Saisissez une adresse email valide')).toBeVisible();
  await forward.getByLabel('Destinataires').fill('anne@acme-demo.fr; paul@acme-demo.fr');
  // Forwarding renders the voucher and mails it: held back 1.5 s, the send button waits with a named spinner.
  await booker.route('**/backend/api/booking/*/forward-voucher', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  const send = forward.getByRole('button', { name: 'Envoyer' });
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send.getByRole('progressbar', { name: 'Envoi…' })).toBeVisible();
  await shot(booker, '09b-voucher-forwarding');
  await expect(booker.getByTestId('booking-notice')).toHaveText('Bon d’échange envoyé à anne@acme-demo.fr; paul@acme-demo.fr');
  await expect(booker.getByTestId('booking-history')).toContainText('Bon d’échange envoyé à anne@acme-demo.fr; paul@acme-demo.fr');
  await shot(booker, '10-voucher-forwarded');
  await context.close();
});
