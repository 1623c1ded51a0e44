import { expect, test, type Page } from '@playwright/test';
import { day } from '../support/days.ts';
import { shot as screenshot, signInThroughApi } from './support.ts';

const shot = (page: Page, name: string) => screenshot(page, 'no-offer-defaults', name);
const savedSearch = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state')!).state.search as { from: string; to: string });

/** Acme's bookings wait for a manager: a stay starting today leaves no time to validate before free cancellation ends. */
async function searchParisWithDefaultDates(page: Page, button: string) {
  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/home_search');
  // The form's own dates are left as they come: today to tomorrow.
  await expect(page.locator('input[name=from]')).toHaveValue(day(0));
  await page.locator('input[name=destination]').fill('Par');
  await page
    .getByRole('option', { name: /^Paris/ })
    .first()
    .click();
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL('/online/results');
}

test.describe('nothing to book with the default dates', () => {
  test.use({ locale: 'fr-FR' });

  test('an Acme user is told why and searches the nearest dates that have offers in one click', async ({ page }) => {
    await searchParisWithDefaultDates(page, 'Rechercher');
    const failure = page.getByTestId('search-failure');
    await expect(failure.getByRole('heading', { name: 'Aucune offre' })).toBeVisible();
    await expect(failure).toContainText('ne laissent pas à votre manager le temps de valider');
    await expect(failure.getByTestId('excluded-summary')).toHaveText(
      /^\d+ offres écartées selon les règles de votre société : .*Délai d’annulation trop court pour la validation par votre manager \(\d+\)/,
    );
    await expect(failure.getByTestId('suggested-dates')).toHaveText(
      /^Premières dates avec des offres réservables pour un séjour de même durée : du \d\d\/\d\d\/\d{4} au \d\d\/\d\d\/\d{4}\.$/,
    );
    await shot(page, '01-no-offer-with-suggestion');

    const suggest = failure.getByRole('button', { name: /^Rechercher du / });
    await suggest.click();
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    await expect(page.getByTestId('search-failure')).toHaveCount(0);
    // The search ran with the suggested dates, kept as the form keeps them: later than today, one night as before.
    const saved = await savedSearch(page);
    expect(saved.from > day(0)).toBe(true);
    expect((Date.parse(saved.to) - Date.parse(saved.from)) / 86_400_000).toBe(1);
    const [year, month, dayOfMonth] = saved.from.split('-');
    await expect(page.getByTestId('search-summary')).toContainText(`${dayOfMonth}/${month}/${year}`);
    await shot(page, '02-results-at-suggested-dates');
  });
});

test.describe('nothing to book with the default dates, in English', () => {
  test.use({ locale: 'en-GB' });

  test('the count, the reason and the suggested dates are in the interface’s language', async ({ page }) => {
    await searchParisWithDefaultDates(page, 'Search');
    const failure = page.getByTestId('search-failure');
    await expect(failure.getByRole('heading', { name: 'No offer' })).toBeVisible();
    await expect(failure.getByTestId('excluded-summary')).toContainText('offers left out by your company’s rules');
    await expect(failure.getByTestId('excluded-summary')).toContainText('Cancellation deadline too short for your manager’s validation');
    await expect(failure.getByTestId('suggested-dates')).toContainText('First dates with bookable offers for a stay of the same length');
    await expect(failure.getByRole('button', { name: /^Search .+ to / })).toBeVisible();
  });
});
