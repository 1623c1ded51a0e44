import { expect, test, type Page } from '@playwright/test';
import { shot as screenshot, signInThroughUi } from './support.ts';

/** The traveller import of the back office, as the agency's administrator uses it, in a French browser. */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'traveller-import', name);

test('an administrator imports a csv into Acme Industries and reads which line was left out', async ({ page }) => {
  await signInThroughUi(page, 'admin@agence-demo.fr', '/admin/traveller');
  await expect(page).toHaveURL(/\/admin\/traveller/);
  await page.getByRole('button', { name: 'Importer' }).click();

  const dialog = page.getByRole('dialog', { name: 'Importer des voyageurs' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Formats acceptés : xlsx, csv')).toBeVisible();
  await dialog.getByLabel('Société').fill('Acme');
  await page.getByRole('option', { name: 'Acme Industries' }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Télécharger le modèle' }).click();
  expect((await download).suggestedFilename()).toBe('travellers-template.xlsx');

  // Line 3 has no last name; line 4 is Acme's seeded Claire Durand. Blank rows, which the import leaves out, make the
  // file long enough (300 kB) for its upload to be watched.
  const csv = `Nom*;Prénom*;Email;Téléphone mobile\nImportée;Anne;anne.importee@acme-demo.fr;06 12 34 56 78\n;Bernard;;\nDurand;Claire;;\nImportée;Louis;;\n${';;;\n'.repeat(75_000)}`;
  await dialog.getByTestId('traveller-import-file').setInputFiles({ name: 'voyageurs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByText('voyageurs.csv')).toBeVisible();
  // On a slow uplink (64 kB/s) the file takes seconds to send: the dialog says how much of it is sent.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  // While it waits, the button's name says so first.
  const submit = dialog.getByRole('button', { name: 'Import… Importer', exact: true });
  await expect(submit).toBeDisabled();
  await expect(submit.getByRole('progressbar', { name: 'Import…' })).toBeVisible();
  const upload = dialog.getByRole('progressbar', { name: 'Envoi du fichier' });
  await expect(upload).toBeVisible();
  await expect(dialog.getByText(/^Envoi du fichier : [1-9]\d? %$/)).toBeVisible();
  expect(Number(await upload.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await shot(page, '00-importing');

  await expect(dialog.getByText('2 voyageurs importés, 1 déjà présent')).toBeVisible();
  await expect(upload).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const rows = dialog.getByRole('table', { name: 'Lignes non importées' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('3');
  await expect(rows.nth(1)).toContainText('Des champs obligatoires (*) sont manquants');
  await expect(rows.nth(2)).toContainText('4');
  await expect(rows.nth(2)).toContainText('Ce voyageur existe déjà');
  await shot(page, '01-import-result');

  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await page.getByPlaceholder('Rechercher').fill('Importée');
  await expect(page.getByRole('cell', { name: 'Anne', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Louis', exact: true })).toBeVisible();
  await shot(page, '02-list-after-import');
});
