import { expect, test } from '@playwright/test';
import { CONTINGENTS, LIST_ROW, shot, signInThroughApi } from './support.ts';

/** The agency's administrator acts as a company manager and as a hotel user, and comes back each time. */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const userList = (q: string) => `/admin/user?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

test('the admin acts as a manager in the front office and comes back to the back office', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto(userList('manager@acme-demo.fr'));
  const row = page.locator(LIST_ROW, { hasText: 'manager@acme-demo.fr' });
  await row.getByRole('button', { name: 'Se connecter en tant que' }).click();

  await expect(page).toHaveURL(/\/home_search$/);
  await expect(page.getByTestId('impersonation')).toContainText('Connecté en tant que Claire Durand');
  await shot(page, 'impersonation', '01-as-manager');

  await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByText('Alice Martin')).toBeVisible();
  await expect(page.getByTestId('impersonation')).toHaveCount(0);
});

test('the admin acts as a hotel user on the contingents site and comes back to the agency back office', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto(userList('hotel@hotel-demo.fr'));
  const row = page.locator(LIST_ROW, { hasText: 'hotel@hotel-demo.fr' });
  await row.getByRole('button', { name: 'Se connecter en tant que' }).click();

  // The session crossed to the other site and the address no longer carries it.
  await expect(page).toHaveURL(`${CONTINGENTS}/`);
  await expect(page.getByTestId('impersonation')).toContainText('Connecté en tant que Fabien Roux');
  await shot(page, 'impersonation', '02-as-hotel-user');

  await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/admin/);
  expect(new URL(page.url()).hostname).toBe('localhost');
  await expect(page.getByText('Alice Martin')).toBeVisible();
  // Nothing of the hotel session stays on the contingents site.
  await page.goto(`${CONTINGENTS}/`);
  await expect(page).toHaveURL(/\/login/);
});
