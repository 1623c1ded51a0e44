import { expect, test, type Page } from '@playwright/test';
import { COUNTED_ROWS } from '../../entities/listCount.ts';
import { authHeaders, LIST_ROW, shot as screenshot, signInThroughApi } from './support.ts';

/**
 * A back-office list longer than the rows the server counts (500): its pagination says "more than 500" rather
 * than a total, goes on page after page, and gives the exact total again once a search narrows the list. The same
 * holds in a record's related tab.
 */
test.use({ viewport: { width: 1400, height: 900 } });
// The places are made for these tests and taken away after them: one test at a time, in this order.
test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin@agence-demo.fr';
const PLACES = COUNTED_ROWS + 1;
const range = (page: Page) => page.locator('.MuiTablePagination-displayedRows');
// The rows are drawn after the pagination (DeferredDatagrid): a name is awaited, never read at once.
const firstName = (page: Page) => page.locator(`${LIST_ROW} td.column-name`).first();
const moreThanCounted = (from: number, to: number) => `${from}-${to} sur plus de ${COUNTED_ROWS}`;

let company: number;
let made: number[] = [];

/** Globex's favourite places, more of them than a list counts, ZZ-named so that they sort last by name. */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const headers = await authHeaders(request, ADMIN);
  const companies = (await (await request.get(`/backend/api/companies?filter=${encodeURIComponent(JSON.stringify({ q: 'Globex' }))}`, { headers })).json()) as {
    id: number;
  }[];
  company = companies[0].id;
  const create = async (index: number) => {
    const response = await request.post('/backend/api/favorite-locations', {
      headers,
      data: { company, name: `ZZ lieu ${String(index).padStart(4, '0')}`, geo_lat: 45.76, geo_lng: 4.84 },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { id: number }).id;
  };
  for (let first = 0; first < PLACES; first += 50) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(50, PLACES - first) }, (_, offset) => create(first + offset)))));
  }
});

test.afterAll(async ({ request }) => {
  test.setTimeout(120_000);
  const headers = await authHeaders(request, ADMIN);
  const remove = async (id: number) => expect((await request.delete(`/backend/api/favorite-locations/${id}`, { headers })).ok()).toBe(true);
  for (let first = 0; first < made.length; first += 50) await Promise.all(made.slice(first, first + 50).map(remove));
  made = [];
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the list says it holds more than 500, pages on both ways, and counts exactly once searched', async ({ page }) => {
    await signInThroughApi(page, ADMIN);
    await page.goto('/admin/favoriteLocation?sort=name&order=DESC');
    await expect(range(page)).toHaveText(moreThanCounted(1, 25));
    await expect(firstName(page)).toHaveText('ZZ lieu 0500');
    await screenshot(page, 'long-lists', '01-more-than-counted');

    await page.getByRole('button', { name: 'Aller à la prochaine page' }).click();
    await expect(range(page)).toHaveText(moreThanCounted(26, 50));
    await expect(firstName(page)).toHaveText('ZZ lieu 0475');
    await page.getByRole('button', { name: 'Aller à la page précédente' }).click();
    await expect(range(page)).toHaveText(moreThanCounted(1, 25));

    await page.getByPlaceholder('Rechercher').fill('ZZ lieu 049');
    await expect(range(page)).toHaveText('1-10 sur 10');
    await screenshot(page, 'long-lists', '02-searched');
  });

  test("a company's tab of its favourite places says so too", async ({ page }) => {
    await signInThroughApi(page, ADMIN);
    await page.goto(`/admin/company/${company}/show`);
    await page.getByRole('tab', { name: 'Lieux favoris' }).click();
    await expect(range(page)).toHaveText(moreThanCounted(1, 25));
    await expect(firstName(page)).toBeVisible();
    await page.getByRole('button', { name: 'Aller à la prochaine page' }).click();
    await expect(range(page)).toHaveText(moreThanCounted(26, 50));
    await screenshot(page, 'long-lists', '03-related-tab');
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('the list says it holds more than 500', async ({ page }) => {
    await signInThroughApi(page, ADMIN);
    await page.goto('/admin/favoriteLocation');
    await expect(range(page)).toHaveText('1-25 of more than 500');
    // The rows come after the pagination and push it down: the next page is asked once they are drawn, as a reader does.
    await expect(firstName(page)).toBeVisible();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(range(page)).toHaveText('26-50 of more than 500');
  });
});
