import { expect, type Page } from '@playwright/test';
import { choose, PASSWORD } from './support.ts';

/** The steps of the front office's booking and request screens that journeys take on the way to what they check. */

/**
 * The booking form's last step: "Vérifier ma réservation" opens the summary (/booking/summary), whose button books
 * (`confirm`: "Envoyer la demande d’autorisation" when a manager authorises first). Returns the summary, to look at
 * before confirming when `before` is given.
 */
export async function confirmThroughSummary(
  page: Page,
  { confirm = 'Confirmer la réservation', before }: { confirm?: string; before?: () => Promise<unknown> } = {},
) {
  await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();
  await expect(page).toHaveURL(/\/booking\/summary$/);
  const summary = page.getByTestId('booking-summary');
  await expect(summary).toBeVisible();
  if (before) await before();
  await summary.getByRole('button', { name: confirm }).click();
  return summary;
}

/** The Acme user's booking form filled as the demo company asks (traveller, cost centre, project, order, manager). */
export async function fillAcmeBookingForm(page: Page) {
  await page.locator('input[name="rooms.0.travellers.0"]').fill('Leroy');
  await page.getByRole('option', { name: /David Leroy/ }).click();
  await choose(page.getByRole('combobox', { name: /Centre de coût/ }), 'CC-200 Commercial');
  await page.getByLabel(/Code projet/).fill('AB-1234');
  await page.locator('input[name="orderNumber"]').fill('PO-7310');
  await choose(page.getByRole('combobox', { name: /Manager/ }), 'Claire Durand');
}

/** Fills the search form for Paris, the first place the list proposes, between two days: ready to be sent. */
export async function fillParisSearch(page: Page, from: string, to: string) {
  await page.locator('input[name=destination]').fill('Par');
  await page
    .getByRole('option', { name: /^Paris/ })
    .first()
    .click();
  await page.locator('input[name=from]').fill(from);
  await page.locator('input[name=to]').fill(to);
}

/** A search of one single room in `city` as the search form keeps it in client state, `patch` changing it. */
export const keptSearch = (city: string, from: string, to: string, patch: Record<string, unknown> = {}) => ({
  destination: { kind: 'city', label: city, city },
  favoriteHotel: null,
  bedrooms: { single: 1, double: 0 },
  from,
  to,
  services: { breakfast: true, internet: true, parking: false, catering: false, disabledAccess: false },
  filters: { stars: [], priceMin: null, priceMax: null, sort: 'price' },
  context: 'online',
  ...patch,
});

/** Puts a search into client state, where the search form keeps the one the user typed (its offline button reads it too). */
export async function keepSearch(page: Page, search: ReturnType<typeof keptSearch>) {
  await page.evaluate((value) => {
    const stored = JSON.parse(localStorage.getItem('hotel-booking-state') ?? '{"version":20201201,"state":{}}');
    stored.state.search = value;
    localStorage.setItem('hotel-booking-state', JSON.stringify(stored));
  }, search);
}

/** Sends the search on screen and opens the offers of the first hotel it finds. */
export async function openFirstHotelOffers(page: Page) {
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page
    .getByTestId('hotel-card')
    .first()
    .getByRole('link', { name: /Voir les offres/ })
    .click();
}

const FRENCH_OFFER_LABELS: { offers: string | RegExp; book: string; gone: string } = {
  offers: /Voir les offres/,
  book: 'Réserver',
  gone: 'Cette offre n’est plus disponible',
};

/**
 * From the results of a search, opens the booking form of the first offer still available: the simulator takes a few
 * offers away between the search and the booking, as a real supplier does, so up to five hotels are tried.
 * `onOffers` runs on each hotel's offers page before its first offer is chosen; `labels` are the screens' words in
 * the browser's language (French by default).
 */
export async function openFirstBookableOffer(
  page: Page,
  {
    origin = '',
    onOffers,
    labels = FRENCH_OFFER_LABELS,
  }: { origin?: string; onOffers?: (index: number) => Promise<unknown>; labels?: typeof FRENCH_OFFER_LABELS } = {},
) {
  let opened = false;
  for (let index = 0; index < 5 && !opened; index++) {
    await page.goto(`${origin}/online/results`);
    await page.getByTestId('hotel-card').nth(index).getByRole('link', { name: labels.offers }).click();
    await expect(page).toHaveURL(/\/online\/offers\/[^/]+$/);
    if (onOffers) await onOffers(index);
    await page.getByTestId('offer').first().getByRole('button', { name: labels.book }).click();
    opened = await Promise.race([
      page.waitForURL(/\/online\/booking\/completion$/).then(() => true),
      page
        .getByText(labels.gone)
        .waitFor()
        .then(() => false),
    ]);
  }
  expect(opened, 'an offer opens the booking form').toBe(true);
}

/**
 * After a public request form was sent: its reference, as the confirmation names it, and the agency's booking list
 * rows found by that reference (read through the API as the agency admin).
 */
export async function sentRequestSeenByAgency(page: Page) {
  const sent = page.getByTestId('public-request-sent');
  await expect(sent).toContainText('Demande envoyée');
  const ref = /demande (BK\d+)/.exec((await sent.textContent())!)![1];
  const auth = await page.request.post('/backend/auth', { data: { username: 'admin@agence-demo.fr', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await auth.json()).token}` };
  const listed = await (await page.request.get(`/backend/api/bookings?filter=${encodeURIComponent(JSON.stringify({ q: ref }))}`, { headers })).json();
  return { ref, listed };
}
