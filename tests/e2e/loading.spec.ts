import { expect, test, type Page } from '@playwright/test';
import { authHeaders, CONTINGENTS, expectNoSidewaysScroll, LIST_ROW, shot as screenshot, signInThroughApi, signInThroughUi } from './support.ts';
import { day } from '../support/days.ts';
import { keepSearch, keptSearch } from './booking-steps.ts';

/**
 * No blank screen and no jump: each site's page draws a loader before its scripts run; the sites answer an icon; the
 * search form and the results do not move as their data arrives (layout shifts measured by the browser); the booking
 * list says it is loading rather than "0–0 of 0"; on a phone a booking's actions come first and the back office's
 * booking list fits; at 1280 px the stock grid's button is whole and its wide tables say they scroll.
 */
test.use({ locale: 'fr-FR' });

const USER = 'user@acme-demo.fr';
const ADMIN = 'admin@agence-demo.fr';
const shot = (page: Page, name: string) => screenshot(page, 'loading', name);

/** Holds the answers of the requests matching `pattern` for `ms`, as a slow link or a busy server would. */
const slowDown = (page: Page, pattern: string | RegExp, ms: number) =>
  page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

/** Adds up, from the page's start, the layout shifts not caused by the user (the browser's CLS entries). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          nodes: (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? `${source.node.tagName} ${source.node.className}`.slice(0, 80) : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
  };
}

test('each site draws a loader in both languages until its app replaces it', async ({ page }) => {
  for (const url of ['/login', '/admin/login', `${CONTINGENTS}/login`]) {
    // The scripts held back: the page shows its loader, with no script run.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const served = await page.goto(url, { waitUntil: 'commit' });
    expect(await served!.text(), `${url}: the loader is in the page as served`).toMatch(/<div id="root"><div class="boot-loader" role="status"/);
    const loader = page.getByRole('status').filter({ hasText: 'Chargement…' });
    await expect(loader).toBeVisible();
    await expect(loader).toContainText('Loading…');
    if (url === '/login') await shot(page, '01-loader');
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('[data-boot-loader]'), `${url}: the app replaced the loader`).toHaveCount(0);
  }
});

test('on a first visit the agency’s banner is drawn with the sign-in form, which does not move under the pointer', async ({ page }) => {
  // A slow banner answer: a form drawn before it would be pushed down when it comes, and a click meant for the
  // button would land on the password field.
  await slowDown(page, '**/backend/public/api/bandeau', 800);
  const shifts = await recordShifts(page);
  for (const url of ['/login', `${CONTINGENTS}/login`]) {
    await page.goto(url);
    const submit = page.getByRole('button', { name: 'Se connecter' });
    await expect(submit).toBeVisible();
    expect(await page.getByTestId('banner').isVisible(), `${url}: the banner comes with the form`).toBe(true);
    const { total, shifts: each } = await shifts();
    expect(total, `${url}: ${JSON.stringify(each)}`).toBeLessThan(0.01);
  }
});

test('the three sites answer an icon at /favicon.ico and name it in their pages', async ({ page, baseURL }) => {
  // The icons are opened in a tab of their own: the back office leaves for the sign-in page once it has booted, which
  // would end a fetch, or a navigation, of the page that shows it. Each page is left once it has settled on its own
  // sign-in form, where the back office's leads.
  const icons = await page.context().newPage();
  for (const [url, settled] of [
    ['/login', /\/login$/],
    ['/admin/login', /\/login\?redirect=/],
    [`${CONTINGENTS}/login`, /\/login$/],
  ] as const) {
    await page.goto(url);
    await expect(page).toHaveURL(settled);
    await expect(page.locator('input[name=username]')).toBeVisible();
    await expect(page.locator('link[rel=icon][href="/favicon.ico"]')).toHaveCount(1);
    const origin = new URL(url, baseURL).origin;
    const ico = (await icons.goto(`${origin}/favicon.ico`))!;
    expect(ico.status(), url).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/^image\//);
    // An ICO file's header: reserved 0, type 1.
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const svg = (await icons.goto(`${origin}/favicon.svg`))!;
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  }
});

/** Once every answer (the slowed ones included) and image has arrived, and the page has drawn what they brought. */
async function drawnOnceIdle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('the search form and the results do not move as their data arrives (CLS < 0.1)', async ({ page }) => {
  // The company's rules, the banner and the white label answer well after the page is drawn.
  await slowDown(page, '**/backend/api/company_search_criterias', 1500);
  await slowDown(page, '**/backend/api/bandeau', 1500);
  await slowDown(page, '**/backend/api/me/white-mark', 1500);
  await signInThroughUi(page, USER, '/home_search');
  await expect(page.getByTestId('company-rules').locator('[data-rule]').first()).toBeVisible();

  // A first visit of the search form, as after a reload.
  const shiftsOfSearch = await recordShifts(page);
  await page.goto('/home_search');
  await expect(page.getByTestId('company-rules').locator('[data-rule]').first()).toBeVisible();
  await expect(page.getByTestId('banner')).toBeVisible();
  await drawnOnceIdle(page);
  const search = await shiftsOfSearch();
  console.log(`search form: CLS ${search.total.toFixed(3)}`, JSON.stringify(search.shifts));
  expect(search.total).toBeLessThan(0.1);
  await shot(page, '02-search');

  // The results of a search for Paris a month ahead, reached by the form.
  await keepSearch(page, keptSearch('Paris', day(30), day(32)));
  await slowDown(page, '**/backend/api/hrs/hotels/offers', 1000);
  await page.goto('/online/results');
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  await drawnOnceIdle(page);
  const results = await shiftsOfSearch();
  console.log(`results: CLS ${results.total.toFixed(3)}`, JSON.stringify(results.shifts));
  expect(results.total).toBeLessThan(0.1);
  await shot(page, '03-results');
});

test('my bookings say they are loading, then the count, never "0–0 sur 0"', async ({ page }) => {
  await signInThroughApi(page, USER);
  // Every text the pager shows, from the page's start.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { pagerTexts: string[] }).pagerTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.MuiTablePagination-displayedRows')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await slowDown(page, /\/backend\/api\/me\/bookings\/(todo|in_progress)/, 2000);
  await page.goto('/bookings');
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText('Chargement des réservations…');
  await shot(page, '04-bookings-loading');
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1–\d+ sur \d+$/, { timeout: 15_000 });
  const texts = await page.evaluate(() => (window as unknown as { pagerTexts: string[] }).pagerTexts);
  expect(texts.filter((text) => /^0–0/.test(text))).toEqual([]);
  expect(texts[0]).toBe('Chargement des réservations…');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a booking's actions and documents come before its history", async ({ page }) => {
    const headers = await authHeaders(page.request, USER);
    const listed = (await (await page.request.get('/backend/api/me/bookings/in_progress?itemsPerPage=50', { headers })).json()) as { items: { id: number }[] };
    let withVoucher: number | null = null;
    for (const { id } of listed.items) {
      const detail = (await (await page.request.get(`/backend/api/me/booking/${id}?get_actions=1`, { headers })).json()) as { actions: string[] };
      if (detail.actions.includes('voucher') && detail.actions.includes('cancel')) {
        withVoucher = id;
        break;
      }
    }
    expect(withVoucher, 'a demo booking of the user with a voucher and a cancellation').not.toBeNull();
    await signInThroughApi(page, USER);
    await page.goto(`/booking/${withVoucher}/show`);
    const actions = page.getByTestId('booking-actions');
    const documents = page.getByTestId('booking-documents');
    const history = page.getByTestId('booking-history');
    await expect(history).toBeVisible();
    const top = async (section: typeof actions) => (await section.boundingBox())!.y;
    expect(await top(actions)).toBeLessThan(await top(history));
    expect(await top(documents)).toBeLessThan(await top(history));
    // The cancellation and the voucher are on the first screens, not 1,600 px down.
    expect(await top(documents)).toBeLessThan(1200);
    await expect(actions.getByRole('button', { name: 'Annuler la réservation' })).toBeVisible();
    await expect(documents.getByRole('button', { name: 'Bon d’échange (PDF)' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the booking page');
    await shot(page, '05-booking-375');
  });

  test("the back office's booking list fits the width", async ({ page }) => {
    await signInThroughApi(page, ADMIN);
    await page.goto('/admin/booking');
    await expect(page.locator(LIST_ROW).first()).toBeVisible();
    // Fewer columns than on a wide screen (ten there).
    expect(await page.locator('.RaDatagrid-table thead th').count()).toBeLessThanOrEqual(4);
    await expectNoSidewaysScroll(page, 'the back office booking list');
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('.RaDatagrid-tableWrapper, .RaList-content, .MuiTablePagination-root')]
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => box.className.split(' ')[0]),
    );
    expect(wider, 'a part of the list scrolls sideways').toEqual([]);
    await shot(page, '06-admin-bookings-375');
  });
});

test("at 1280 px the stock grid's button is whole and its 30-day tables say they scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, ADMIN);
  const headers = await authHeaders(page.request, ADMIN);
  const hotels = (await (await page.request.get('/backend/api/contingent-hotels', { headers })).json()) as { id: number; name: string }[];
  const hotel = hotels.find((candidate) => candidate.name === 'Hôtel Part-Dieu Business')!;
  await page.goto(`/admin/contingentHotel/${hotel.id}/stock?from=${day(0)}&to=${day(29)}`);
  const button = page.getByRole('button', { name: 'Afficher', exact: true });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  // Its label is not cut within the button either.
  expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  // Thirty days of every room type: the grid may take a while to come on a busy machine.
  await expect(page.getByTestId('stock-room').first()).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('region', { name: 'Faites défiler le tableau sur le côté pour voir tous les jours.' }).first();
  await expect(table).toBeVisible();
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const room = page.getByTestId('stock-room').filter({ has: table });
  await expect(room.getByTestId('side-scroll-shadow').first()).toBeVisible();
  await expect(room.getByTestId('side-scroll-hint').first()).toBeVisible();
  await shot(page, '07-stock-grid-1280');
  // At its far end nothing is hidden on that side any more.
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(table.locator('xpath=..').getByTestId('side-scroll-shadow')).toHaveCount(0);
});
