import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, PASSWORD, shot as screenshot, signInThroughApi } from './support.ts';

/**
 * A company's settings on screen: the company's rules on the home page, a manager disabling and enabling a
 * user, the voucher choice on the profile, and the back office refusing a group alias another company uses.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'criteria-swaps', name);

test('a user sees the company’s rules above the search, on a desktop and on a phone', async ({ page }) => {
  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/home_search');
  const panel = page.getByTestId('company-rules');
  await expect(panel.getByRole('heading', { name: 'Règles de votre entreprise' })).toBeVisible();
  // Acme's bookings wait for a manager (seeds): the rule is listed.
  await expect(panel.getByText('Validation d’un responsable avant réservation')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rechercher un hôtel', level: 2 })).toBeVisible();
  await shot(page, '01-home-rules-desktop');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(panel).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, '02-home-rules-phone');
});

test('a manager disables a user, who can no longer sign in, then enables them again', async ({ page }) => {
  await signInThroughApi(page, 'manager@acme-demo.fr');
  await page.goto('/users');
  await page.getByLabel('Rechercher un nom ou une adresse').fill('user@acme-demo.fr');
  const row = page.getByTestId('user-row').filter({ hasText: 'user@acme-demo.fr' });
  await expect(row).toHaveCount(1);
  // The manager's own row has no such button.
  await row.getByRole('button', { name: 'Désactiver user@acme-demo.fr' }).click();
  const dialog = page.getByRole('dialog', { name: /Désactiver David Leroy/ });
  await expect(dialog.getByText('ne pourra plus se connecter')).toBeVisible();
  await shot(page, '03-users-confirm-disable');
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Compte de David Leroy désactivé.')).toBeVisible();
  await expect(row).toContainText('Désactivé');
  const refused = await page.request.post('/backend/auth', { data: { username: 'user@acme-demo.fr', password: PASSWORD } });
  expect(refused.status()).toBe(401);
  await shot(page, '04-users-disabled');

  await row.getByRole('button', { name: 'Activer user@acme-demo.fr' }).click();
  await expect(page.getByText('Compte de David Leroy activé.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Désactiver user@acme-demo.fr' })).toBeVisible();
  const accepted = await page.request.post('/backend/auth', { data: { username: 'user@acme-demo.fr', password: PASSWORD } });
  expect(accepted.status()).toBe(200);

  await page.getByLabel('Rechercher un nom ou une adresse').fill('manager@acme-demo.fr');
  const own = page.getByTestId('user-row').filter({ hasText: 'manager@acme-demo.fr' });
  await expect(own).toHaveCount(1);
  await expect(own.getByRole('button', { name: /Désactiver/ })).toHaveCount(0);
  await shot(page, '05-users-own-row');

  // On a phone the row keeps its three actions without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByLabel('Rechercher un nom ou une adresse').fill('acme-demo.fr');
  await expect(
    page.getByTestId('user-row').filter({ hasText: 'user@acme-demo.fr' }).getByRole('button', { name: 'Désactiver user@acme-demo.fr' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, '05b-users-phone');
});

test('a user chooses to have vouchers sent to the travellers on the profile', async ({ page }) => {
  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/profile');
  const choice = page.getByLabel('Envoyer les bons d’échange (vouchers) directement aux voyageurs');
  await expect(choice).not.toBeChecked();
  await choice.click();
  await expect(choice).toBeChecked();
  await page.reload();
  await expect(choice).toBeChecked();
  await shot(page, '06-profile-voucher-on');
  await choice.click();
  await expect(choice).not.toBeChecked();
});

test('an agency administrator is told a group alias is already used before saving a company', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  const auth = await page.request.post('/backend/auth', { data: { username: 'admin@agence-demo.fr', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await auth.json()).token}` };
  const [acme] = (await (
    await page.request.get(`/backend/api/companies?filter=${encodeURIComponent(JSON.stringify({ q: 'Acme Industries' }))}`, { headers })
  ).json()) as { id: number }[];
  await page.goto(`/admin/company/${acme.id}`);
  await page.getByRole('tab', { name: 'Liens et marque blanche' }).click();
  const alias = page.getByLabel('Alias du lien de demande de groupe');
  // Globex's alias (seeds), typed in another case.
  await alias.fill('GLOBEX');
  await alias.blur();
  await expect(page.getByText('Alias déjà utilisé')).toBeVisible();
  await shot(page, '07-admin-alias-taken');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Alias déjà utilisé')).toBeVisible();
  expect((await (await page.request.get(`/backend/api/companies/${acme.id}`, { headers })).json()).group_alias).toBeNull();

  await alias.fill('acme-groupes');
  await alias.blur();
  await expect(page.getByText('Alias déjà utilisé')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(async () => (await (await page.request.get(`/backend/api/companies/${acme.id}`, { headers })).json()).group_alias).toBe('acme-groupes');
  await shot(page, '08-admin-alias-saved');
});
