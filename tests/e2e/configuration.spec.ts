import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, shot as screenshot, signInThroughUi } from './support.ts';
import { BANNER_DAYS } from '../../seeds/01_agency.ts';
import { day } from '../support/days.ts';

/** The card and banner screens of the back office, walked by the agency's administrator in a French browser. */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const SEEDED_BANNER = { text: 'Bienvenue sur la plateforme de réservation hôtelière de votre agence.', expires: day(BANNER_DAYS), enabled: true };
const shot = (page: Page, name: string) => screenshot(page, 'configuration', name);
const menu = (page: Page, label: string) => page.getByRole('menuitem', { name: label });

// The other journeys of the run expect the seeded banner: put it back whatever happened here.
test.afterAll(async ({ request }) => {
  const auth = await request.post('/backend/auth', { data: { username: 'admin@agence-demo.fr', password: PASSWORD } });
  const { token } = (await auth.json()) as { token: string };
  await request.put('/backend/api/configurations/bandeau', { data: SEEDED_BANNER, headers: { Authorization: `Bearer ${token}` } });
});

test('the administrator changes the banner and a company user sees it on the front office', async ({ page, browser }) => {
  const text = 'Fermeture exceptionnelle de l’agence le 24 décembre';
  await signInThroughUi(page, 'admin@agence-demo.fr', '/admin');
  await expect(page).toHaveURL(/\/admin\//);
  await menu(page, 'Bandeau d’information').click();
  await expect(page).toHaveURL(/\/admin\/bandeau$/);
  await expect(page.getByTestId('banner-preview')).toHaveText(SEEDED_BANNER.text);
  await shot(page, '01-banner-show');

  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page).toHaveURL(/\/admin\/bandeau\/edit$/);
  const form = page.locator('form');
  await expect(form.getByLabel('Texte')).toHaveValue(SEEDED_BANNER.text);

  // Shown with no text: refused by the server, the message under the text input.
  await form.getByLabel('Texte').fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.ra-input-text')).toContainText('Ce champ est obligatoire');
  await expect(page).toHaveURL(/\/admin\/bandeau\/edit$/);
  await shot(page, '02-banner-required');

  await form.getByLabel('Texte').fill(text);
  await form.getByLabel('Date d’expiration').fill('2030-06-30');
  await shot(page, '03-banner-edit');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le bandeau d’information est enregistré')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bandeau$/);
  await expect(page.getByTestId('banner-preview')).toHaveText(text);
  await expect(page.getByText('30/06/2030')).toBeVisible();
  await shot(page, '04-banner-saved');

  const user = await browser.newPage({ locale: 'fr-FR' });
  await signInThroughUi(user, 'user@acme-demo.fr', '/home_search');
  await expect(user).toHaveURL(/\/home_search/);
  await expect(user.getByTestId('banner')).toHaveText(text);
  await shot(user, '05-banner-front-office');
  await user.close();
});

test('the administrator enters an invalid, then a valid card, and sees only its masked number', async ({ page }) => {
  await signInThroughUi(page, 'admin@agence-demo.fr', '/admin');
  await expect(page).toHaveURL(/\/admin\//);
  await menu(page, 'Carte de paiement').click();
  await expect(page).toHaveURL(/\/admin\/cb$/);
  await expect(page.getByText('Aucune carte n’est enregistrée.')).toBeVisible();
  await shot(page, '06-card-not-configured');

  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page).toHaveURL(/\/admin\/cb\/edit$/);
  const form = page.locator('form');
  // Not a card number: its last digit fails the Luhn check.
  await form.getByLabel('Numéro de carte').fill('4970 1000 0000 0000');
  await form.getByLabel('Titulaire').fill('Agence Demo');
  await form.getByLabel('Date d’expiration').fill('09/30');
  await form.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.ra-input-number')).toContainText('Le numéro de carte est invalide');
  await expect(page).toHaveURL(/\/admin\/cb\/edit$/);
  await shot(page, '07-card-invalid-number');

  await form.getByLabel('Numéro de carte').fill('4970 1000 0000 0006');
  // The number and the security code leave the browser encrypted with the server's public key, never in clear.
  const saving = page.waitForRequest((request) => ['PUT', 'PATCH'].includes(request.method()) && request.url().endsWith('/backend/api/configurations/cb'));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const sent = await saving;
  expect(Object.keys(sent.postDataJSON()).sort()).toEqual(['cvv_encrypted', 'expiry', 'holder', 'number_encrypted']);
  expect(sent.postDataJSON().number_encrypted).toMatch(/^[A-Za-z0-9+/]{500,}={0,2}$/);
  expect(sent.postData()).not.toContain('4970');
  expect(sent.postData()).not.toContain('"123"');
  await expect(page.getByText('La carte de paiement est enregistrée')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cb$/);
  await expect(page.getByTestId('card-number-masked')).toHaveText('•••• •••• •••• 0006');
  await expect(page.getByText('Agence Demo')).toBeVisible();
  await expect(page.getByText('Visa')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('4970');
  await shot(page, '08-card-saved');

  // Back on the form, the number and the security code are not given back.
  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(form.getByLabel('Numéro de carte')).toHaveValue('');
  await expect(form.getByLabel('Cryptogramme')).toHaveValue('');
  await expect(form.getByLabel('Titulaire')).toHaveValue('Agence Demo');
});

test('an agent sees neither screen in the menu and is refused them', async ({ page }) => {
  await signInThroughUi(page, 'agent@agence-demo.fr', '/admin/cb');
  await expect(page).toHaveURL(/\/admin\//);
  await expect(menu(page, 'Actualités')).toBeVisible();
  await expect(menu(page, 'Carte de paiement')).toHaveCount(0);
  await expect(menu(page, 'Bandeau d’information')).toHaveCount(0);
  await page.goto('/admin/bandeau/edit');
  await expect(page.getByText('Accès refusé').first()).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  await shot(page, '09-agent-refused');
});
