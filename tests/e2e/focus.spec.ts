import { expect, test, type Page } from '@playwright/test';
import { CONTINGENTS, fillSignIn, shot as screenshot, signInThroughApi } from './support.ts';
import { bookThroughApi } from './api-bookings.ts';
import { day } from '../support/days.ts';

/**
 * Focus follows a keyboard user, and every page says where they are: "skip to content" comes first and lands in the
 * content; after a navigation the new page's heading holds the focus and a polite live region reads its title; a
 * refused form puts the focus on a summary whose links name the wrong inputs and lead to them; a booking of the list
 * opens by Tab and Enter; each page has a title of its own in the browser's language, on the three sites.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const FOLDER = 'focus';
const USER = 'user@initech-demo.fr';
const GLOBEX_USER = 'karim.benali.1@globex-demo.fr';
// Opening the news marks them read: the Initech user's stay unread for the journey that counts them (messages.spec.ts).
const NEWS_READER = 'user@acme-demo.fr';
const ADMIN = 'admin@agence-demo.fr';
const HOTEL_USER = 'hotel@hotel-demo.fr';
const shot = (page: Page, name: string) => screenshot(page, FOLDER, name);

/** What holds the keyboard's focus: its tag, its text and the input name or test id that tells it apart. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: (active?.textContent ?? '').trim(),
      name: active?.getAttribute('name') ?? '',
      testId: active?.dataset.testid ?? '',
    };
  });

/** Presses Tab until `matches` holds for the focused element (at most `limit` times); fails otherwise. */
async function tabUntil(page: Page, matches: (target: Awaited<ReturnType<typeof focused>>) => boolean, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`Tab never reached the element looked for (last: ${JSON.stringify(await focused(page))})`);
}

test('skip to content comes first, and after a navigation the heading holds the focus and the title is read out', async ({ page }) => {
  await signInThroughApi(page, USER);
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  await expect(page).toHaveTitle('Mes réservations – Réservation hôtelière');
  // The first load is read by the browser itself: nothing is announced, the focus is left alone.
  await expect(page.getByTestId('route-announcer')).toHaveText('');
  expect((await focused(page)).tag).toBe('body');

  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Aller au contenu' });
  const skip = await page.getByTestId('skip-link').boundingBox();
  expect(skip && skip.y >= 0 && skip.height > 0, 'the skip link shows while focused').toBe(true);
  await shot(page, '01-skip-link');
  await page.keyboard.press('Enter');
  expect((await focused(page)).tag).toBe('main');
  // Tab from the content goes on into it, past the menus.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);

  // A link of the menu, followed by keyboard: the new page's heading has the focus, the title is read out.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.getByRole('link', { name: 'Rechercher' }).focus();
  await expect(page.getByRole('link', { name: 'Rechercher' })).toBeFocused();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  const title = await page.title();
  expect(title).toMatch(/ – Réservation hôtelière$/);
  expect(title).not.toBe('Mes réservations – Réservation hôtelière');
  expect(title).toBe(`${(await heading.innerText()).trim()} – Réservation hôtelière`);
  await expect(page.getByTestId('route-announcer')).toHaveText(title);
  await expect(page.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  await shot(page, '02-heading-focused');

  // The header's links show a ring of their own colour when the keyboard is on them.
  await page.getByRole('link', { name: 'Mes réservations' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await page.getByRole('link', { name: 'Mes réservations' }).evaluate((link) => getComputedStyle(link));
  expect(ring.outlineStyle).toBe('solid');
  expect(ring.outlineColor).toBe('rgb(255, 255, 255)');
  await shot(page, '03-focus-ring');
});

test('a booking of the list is a named link: reached by Tab, opened by Enter', async ({ page }) => {
  const booking = await bookThroughApi(page.request, { user: USER, offset: 50 });
  await signInThroughApi(page, USER);
  await page.goto('/bookings?tab=in_progress');
  await page.getByLabel('Référence').fill(booking.ref);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  const row = page.getByTestId(`booking-row-${booking.ref}`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: booking.ref })).toBeVisible();
  // No row is a focus stop of its own any more: the link is.
  await expect(page.locator('tr[tabindex]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Filtrer' }).focus();
  await tabUntil(page, (target) => target.tag === 'a' && target.text === booking.ref);
  await shot(page, '04-booking-link-focused');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/booking/${booking.id}/show$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(booking.ref);
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`${booking.ref}.* – Réservation hôtelière$`));

  // A click anywhere on a row opens it too: the link's box covers the row.
  await page.goBack();
  await page.getByLabel('Référence').fill(booking.ref);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  // Once the filtered list is drawn, and through the row's locator, so that the click lands on the row itself.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const box = (await row.boundingBox())!;
  await row.click({ position: { x: box.width - 10, y: box.height / 2 } });
  await expect(page).toHaveURL(new RegExp(`/booking/${booking.id}/show$`));
});

test('a refused request puts the focus on a summary that names each wrong input and leads to it', async ({ page }) => {
  await signInThroughApi(page, GLOBEX_USER);
  await page.goto('/offline/home');
  await expect(page.getByRole('heading', { name: 'Demande hors ligne' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();

  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Corrigez les champs suivants :');
  // Above the form, not beside the button.
  const [top, form] = await Promise.all([summary.boundingBox(), page.locator('form').first().boundingBox()]);
  expect(top!.y - form!.y).toBeLessThan(50);
  const links = summary.getByRole('link');
  expect(await links.count()).toBeGreaterThan(1);
  // Each link says which input, by its label, and what is wrong with it.
  const arrival = summary.getByRole('link', { name: /^Arrivée : / });
  await expect(arrival).toBeVisible();
  for (const label of ['Ville ou adresse', 'Priorité de recherche', 'Code mission', 'Client facturé']) {
    await expect(summary.getByRole('link', { name: new RegExp(`^${label} : `) })).toBeVisible();
  }
  // A rule about all the travellers is listed as it is said under them, not as one traveller's input.
  await expect(summary.getByRole('listitem').filter({ hasText: 'Saisissez au moins un numéro de téléphone' }).getByRole('link')).toHaveCount(0);
  await shot(page, '05-error-summary');

  // Followed by keyboard, a link puts the focus in its input.
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Enter');
  expect((await focused(page)).name).toBe('from');

  // Fixing an input takes it off the list; sending again brings the focus back to the summary.
  await page.locator('input[name=from]').fill(day(20));
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(summary).toBeFocused();
  await expect(arrival).toHaveCount(0);
});

test('each page has a title of its own, in French on the three sites', async ({ page }) => {
  await signInThroughApi(page, NEWS_READER);
  const titles = new Set<string>();
  for (const path of ['/bookings', '/message/list', '/news', '/online/home']) {
    await page.goto(path);
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await expect(page).toHaveTitle(`${heading} – Réservation hôtelière`);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(4);
  await expect(page).not.toHaveTitle('Réservation hôtelière');

  // The back office: react-admin's title of each list and record, which is the page's heading.
  await signInThroughApi(page, ADMIN);
  await page.goto('/admin/hotel');
  await expect(page).toHaveTitle('Hôtels du catalogue – Back-office');
  await expect(page.locator('#react-admin-title')).toHaveJSProperty('tagName', 'H1');
  await page.goto('/admin/booking');
  await expect(page).toHaveTitle('Réservations – Back-office');
  // Going from the list to a record in the page: the title follows, the heading has the focus.
  await page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/admin\/booking\/\d+\/show/);
  await expect(page).toHaveTitle(/^Réservation .+ – Back-office$/);
  await expect(page.locator('#react-admin-title')).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());

  // The contingents site.
  await page.goto(`${CONTINGENTS}/login`);
  await expect(page).toHaveTitle('Connexion – Espace hôtels');
  await fillSignIn(page, HOTEL_USER);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Fabien' })).toBeFocused();
  await expect(page).toHaveTitle('Bonjour Fabien – Espace hôtels');
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('the pages are titled in English', async ({ page }) => {
    await signInThroughApi(page, USER);
    await page.goto('/bookings');
    await expect(page).toHaveTitle('My bookings – Hotel booking');
    await page.getByRole('link', { name: 'Messages' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    const title = `${(await heading.innerText()).trim()} – Hotel booking`;
    await expect(page).toHaveTitle(title);
    await expect(page.getByTestId('route-announcer')).toHaveText(title);
    await page.goto('/bookings');
    // Once the page is drawn: a key pressed while the loading layout gives way to it finds its link gone.
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to content' });

    await signInThroughApi(page, ADMIN);
    await page.goto('/admin/booking');
    await expect(page).toHaveTitle('Bookings – Back office');
  });
});
