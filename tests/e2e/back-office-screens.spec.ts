import { expect, type Page, test } from '@playwright/test';
import { auditOf, check, expectNoViolation, walkBackOffice, walkOwnScreens } from './accessibility.ts';
import { expectFits } from './screen-fit.ts';
import { CONTINGENTS, fillSignIn, PASSWORD, signInThroughApi } from './support.ts';
import { backOfficeParts } from './back-office-walk.ts';

/**
 * The back offices in French on a 1280 × 800 screen, one walk for two checks: every list, show page (with each of its
 * tabs) and edit page of the agency's, part by part of its menu, its own screens, and the contingents site as a hotel
 * administrator sees it, has no serious accessibility violation (accessibility.ts) and fits the window
 * (screen-fit.ts).
 */
const WIDTH = 1280;
test.use({ locale: 'fr-FR', viewport: { width: WIDTH, height: 800 } });

const PARTS = backOfficeParts('default', 4);
const HOTEL_PARTS = backOfficeParts('contingents', 4);
const fits = (page: Page) => (name: string) => expectFits(page, name, { width: WIDTH, folder: 'back-office-screens' });

async function signInAsHotelAdmin(page: Page) {
  await page.goto(`${CONTINGENTS}/login`);
  await fillSignIn(page, 'hotel-admin@hotel-demo.fr', PASSWORD);
  await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin\//);
}

for (const [index, names] of PARTS.entries()) {
  test(`the agency’s back office fits 1280 px with no serious accessibility violation, part ${index + 1} of ${PARTS.length}: ${names.join(', ')}`, async ({
    page,
  }) => {
    const audit = auditOf(page);
    await signInThroughApi(page, 'admin@agence-demo.fr');
    await page.goto('/admin/booking');
    const screens = await walkBackOffice(audit, 'default', ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'], { names, tabs: true, also: fits(page) });
    expectNoViolation(audit, Math.max(1, screens));
  });
}

test('the agency’s own back-office screens fit 1280 px with no serious accessibility violation', async ({ page }) => {
  const audit = auditOf(page);
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/booking');
  await walkOwnScreens(audit, 'default', '', fits(page));
  expectNoViolation(audit, 7);
});

for (const [index, names] of HOTEL_PARTS.entries()) {
  test(`the contingents site fits 1280 px with no serious accessibility violation for its hotel administrator, part ${index + 1} of ${HOTEL_PARTS.length}: ${names.join(', ')}`, async ({
    page,
  }) => {
    const audit = auditOf(page);
    await signInAsHotelAdmin(page);
    const screens = await walkBackOffice(audit, 'contingents', ['ROLE_ADMIN_HOTEL', 'ROLE_HOTEL'], {
      origin: CONTINGENTS,
      names,
      tabs: true,
      also: fits(page),
    });
    expectNoViolation(audit, Math.max(1, screens));
  });
}

test('the contingents site’s home and own screens fit 1280 px with no serious accessibility violation', async ({ page }) => {
  const audit = auditOf(page);
  await signInAsHotelAdmin(page);
  await walkOwnScreens(audit, 'contingents', CONTINGENTS, fits(page));
  await page.goto(`${CONTINGENTS}/`);
  await check(audit, `${CONTINGENTS}/`);
  await fits(page)(`${CONTINGENTS}/`);
  expectNoViolation(audit, 2);
});
