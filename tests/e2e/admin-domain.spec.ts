import { expect, test, type Page } from '@playwright/test';
import { authHeaders, CONTINGENTS, LIST_ROW, PASSWORD, shot as screenshot, signInThroughApi } from './support.ts';

/**
 * The domain entities of the generated back office (bookings, companies and their related lists, contingents), walked
 * by the agency's administrator and by a hotel administrator on the contingents site, in a French browser. The demo
 * rows are not named one by one: the journeys hold whatever the seeds give, as long as the demo companies, bookings
 * and contingent hotels exist.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'admin-domain', name);

/** The French labels of the booking statuses (entities/bookingStatus.ts), as a status chip must show them. */
const STATUS_LABELS = [
  'Désactivée',
  'Incomplète',
  'Brouillon',
  'Incomplète (brouillon)',
  'En attente d’autorisation',
  'Demande envoyée',
  'Refusée',
  'En cours de traitement',
  'En attente de validation',
  'En attente de confirmation',
  'En attente de bon de commande',
  'Confirmée',
  'Modification envoyée',
  'Annulation demandée',
  'Annulée',
  'Terminée',
];

const menu = (page: Page, label: string) => page.getByRole('menuitem', { name: label, exact: true });
const rows = (page: Page) => page.locator(LIST_ROW);
/** The column titles of the list on screen; a sortable title's accessible name is its sort hint, so the text is read. */
const headers = async (page: Page) => (await page.locator('.RaDatagrid-table thead th').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
const expectColumn = (page: Page, label: string) => expect.poll(() => headers(page)).toContain(label);
const expectNoColumn = async (page: Page, label: string, present: string) => {
  await expectColumn(page, present);
  expect(await headers(page)).not.toContain(label);
};

test('an administrator opens a company and finds its users, custom fields and favourite locations', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/company');
  await page.getByRole('cell', { name: 'Acme Industries' }).click();
  await expect(page).toHaveURL(/\/admin\/company\/\d+\/show$/);
  for (const tab of ['Identité', 'Utilisateurs', 'Champs personnalisés', 'Lieux favoris', 'Codes fournisseurs']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await expect(page).toHaveURL(/\/show\/users$/);
  await expect(page.getByRole('cell', { name: 'user@acme-demo.fr' })).toBeVisible();
  // The related list leaves out the column pointing back to the company: every row would repeat it.
  await expectNoColumn(page, 'Société', 'Email');
  await shot(page, '01-company-users');

  await page.getByRole('tab', { name: 'Champs personnalisés' }).click();
  await expect(page).toHaveURL(/\/show\/custom_fields$/);
  await expectColumn(page, 'Libellé');
  await expectColumn(page, 'Type');
  // A custom field is created from here already attached to the company.
  await expect(page.getByRole('link', { name: 'Créer' })).toBeVisible();
  await shot(page, '02-company-custom-fields');

  await page.getByRole('tab', { name: 'Lieux favoris' }).click();
  await expect(page).toHaveURL(/\/show\/favorite_locations$/);
  await expectColumn(page, 'Nom');
  await expectColumn(page, 'Ville');
  await shot(page, '03-company-favourite-locations');

  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL(/\/admin\/favoriteLocation\/create$/);
  await expect(page.locator('form').getByLabel('Société')).toHaveValue('Acme Industries');
});

test('deleting a custom list field says first that its choices go with it', async ({ page }) => {
  const headers = await authHeaders(page.request, 'admin@agence-demo.fr');
  const companies = await page.request.get(`/backend/api/companies?filter=${encodeURIComponent(JSON.stringify({ q: 'Acme Industries' }))}`, { headers });
  const acme = ((await companies.json()) as { id: number; name: string }[]).find((company) => company.name === 'Acme Industries')!;
  const field = await page.request.post('/backend/api/company-custom-fields', {
    headers,
    data: { company: acme.id, label: `Centre ${Date.now().toString(36)}`, type: 30, rank: 90 },
  });
  expect(field.status(), await field.text()).toBe(201);
  const { id } = (await field.json()) as { id: number };
  for (const label of ['Nord', 'Sud']) {
    const option = await page.request.post('/backend/api/field-options', { headers, data: { field: id, label, value: label.toLowerCase() } });
    expect(option.status(), await option.text()).toBe(201);
  }

  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto(`/admin/bookinginputfield/${id}`);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('deleted-with')).toHaveText('Cette suppression efface aussi : 2 choix de liste.');
  await shot(page, '00-custom-field-delete');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/admin\/bookinginputfield$/);
  const options = await page.request.get(`/backend/api/field-options?filter=${encodeURIComponent(JSON.stringify({ field: id }))}`, { headers });
  expect(await options.json()).toEqual([]);
});

test('the bookings list shows translated status chips and a booking can be disabled after confirmation', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  // The companies of the page come with it (react-admin keeps them a second before it would ask again).
  const listed = page.waitForResponse((response) => response.url().includes('/backend/api/bookings?') && response.url().includes('prefetch='));
  await page.goto('/admin/booking');
  const { data, prefetched } = await (await listed).json();
  expect(data.length).toBeGreaterThan(0);
  expect(prefetched.company.length).toBeGreaterThan(0);
  for (const column of ['Référence', 'Statut', 'En ligne', 'Arrivée', 'Départ', 'Destination', 'Voyageurs', 'Société']) {
    await expectColumn(page, column);
  }
  // Bookings are read-only in the back office: neither created nor edited there.
  await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0);
  // The loading rows have no column cells: the first status cell is the page drawn.
  const statusCells = page.locator('.RaDatagrid-table tbody td.column-status');
  await expect(statusCells.first()).toBeVisible();
  const statuses = await statusCells.allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  for (const status of statuses) expect(STATUS_LABELS).toContain(status.trim());
  await expect(page.locator('.RaDatagrid-table tbody td.column-company').first()).not.toBeEmpty();
  await shot(page, '04-bookings');

  // Filtering on a status offers the translated labels.
  await page.getByRole('button', { name: 'Ajouter un filtre' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Statut' }).click();
  await page.locator('form').getByLabel('Statut').click();
  await expect(page.getByRole('option', { name: 'Confirmée', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await rows(page).first().click();
  await expect(page).toHaveURL(/\/admin\/booking\/\d+\/show$/);
  for (const tab of ['Réservation', 'Emails envoyés', 'Historique']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Éditer' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Historique' }).click();
  await expectColumn(page, 'Nouveau statut');
  await shot(page, '05-booking-history');

  // The action asks before acting; cancelling leaves the booking as it was.
  const disable = page.getByRole('button', { name: 'Désactiver' });
  await expect(disable).toBeVisible();
  if (await disable.isEnabled()) {
    await disable.click();
    await expect(page.getByRole('dialog')).toContainText('Désactiver la réservation');
    await shot(page, '06-booking-disable-confirm');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('resending a logged mail is asked for first, from a list row without opening the mail', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/maillog');
  await rows(page).first().getByRole('button', { name: 'Renvoyer' }).click();
  await expect(page.getByRole('dialog')).toContainText('Renvoyer l’email');
  await shot(page, '11-maillog-resend-confirm');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Neither the button nor its dialog opened the row's mail.
  await expect(page).toHaveURL(/\/admin\/maillog$/);
});

test('the agency sees the selling prices of the contingents', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/contingent');
  await expectColumn(page, 'Prix d’achat');
  await expectColumn(page, 'Prix de vente');
  await expectColumn(page, 'Hôtel');
});

test('a hotel administrator finds the hotel back office, without the agency-only columns', async ({ page }) => {
  await page.goto(`${CONTINGENTS}/login`);
  await page.locator('input[name=username]').fill('hotel-admin@hotel-demo.fr');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin\//);

  for (const item of ['Hôtels', 'Types de chambre', 'Modèles de contingent', 'Contingents', 'Règles de rétrocession', 'Rétrocessions', 'Chambres réservées']) {
    await expect(menu(page, item)).toBeVisible();
  }
  await expect(menu(page, 'Sociétés')).toHaveCount(0);
  await expect(menu(page, 'Réservations')).toHaveCount(0);

  // Its own hotel only, which it edits but never adds to.
  await menu(page, 'Hôtels').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0);
  await shot(page, '07-hotel-admin-hotels');

  await menu(page, 'Types de chambre').click();
  await expect(rows(page).first()).toBeVisible();
  await shot(page, '08-hotel-admin-room-types');

  await menu(page, 'Contingents').click();
  await expect(page).toHaveURL(/\/admin\/contingent$/);
  await expectColumn(page, 'Type de chambre');
  await expectColumn(page, 'Disponibles');
  await expectNoColumn(page, 'Prix de vente', 'Prix d’achat');
  expect(await headers(page)).not.toContain('Hôtel');
  await shot(page, '09-hotel-admin-contingents');

  // The hotel's page lists its contingents with the same columns hidden.
  await menu(page, 'Hôtels').click();
  // The list of hotels must be on screen before a row is clicked, not the contingents still fading out.
  await expect(page).toHaveURL(/\/admin\/contingentHotel$/);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  await page.getByRole('tab', { name: 'Contingents' }).click();
  await expectNoColumn(page, 'Prix de vente', 'Disponibles');
  await shot(page, '10-hotel-admin-hotel-contingents');

  await menu(page, 'Modèles de contingent').click();
  await expect(page).toHaveURL(/\/admin\/configcontingent$/);
  // A hotel admin reads no company, so the company a configuration is reserved for is not shown either.
  await expectNoColumn(page, 'Société réservée', 'Prix d’achat');
  expect(await headers(page)).not.toContain('Prix de vente');
});
