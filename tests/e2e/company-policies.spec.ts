import { expect, test, type Page } from '@playwright/test';
import { choose, PASSWORD, shot as screenshot, signInThroughUi } from './support.ts';

/** A company's white label and travel policy, set by the agency's administrator in a French browser. */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

// Initech has neither in the demo data: its screens start empty.
const COMPANY = 'Initech Services';
const shot = (page: Page, name: string) => screenshot(page, 'company-policies', name);
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer' }).click();

// The other journeys of the run expect the demo data: Initech goes back to having neither.
test.afterAll(async ({ request }) => {
  const auth = await request.post('/backend/auth', { data: { username: 'admin@agence-demo.fr', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${((await auth.json()) as { token: string }).token}` };
  const companies = (await (await request.get(`/backend/api/companies?filter=${encodeURIComponent(JSON.stringify({ q: COMPANY }))}`, { headers })).json()) as {
    id: number;
  }[];
  for (const screen of ['white-mark', 'travel-policy']) await request.delete(`/backend/api/companies/${companies[0].id}/${screen}`, { headers });
});

async function openCompany(page: Page) {
  await page.goto('/admin/company');
  await page.getByRole('cell', { name: COMPANY }).click();
  await expect(page).toHaveURL(/\/admin\/company\/\d+\/show$/);
}

test('the administrator sets a company’s white label and travel policy, and finds them again after a reload', async ({ page }) => {
  await signInThroughUi(page, 'admin@agence-demo.fr', '/admin');
  await expect(page).toHaveURL(/\/admin\//);
  await openCompany(page);
  await shot(page, '01-company-show');

  // White label: an unusable phone number is refused under its input, then a valid one is saved.
  await page.getByRole('link', { name: 'Marque blanche' }).click();
  await expect(page).toHaveURL(/\/admin\/company\/\d+\/white-mark$/);
  await expect(page.getByText('Aucune marque blanche n’est configurée')).toBeVisible();
  await page.getByLabel('Téléphone').fill('appelez-nous');
  await page.getByLabel('Numéro d’urgence').fill('+33 6 11 22 33 44');
  await page.getByLabel('E-mail').fill('voyages@initech-demo.fr');
  await page.getByLabel('Horaires d’ouverture').fill('Du lundi au vendredi, de 9 h à 18 h');
  await save(page);
  await expect(page.locator('.ra-input-phone')).toContainText('Le format du numéro de téléphone est incorrect');
  await shot(page, '02-white-label-error');
  await page.getByLabel('Téléphone').fill('+33 5 61 00 00 00');
  await save(page);
  await expect(page.getByText('La marque blanche est enregistrée')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Téléphone')).toHaveValue('+33 5 61 00 00 00');
  await expect(page.getByLabel('E-mail')).toHaveValue('voyages@initech-demo.fr');
  await expect(page.getByLabel('Horaires d’ouverture')).toHaveValue('Du lundi au vendredi, de 9 h à 18 h');
  await expect(page.getByRole('button', { name: 'Supprimer la marque blanche' })).toBeVisible();
  await shot(page, '03-white-label-saved');

  // Travel policy: mode, default prices, a season, and one department row.
  await page.getByRole('link', { name: 'Retour à la société' }).click();
  await page.getByRole('link', { name: 'Politique voyage' }).click();
  await expect(page).toHaveURL(/\/admin\/company\/\d+\/travel-policy$/);
  await choose(page.getByRole('combobox', { name: 'Mode' }), 'Soumise à validation');
  await page.getByLabel('Avec petit-déjeuner').fill('140');
  await page.getByLabel('Sans petit-déjeuner').fill('120');
  await page.getByLabel('Étape (soir)').fill('160');
  await page.getByLabel('Repas').fill('25');
  await page.getByLabel('Du', { exact: true }).fill('01/07');
  await page.getByLabel('Au', { exact: true }).fill('31/02');
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const row = page.locator('.RaSimpleFormIterator-line').first();
  await choose(row.getByRole('combobox', { name: 'Type de secteur' }), 'Département');
  await choose(row.getByRole('combobox', { name: 'Secteur', exact: true }), '69 – Rhône');
  await row.getByLabel('Avec petit-déjeuner').fill('130');
  await row.getByLabel('Sans petit-déjeuner').fill('110');
  await save(page);
  // 31 February is no day: refused under the date input.
  await expect(page.locator('.ra-input-date_to')).toContainText('La valeur ne correspond pas au format attendu');
  await shot(page, '04-travel-policy-error');
  await page.getByLabel('Au', { exact: true }).fill('31/08');
  await save(page);
  await expect(page.getByText('La politique voyage est enregistrée')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Mode' })).toHaveText('Soumise à validation');
  await expect(page.getByLabel('Avec petit-déjeuner').first()).toHaveValue('140');
  await expect(page.getByLabel('Repas').first()).toHaveValue('25');
  await expect(page.getByLabel('Du', { exact: true })).toHaveValue('01/07');
  await expect(page.getByLabel('Au', { exact: true })).toHaveValue('31/08');
  await expect(page.locator('.RaSimpleFormIterator-line')).toHaveCount(1);
  await expect(row.getByRole('combobox', { name: 'Type de secteur' })).toHaveText('Département');
  await expect(row.getByRole('combobox', { name: 'Secteur', exact: true })).toHaveText('69 – Rhône');
  await expect(row.getByLabel('Avec petit-déjeuner')).toHaveValue('130');
  await shot(page, '05-travel-policy-saved');
});
