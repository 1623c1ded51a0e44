import { expect, type Page, test } from '@playwright/test';
import { choose, mailedLink, PASSWORD, PORT, shot, signInThroughApi } from './support.ts';
import { confirmThroughSummary, keepSearch, keptSearch } from './booking-steps.ts';
import { day } from '../support/days.ts';

test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const FOLDER = 'booking-validation';
const SERVICES = { breakfast: true, internet: true, parking: false, catering: false, disabledAccess: false };

/** A day `offset` days from today (far enough that free cancellation leaves the manager time to decide). */

async function tokenOf(page: Page, email: string) {
  const response = await page.request.post('/backend/auth', { data: { username: email, password: PASSWORD } });
  return ((await response.json()) as { token: string }).token;
}

test('(b) a user of a company with pre-validation books; the manager allows from the mail link; the booking is confirmed', async ({ page, browser }) => {
  const from = day(21);
  const to = day(23);
  await signInThroughApi(page, 'user@acme-demo.fr');
  const userToken = await tokenOf(page, 'user@acme-demo.fr');

  // The hotels of Paris whose offers Acme's rules let the user book.
  const found = await page.request.post('/backend/api/hrs/hotels/offers', {
    headers: { Authorization: `Bearer ${userToken}` },
    data: { destination: { city: 'Paris' }, startDate: from, endDate: to, single: 1, double: 0, services: SERVICES },
  });
  expect(found.status()).toBe(200);
  const { hotels } = (await found.json()) as { hotels: { key: string; name: string; offers: { freeCancellation: boolean }[] }[] };
  const candidates = hotels.filter((candidate) => candidate.offers.length > 0);
  expect(candidates.length).toBeGreaterThan(0);
  await keepSearch(page, keptSearch('Paris', from, to));

  // A few offers vanish between the search and the booking, as a real supplier's do: the page says so, try the next hotel.
  let hotel = candidates[0];
  for (const [index, candidate] of candidates.slice(0, 5).entries()) {
    hotel = candidate;
    await page.goto(`/online/offers/${encodeURIComponent(candidate.key)}`);
    const book = page.getByRole('button', { name: 'Réserver' });
    await expect(book.first()).toBeVisible();
    if (index === 0) await shot(page, FOLDER, '01-offers');
    await book.first().click();
    const outcome = await Promise.race([
      page.waitForURL(/\/online\/booking\/completion$/).then(() => 'form'),
      page
        .getByText('Cette offre n’est plus disponible')
        .waitFor()
        .then(() => 'gone'),
    ]);
    if (outcome === 'form') break;
    await shot(page, FOLDER, `01-offer-gone-${index}`);
  }
  await expect(page).toHaveURL(/\/online\/booking\/completion$/);
  const form = page.getByTestId('booking-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('offer-summary')).toContainText(hotel.name);
  // Acme's booking fees (5 €) are part of the total.
  await expect(page.getByTestId('offer-summary')).toContainText('Frais de dossier');
  await shot(page, FOLDER, '02-booking-form');

  // The traveller, searched from three letters among Acme's travellers.
  const traveller = page.locator('input[name="rooms.0.travellers.0"]');
  await traveller.fill('Le');
  await expect(page.getByText('Saisissez au moins 3 lettres')).toBeVisible();
  await traveller.fill('Leroy');
  await page.getByRole('option', { name: /David Leroy/ }).click();
  await expect(traveller).toHaveValue('David Leroy');

  // Acme's custom fields: a dropdown and a masked project code checked as one types.
  await choose(page.getByRole('combobox', { name: /Centre de coût/ }), 'CC-200 Commercial');
  const project = page.locator('input[name="customFields.' + (await fieldId(page, 'Code projet')) + '"]');
  // The mask reads as a value that fits it, not as its syntax (??-####).
  await expect(page.getByText('Format attendu, par exemple : AB-1234')).toBeVisible();
  await project.fill('12-ABCD');
  await expect(page.getByText('Format attendu : deux lettres, un tiret et quatre chiffres.')).toBeVisible();
  await project.fill('AB-1234');
  await expect(page.getByText('Format attendu : deux lettres, un tiret et quatre chiffres.')).toHaveCount(0);
  // A yes/no field is a choice of Oui or Non, so a required one can be answered either way: Acme's starts at its
  // default (Non), may be left unanswered (it is not required) and is turned to Oui.
  const rebill = page.getByRole('combobox', { name: /Refacturable au client/ });
  await expect(rebill).toHaveText('Non');
  await rebill.click();
  await expect(page.getByRole('option', { name: 'Aucun' })).toBeVisible();
  await page.getByRole('option', { name: 'Oui' }).click();
  await expect(page.locator('input[name="customFields.' + (await fieldId(page, 'Refacturable au client')) + '"]')).toHaveValue('true');

  // The purchase order against Acme's pattern PO-####.
  const order = page.locator('input[name="orderNumber"]');
  await order.fill('PO-12');
  await expect(page.getByText('La valeur ne correspond pas au format attendu')).toBeVisible();
  await order.fill('PO-4821');

  // Going on without a manager is refused on the spot.
  await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();
  await expect(page.getByTestId('managers').getByText('Choisissez au moins un manager')).toBeVisible();
  await expect(page).toHaveURL(/\/online\/booking\/completion$/);
  await shot(page, FOLDER, '03-manager-required');
  await choose(page.getByRole('combobox', { name: /Manager/ }), 'Claire Durand');
  await shot(page, FOLDER, '04-form-filled');
  // The summary says who authorises, with the dropdown's label and the purchase order, then sends the request.
  await confirmThroughSummary(page, {
    confirm: 'Envoyer la demande d’autorisation',
    before: async () => {
      await expect(page.getByTestId('summary-custom')).toContainText('CC-200 Commercial');
      await expect(page.getByTestId('summary-custom')).toContainText(/Refacturable au client\s*Oui/);
      await expect(page.getByTestId('summary-custom')).toContainText('PO-4821');
      await expect(page.getByTestId('summary-validation')).toContainText('Claire Durand');
      await shot(page, FOLDER, '04b-summary');
    },
  });

  await expect(page).toHaveURL(/\/booking\/\d+\/confirm\/online\/pre\/none$/);
  await expect(page.getByTestId('booking-confirm-pre')).toContainText('Demande d’autorisation envoyée');
  await expect(page.getByTestId('booking-confirm-pre')).toContainText('Statut : En attente d’autorisation');
  await shot(page, FOLDER, '05-awaiting-authorisation');
  const bookingId = Number(/\/booking\/(\d+)\/confirm/.exec(page.url())![1]);

  // The manager's mail, read from the manager's mailbox; the agency's mail log shows it with the link masked.
  const adminToken = await tokenOf(page, 'admin@agence-demo.fr');
  const headers = { Authorization: `Bearer ${adminToken}` };
  const { ref } = (await (await page.request.get(`/backend/api/bookings/${bookingId}`, { headers })).json()) as { ref: string };
  const link = await mailedLink('manager@acme-demo.fr', /href="([^"]+\/booking\/[A-Za-z0-9_-]+\/validate)"/, { about: ref });
  expect(link).toMatch(new RegExp(`^http://localhost:${PORT}/booking/`));
  const query = new URLSearchParams({
    sort: JSON.stringify(['send_at', 'DESC']),
    range: JSON.stringify([0, 9]),
    filter: JSON.stringify({ booking: bookingId, template: 'booking.validation' }),
  });
  const [logged] = (await (await page.request.get(`/backend/api/mail-logs?${query}`, { headers })).json()) as { id: number }[];
  const { body } = (await (await page.request.get(`/backend/api/mail-logs/${logged.id}`, { headers })).json()) as { body: string };
  expect(body).toContain('[lien personnel, envoyé à son seul destinataire]');
  expect(body).not.toContain(link.split('/').at(-2));
  // On the agency's screen the masked link is no link: its words and the mark saying where it went.
  const agency = await browser.newContext({ baseURL: `http://localhost:${PORT}`, locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const admin = await agency.newPage();
  await signInThroughApi(admin, 'admin@agence-demo.fr');
  await admin.goto(`/admin/maillog/${logged.id}/show`);
  const mail = admin.frameLocator('iframe[title="Message"]');
  await expect(mail.locator('em', { hasText: 'lien personnel, envoyé à son seul destinataire' })).toBeVisible();
  await expect(mail.locator('a[href*="lien personnel"]')).toHaveCount(0);
  await shot(admin, FOLDER, '05b-mail-log-masked-link');
  await agency.close();

  // The manager opens the link in a browser with no session.
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const manager = await context.newPage();
  await manager.goto(link);
  const request = manager.getByTestId('validation-request');
  await expect(request).toContainText('Demande d’autorisation');
  await expect(request).toContainText('David Leroy (Acme Industries)');
  await expect(request).toContainText('PO-4821');
  await shot(manager, FOLDER, '06-manager-link');
  await manager.getByRole('button', { name: 'Autoriser' }).click();
  await expect(manager.getByTestId('validation-done')).toContainText('Vous avez autorisé la réservation');
  await expect(manager.getByTestId('validation-done')).toContainText('Confirmée');
  await shot(manager, FOLDER, '07-allowed');
  // The link is used up.
  await manager.reload();
  await expect(manager.getByTestId('validation-invalid')).toContainText('Lien non valide');
  await shot(manager, FOLDER, '08-link-used');
  await context.close();

  const booking = await page.request.get(`/backend/api/bookings/${bookingId}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(((await booking.json()) as { status: number }).status).toBe(60);
  await page.goto(`/booking/${bookingId}/show`);
  await page.waitForLoadState('networkidle');
  await shot(page, FOLDER, '09-booking-after');
});

/** The id of one of the user's company custom fields, by its label. */
async function fieldId(page: Page, label: string): Promise<number> {
  const fields = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('hotel-booking-state')!);
    const response = await fetch('/backend/api/me/company-custom-fields', { headers: { Authorization: `Bearer ${stored.state.session.token}` } });
    return response.json();
  });
  return (fields as { id: number; label: string }[]).find((field) => field.label === label)!.id;
}

test('an offer gone when the booking is sent: the failure screen offers to give up, search again or ask the agency offline', async ({ page }) => {
  const email = 'karim.benali.1@globex-demo.fr';
  const from = day(30);
  const to = day(31);
  await signInThroughApi(page, email);
  const token = await tokenOf(page, email);
  const headers = { Authorization: `Bearer ${token}` };
  const found = await page.request.post('/backend/api/hrs/hotels/offers', {
    headers,
    data: { destination: { city: 'Lyon' }, startDate: from, endDate: to, single: 1, double: 0, services: SERVICES },
  });
  const { hotels } = (await found.json()) as { hotels: { key: string; offers: { key: string }[] }[] };
  let unfinished: { id: number; offerKey: string; hotelKey: string } | null = null;
  for (const hotel of hotels) {
    for (const offer of hotel.offers) {
      const started = await page.request.post('/backend/api/booking/online', {
        headers,
        data: { offerKey: offer.key, search: { destination: { city: 'Lyon' }, from, to, single: 1, double: 0, services: SERVICES } },
      });
      if (started.ok()) {
        unfinished = { id: ((await started.json()) as { id: number }).id, offerKey: offer.key, hotelKey: hotel.key };
        break;
      }
    }
    if (unfinished) break;
  }
  expect(unfinished).not.toBeNull();
  await keepSearch(page, keptSearch('Lyon', from, to));
  await page.evaluate((value) => {
    const stored = JSON.parse(localStorage.getItem('hotel-booking-state')!);
    stored.state.onlineBooking = { unfinishedId: value!.id, offerKey: value!.offerKey, hotelKey: value!.hotelKey };
    localStorage.setItem('hotel-booking-state', JSON.stringify(stored));
  }, unfinished);

  await page.goto('/online/booking/completion');
  await expect(page.getByTestId('booking-form')).toBeVisible();
  // Globex validates after the booking; its only manager is chosen already; its fees are per room.
  await expect(page.getByTestId('managers')).toContainText('Validation par un manager');
  await expect(page.getByTestId('offer-summary')).toContainText('Frais par chambre');
  // Whether the company already has a traveller of that name decides what the picker offers.
  const { total: namesakes } = (await (await page.request.get('/backend/api/me/travellers?search=Benali&enabled=true', { headers })).json()) as {
    total: number;
  };
  const traveller = page.locator('input[name="rooms.0.travellers.0"]');
  await traveller.fill('Benali');
  if (namesakes > 0)
    await page
      .getByRole('option', { name: /Benali/ })
      .first()
      .click();
  else {
    await expect(page.getByText('Aucun voyageur trouvé')).toBeVisible();
    // No traveller of that name: created on the spot.
    await page.getByRole('button', { name: 'Nouveau voyageur' }).click();
    const dialog = page.getByTestId('new-traveller');
    await dialog.locator('input[name=first_name]').fill('Karim');
    await dialog.locator('input[name=last_name]').fill('Benali');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
  }
  await choose(page.getByRole('combobox', { name: /Client facturé/ }), 'Banque Rhône-Alpes');
  await page.getByLabel(/Code mission/).fill('MIS-0042');
  await shot(page, FOLDER, '10-globex-form');

  // The supplier no longer has the room when the booking is sent (the simulator keeps its offers, so the answer is
  // the one the server gives in that case).
  await page.route('**/backend/api/booking/*/finalise', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'not_available', message: 'the offer is no longer available' }),
    }),
  );
  await confirmThroughSummary(page);
  await expect(page).toHaveURL(/\/online\/booking\/completion\/failed$/);
  await expect(page.getByTestId('booking-failed')).toContainText('La réservation n’a pas abouti');
  await shot(page, FOLDER, '11-failure');
  await page.getByRole('button', { name: 'Faire une demande hors ligne' }).click();
  await expect(page).toHaveURL(/\/offline\/home$/);
  await page.waitForLoadState('networkidle');
  await shot(page, FOLDER, '12-offline-request');
});
