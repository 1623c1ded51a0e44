import { expect, test, type Page } from '@playwright/test';
import { authHeaders, CONTINGENTS, fillSignIn, pick, shot as screenshot, signInThroughApi } from './support.ts';

/** The generated forms of the back office: saving, instants on the agency's clock, field errors, prefilled parents. */
const shot = (page: Page, name: string) => screenshot(page, 'forms', name);

test.use({ locale: 'fr-FR', timezoneId: 'America/New_York' });

/** The hotel of the signed-in hotel admin, read from the page with its own session (the API scopes it to that hotel). */
async function ownHotel(page: Page): Promise<{ id: number; name: string; phone_number: string | null }> {
  const hotels = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('hotel-booking-state') ?? '{}').state.session.token;
    const headers = { Authorization: `Bearer ${token}` };
    const list: { id: number }[] = await (await fetch('/backend/api/contingent-hotels?range=[0,1]', { headers })).json();
    return Promise.all(list.map(async ({ id }) => (await fetch(`/backend/api/contingent-hotels/${id}`, { headers })).json()));
  });
  expect(hotels).toHaveLength(1);
  return hotels[0];
}

/** The success notice react-admin shows after a save. */
const saved = (page: Page) => expect(page.getByText('Élément mis à jour')).toBeVisible();

test.describe('a hotel admin saves their own hotel on the contingents site', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${CONTINGENTS}/login`);
    await fillSignIn(page, 'hotel-admin@hotel-demo.fr');
    await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin\//);
  });

  test('with a changed phone number, kept after a reload', async ({ page }) => {
    const hotel = await ownHotel(page);
    await page.goto(`${CONTINGENTS}/admin/contingentHotel/${hotel.id}`);
    const phone = page.getByLabel('Téléphone');
    await expect(phone).toHaveValue(hotel.phone_number ?? '');
    const changed = hotel.phone_number === '+33 1 40 00 00 01' ? '+33 1 40 00 00 02' : '+33 1 40 00 00 01';
    await phone.fill(changed);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await saved(page);
    await expect(page.getByText('Le formulaire n’est pas valide')).toHaveCount(0);
    await shot(page, '01-hotel-saved');
    await page.goto(`${CONTINGENTS}/admin/contingentHotel/${hotel.id}`);
    await page.reload();
    await expect(page.getByLabel('Téléphone')).toHaveValue(changed);
  });

  test('without a change, its agency contact included, which it may not read', async ({ page }) => {
    const hotel = await ownHotel(page);
    await page.goto(`${CONTINGENTS}/admin/contingentHotel/${hotel.id}`);
    await expect(page.getByLabel('Nom *')).toHaveValue(hotel.name);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await saved(page);
    await expect(page.getByText('Le formulaire n’est pas valide')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/contingentHotel/${hotel.id}/show$`));
    await shot(page, '02-hotel-saved-unchanged');
    await page.reload();
    await expect(page.getByText(hotel.name).first()).toBeVisible();
  });
});

/** The demo hotel as the agency reads it, and one of its room types. */
async function operaHotel(page: Page): Promise<{ id: number; name: string; roomType: string }> {
  const headers = await authHeaders(page.request, 'admin@agence-demo.fr');
  const filter = (value: object) => encodeURIComponent(JSON.stringify(value));
  const [hotel] = await (await page.request.get(`/backend/api/contingent-hotels?filter=${filter({ q: 'Opéra Affaires' })}&range=[0,0]`, { headers })).json();
  const [room] = await (await page.request.get(`/backend/api/hotelgammes?filter=${filter({ hotel: hotel.id })}&range=[0,0]`, { headers })).json();
  return { id: hotel.id, name: hotel.name, roomType: room.description };
}

test.describe('the agency back office', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'admin@agence-demo.fr');
  });

  test('an address create/<parent>/<id> opens the form with its parent filled in, as the related tab does', async ({ page }) => {
    const hotel = await operaHotel(page);
    const hotelInput = page.getByLabel('Hôtel *');
    // The related tab's button first.
    await page.goto(`/admin/contingentHotel/${hotel.id}/show`);
    await page.getByRole('tab', { name: 'Types de chambre' }).click();
    await page.getByRole('link', { name: 'Créer' }).click();
    await expect(page).toHaveURL(/\/admin\/hotelgamme\/create$/);
    await expect(hotelInput).toHaveValue(hotel.name);
    // The same form from its address, by the reference field's name or by the parent entity's.
    for (const parent of ['hotel', 'contingentHotel']) {
      await page.goto(`/admin/hotelgamme/create/${parent}/${hotel.id}`);
      await expect(page).toHaveURL(/\/admin\/hotelgamme\/create$/);
      await expect(hotelInput).toHaveValue(hotel.name);
    }
    await shot(page, '03-create-with-parent');
    await page.getByLabel('Description *').fill('Suite junior vue Opéra');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Élément créé')).toBeVisible();
    await expect(page.getByRole('link', { name: hotel.name })).toBeVisible();
    // An address naming no parent of the entity opens the form empty.
    await page.goto(`/admin/hotelgamme/create/company/${hotel.id}`);
    await expect(page).toHaveURL(/\/admin\/hotelgamme\/create$/);
    await expect(hotelInput).toHaveValue('');
  });

  test('a contingent day is created with its cancellation deadline on the Paris clock, from a New York browser', async ({ page }) => {
    const hotel = await operaHotel(page);
    await page.goto(`/admin/contingent/create/hotel/${hotel.id}`);
    await expect(page.getByLabel('Hôtel *')).toHaveValue(hotel.name);
    await page.getByLabel('Date *').fill('2028-09-09');
    await pick(page.getByRole('combobox', { name: 'Type de chambre' }), hotel.roomType, hotel.roomType);
    await page.getByLabel('Quantité initiale *').fill('4');
    await page.getByLabel('Prix d’achat *').fill('80');
    await page.getByLabel('Prix de vente *').fill('95.5');
    const deadline = page.getByLabel('Annulation possible jusqu’au *');
    await expect(page.getByText('Heure de Paris')).toBeVisible();
    await deadline.fill('2028-09-08T18:00');
    await shot(page, '04-contingent-day-form');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Élément créé')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/contingent\/\d+\/show$/);
    // 18:00 in Paris, shown as such, though the browser's clock reads 12:00.
    await expect(page.getByText('08/09/2028 18:00')).toBeVisible();
    await expect(page.getByText('95,50\u00a0€')).toBeVisible();
    await shot(page, '05-contingent-day-shown');

    await page.getByRole('link', { name: 'Éditer' }).click();
    await expect(deadline).toHaveValue('2028-09-08T18:00');
    await expect(page.getByLabel('Prix de vente *')).toHaveValue('95.50');
    // A deadline after the day itself: the server's 755 under the field, in words.
    await deadline.fill('2028-09-10T09:00');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const error = page.getByText('La date d’annulation ne peut pas être postérieure à la date du contingent');
    await expect(error).toBeVisible();
    await expect(deadline).toHaveAttribute('aria-invalid', 'true');
    await shot(page, '06-contingent-deadline-error');
    // Saved back as it was, the deadline stays the same instant.
    await deadline.fill('2028-09-08T18:00');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Élément mis à jour')).toBeVisible();
    await expect(page.getByText('08/09/2028 18:00')).toBeVisible();
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('a field error the server returns shows under its field in English', async ({ page }) => {
    await signInThroughApi(page, 'admin@agence-demo.fr');
    const hotel = await operaHotel(page);
    await page.goto(`/admin/contingent/create/hotel/${hotel.id}`);
    await page.getByLabel('Date *').fill('2028-10-09');
    await pick(page.getByRole('combobox', { name: 'Room type' }), hotel.roomType, hotel.roomType);
    await page.getByLabel('Initial quantity *').fill('2');
    await page.getByLabel('Purchase price *').fill('70');
    await page.getByLabel('Selling price *').fill('90');
    await page.getByLabel('Free cancellation until *').fill('2028-10-12T09:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The cancellation date cannot be later than the contingent date')).toBeVisible();
    await shot(page, '07-contingent-deadline-error-en');
  });
});
