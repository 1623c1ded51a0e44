import { expect, test, type Page } from '@playwright/test';
import { BANNER, fillSignIn, PORT, shot as screenshot } from './support.ts';

const shot = (page: Page, name: string) => screenshot(page, '.', name);

test.describe('contingents site, French browser', () => {
  test.use({ locale: 'fr-FR', baseURL: `http://contingents.localhost:${PORT}` });

  test('a visitor without a session is sent to sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Espace hôtels').first()).toBeVisible();
    await expect(page.getByTestId('banner')).toHaveText(BANNER);
    await shot(page, 'contingents-login');
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fredirect$/);
  });

  test('a hotel user signs in and sees the hotel space', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'hotel@hotel-demo.fr');
    await expect(page).toHaveURL(/contingents\.localhost:\d+\/$/);
    await expect(page.getByTestId('user-name')).toHaveText('Fabien Roux');
    await expect(page.getByRole('heading', { name: 'Bonjour Fabien' })).toBeVisible();
    await expect(page.getByTestId('banner')).toHaveText(BANNER);
    await shot(page, 'contingents-home');
    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText('Fabien Roux');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a hotel admin is sent to the hotel back office, and adds a release rule without naming the hotel', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'hotel-admin@hotel-demo.fr');
    await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin(\/|#|$)/);

    // A rule switched off releases nothing: the other journeys' stock stays as it is.
    await page.goto('/admin/hotelretrocession/create');
    const form = page.locator('form');
    await expect(form.getByLabel('Hôtel')).toHaveCount(0);
    await form.locator('input[name=days]').fill('2');
    await form.locator('input[name=taux]').fill('50');
    await form.getByLabel('Active').uncheck();
    await shot(page, 'contingents-release-rule');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/admin\/hotelretrocession\/\d+\/show$/);
    await expect(page.getByText('Le Grand Hôtel Opéra Affaires').first()).toBeVisible();
  });

  test('a company user is told the hotel space is not for them', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'user@acme-demo.fr');
    await expect(page.getByRole('heading', { name: 'Vous n’avez pas accès à cette page' })).toBeVisible();
    await shot(page, 'contingents-unauthorised');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
