import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { choose, CONTINGENTS, fillSignIn, PASSWORD, PORT, shot as screenshot, signInThroughApi } from './support.ts';
import { day } from '../support/days.ts';
import { fillParisSearch, openFirstHotelOffers } from './booking-steps.ts';

/**
 * One look across the three sites, readable by everyone: axe's colour-contrast rule finds nothing on the screens that
 * show the status chips and the faded rows (front office, back office, contingents site), and a status wears the same
 * colours in the front office's list and the back office's.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'theme', name);

/** axe's colour-contrast rule on the page as it is now: every node it finds below 4.5:1 (3:1 for large text) is listed. */
async function expectReadable(page: Page, name: string) {
  const violations = await axeViolations(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  const nodes = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`),
  );
  expect(nodes, `colour contrast on ${name}`).toEqual([]);
}

/** Each status chip shown, by its words: its fill and text colours as the browser paints them. */
const chipColours = (page: Page) =>
  page.getByTestId('booking-status').evaluateAll((chips) =>
    Object.fromEntries(
      chips.map((chip) => {
        const style = getComputedStyle(chip);
        return [chip.textContent!.trim(), `${style.backgroundColor} / ${getComputedStyle(chip.firstElementChild ?? chip).color}`];
      }),
    ),
  );

/** The statuses compared between the two offices, by value: an orange one, a green one, a red one. */
const COMPARED: Record<number, string> = { 45: 'En attente de validation', 60: 'Confirmée', 80: 'Annulée' };
/** How a manager reads a status that awaits their own decision ("À traiter"). */
const MANAGER_LABELS: Record<number, string> = { 45: 'Proposition à valider' };
const frontLabel = (front: Record<string, string>, value: number) => (COMPARED[value] in front ? COMPARED[value] : MANAGER_LABELS[value]);

test('the front office, the back office and the contingents site pass colour contrast, and a status looks the same in both offices', async ({ page }) => {
  // Nine screens on three sites, on a machine the other journeys may share.
  test.setTimeout(120_000);
  const front: Record<string, string> = {};

  // A manager's company bookings: the orange chips of those awaiting a decision.
  await signInThroughApi(page, 'manager@acme-demo.fr');
  for (const [slug, tab] of [
    ['todo', 'À traiter'],
    ['in_progress', 'En cours'],
    ['history', 'Historique'],
  ]) {
    // The tab's own rows, not those of the tab the page opened on.
    const rows = page.waitForResponse((response) => response.url().includes(`/backend/api/me/bookings/${slug}`) && response.ok());
    await page.goto('/bookings');
    await page.getByRole('tab', { name: tab }).click();
    await rows;
    await expect(page.getByTestId('booking-status').first()).toBeVisible();
    Object.assign(front, await chipColours(page));
    await shot(page, `front-bookings-${tab}`);
    await expectReadable(page, `/bookings, ${tab}`);
  }
  expect(Object.keys(front)).toEqual(expect.arrayContaining(Object.keys(COMPARED).map((value) => frontLabel(front, Number(value)))));
  // The orange is the warning colour of common/theme.ts (#b45309), with white words on it.
  expect(front[frontLabel(front, 45)]).toBe('rgb(180, 83, 9) / rgb(255, 255, 255)');

  // The travellers, the disabled ones among them.
  await page.goto('/travellers');
  await choose(page.getByRole('combobox', { name: 'État' }), 'Désactivés');
  await expect(page.getByTestId('traveller-row').first()).toBeVisible();
  await shot(page, 'front-travellers');
  await expectReadable(page, '/travellers');

  // The back office's booking list, filtered on each compared status in turn, and one booking.
  await signInThroughApi(page, 'admin@agence-demo.fr');
  for (const [value, label] of Object.entries(COMPARED)) {
    await page.goto(`/admin/booking?filter=${encodeURIComponent(JSON.stringify({ status: [Number(value)] }))}`);
    await expect(page.getByTestId('booking-status').first()).toHaveText(label, { timeout: 30_000 });
    expect((await chipColours(page))[label], label).toBe(front[frontLabel(front, Number(value))]);
  }
  // react-admin's blue app bar gives way to the site's primary.
  await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(26, 86, 219)');
  await shot(page, 'admin-bookings');
  await expectReadable(page, '/admin/booking');

  // A booking awaiting validation: an orange chip on its page.
  const auth = await page.request.post('/backend/auth', { data: { username: 'admin@agence-demo.fr', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${((await auth.json()) as { token: string }).token}` };
  const list = await page.request.get(`/backend/api/bookings?filter=${encodeURIComponent(JSON.stringify({ status: [45] }))}&range=[0,0]`, { headers });
  const [booking] = (await list.json()) as { id: number }[];
  await page.goto(`/admin/booking/${booking.id}/show`);
  await expect(page.getByTestId('booking-status').first()).toHaveText(COMPARED[45]);
  await shot(page, 'admin-booking-show');
  await expectReadable(page, 'a booking in the back office');

  // A form, over its toolbar.
  await page.goto('/admin/traveller/create');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await shot(page, 'admin-form');
  await expectReadable(page, 'a back-office form');

  // The contingents site: a hotel's home, and its hotel admin's back office in the site's teal.
  await page.goto(`${CONTINGENTS}/login`);
  await fillSignIn(page, 'hotel@hotel-demo.fr');
  await expect(page.getByRole('heading', { name: 'Bonjour Fabien' })).toBeVisible();
  await shot(page, 'contingents-home');
  await expectReadable(page, 'the contingents home');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, 'hotel-admin@hotel-demo.fr');
  await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin/);
  await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(page.locator('.RaDatagrid-row').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'contingents-admin');
  await expectReadable(page, 'the contingents back office');
});

test('an Acme user reads the offers’ orange chips (“Soumis à validation”) and words', async ({ page }) => {
  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/home_search');
  // Far enough ahead for a manager to validate before the free cancellation ends, so offers are found.
  await fillParisSearch(page, day(20), day(22));
  await openFirstHotelOffers(page);
  await expect(page.getByText('Soumis à validation').first()).toBeVisible();
  await shot(page, 'front-offers');
  await expectReadable(page, 'a hotel’s offers');
});

/** What a pressed button shows, and how its colours change, under a reader's motion setting. */
async function pressedButton(page: Page, url: string) {
  await page.goto(url);
  const button = page.locator('form button[type=submit]').first();
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const seen = await button.evaluate((element) => ({
    ripples: element.querySelectorAll('.MuiTouchRipple-root').length,
    transition: getComputedStyle(element).transitionDuration,
  }));
  await page.mouse.up();
  return seen;
}

test('a reader who asked for less motion gets no ripple and no fade on any site, and an outline shows the keyboard’s place; other readers get both', async ({
  browser,
}) => {
  const sites = ['/login', '/admin/login', `${CONTINGENTS}/login`];
  const baseURL = `http://localhost:${PORT}`;
  const still = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'fr-FR' });
  const moving = await browser.newContext({ baseURL, reducedMotion: 'no-preference', locale: 'fr-FR' });
  try {
    const [stillPage, movingPage] = [await still.newPage(), await moving.newPage()];
    for (const url of sites) {
      expect(await pressedButton(stillPage, url), `${url}, less motion`).toEqual({ ripples: 0, transition: '0s' });
      const seen = await pressedButton(movingPage, url);
      expect(seen.ripples, `${url}, motion`).toBe(1);
      expect(seen.transition, `${url}, motion`).not.toBe('0s');
      // The keyboard on the sign-in button: the ripple that showed it is gone, an outline shows it instead.
      await stillPage.locator('form input').last().focus();
      await stillPage.keyboard.press('Tab');
      const focused = stillPage.locator('form button[type=submit]').first();
      await expect(focused).toBeFocused();
      expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle), `${url}, keyboard`).toBe('solid');
    }
  } finally {
    await still.close();
    await moving.close();
  }
});
