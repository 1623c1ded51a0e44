import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { authHeaders, fillSignIn, mailedLink, shot } from './support.ts';
import { acmeForm, bookThroughApi } from './api-bookings.ts';
import { day } from '../support/days.ts';

/**
 * The mails that ask the booker for a step lead where the step is taken, as the booker reads them in their mailbox:
 * "Valider la proposition" opens the agency's proposal to accept or refuse, "Saisir le bon de commande" the purchase
 * order to enter; then the page shows the booking's new status. Through the booking's public link when the company
 * lets that link edit the booking (Acme does by default), through the signed-in booking page otherwise.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const FOLDER = 'mail-actions';
const ACME_USER = 'user@acme-demo.fr';
const ACME_MANAGER = 'manager@acme-demo.fr';

/** Acme's company id and the admin's headers, to switch what Acme's public links allow. */
async function acmeLinks(request: APIRequestContext) {
  const user = await authHeaders(request, ACME_USER);
  const companyId = (await (await request.get('/backend/api/security/ping', { headers: user })).json()).company.id as number;
  const admin = await authHeaders(request, 'admin@agence-demo.fr');
  return async (flags: { edit_link: boolean }) => {
    const saved = await request.put(`/backend/api/companies/${companyId}`, { headers: admin, data: flags });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
}

/** Acme's user sends an offline request, the manager allows it, the agency takes it: it waits for a proposal (40). */
async function requestBeingProcessed(request: APIRequestContext) {
  const headers = await authHeaders(request, ACME_USER);
  const form = await acmeForm(request, headers, ACME_MANAGER);
  const sent = await request.post('/backend/api/booking/offline', {
    headers,
    data: {
      submit: true,
      from: day(45),
      to: day(47),
      destination: 'Lyon',
      priority: 'place',
      single: 1,
      double: 0,
      travellers: [{ firstName: 'David', lastName: 'Leroy', email: ACME_USER, phone: '+33 6 11 22 33 44' }],
      services: { breakfast: true, internet: true },
      comments: 'Près de la gare Part-Dieu',
      orderNumber: 'PO-2027',
      ...form,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { id, ref } = (await sent.json()) as { id: number; ref: string };
  const allowed = await request.post(`/backend/api/booking/${id}/allow`, { headers: await authHeaders(request, ACME_MANAGER), data: {} });
  expect(allowed.ok(), await allowed.text()).toBe(true);
  await agencyStep(request, id, 'take');
  return { id, ref };
}

async function agencyStep(request: APIRequestContext, id: number, event: 'take' | 'propose', data: Record<string, unknown> = {}) {
  const done = await request.post(`/backend/api/booking/${id}/agency/${event}`, { headers: await authHeaders(request, 'agent@agence-demo.fr'), data });
  expect(done.ok(), await done.text()).toBe(true);
}

const statusOf = (page: Page) => page.getByRole('main').getByTestId('booking-status').first();

test('the proposal mail: refused on the signed-in page after signing in, then the next one accepted through the public link', async ({ page }) => {
  test.setTimeout(90_000);
  const setLinks = await acmeLinks(page.request);
  const booking = await requestBeingProcessed(page.request);

  // Acme keeps its links to reading: the mail leads to the booking's page, through the sign-in page.
  await setLinks({ edit_link: false });
  try {
    await agencyStep(page.request, booking.id, 'propose', {
      proposal: 'Hôtel Loin, à 40 minutes du site',
      hotelName: 'Hôtel Loin',
      pricePerNight: 80,
      totalPrice: 160,
    });
    const link = await mailedLink(ACME_USER, /href="([^"]+)">Valider la proposition/, { about: booking.ref });
    expect(link).toMatch(new RegExp(`/booking/${booking.id}/show\\?action=proposal$`));
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await fillSignIn(page, ACME_USER);
  } finally {
    await setLinks({ edit_link: true });
  }
  const proposal = page.getByRole('dialog', { name: `Proposition de l’agence pour ${booking.ref}` });
  await expect(proposal).toBeVisible();
  await expect(proposal.getByTestId('proposal-text')).toHaveText('Hôtel Loin, à 40 minutes du site');
  await expect(proposal).toContainText('Prix du séjour : 160,00 €');
  await shot(page, FOLDER, '01-signed-in-proposal');
  await proposal.getByRole('button', { name: 'Refuser la proposition' }).click();
  const refusal = page.getByRole('dialog', { name: `Refuser la proposition de ${booking.ref}` });
  await refusal.getByRole('button', { name: 'Refuser' }).click();
  await expect(refusal.getByText('Ce champ est obligatoire')).toBeVisible();
  await refusal.getByLabel('Motif du refus').fill('Trop loin du site');
  await refusal.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByTestId('booking-notice')).toHaveText('Proposition refusée');
  await expect(statusOf(page)).toHaveText('En cours de traitement');
  // The step has left the address: reading the page again asks nothing.
  await expect(page).toHaveURL(new RegExp(`/booking/${booking.id}/show$`));
  await expect(page.getByTestId('booking-history')).toContainText('Trop loin du site');
  await shot(page, FOLDER, '02-signed-in-refused');

  // The agency proposes again; Acme's links edit again: the mail opens the public page, nobody signed in.
  await agencyStep(page.request, booking.id, 'propose', {
    proposal: 'Hôtel des Célestins, chambre calme sur cour',
    hotelName: 'Hôtel des Célestins',
    pricePerNight: 98,
    totalPrice: 196,
  });
  const publicLink = await mailedLink(ACME_USER, /href="([^"]+\/public\/booking\/[^"]+)">Valider la proposition/);
  expect(publicLink).toMatch(/\/public\/booking\/[A-Za-z0-9_-]+\/edit\?action=proposal$/);
  const visitor = await page
    .context()
    .browser()!
    .newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const mailbox = await visitor.newPage();
  await mailbox.goto(publicLink);
  const offered = mailbox.getByRole('dialog', { name: `Proposition de l’agence pour ${booking.ref}` });
  await expect(offered.getByTestId('proposal-text')).toHaveText('Hôtel des Célestins, chambre calme sur cour');
  await expect(offered).toContainText('Prix par nuit : 98,00 €');
  await shot(mailbox, FOLDER, '03-public-proposal');
  // Accepting waits for the server: held back, the button says it is sending.
  await mailbox.route('**/backend/public/api/booking/*/accept_proposal', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ response });
  });
  await offered.getByRole('button', { name: 'Accepter la proposition' }).click();
  await expect(offered.getByRole('button', { name: /Envoi/ })).toBeDisabled();
  await expect(mailbox.getByTestId('public-booking-notice')).toHaveText('Proposition acceptée');
  await expect(mailbox.getByTestId('booking-status')).toHaveText('En attente de confirmation');
  await expect(mailbox.getByTestId('public-booking-actions').getByRole('button', { name: 'Accepter la proposition' })).toHaveCount(0);
  await shot(mailbox, FOLDER, '04-public-accepted');

  // The same link followed again says the step is done, and asks nothing.
  await mailbox.goto(publicLink);
  await expect(mailbox.getByTestId('public-booking-notice')).toHaveText('Cette étape n’est plus possible : la réservation est « En attente de confirmation ».');
  await expect(mailbox.getByRole('dialog')).toHaveCount(0);
  await shot(mailbox, FOLDER, '05-public-link-again');
  await visitor.close();
});

test('the purchase-order mail: the number checked against Acme’s pattern, shown as an example, with its PDF, through the public link', async ({ page }) => {
  // Acme's user books without a purchase order; once the manager allows it, the booking waits for one (55).
  const booking = await bookThroughApi(page.request, { user: ACME_USER, offset: 60, extra: (headers) => acmeForm(page.request, headers, ACME_MANAGER) });
  const allowed = await page.request.post(`/backend/api/booking/${booking.id}/allow`, { headers: await authHeaders(page.request, ACME_MANAGER), data: {} });
  expect(allowed.ok(), await allowed.text()).toBe(true);
  expect((await allowed.json()).status).toBe(55);

  const link = await mailedLink(ACME_USER, /href="([^"]+)">Saisir le bon de commande/, { about: booking.ref });
  expect(link).toMatch(/\/public\/booking\/[A-Za-z0-9_-]+\/edit\?action=order_number$/);
  await page.goto(link);
  const order = page.getByRole('dialog', { name: 'Bon de commande' });
  await expect(order).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('En attente de bon de commande');
  // The page is about the step the mail asks for, not about changing the booking.
  await expect(page.locator('h1')).toHaveText(/^Votre réservation BK\d+/);
  await expect(page.getByText('Une réservation en ligne ne peut pas être modifiée')).toHaveCount(0);
  await expect(order.getByText('Format attendu, par exemple : PO-1234')).toBeVisible();
  await order.getByLabel('Numéro de bon de commande').fill('PO-12');
  await order.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(order.getByText('La valeur ne correspond pas au format attendu', { exact: true })).toBeVisible();
  await shot(page, FOLDER, '06-public-order-refused');
  await order.getByLabel('Numéro de bon de commande').fill('PO-2026');
  await order
    .getByTestId('order-file')
    .setInputFiles({ name: 'bon-de-commande.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% test purchase order\n%%EOF\n') });
  await expect(order.getByRole('button', { name: 'bon-de-commande.pdf' })).toBeVisible();
  await shot(page, FOLDER, '07-public-order-filled');
  await order.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('public-booking-notice')).toHaveText('Bon de commande enregistré');
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmée');
  await expect(page.getByRole('main')).toContainText('Bon de commande : PO-2026');
  await shot(page, FOLDER, '08-public-order-saved');

  // The booker's signed-in page has it too, with its file.
  const headers = await authHeaders(page.request, ACME_USER);
  const detail = await (await page.request.get(`/backend/api/me/booking/${booking.id}`, { headers })).json();
  expect(detail).toMatchObject({ status: 60, order_number: 'PO-2026', order_number_file_name: 'bon-de-commande.pdf' });
});
