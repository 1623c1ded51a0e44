import { expect, test } from '@playwright/test';
import { walkBackOffice, walkBackOfficeScreens } from './language.ts';
import { expectNone, read, type Reader, readerOf } from './reading.ts';
import { FRENCH_ONLY } from './vocabulary.ts';
import { CONTINGENTS, PASSWORD, signInThroughApi } from './support.ts';
import { backOfficeParts } from './back-office-walk.ts';

/**
 * The back offices in English (language.ts): every list of the agency's back office with the page of its first
 * record, part by part of its menu, its own screens, and the contingents site as its hotel admin sees it.
 */
test.use({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });

const PARTS = backOfficeParts('default', 4);
const HOTEL_PARTS = backOfficeParts('contingents', 4);

for (const [index, names] of PARTS.entries()) {
  test(`the agency’s back office holds no French, part ${index + 1} of ${PARTS.length}: ${names.join(', ')}`, async ({ page }) => {
    const reader = readerOf(page, FRENCH_ONLY, 'english');
    await signInThroughApi(page, 'admin@agence-demo.fr');
    await page.goto('/admin/booking');
    await walkBackOffice(reader, 'default', ['ROLE_ADMIN'], { names });
    expectNone(reader.findings, 'French');
  });
}

test('the agency’s own back-office screens hold no French', async ({ page }) => {
  const reader = readerOf(page, FRENCH_ONLY, 'english');
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/booking');
  await walkBackOfficeScreens(reader, { agency: true });
  expectNone(reader.findings, 'French');
});

/** Signs the hotel admin in on the contingents site's own sign-in page, read on the way. */
async function signInAsHotelAdmin(reader: Reader) {
  const { page } = reader;
  await page.goto(`${CONTINGENTS}/login`);
  await read(reader, 'contingents login', page.locator('input[name=username]'));
  await page.locator('input[name=username]').fill('hotel-admin@hotel-demo.fr');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/admin\//);
}

for (const [index, names] of HOTEL_PARTS.entries()) {
  test(`the contingents site holds no French for its hotel admin, part ${index + 1} of ${HOTEL_PARTS.length}: ${names.join(', ')}`, async ({ page }) => {
    const reader = readerOf(page, FRENCH_ONLY, 'english');
    await signInAsHotelAdmin(reader);
    await walkBackOffice(reader, 'contingents', ['ROLE_ADMIN_HOTEL', 'ROLE_HOTEL'], { names });
    expectNone(reader.findings, 'French');
  });
}

test('the contingents site’s home and own screens hold no French for its hotel admin', async ({ page }) => {
  const reader = readerOf(page, FRENCH_ONLY, 'english');
  await signInAsHotelAdmin(reader);
  await walkBackOfficeScreens(reader, { agency: false });
  await page.goto(`${CONTINGENTS}/`);
  await read(reader, 'contingents home');
  expectNone(reader.findings, 'French');
});
