import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, shot as screenshot, signInThroughApi } from './support.ts';
import { day } from '../support/days.ts';
import { openFirstHotelOffers } from './booking-steps.ts';

const shot = (page: Page, name: string) => screenshot(page, 'search', name);
/** The first screen only, as the user sees it before scrolling. */
const shotTop = (page: Page, name: string) => screenshot(page, 'search', name, { top: true });

/** Types a destination and picks the option of that name. */
async function chooseDestination(page: Page, typed: string, option: string) {
  await page.locator('input[name=destination]').fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .click();
}

async function setRooms(page: Page, single: number, double: number) {
  await page.locator('input[name=single]').fill(String(single));
  await page.locator('input[name=double]').fill(String(double));
}

/** An Initech user searches Toulouse and opens the offers of the first hotel found. */
async function toulouseOffers(page: Page) {
  await signInThroughApi(page, 'user@initech-demo.fr');
  await page.goto('/home_search');
  await chooseDestination(page, 'Toul', 'Toulouse');
  await openFirstHotelOffers(page);
}

test.describe('search and live offers', () => {
  test.use({ locale: 'fr-FR' });

  test('(d) single and double rooms together are refused online, with the offline request offered', async ({ page }) => {
    await signInThroughApi(page, 'user@acme-demo.fr');
    await page.goto('/home_search');
    await expect(page.getByRole('heading', { name: 'Bonjour David' })).toBeVisible();
    await chooseDestination(page, 'Par', 'Paris');
    await setRooms(page, 1, 1);
    const refusal = page.getByTestId('mixed-rooms');
    await expect(refusal).toContainText('ne peut pas mêler chambres individuelles et chambres doubles');
    await expect(refusal.getByRole('button', { name: 'Envoyer une demande hors ligne' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
    await shot(page, 'mixed-rooms-refused');

    // The offline request starts from the search, kept in client state.
    await refusal.getByRole('button', { name: 'Envoyer une demande hors ligne' }).click();
    await expect(page).toHaveURL('/offline/home');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state')!).state.search);
    expect(saved).toMatchObject({ context: 'offline', destination: { label: 'Paris' }, bedrooms: { single: 1, double: 1 } });
  });

  test('(d) a company without offline requests is offered two bookings instead', async ({ page }) => {
    await signInThroughApi(page, 'user@initech-demo.fr');
    await page.goto('/home_search');
    await chooseDestination(page, 'Par', 'Paris');
    await setRooms(page, 1, 1);
    const refusal = page.getByTestId('mixed-rooms');
    await expect(refusal).toContainText('faites deux réservations');
    await expect(refusal.getByRole('button', { name: 'Envoyer une demande hors ligne' })).toHaveCount(0);
    await shot(page, 'mixed-rooms-refused-no-offline');
    await refusal.getByRole('button', { name: 'Réserver d’abord les chambres individuelles' }).click();
    await expect(page.locator('input[name=double]')).toHaveValue('0');
    await expect(page.getByTestId('mixed-rooms')).toHaveCount(0);
  });

  test('more than six rooms lead to the group form', async ({ page }) => {
    await signInThroughApi(page, 'user@initech-demo.fr');
    await page.goto('/home_search');
    await setRooms(page, 7, 0);
    await expect(page.getByTestId('group-required').getByRole('link', { name: 'Demande de groupe' })).toHaveAttribute('href', '/group');
  });

  test('four double rooms, eight travellers, are a group before any search', async ({ page }) => {
    await signInThroughApi(page, 'user@initech-demo.fr');
    await page.goto('/home_search');
    await chooseDestination(page, 'Lyo', 'Lyon');
    await setRooms(page, 0, 4);
    await expect(page.getByTestId('group-required')).toContainText('Au-delà de 6 voyageurs (une chambre double en compte deux)');
    await expect(page.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
    await setRooms(page, 0, 3);
    await expect(page.getByTestId('group-required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/online\/results$/);
  });

  test('a search shows hotels, filters them by stars, opens a hotel’s offers and its page', async ({ page }) => {
    await signInThroughApi(page, 'user@initech-demo.fr');
    await page.goto('/home_search');
    await expect(page.locator('input[name=single]')).toHaveValue('1');
    await expect(page.locator('input[name=double]')).toHaveValue('0');
    await expect(page.getByRole('checkbox', { name: 'Petit-déjeuner' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Parking' })).not.toBeChecked();
    await shot(page, 'search-form');

    // Nothing typed: the form says what is missing without calling the server.
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();

    await chooseDestination(page, 'Par', 'Paris');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL('/online/results');
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    const all = await page.getByTestId('hotel-card').count();
    expect(all).toBeGreaterThan(10);
    // Cheapest first.
    const prices = await page.getByTestId('hotel-price').allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    await shot(page, 'results');
    await shotTop(page, 'results-top');

    await page.getByRole('checkbox', { name: '4 étoiles' }).check();
    await expect.poll(() => page.getByTestId('hotel-card').count()).toBeLessThan(all);
    const shown = await page.getByTestId('hotel-card').count();
    expect(shown).toBeGreaterThan(0);
    await expect(page.getByTestId('hotel-card').first().getByRole('img', { name: '4 étoiles' })).toBeVisible();
    await shotTop(page, 'results-4-stars');

    const first = page.getByTestId('hotel-card').first();
    const name = await first.getByRole('heading').textContent();
    await first.getByRole('link', { name: /Voir les offres/ }).click();
    await expect(page).toHaveURL(/\/online\/offers\/sim-\d+$/);
    await expect(page.getByRole('heading', { name: name! })).toBeVisible();
    await expect(page.getByTestId('offer').first()).toContainText('par chambre et par nuit');
    await expect(page.getByTestId('offer').first().getByRole('button', { name: 'Réserver' })).toBeVisible();
    await shot(page, 'hotel-offers');

    await page.getByRole('link', { name: 'Découvrir l’hôtel' }).click();
    await expect(page).toHaveURL(/\/online\/discover\/sim-\d+$/);
    await expect(page.getByRole('heading', { name: name! })).toBeVisible();
    await expect(page.getByText('Services de l’hôtel')).toBeVisible();
    await shot(page, 'hotel-discover');

    // The filters are kept with the search.
    await page.getByRole('link', { name: 'Retour aux résultats' }).click();
    await expect(page.getByRole('checkbox', { name: '4 étoiles' })).toBeChecked();
    await expect(page.getByTestId('hotel-card')).toHaveCount(shown);
  });

  test('Acme’s rules leave some offers out and say why; a stay too close for validation finds nothing', async ({ page }) => {
    await signInThroughApi(page, 'user@acme-demo.fr');
    await page.goto('/home_search');
    await chooseDestination(page, 'Par', 'Paris');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    // Tomorrow's free cancellation ends before a manager could decide (Acme validates every booking first).
    await expect(page.getByTestId('search-failure')).toContainText('Aucune offre ne correspond à vos critères');
    await expect(page.getByTestId('search-failure')).toContainText('politique de validation de votre société');
    await shot(page, 'no-offer-validation');

    await page.getByTestId('search-failure').getByRole('link', { name: 'Modifier la recherche' }).click();
    const from = day(20);
    const to = day(22);
    await page.locator('input[name=from]').fill(from);
    await page.locator('input[name=to]').fill(to);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    await expect(page.getByTestId('excluded-summary')).toContainText('Prix par chambre supérieur au plafond autorisé');
    await shotTop(page, 'results-acme');
  });

  test('a favourite place of the company, and one hotel near it', async ({ page }) => {
    await signInThroughApi(page, 'user@initech-demo.fr');
    await page.goto('/home_search');
    await page.locator('input[name=destination]').click();
    await page.getByRole('option', { name: /Siège Toulouse Brienne/ }).click();
    await page.getByLabel('Hôtel près de ce lieu').click();
    const first = page.getByRole('option').nth(1);
    const label = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await shotTop(page, 'favorite-place');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByTestId('hotel-card')).toHaveCount(1);
    await expect(page.getByTestId('hotel-card').getByRole('heading')).toHaveText(label.replace(/ \(.*\)$/, ''));
  });

  test('“Réserver” opens an online booking and goes on to its completion, or says the offer is gone', async ({ page }) => {
    await toulouseOffers(page);
    const offer = page.getByTestId('offer').first();
    await offer.getByRole('button', { name: 'Réserver' }).click();
    // The simulator lets a few offers vanish between the search and the booking, as a real supplier does.
    const gone = page.getByRole('alert').filter({ hasText: 'n’est plus disponible' });
    await expect(page.getByRole('button', { name: 'Réservation…' })).toHaveCount(0);
    if (!(await gone.isVisible())) {
      await expect(page).toHaveURL('/online/booking/completion');
      const booking = await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state')!).state.onlineBooking);
      expect(booking).toMatchObject({
        unfinishedId: expect.any(Number),
        offerKey: expect.stringMatching(/^sim-/),
        hotelKey: expect.stringMatching(/^sim-\d+$/),
      });
      await shotTop(page, 'booking-started');
    } else {
      await expect(gone).toHaveText('Cette offre n’est plus disponible : les offres ont été actualisées.');
    }
  });

  test('an offer gone at booking time is said so, and the offers are asked again', async ({ page }) => {
    await toulouseOffers(page);
    await expect(page.getByTestId('offer').first()).toBeVisible();
    const offers = await page.getByTestId('offer').count();
    // The supplier's answer when the room was sold meanwhile.
    await page.route('**/backend/api/booking/online', (route) =>
      route.fulfill({ status: 409, json: { code: 'not_available', message: 'the offer is no longer available' } }),
    );
    const searches: string[] = [];
    page.on('request', (request) => request.url().endsWith('/backend/api/hrs/hotels/offers') && searches.push(request.url()));
    await page.getByTestId('offer').first().getByRole('button', { name: 'Réserver' }).click();
    await expect(page.getByRole('alert')).toHaveText('Cette offre n’est plus disponible : les offres ont été actualisées.');
    await expect(page).toHaveURL(/\/online\/offers\/sim-\d+$/);
    await expect.poll(() => searches.length).toBe(1);
    // The refreshed list no longer offers the one that is gone.
    await expect(page.getByTestId('offer')).toHaveCount(offers - 1);
    await shotTop(page, 'offer-gone');
  });

  test('/online and /online/home lead to the search', async ({ page }) => {
    await signInThroughApi(page, 'user@initech-demo.fr');
    await page.goto('/online/home');
    await expect(page).toHaveURL('/home_search');
    await page.goto('/online');
    await expect(page).toHaveURL('/home_search');
  });
});

test.describe('search on a phone', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 375, height: 800 } });

  test('the form and the results fit a small screen', async ({ page }) => {
    await signInThroughApi(page, 'user@initech-demo.fr');
    await page.goto('/home_search');
    await chooseDestination(page, 'Bord', 'Bordeaux');
    await shotTop(page, 'form-mobile');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    await page.getByTestId('hotel-card').first().scrollIntoViewIfNeeded();
    await shotTop(page, 'results-mobile');
    await expectNoSidewaysScroll(page);
  });
});

test.describe('search in English', () => {
  test.use({ locale: 'en-US' });

  test('the form and the results speak English', async ({ page }) => {
    await signInThroughApi(page, 'user@initech-demo.fr');
    await page.goto('/home_search');
    await expect(page.getByRole('heading', { name: 'Find a hotel' })).toBeVisible();
    await chooseDestination(page, 'Lyo', 'Lyon');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Available hotels' })).toBeVisible();
    await expect(page.getByTestId('hotel-card').first()).toContainText('per night');
    // Prices are euros, written the English way.
    await expect(page.getByTestId('hotel-price').first()).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
    await shotTop(page, 'results-en');
  });
});
