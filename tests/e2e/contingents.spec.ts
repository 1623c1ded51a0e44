import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Demo-2026!';
const BANNER = 'Bienvenue sur la plateforme de réservation hôtelière de votre agence.';
const PORT = Number(process.env.E2E_PORT ?? 3100);

async function signIn(page: Page, email: string) {
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/${name}.png`, fullPage: true });

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

  test('a hotel user signs in and sees the hotel space', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'hotel@hotel-demo.fr');
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

  test('a hotel admin is sent to the hotel back office', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'hotel-admin@hotel-demo.fr');
    await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin(\/|#|$)/);
  });

  test('a company user is told the hotel space is not for them', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'user@acme-demo.fr');
    await expect(page.getByRole('heading', { name: 'Vous n’avez pas accès à cette page' })).toBeVisible();
    await shot(page, 'contingents-unauthorised');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
