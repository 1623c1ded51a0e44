import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { LIST_ROW, shot as screenshot, signInThroughApi } from './support.ts';

/**
 * The agency's administrator sets, in the back office, the fields beyond plain values: a user's favourite hotels and
 * places, a favourite place's hotels, a company's prelogged account and logo, a news image; and reads a company's
 * uid with its links ready to copy, a contingent hotel's catalogue hotel, and survey answers as question and answer.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'missing-fields', name);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => (data.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
};
/** A real PNG a person could have drawn: a 160×60 banner in two colours, as a logo would be. */
function bannerPng(width = 160, height = 60): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, y) =>
      Buffer.concat([
        Buffer.from([0]),
        ...Array.from({ length: width }, (_, x) => Buffer.from(x < width / 3 || y > height * 0.7 ? [25, 118, 210] : [255, 193, 7])),
      ]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = bannerPng();

/** Picks the first choice an autocomplete offers for `text` in the input labelled `label`; answers the choice's text. */
async function pick(page: Page, label: string, text = ''): Promise<string> {
  const input = page.locator('form').getByLabel(label);
  await input.click();
  if (text) await input.fill(text);
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const name = (await option.innerText()).trim();
  await option.click();
  return name;
}

/** From a record's page to its form. */
const edit = async (page: Page) => {
  await expect(page).toHaveURL(/\/show$/);
  const link = page.getByRole('link', { name: 'Éditer' });
  await expect(link).toHaveAttribute('href', /\/admin\/\w+\/\d+$/);
  // Opened from its address: a click while the record's page still settles could be taken back by it.
  await page.goto((await link.getAttribute('href'))!);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
};

/** Saves the form; the record's page follows. */
const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/show(\/.*)?$/);
  // The address changes before the record's page has replaced the form: a tab clicked meanwhile would be the form's.
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Éditer' })).toBeVisible();
};

test('the administrator sets a user’s favourite hotels and places and reads them on the user’s page', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  // The list filtered from its address: typing in the search box would filter it again later, under the next click.
  await page.goto(`/admin/user?filter=${encodeURIComponent(JSON.stringify({ q: 'user@acme-demo.fr' }))}`);
  await page.getByRole('cell', { name: 'Leroy' }).click();
  await edit(page);
  await page.getByRole('tab', { name: 'Favoris' }).click();
  const hotel = await pick(page, 'Hôtels favoris');
  const place = await pick(page, 'Lieux favoris');
  await shot(page, '01-user-favourites-form');
  await save(page);
  await page.getByRole('tab', { name: 'Favoris' }).click();
  await expect(page.getByRole('link', { name: hotel })).toBeVisible();
  await expect(page.getByRole('link', { name: place })).toBeVisible();
  await shot(page, '02-user-favourites-show');
  await page.getByRole('tab', { name: 'Réponses aux enquêtes' }).click();
  await expect(page).toHaveURL(/\/show\/user_questions$/);
  await shot(page, '03-user-survey-answers');
});

test('the administrator sets a favourite place’s hotels', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/favoriteLocation');
  await page.locator(LIST_ROW).first().click();
  await edit(page);
  const hotel = await pick(page, 'Hôtels proposés');
  await save(page);
  await expect(page.getByRole('link', { name: hotel })).toBeVisible();
  await shot(page, '04-favourite-place-hotels');
});

test('the administrator uploads a company logo, sets its prelogged account and copies its links', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/company');
  await page.getByRole('cell', { name: 'Acme Industries' }).click();
  await edit(page);

  // A file of another kind is refused before it is sent, in the catalogue's words.
  await page
    .getByTestId('image-file-logo_image')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText('Le format du fichier n’est pas accepté')).toBeVisible();
  await page.getByTestId('image-file-logo_image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByTestId('image-input-logo_image').locator('img');
  await expect(preview).toHaveAttribute('src', /^\/backend\/images\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Le format du fichier n’est pas accepté')).toBeHidden();
  await shot(page, '05-company-logo-uploaded');

  await page.getByRole('tab', { name: 'Liens et marque blanche' }).click();
  const account = await pick(page, 'Compte des demandes par lien', 'acme');
  await save(page);

  await page.getByRole('tab', { name: 'Identité' }).click();
  await expect(page.locator('img[src^="/backend/images/"]')).toBeVisible();
  await page.getByRole('tab', { name: 'Liens et marque blanche' }).click();
  await expect(page.getByRole('link', { name: account })).toBeVisible();
  const uid = (await page.getByTestId('company-link-uid').locator('code').innerText()).trim();
  expect(uid).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('company-link-gen').locator('code')).toHaveText(new RegExp(`^http://[^/]+/gen/${uid}$`));
  await expect(page.getByTestId('company-link-prelogged').locator('code')).toHaveText(new RegExp(`/offline/booking/prelogged/company/${uid}$`));
  for (const name of ['Identifiant public', 'Lien de demande des visiteurs (/gen)', 'Lien de demande pré-remplie (intranet)', 'Lien de création de compte']) {
    await expect(page.getByRole('button', { name: `Copier : ${name}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Copier : Lien de demande des visiteurs (/gen)' }).click();
  await expect(page.getByTestId('company-link-gen').getByRole('status')).toHaveText('Copié');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/gen/${uid}$`));
  await shot(page, '06-company-links');
});

test('the administrator uploads a news image', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/news');
  await page.locator(LIST_ROW).first().click();
  await edit(page);
  await page.getByTestId('image-file-image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('image-input-image').locator('img')).toHaveAttribute('src', /^\/backend\/images\//);
  await save(page);
  await expect(page.locator('img[src^="/backend/images/"]')).toBeVisible();
  await shot(page, '07-news-image');
});

test('the administrator reads a contingent hotel’s catalogue hotel and survey answers as question and answer', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/contingentHotel');
  await page.locator(LIST_ROW).first().click();
  await expect(page.getByText('Hôtel du catalogue')).toBeVisible();
  // The seeded contingent hotels are catalogue hotels: the reference leads to the catalogue's record.
  await expect(page.locator('a[href*="/admin/hotel/"]').first()).toBeVisible();
  await shot(page, '08-contingent-hotel-catalogue');

  await page.goto('/admin/surveyReply');
  await page.locator(LIST_ROW).first().click();
  await expect(page).toHaveURL(/\/admin\/surveyReply\/\d+\/show$/);
  const answers = page.getByTestId('survey-answers');
  await expect(answers.locator('dt').first()).toBeVisible();
  await expect(answers.locator('dd').first()).toBeVisible();
  await expect(page.getByText('question_id')).toHaveCount(0);
  await shot(page, '09-survey-answers');
});
