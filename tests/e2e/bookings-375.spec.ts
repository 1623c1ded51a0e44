import { expect, test, type Page } from '@playwright/test';
import { BOOKING_STATUSES } from '../../entities/bookingStatus.ts';
import { BOOKING_TABS } from '../../entities/bookingTabs.ts';
import { catalogues, type Locale } from '../../common/i18n/index.ts';
import { authHeaders, choose, expectNoSidewaysScroll, expectTablesInView, shot as screenshot, signInThroughApi } from './support.ts';

/**
 * "My bookings" on a 375 px phone holds any status and kind without a sideways scroll, in French and in English. The
 * list is drawn with rows made for the test from a real row of the API: one of each status a list shows, online and
 * offline, and the manager's wording of the statuses a manager decides on, with the longest hotel and city names
 * the catalogue could hold. The demo data of the day plays no part.
 */
test.use({ viewport: { width: 375, height: 812 } });

const FOLDER = 'bookings-375';
const USER = 'user@acme-demo.fr';
const LONG_HOTEL = 'Grand Hôtel Mercure Paris Centre Tour Eiffel Saint-Charles-de-Grenelle';
const LONG_CITY = 'Llanfairpwllgwyngyll';

interface Row {
  id: number;
  ref: string;
  status: number;
  is_online: boolean;
  manager_view: boolean;
  hotel_name: string | null;
  destination: string | null;
  [column: string]: unknown;
}

/** One row of each listed status, online and offline, then the manager's wording of those a manager decides on. */
function everyStatus(template: Row): Row[] {
  const listed = BOOKING_STATUSES.filter((status) => status.tab !== null);
  const variants = [
    ...listed.flatMap((status) => [true, false].map((online) => ({ status: status.value, online, manager: false }))),
    ...listed.filter((status) => status.manager).map((status) => ({ status: status.value, online: false, manager: true })),
  ];
  return variants.map(({ status, online, manager }, index) => ({
    ...template,
    id: 900_000 + index,
    ref: `BK9${String(index).padStart(5, '0')}`,
    status,
    is_online: online,
    manager_view: manager,
    hotel_name: online ? LONG_HOTEL : null,
    destination: LONG_CITY,
  }));
}

/** What the row's reference cell must say: its kind and its status, in the reader's language. */
function wordsOf(row: Row, locale: Locale): string[] {
  const catalogue = catalogues[locale];
  const key = BOOKING_STATUSES.find((status) => status.value === row.status)!.key;
  const status = row.manager_view
    ? (catalogue.bookings.manager_status as Record<string, string>)[key]
    : (catalogue.resources.booking.enums.status as Record<number, string>)[row.status];
  return [catalogue.bookings.list.type[row.is_online ? 'online' : 'offline'], status];
}

/** Answers each tab's list with the rows made for the test, paged as asked; every other call reaches the server. */
async function listEveryStatus(page: Page): Promise<Row[]> {
  const headers = await authHeaders(page.request, USER);
  const real = await (await page.request.get('/backend/api/me/bookings/in_progress?itemsPerPage=1', { headers })).json();
  const rows = everyStatus(real.items[0] as Row);
  await page.route(/\/backend\/api\/me\/bookings\/(todo|in_progress|history)\?/, async (route) => {
    const url = new URL(route.request().url());
    const size = Number(url.searchParams.get('itemsPerPage') ?? 10);
    const first = (Number(url.searchParams.get('page') ?? 1) - 1) * size;
    await route.fulfill({ json: { items: rows.slice(first, first + size), total: rows.length } });
  });
  return rows;
}

for (const [locale, language] of [
  ['fr', 'fr-FR'],
  ['en', 'en-GB'],
] as const) {
  test.describe(`in ${locale === 'fr' ? 'French' : 'English'}`, () => {
    test.use({ locale: language });

    test('every status and kind fits the phone in each tab of my bookings', async ({ page }) => {
      const rows = await listEveryStatus(page);
      await signInThroughApi(page, USER);
      const catalogue = catalogues[locale];
      for (const tab of BOOKING_TABS) {
        await page.goto(`/bookings?tab=${tab}`);
        await expect(page.getByRole('heading', { name: catalogue.bookings.list.title })).toBeVisible();
        // All the rows on one page: the pager's own menu, as a user picks it.
        await choose(page.getByRole('combobox', { name: catalogue.bookings.list.rows_per_page }), '50');
        await expect(page.locator('[data-testid^="booking-row-"]')).toHaveCount(rows.length);
        for (const row of rows) {
          const cell = page.getByTestId(`booking-row-${row.ref}`).getByRole('cell').first();
          for (const words of wordsOf(row, locale)) await expect(cell, `${row.ref} (status ${row.status})`).toContainText(words);
        }
        const name = `${locale} ${tab}`;
        await expectNoSidewaysScroll(page, name);
        await expectTablesInView(page, name);
        await screenshot(page, FOLDER, `${locale}-${tab}`);
      }
    });
  });
}
