import { expect, test, type Page } from '@playwright/test';
import { agencyToday } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { CONTINGENTS, expectNoSidewaysScroll, fillSignIn, LIST_ROW, PASSWORD, pick, shot as screenshot, signInThroughApi } from './support.ts';
import { confirmThroughSummary, fillParisSearch } from './booking-steps.ts';

/**
 * The allotment journey of the contingents site, on screen from end to end: a hotel admin creates a room type and its config,
 * generates thirty days of stock and sees the grid; a company user finds the hotel in the live search and books that
 * room type; the hotel admin sees the booking and the lower availability, and a range change below the booked rooms is
 * refused with the days named; a hotel user cannot open the back office. The journeys follow one another.
 */
// Each journey walks several screens of a slow shared machine: more time than the default minute.
test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const HOTEL_ADMIN = 'hotel-admin@hotel-demo.fr';
const HOTEL_USER = 'hotel@hotel-demo.fr';
const COMPANY_USER = 'user@initech-demo.fr';
const HOTEL = 'Le Grand Hôtel Opéra Affaires';
const ROOM = 'Chambre Panorama e2e';
const QUANTITY = 3;

const today = agencyToday();
const day = (offset: number) => addDays(today, offset);
/** The stay the company user books: two nights within the generated month. */
const ARRIVAL = day(10);
const DEPARTURE = day(12);

const shot = (page: Page, name: string) => screenshot(page, 'contingent-stock', name);
const menu = (page: Page, label: string) => page.getByRole('menuitem', { name: label, exact: true });
const roomGrid = (page: Page) => page.getByTestId('stock-room').filter({ has: page.getByRole('heading', { name: ROOM }) });
const cell = (page: Page, date: string, metric: string) => roomGrid(page).getByTestId(`${date}.${metric}`);

const formField = (page: Page, label: string) => page.locator('form').getByLabel(label, { exact: false }).first();

test('a hotel admin creates a room type and a config, generates 30 days of stock and sees the grid', async ({ page }) => {
  await page.goto(`${CONTINGENTS}/login`);
  await fillSignIn(page, HOTEL_ADMIN);
  await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin\//);

  await menu(page, 'Types de chambre').click();
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.locator('form input[name=description]').fill(ROOM);
  // The hotel is the admin's own: the server fills it in, the form does not ask for it.
  await expect(page.locator('form').getByLabel('Hôtel')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/hotelgamme\/\d+\/show$/);
  await expect(page.getByText(ROOM).first()).toBeVisible();

  await expect(page.getByText(HOTEL).first()).toBeVisible();

  await menu(page, 'Modèles de contingent').click();
  await page.getByRole('link', { name: 'Créer' }).click();
  await pick(formField(page, 'Type de chambre'), ROOM, 'Panorama');
  const form = page.locator('form');
  await form.locator('input[name=qte_init]').fill(String(QUANTITY));
  await form.locator('input[name=prix_achat]').fill('80');
  await form.locator('input[name=taxe_sejour]').fill('2.5');
  await form.locator('input[name=cancel_day]').fill('1');
  await form.locator('input[name=cancel_hour]').fill('12');
  await shot(page, '01-config-form');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/configcontingent\/\d+\/show$/);
  // The config is named after its room type, in the page's title too.
  await expect(page.locator('#react-admin-title')).toHaveText(`Modèle de contingent ${ROOM}`);

  await page.getByRole('button', { name: 'Générer le stock' }).click();
  const dialog = page.getByRole('dialog', { name: `Générer le stock de ${ROOM}` });
  await expect(dialog.locator('input[name=from]')).toHaveValue(today);
  await expect(dialog.locator('input[name=to]')).toHaveValue(day(29));
  // A range past the 365-day window is refused before it is sent.
  await dialog.locator('input[name=to]').fill(day(400));
  await dialog.getByRole('button', { name: 'Générer' }).click();
  await expect(dialog.getByText('La valeur ne correspond pas au format attendu')).toBeVisible();
  await dialog.locator('input[name=to]').fill(day(29));
  await shot(page, '02-generate');
  await dialog.getByRole('button', { name: 'Générer' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/contingentHotel/\\d+/stock\\?from=${today}&to=${day(29)}$`));
  await expect(page.getByText('Stock généré : 30 jours créés, 0 mis à jour.')).toBeVisible();
  await expect(page.locator('#react-admin-title')).toHaveText(`Grille de stock – ${HOTEL}`);
  await expect(roomGrid(page).getByRole('button', { name: /\d{2}\/\d{2}/ })).toHaveCount(30);
  for (const date of [today, ARRIVAL, day(29)]) {
    await expect(cell(page, date, 'qte_init')).toHaveText(String(QUANTITY));
    await expect(cell(page, date, 'qte_resa')).toHaveText('0');
    await expect(cell(page, date, 'qte_retro')).toHaveText('0');
    await expect(cell(page, date, 'qte_dispo')).toHaveText(String(QUANTITY));
    await expect(cell(page, date, 'prix_achat')).toHaveText('80,00\u00a0€');
  }
  // What the agency sells at stays its own business in the grid.
  await expect(roomGrid(page).getByText('Prix de vente')).toHaveCount(0);
  await roomGrid(page).scrollIntoViewIfNeeded();
  await shot(page, '03-stock-grid');
});

test('a company user finds the hotel in the live search and books the new room type', async ({ page }) => {
  const auth = await page.request.post('/backend/auth', { data: { username: COMPANY_USER, password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await auth.json()).token}` };
  const listed = await (await page.request.get('/backend/api/me/travellers?itemsPerPage=5&enabled=true', { headers })).json();
  const travellers = (Array.isArray(listed) ? listed : listed.items) as { firstName: string; lastName: string }[];
  const traveller = travellers.find((candidate) => candidate.lastName.length >= 3)!;
  expect(traveller).toBeTruthy();

  await signInThroughApi(page, COMPANY_USER);
  await page.goto('/home_search');
  await fillParisSearch(page, ARRIVAL, DEPARTURE);
  await page.getByRole('button', { name: 'Rechercher' }).click();

  await expect(page).toHaveURL('/online/results');
  // The hotel is also in the supplier catalogue: one card, whose cheapest night is now the new room type's sale price
  // (its purchase price, as the agency has not set its own yet).
  const card = page.getByTestId('hotel-card').filter({ has: page.getByRole('heading', { name: HOTEL }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('hotel-price')).toHaveText('80,00\u00a0€');
  await card.scrollIntoViewIfNeeded();
  await shot(page, '04-results');
  await card.getByRole('link', { name: /Voir les offres/ }).click();
  await expect(page).toHaveURL(/\/online\/offers\/(sim|ctg)-\d+$/);

  const offer = page.getByTestId('offer').filter({ hasText: ROOM });
  await expect(offer).toHaveCount(1);
  // Two nights at the config's sale price.
  await expect(offer).toContainText('160,00');
  await shot(page, '05-offers');
  await offer.getByRole('button', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(/\/online\/booking\/completion$/);

  const form = page.getByTestId('booking-form');
  await expect(form).toBeVisible();
  await page.locator('input[name="rooms.0.travellers.0"]').fill(traveller.lastName);
  await page
    .getByRole('option', { name: new RegExp(`${traveller.firstName} ${traveller.lastName}`) })
    .first()
    .click();
  // The summary shows the contingent's room at its sale price before anything is booked.
  await confirmThroughSummary(page, { before: () => expect(page.getByTestId('offer-summary')).toContainText('160,00') });

  await expect(page).toHaveURL(/\/booking\/\d+\/confirm\/online/);
  const confirmation = page.getByTestId('booking-confirm-confirmed');
  await expect(confirmation).toContainText('Réservation confirmée');
  await shot(page, '06-booked');
});

test('the hotel admin sees the booking and the lower availability, and cannot set a quantity below the booked rooms', async ({ page }) => {
  // The test runner's own requests do not resolve *.localhost as the browser does: the admin signs in on screen.
  await page.goto(`${CONTINGENTS}/login?redirect=${encodeURIComponent('/admin/contingentbooking')}`);
  await fillSignIn(page, HOTEL_ADMIN);
  await expect(page).toHaveURL(/\/admin\/contingentbooking/);
  const booking = page.locator(LIST_ROW).filter({ hasText: ROOM });
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText('Confirmée');
  await shot(page, '07-hotel-bookings');

  await menu(page, 'Grille de stock').click();
  await expect(page).toHaveURL(/\/admin\/contingentHotel\/\d+\/stock$/);
  // Both nights of the stay lost a room; the departure day did not.
  for (const date of [ARRIVAL, day(11)]) {
    await expect(cell(page, date, 'qte_resa')).toHaveText('1');
    await expect(cell(page, date, 'qte_dispo')).toHaveText(String(QUANTITY - 1));
  }
  await expect(cell(page, DEPARTURE, 'qte_resa')).toHaveText('0');
  await expect(cell(page, DEPARTURE, 'qte_dispo')).toHaveText(String(QUANTITY));

  // A range of days chosen on the grid: its first and its last day.
  await roomGrid(page)
    .getByTestId(`day-${day(9)}`)
    .click();
  await roomGrid(page).getByTestId(`day-${DEPARTURE}`).click();
  await expect(roomGrid(page).getByTestId('stock-selection')).toContainText(
    `du ${day(9).split('-').reverse().join('/')} au ${DEPARTURE.split('-').reverse().join('/')}`,
  );
  await roomGrid(page).getByRole('button', { name: 'Modifier la période choisie' }).click();
  const dialog = page.getByRole('dialog', { name: `Modifier le stock – ${ROOM}` });
  await expect(dialog.locator('input[name=from]')).toHaveValue(day(9));
  await expect(dialog.locator('input[name=to]')).toHaveValue(DEPARTURE);
  await dialog.locator('input[name=qte_init]').fill('0');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const refusal = dialog.getByTestId('stock-edit-failure');
  await expect(refusal).toContainText('La quantité initiale ne peut pas être inférieure aux quantités réservée et rétrocédée');
  await expect(refusal).toContainText(`Jours concernés : ${[ARRIVAL, day(11)].map((date) => date.split('-').reverse().join('/')).join(', ')}`);
  await shot(page, '08-range-refused-750');

  // Nothing changed; then a quantity the bookings allow goes through for the whole range.
  await dialog.locator('input[name=qte_init]').fill('5');
  await dialog.locator('input[name=prix_achat]').fill('85');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('4 jours modifiés')).toBeVisible();
  await expect(cell(page, ARRIVAL, 'qte_init')).toHaveText('5');
  await expect(cell(page, ARRIVAL, 'qte_dispo')).toHaveText('4');
  await expect(cell(page, DEPARTURE, 'qte_dispo')).toHaveText('5');
  await expect(cell(page, ARRIVAL, 'prix_achat')).toHaveText('85,00\u00a0€');
  await expect(cell(page, day(13), 'qte_init')).toHaveText(String(QUANTITY));

  // A manual release: more rooms than are left is refused with the day named; one room goes back to the hotel.
  await roomGrid(page).getByRole('button', { name: 'Libérer des chambres' }).click();
  const release = page.getByRole('dialog', { name: `Libérer des chambres – ${ROOM}` });
  await release.locator('input[name=from]').fill(day(13));
  await release.locator('input[name=to]').fill(day(13));
  await release.locator('input[name=qte]').fill(String(QUANTITY + 1));
  await release.getByRole('button', { name: 'Libérer' }).click();
  const refused = release.getByTestId('stock-release-failure');
  await expect(refused).toContainText(`Pas assez de chambres libres : au plus ${QUANTITY} chambres par jour sur toute la période.`);
  await expect(refused).toContainText(`Jours concernés : ${day(13).split('-').reverse().join('/')}`);
  await expect(refused).not.toContainText('quantité initiale');
  await release.locator('input[name=qte]').fill('1');
  await shot(page, '09a-release');
  await release.getByRole('button', { name: 'Libérer' }).click();
  await expect(release).toBeHidden();
  await expect(page.getByText('1 chambre libérée')).toBeVisible();
  await expect(cell(page, day(13), 'qte_retro')).toHaveText('1');
  await expect(cell(page, day(13), 'qte_dispo')).toHaveText(String(QUANTITY - 1));

  // The date filter keeps to today and the 365 next days.
  await page.locator('form input[name=to]').first().fill(day(366));
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByText('La valeur ne correspond pas au format attendu')).toBeVisible();
  await roomGrid(page).scrollIntoViewIfNeeded();
  await shot(page, '09-range-changed');

  // On a phone each room type's days scroll in their own box; the page itself stays as wide as the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(cell(page, ARRIVAL, 'qte_dispo')).toHaveText('4');
  await expectNoSidewaysScroll(page);
  await shot(page, '09b-stock-grid-phone');
});

test('a hotel user sees the hotel’s details but cannot open the back office', async ({ page }) => {
  await page.goto(`${CONTINGENTS}/login`);
  await fillSignIn(page, HOTEL_USER);
  await expect(page).toHaveURL(/contingents\.localhost:\d+\/$/);
  const details = page.getByTestId('hotel-details');
  await expect(details.getByRole('heading', { name: HOTEL })).toBeVisible();
  await expect(details.getByTestId('contingent-email')).toHaveText('reservations@hotel-demo.fr, direction@hotel-demo.fr');
  await expect(page.getByTestId('room-types')).toContainText(ROOM);
  await expect(page.getByRole('link', { name: 'Gérer mon hôtel' })).toHaveCount(0);

  await page.goto(`${CONTINGENTS}/admin`);
  await expect(page).toHaveURL(/contingents\.localhost:\d+\/\?redirect=%2Fadmin/);
  await expect(details.getByRole('heading', { name: HOTEL })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Grille de stock' })).toHaveCount(0);
  await shot(page, '10-hotel-user-no-admin');

  // On a phone the home page fits the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${CONTINGENTS}/`);
  await expect(details.getByRole('heading', { name: HOTEL })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, '10b-hotel-home-phone');
});

test('an agency admin manages the hotel from the default back office and signs in as its account', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/contingentHotel');
  await page.getByRole('cell', { name: HOTEL }).click();
  await expect(page).toHaveURL(/\/admin\/contingentHotel\/\d+\/show$/);
  for (const tab of [
    'Hôtel',
    'Contingent',
    'Types de chambre',
    'Modèles de contingent',
    'Contingents',
    'Règles de rétrocession',
    'Rétrocessions',
    'Réservations',
  ]) {
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Contingent', exact: true }).click();
  await expect(page.getByText('reservations@hotel-demo.fr; direction@hotel-demo.fr')).toBeVisible();
  await expect(page.getByText('Carte virtuelle acceptée')).toBeVisible();
  await page.getByRole('tab', { name: 'Types de chambre' }).click();
  await expect(page.getByRole('cell', { name: ROOM })).toBeVisible();
  await shot(page, '11-agency-hotel-page');

  // The agency's grid of the same hotel also shows what it sells at.
  await page.getByRole('link', { name: 'Grille de stock' }).click();
  await expect(page).toHaveURL(/\/admin\/contingentHotel\/\d+\/stock$/);
  await expect(cell(page, ARRIVAL, 'prix_vente')).toHaveText('80,00\u00a0€');
  await page.goBack();

  await page.getByRole('button', { name: 'Se connecter en tant que' }).click();
  await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin\//);
  await expect(page.getByTestId('impersonation')).toContainText('Connecté en tant que Gaëlle Fournier');
  // The hotel admin's back office, confined to its hotel.
  await expect(page.locator(LIST_ROW)).toHaveCount(1);
  await expect(page.getByRole('cell', { name: HOTEL })).toBeVisible();
  await shot(page, '12-agency-as-hotel-admin');
});
