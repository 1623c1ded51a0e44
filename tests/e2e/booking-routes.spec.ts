import { expect, type Page, test } from '@playwright/test';
import { choose, PASSWORD, shot as screenshot, signInThroughApi } from './support.ts';
import { fillAcmeBookingForm } from './booking-steps.ts';
import { day } from '../support/days.ts';

/**
 * The front office's routes around an online booking: the summary between the booking form and the confirmation
 * (/booking/summary), the confirmation page reading the booking's real status, /booking/{id}/edit and
 * /booking/{id}/duplicate, and a dropdown custom field read by its label on the booking page.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const USER = 'user@acme-demo.fr';
const MANAGER = 'manager@acme-demo.fr';
const SERVICES = { breakfast: true, internet: true, parking: false, catering: false, disabledAccess: false };
const shot = (page: Page, name: string) => screenshot(page, 'booking-routes', name);

async function headersOf(page: Page, email: string) {
  const auth = await page.request.post('/backend/auth', { data: { username: email, password: PASSWORD } });
  return { Authorization: `Bearer ${((await auth.json()) as { token: string }).token}` };
}

/** An unfinished online booking of the user in Paris, put in client state as the offers page leaves it. */
async function startBooking(page: Page, from: string, to: string) {
  const headers = await headersOf(page, USER);
  const found = await page.request.post('/backend/api/hrs/hotels/offers', {
    headers,
    data: { destination: { city: 'Paris' }, startDate: from, endDate: to, single: 1, double: 0, services: SERVICES },
  });
  expect(found.ok(), await found.text()).toBe(true);
  const { hotels } = (await found.json()) as { hotels: { key: string; offers: { key: string }[] }[] };
  for (const hotel of hotels) {
    for (const offer of hotel.offers) {
      const started = await page.request.post('/backend/api/booking/online', {
        headers,
        data: { offerKey: offer.key, search: { destination: { city: 'Paris' }, from, to, single: 1, double: 0, services: SERVICES } },
      });
      // A few offers vanish between the search and the booking, as a real supplier's do.
      if (!started.ok()) continue;
      const state = { unfinishedId: ((await started.json()) as { id: number }).id, offerKey: offer.key, hotelKey: hotel.key };
      await page.evaluate((value) => {
        const stored = JSON.parse(localStorage.getItem('hotel-booking-state')!);
        stored.state.onlineBooking = value;
        localStorage.setItem('hotel-booking-state', JSON.stringify(stored));
      }, state);
      return state.unfinishedId;
    }
  }
  throw new Error('no offer could be booked');
}

test('the summary shows what is booked with the labels and the total, "Modifier" keeps the form, confirming books; the confirmation says the real status', async ({
  page,
}) => {
  const [from, to] = [day(44), day(46)];
  await signInThroughApi(page, USER);
  // Nothing in progress: the summary leads to the search.
  await page.goto('/booking/summary');
  await expect(page).toHaveURL('/home_search');

  await startBooking(page, from, to);
  await page.goto('/online/booking/completion');
  const form = page.getByTestId('booking-form');
  await expect(form).toBeVisible();
  const total = (await page.getByTestId('booking-total').textContent())!.replace('Total', '').trim();
  await fillAcmeBookingForm(page);
  await form
    .getByLabel(/Remarques/)
    .first()
    .fill('Arrivée vers 21 h');
  await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();

  await expect(page).toHaveURL('/booking/summary');
  const summary = page.getByTestId('booking-summary');
  await expect(summary.getByTestId('summary-rooms')).toContainText('David Leroy');
  const custom = summary.getByTestId('summary-custom');
  await expect(custom).toContainText('Centre de coût');
  await expect(custom).toContainText('CC-200 Commercial');
  await expect(custom).not.toContainText('CC_200_COMMERCIAL');
  await expect(custom).toContainText('AB-1234');
  await expect(custom).toContainText('PO-7310');
  await expect(summary.getByTestId('summary-details')).toContainText('Arrivée vers 21 h');
  await expect(summary.getByTestId('summary-validation')).toContainText('Claire Durand');
  await expect(summary.getByTestId('offer-summary')).toContainText(/annul/i);
  await expect(summary.getByTestId('booking-total')).toContainText(total);
  await shot(page, '01-summary');

  // Back to the form: everything is still filled.
  await summary.getByRole('button', { name: 'Modifier' }).click();
  await expect(page).toHaveURL('/online/booking/completion');
  await expect(page.locator('input[name="rooms.0.travellers.0"]')).toHaveValue('David Leroy');
  await expect(page.getByRole('combobox', { name: /Centre de coût/ })).toHaveText('CC-200 Commercial');
  await expect(page.getByLabel(/Code projet/)).toHaveValue('AB-1234');
  await expect(page.locator('input[name="orderNumber"]')).toHaveValue('PO-7310');
  await expect(form.getByLabel(/Remarques/).first()).toHaveValue('Arrivée vers 21 h');
  await expect(page.getByRole('combobox', { name: /Manager/ })).toHaveText('Claire Durand');
  await shot(page, '02-form-kept');

  await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();
  await page.getByTestId('booking-summary').getByRole('button', { name: 'Envoyer la demande d’autorisation' }).click();
  await expect(page).toHaveURL(/\/booking\/\d+\/confirm\/online\/pre\/none$/);
  await expect(page.getByTestId('booking-confirm-pre')).toContainText('Statut : En attente d’autorisation');
  const confirmUrl = page.url();
  const id = Number(/\/booking\/(\d+)\/confirm/.exec(confirmUrl)![1]);
  // Booked: the booking is no longer in progress.
  await page.goto('/booking/summary');
  await expect(page).toHaveURL('/home_search');

  // The manager authorises it; the same confirmation link now says where the booking is.
  const allowed = await page.request.post(`/backend/api/booking/${id}/allow`, { headers: await headersOf(page, MANAGER), data: {} });
  expect(allowed.ok(), await allowed.text()).toBe(true);
  await page.goto(confirmUrl);
  const confirmed = page.getByTestId('booking-confirm-confirmed');
  await expect(confirmed).toContainText('Réservation confirmée');
  await expect(confirmed).toContainText('Statut : Confirmée');
  await expect(page.getByText('En attente d’autorisation')).toHaveCount(0);
  await shot(page, '03-confirm-real-status');

  // The booking page reads the dropdown by its label.
  await page.goto(`/booking/${id}/show`);
  await expect(page.getByRole('main')).toContainText('CC-200 Commercial');
  await expect(page.getByRole('main')).not.toContainText('CC_200_COMMERCIAL');
  await shot(page, '04-booking-page-label');
});

test('/booking/{id}/edit opens the booking page with its "Modifier" dialog; /booking/{id}/duplicate fills the search', async ({ page }) => {
  await signInThroughApi(page, USER);
  const headers = await headersOf(page, USER);
  // A confirmed online booking of the user's, from the demo data or the journey above.
  const listed = await (await page.request.get('/backend/api/me/bookings/in_progress?itemsPerPage=100&type=online', { headers })).json();
  const booking = (listed.items as { id: number; status: number; is_online: boolean; destination: string | null; arrival_date: string }[]).find(
    (row) => row.is_online && row.status === 60 && row.destination,
  );
  expect(booking, 'the user has a confirmed online booking').toBeTruthy();

  await page.goto(`/booking/${booking!.id}/edit`);
  const dialog = page.getByRole('dialog', { name: 'Modification impossible' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Une réservation en ligne ne peut pas être modifiée');
  await shot(page, '05-edit-dialog');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('booking-actions')).toBeVisible();

  await page.goto(`/booking/${booking!.id}/duplicate`);
  await expect(page).toHaveURL('/home_search');
  await expect(page.locator('input[name=destination]')).toHaveValue(new RegExp(booking!.destination!));
  const today = day(0);
  const from = booking!.arrival_date.slice(0, 10);
  await expect(page.locator('input[name=from]')).toHaveValue(from < today ? /\d{4}-\d{2}-\d{2}/ : from);
  await shot(page, '06-duplicate-search');
});

test('a confirmation refused field by field goes back to the form with the refusals by their fields; another failure stays on the summary', async ({
  page,
}) => {
  await signInThroughApi(page, USER);
  await startBooking(page, day(48), day(49));
  await page.goto('/online/booking/completion');
  await expect(page.getByTestId('booking-form')).toBeVisible();
  await page.locator('input[name="rooms.0.travellers.0"]').fill('Leroy');
  await page.getByRole('option', { name: /David Leroy/ }).click();
  await choose(page.getByRole('combobox', { name: /Centre de coût/ }), 'CC-200 Commercial');
  const project = page.getByLabel(/Code projet/);
  await project.fill('AB-1234');
  await choose(page.getByRole('combobox', { name: /Manager/ }), 'Claire Durand');
  const projectKey = (await project.getAttribute('name'))!;

  // The server refuses the project code (as it would a value changed in between).
  await page.route('**/backend/api/booking/*/finalise', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 400, message: 'invalid', errors: { [projectKey]: 760 } }) }),
  );
  await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();
  await page.getByTestId('booking-summary').getByRole('button', { name: 'Envoyer la demande d’autorisation' }).click();
  await expect(page).toHaveURL('/online/booking/completion');
  await expect(page.getByTestId('error-summary')).toContainText('Corrigez les champs suivants :');
  await expect(page.getByText('Format attendu : deux lettres, un tiret et quatre chiffres.')).toBeVisible();
  await expect(project).toHaveValue('AB-1234');
  await shot(page, '07-refused-field');

  // Any other failure is said on the summary, which stays as it is.
  await page.unroute('**/backend/api/booking/*/finalise');
  await page.route('**/backend/api/booking/*/finalise', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, message: 'boom' }) }),
  );
  await project.fill('AB-1235');
  await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();
  const summary = page.getByTestId('booking-summary');
  await summary.getByRole('button', { name: 'Envoyer la demande d’autorisation' }).click();
  await expect(summary.getByTestId('booking-failure')).toBeVisible();
  await expect(page).toHaveURL('/booking/summary');
  await expect(summary.getByTestId('summary-custom')).toContainText('AB-1235');
  await shot(page, '08-failure-on-summary');
});
