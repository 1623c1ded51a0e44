import { expect, test, type Page } from '@playwright/test';
import { LIST_ROW, shot as screenshot, signInThroughApi, signInThroughUi } from './support.ts';

/** The generated back office, walked as the agency's administrator would, in a French browser. */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'admin', name);

const menu = (page: Page, label: string) => page.getByRole('menuitem', { name: label });
const rowTitles = (page: Page) => page.locator(`${LIST_ROW} td.column-name`).allInnerTexts();

test('an administrator creates, sees in weight order, edits and deletes a news item', { tag: '@smoke' }, async ({ page }) => {
  await signInThroughUi(page, 'admin@agence-demo.fr', '/admin');
  await expect(page).toHaveURL(/\/admin\//);
  await expect(page.getByText('Alice Martin')).toBeVisible();
  await expect(menu(page, 'Sociétés')).toBeVisible();
  await shot(page, '01-home');

  await menu(page, 'Actualités').click();
  await expect(page).toHaveURL(/\/admin\/news/);
  await expect(page.getByRole('columnheader', { name: 'Poids' })).toBeVisible();
  await expect.poll(() => rowTitles(page)).toContain('Nouveaux hôtels partenaires à Lyon');

  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/create/);
  // Save sent before anything is typed shows which inputs the form needs.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('form').getByText('Ce champ est obligatoire').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/create/);
  await page.locator('form').getByLabel('Date').fill('2026-11-10');
  await page.locator('form').getByLabel('Titre').fill('Séminaires d’hiver');
  await page.locator('form').getByLabel('Poids').fill('25');
  await shot(page, '02-news-create');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+\/show/);
  await expect(page.getByText('Séminaires d’hiver').first()).toBeVisible();

  // The list is sorted by weight, heaviest first: the new item (25) sits between the seeded 30 and 20.
  await menu(page, 'Actualités').click();
  await expect.poll(() => rowTitles(page)).toContain('Séminaires d’hiver');
  const titles = await rowTitles(page);
  expect(titles.indexOf('Séminaires d’hiver')).toBe(titles.indexOf('Nouveaux hôtels partenaires à Lyon') + 1);
  expect(titles.indexOf('Salons professionnels : réservez tôt')).toBe(titles.indexOf('Séminaires d’hiver') + 1);
  await shot(page, '03-news-list');

  await page.getByRole('cell', { name: 'Séminaires d’hiver' }).click();
  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  await page.locator('form').getByLabel('Titre').fill('Séminaires d’hiver 2027');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+\/show/);
  await expect(page.getByText('Séminaires d’hiver 2027').first()).toBeVisible();
  await shot(page, '04-news-show');

  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  // The question names the kind of record, then the record.
  await expect(page.getByRole('dialog')).toContainText('Supprimer actualité Séminaires d’hiver 2027');
  await expect(page.getByRole('dialog')).not.toContainText('%{');
  await shot(page, '05-news-delete-confirm');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect.poll(() => rowTitles(page)).not.toContain('Séminaires d’hiver 2027');
});

test('a server validation error appears under its input, translated', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/mailtpl/create');
  await page.locator('form').getByLabel('Référence').fill('booking.confirmed');
  await page.locator('form').getByLabel('Libellé').fill('Doublon');
  await page.locator('form').getByLabel('Objet').fill('Doublon');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.ra-input-ref')).toContainText('Cette valeur existe déjà');
  await expect(page).toHaveURL(/\/admin\/mailtpl\/create/);
  await shot(page, '06-mailtpl-duplicate');
});

test('write buttons and entities follow the roles: an agent reads news but cannot create them', async ({ page }) => {
  await signInThroughApi(page, 'agent@agence-demo.fr');
  await page.goto('/admin/news');
  await expect.poll(() => rowTitles(page)).toContain('Nouveaux hôtels partenaires à Lyon');
  await expect(menu(page, 'Actualités')).toBeVisible();
  await expect(menu(page, 'Sociétés')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0);
  await shot(page, '07-agent-news');

  // Signing out ends the session and opens the front app's sign-in page.
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('hotel-booking-state') ?? '')).not.toContain('token');
});

test('a company user is sent to the front office, and a visitor to the sign-in page', async ({ page }) => {
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fnews/);

  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/admin/news');
  // The front office shows the user signed in, not an error page.
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/admin'));
  await expect(page.getByTestId('user-name')).toHaveText('David Leroy');
});

test('the back office is named after the product, in French and in English, where a page has no title of its own', async ({ page, browser }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('banner')).toContainText('Réservation hôtelière');
  await expect(page.getByText('React Admin')).toHaveCount(0);
  const english = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-GB' });
  const visitor = await english.newPage();
  await signInThroughApi(visitor, 'admin@agence-demo.fr');
  await visitor.goto('/admin/no-such-screen');
  await expect(visitor.getByRole('banner')).toContainText('Hotel booking');
  await expect(visitor.getByText('React Admin')).toHaveCount(0);
  await english.close();
});

test('the mail log shows a sent mail in a sandboxed frame', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/maillog');
  await page.locator(LIST_ROW).first().click();
  const frame = page.locator('iframe[sandbox=""]');
  await expect(frame).toBeVisible();
  await expect(page.frameLocator('iframe[sandbox=""]').locator('p').first()).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Éditer' })).toHaveCount(0);
  await shot(page, '08-maillog-show');
});

test('routes switched off in a descriptor leave no button: companies are neither created nor deleted', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/company');
  await expect(page.getByRole('cell', { name: 'Acme Industries' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0);
  await page.getByRole('cell', { name: 'Acme Industries' }).click();
  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);

  // The address of a create form that does not exist leads to the list, without asking the API for a record "create".
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.goto('/admin/company/create');
  await expect(page).toHaveURL(/\/admin\/company$/);
  await expect(page.getByRole('cell', { name: 'Acme Industries' })).toBeVisible();
  expect(asked.filter((url) => url.includes('/companies/create'))).toEqual([]);
});

test('an administrator signs in as a user from the user list and lands in the front office', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  // The list is searched as an admin would, since the account is not on the first page.
  await page.goto(`/admin/user?filter=${encodeURIComponent(JSON.stringify({ q: 'user@acme-demo.fr' }))}`);
  const row = page.locator(LIST_ROW, { hasText: 'user@acme-demo.fr' });
  await row.getByRole('button', { name: 'Se connecter en tant que' }).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/admin'));
  await expect(page.getByTestId('impersonation')).toContainText('Connecté en tant que David Leroy');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state') ?? '{}'));
  expect(stored.state.session.identity.username).toBe('user@acme-demo.fr');
  expect(stored.state.session.parentToken).toBeTruthy();
  await shot(page, '09-impersonating');
});
