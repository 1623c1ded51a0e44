import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../seeds/demo-accounts.ts';
import { PASSWORD, pick, shot as screenshot, signInThroughUi } from './support.ts';

/**
 * The agency's agent at work in the back office, in a French browser: it picks companies and people by name to create
 * what the companies ask for, and sees who booked and who wrote. Then the administrator meets a user bookings name,
 * who is disabled rather than deleted.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'agent-work', name);

test('the agent creates a traveller and a message for Acme, imports travellers, and sees who booked and who wrote', async ({ page }) => {
  // Six screens in a row, on a machine the other journeys may share.
  test.setTimeout(120_000);
  await signInThroughUi(page, 'agent@agence-demo.fr', '/admin/traveller/create');
  await expect(page).toHaveURL(/\/admin\/traveller\/create/);
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Agathe');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Agente');
  await pick(page.getByRole('combobox', { name: 'Société', exact: true }), 'Acme Industries', 'Acme');
  await shot(page, '00-traveller-form');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/traveller\/\d+\/show/);
  await expect(page.getByText('Acme Industries')).toBeVisible();
  await shot(page, '01-traveller-created');

  // The import dialog offers the companies to import into.
  await page.goto('/admin/traveller');
  await page.getByRole('button', { name: 'Importer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des voyageurs' });
  await dialog.getByLabel('Société').fill('Ac');
  await expect(page.getByRole('option', { name: 'Acme Industries' })).toBeVisible();
  await shot(page, '02-import-companies');
  await page.getByRole('option', { name: 'Acme Industries' }).click();
  await expect(dialog.getByRole('button', { name: 'Télécharger le modèle' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await page.goto('/admin/message/create');
  await page.getByRole('textbox', { name: 'Objet', exact: true }).fill('Votre séminaire de mars');
  await pick(page.getByRole('combobox', { name: 'Utilisateur', exact: true }), 'manager@acme-demo.fr', 'manager@acme');
  await pick(page.getByRole('combobox', { name: 'Société', exact: true }), 'Acme Industries', 'Acme');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Nous avons trois hôtels à vous proposer.');
  await shot(page, '03-message-form');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/message\/\d+\/show/);
  await expect(page.getByText('manager@acme-demo.fr').first()).toBeVisible();

  // The message list names who wrote and for which company.
  await page.goto('/admin/message');
  const messages = page.getByRole('table');
  await expect(messages.getByRole('columnheader', { name: 'Utilisateur' })).toBeVisible();
  await expect(messages.getByRole('columnheader', { name: 'Société' })).toBeVisible();
  const mine = messages.getByRole('row').filter({ hasText: 'Votre séminaire de mars' });
  await expect(mine).toContainText('manager@acme-demo.fr');
  await expect(mine).toContainText('Acme Industries');
  await shot(page, '04-message-list');

  // The booking list and page name the company and the person who booked.
  await page.goto('/admin/booking');
  const bookings = page.getByRole('table');
  await expect(bookings.getByRole('columnheader', { name: 'Société' })).toBeVisible();
  await expect(bookings.getByRole('columnheader', { name: 'Réservée par' })).toBeVisible();
  const first = bookings.getByRole('row').nth(1);
  await expect(
    first
      .getByRole('cell')
      .filter({ hasText: /@.+-demo\.fr$/ })
      .first(),
  ).toBeVisible();
  await shot(page, '05-booking-list');
  const company = (await first.getByRole('cell').nth(9).innerText()).trim();
  expect(company.length).toBeGreaterThan(0);
  // Named, not opened: the company's and the user's own pages are the administrators'.
  await expect(first.getByRole('link')).toHaveCount(0);
  await first.click();
  await expect(page).toHaveURL(/\/admin\/booking\/\d+\/show/);
  await expect(page.getByText('Réservée par')).toBeVisible();
  await expect(page.getByText(/@.+-demo\.fr$/).first()).toBeVisible();
  await expect(page.getByText(company).first()).toBeVisible();
  await shot(page, '06-booking-page');
});

test('the administrator cannot delete a user who booked, and disables the account instead', async ({ page }) => {
  // A seeded booker who is not one of the demo accounts the other journeys sign in with.
  const auth = await page.request.post('/backend/auth', { data: { username: 'admin@agence-demo.fr', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await auth.json()).token}` };
  const page0 = (await (await page.request.get(`/backend/api/bookings?range=${encodeURIComponent('[0,199]')}`, { headers })).json()) as {
    user: number | null;
  }[];
  const bookers = [...new Set(page0.map((booking) => booking.user).filter((id): id is number => id !== null))];
  const users = (await (await page.request.get(`/backend/api/users?filter=${encodeURIComponent(JSON.stringify({ id: bookers }))}`, { headers })).json()) as {
    id: number;
    email: string;
  }[];
  const booker = users.find((user) => !DEMO_ACCOUNTS.some((account) => account.email === user.email))!;
  expect(booker).toBeDefined();

  await signInThroughUi(page, 'admin@agence-demo.fr', `/admin/user/${booker.id}`);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(booker.email);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  const keep = page.getByRole('dialog', { name: `Conserver « ${booker.email} » ?` });
  await expect(keep).toBeVisible();
  await expect(keep).toContainText('Des réservations ou des messages s’y rattachent');
  await shot(page, '07-user-kept');
  await keep.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText(`« ${booker.email} » est désactivé`)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Actif' })).not.toBeChecked();
  await shot(page, '08-user-disabled');

  const stored = await (await page.request.get(`/backend/api/users/${booker.id}`, { headers })).json();
  expect(stored.enabled).toBe(false);
  // Its bookings still name it.
  const theirs = (await (
    await page.request.get(`/backend/api/bookings?filter=${encodeURIComponent(JSON.stringify({ user: booker.id }))}`, { headers })
  ).json()) as unknown[];
  expect(theirs.length).toBeGreaterThan(0);
});
