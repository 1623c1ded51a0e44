import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, shot as screenshot, signInThroughApi } from './support.ts';
import { fillParisSearch, openFirstBookableOffer } from './booking-steps.ts';
import { day } from '../support/days.ts';

/**
 * The booking calls on screen: "Mes réservations" counts its open tabs with one call
 * (POST /bookings/nb_bookings_in_progress), and a booker gives up an unfinished online booking from the booking form
 * (GET /booking/disable/:id).
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'booking-calls', name);

async function tokenOf(page: Page, email: string) {
  const auth = await page.request.post('/backend/auth', { data: { username: email, password: PASSWORD } });
  return { Authorization: `Bearer ${(await auth.json()).token}` };
}

/**
 * An online booking of Acme's user sent to the demo manager for authorisation (status 10), through the booking API as
 * the booking form does: the first offer still there, Acme's required references, the manager chosen.
 */
async function askManagerThroughApi(page: Page): Promise<{ id: number; ref: string }> {
  const headers = await tokenOf(page, 'user@acme-demo.fr');
  const services = { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false };
  const [from, to] = [day(60), day(62)];
  const search = await page.request.post('/backend/api/hrs/hotels/offers', {
    headers,
    data: { destination: { city: 'Paris' }, startDate: from, endDate: to, single: 1, double: 0, services },
  });
  expect(search.ok(), await search.text()).toBe(true);
  const offers = ((await search.json()).hotels as { offers: { key: string }[] }[]).flatMap((hotel) => hotel.offers);
  const listed = await (await page.request.get('/backend/api/me/travellers?itemsPerPage=1&enabled=true', { headers })).json();
  const traveller = (Array.isArray(listed) ? listed : listed.items)[0] as { id: number };
  for (const offer of offers.slice(0, 5)) {
    const started = await page.request.post('/backend/api/booking/online', {
      headers,
      data: { offerKey: offer.key, search: { destination: 'Paris', from, to, single: 1, double: 0, services } },
    });
    if (!started.ok()) continue;
    const { id, ref } = (await started.json()) as { id: number; ref: string };
    const form = (await (await page.request.get(`/backend/api/booking/unfinished/${id}`, { headers })).json()) as {
      customFields: { id: number; type: number; required: boolean; options: { value: string }[] }[];
      validation: { managers: { id: number; firstName: string }[] };
    };
    const customFields = Object.fromEntries(
      form.customFields.filter((field) => field.required).map((field) => [field.id, field.type === 30 ? field.options[0].value : 'AB-1234']),
    );
    const manager = form.validation.managers.find((candidate) => candidate.firstName === 'Claire');
    expect(manager).toBeTruthy();
    const finalised = await page.request.post(`/backend/api/booking/${id}/finalise`, {
      headers,
      data: {
        rooms: [{ occupancy: 1, travellers: [traveller.id] }],
        customFields,
        orderNumber: 'PO-1234',
        managers: [manager!.id],
        confirmationKey: `e2e-calls-${Date.now()}`,
      },
    });
    expect(finalised.ok(), await finalised.text()).toBe(true);
    expect((await finalised.json()).status).toBe(10);
    return { id, ref };
  }
  throw new Error('no bookable offer in Paris');
}

test('"Mes réservations" shows on the "En cours" tab the number of bookings its list holds, filters included', async ({ page }) => {
  const USER = 'user@acme-demo.fr';
  const headers = await tokenOf(page, USER);
  const totalOf = async (query: string) =>
    (await (await page.request.get(`/backend/api/me/bookings/in_progress?itemsPerPage=1${query}`, { headers })).json()).total as number;
  const all = await totalOf('');
  expect(all).toBeGreaterThan(0);
  await signInThroughApi(page, USER);

  await page.goto('/bookings?tab=in_progress');
  const tab = page.getByTestId('bookings-tab-in_progress');
  await expect(tab).toHaveText(`En cours (${all})`);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The list under the tab says the same total.
  await expect(page.getByText(new RegExp(`sur ${all}$`))).toBeVisible();
  await expect(page.getByTestId('bookings-tab-todo')).toHaveText(/^À traiter \(\d+\)$/);

  // A filter changes the count as it changes the list.
  const online = await totalOf('&type=online');
  await page.getByLabel('Type').click();
  await page.getByRole('option', { name: 'En ligne' }).click();
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(tab).toHaveText(`En cours (${online})`);
  await expect(page.getByText(new RegExp(`sur ${online}$`))).toBeVisible();
  await shot(page, '01-in-progress-count');
});

/** Searches Paris `inDaysFromNow` days ahead and opens the booking form of an offer: answers the unfinished booking's id. */
async function startBooking(page: Page, inDaysFromNow: number): Promise<number> {
  await page.goto('/home_search');
  await fillParisSearch(page, day(inDaysFromNow), day(inDaysFromNow + 2));
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL('/online/results');
  await openFirstBookableOffer(page);
  await expect(page.getByTestId('booking-form')).toBeVisible();
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state') ?? '{}').state?.onlineBooking?.unfinishedId as number);
  expect(id).toBeGreaterThan(0);
  return id;
}

test('a user gives up an unfinished online booking from the booking form: back on the results, the booking gone', async ({ page }) => {
  const USER = 'user@initech-demo.fr';
  await signInThroughApi(page, USER);
  const id = await startBooking(page, 50);

  await page.getByTestId('abandon-booking').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('La réservation ne sera pas faite');
  await shot(page, '02-abandon-dialog');
  await dialog.getByRole('button', { name: 'Abandonner', exact: true }).click();

  await expect(page).toHaveURL('/online/results');
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  const headers = await tokenOf(page, USER);
  expect((await page.request.get(`/backend/api/booking/unfinished/${id}`, { headers })).status()).toBe(404);
  expect((await (await page.request.get(`/backend/api/me/booking/${id}`, { headers })).json()).status).toBe(-1);
  // Its form is gone too: the completion page has no booking to finish any more.
  await page.goto(`/online/booking/completion/${id}`);
  await expect(page.getByTestId('completion-missing')).toBeVisible();
  await shot(page, '03-after-abandon');
});

test('giving up on the failure screen abandons the booking on the server too', async ({ page }) => {
  const USER = 'user@initech-demo.fr';
  await signInThroughApi(page, USER);
  const id = await startBooking(page, 54);
  await page.goto('/online/booking/completion/failed');
  // Initech sends no offline request: its failure screen offers none.
  await expect(page.getByTestId('booking-failed').getByRole('button', { name: 'Relancer la recherche' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Faire une demande hors ligne' })).toHaveCount(0);
  await expect(page.getByTestId('booking-failed')).not.toContainText('agence');
  await page.getByTestId('booking-failed').getByRole('button', { name: 'Abandonner' }).click();
  await expect(page).toHaveURL('/home_search');
  const headers = await tokenOf(page, USER);
  await expect.poll(async () => (await (await page.request.get(`/backend/api/me/booking/${id}`, { headers })).json()).status).toBe(-1);
  await shot(page, '04-failure-given-up');
});

test('a manager reads on the booking page who must decide, and opens its provider details', async ({ page }) => {
  const MANAGER = 'manager@acme-demo.fr';
  const booking = await askManagerThroughApi(page);
  await signInThroughApi(page, MANAGER);

  await page.goto(`/booking/${booking.id}/show`);
  const panel = page.getByTestId('booking-validation');
  await expect(panel).toContainText('Autorisation demandée avant la réservation');
  await expect(panel).toContainText('Votre décision est attendue.');
  await expect(panel).toContainText('Claire Durand (avant)');
  await expect(panel).toContainText('En attente');

  const provider = page.getByTestId('provider-details');
  await expect(provider.getByTestId('provider-details-content')).toHaveCount(0);
  await provider.getByRole('button', { name: 'Afficher' }).click();
  await expect(provider.getByTestId('provider-details-content')).toContainText('Référence fournisseur');
  await expect(provider.getByTestId('provider-details-content')).toContainText('Prix total');
  await shot(page, '04-manager-booking-page');
});
