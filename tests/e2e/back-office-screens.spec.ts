import { expect, type Page, test } from '@playwright/test';
import { auditOf, check, expectNoViolation, walkBackOffice, walkOwnScreens } from './accessibility.ts';
import { backOfficeParts, CONTINGENTS, fillSignIn, PASSWORD, signInThroughApi } from './support.ts';

/**
 * The back offices (accessibility.ts): every list, show and edit page of the agency's, part by part of its menu, its
 * own screens, and the contingents site as a hotel administrator sees it.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const PARTS = backOfficeParts('default', 4);
const HOTEL_PARTS = backOfficeParts('contingents', 4);

async function signInAsHotelAdmin(page: Page) {
  await page.goto(`${CONTINGENTS}/login`);
  await fillSignIn(page, 'hotel-admin@hotel-demo.fr', PASSWORD);
  await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin\//);
}

for (const [index, names] of PARTS.entries()) {
  test(`the agency’s back office has no serious accessibility violation, part ${index + 1} of ${PARTS.length}: ${names.join(', ')}`, async ({ page }) => {
    const audit = auditOf(page);
    await signInThroughApi(page, 'admin@agence-demo.fr');
    await page.goto('/admin/booking');
    const screens = await walkBackOffice(audit, 'default', ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'], { names });
    expectNoViolation(audit, Math.max(1, screens));
  });
}

test('the agency’s own back-office screens have no serious accessibility violation', async ({ page }) => {
  const audit = auditOf(page);
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/booking');
  await walkOwnScreens(audit, 'default');
  expectNoViolation(audit, 7);
});

for (const [index, names] of HOTEL_PARTS.entries()) {
  test(`the contingents site has no serious accessibility violation for its hotel administrator, part ${index + 1} of ${HOTEL_PARTS.length}: ${names.join(', ')}`, async ({ page }) => {
    const audit = auditOf(page);
    await signInAsHotelAdmin(page);
    const screens = await walkBackOffice(audit, 'contingents', ['ROLE_ADMIN_HOTEL', 'ROLE_HOTEL'], { origin: CONTINGENTS, names });
    expectNoViolation(audit, Math.max(1, screens));
  });
}

test('the contingents site’s home and own screens have no serious accessibility violation', async ({ page }) => {
  const audit = auditOf(page);
  await signInAsHotelAdmin(page);
  await walkOwnScreens(audit, 'contingents', CONTINGENTS);
  await page.goto(`${CONTINGENTS}/`);
  await check(audit, `${CONTINGENTS}/`);
  expectNoViolation(audit, 2);
});
