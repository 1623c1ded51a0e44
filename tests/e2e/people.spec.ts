import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { expectNoSidewaysScroll, fillSignIn, mailedLink, shot as screenshot, signInThroughApi } from './support.ts';

/** The people screens of the front office: users and their password links, travellers and their import. */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'people', name);

test('a manager creates a user, who defines a password through the mailed link and signs in', async ({ page, browser }) => {
  // Two browsers, two sign-ins and a password hash: longer than one journey's default minute on a busy machine.
  test.setTimeout(120_000);
  await signInThroughApi(page, 'manager@acme-demo.fr');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await page.getByLabel('Rechercher un nom ou une adresse').fill('durand');
  await expect(page.getByTestId('user-row').filter({ hasText: 'manager@acme-demo.fr' })).toBeVisible();
  await shot(page, '01-users-search');

  const email = `lina.morel.${Date.now()}@acme-demo.fr`;
  await page.getByRole('button', { name: 'Créer un utilisateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
  // An address outside the company's domains is refused on its field (120).
  await dialog.locator('input[name=first_name]').fill('Lina');
  await dialog.locator('input[name=last_name]').fill('Morel');
  await dialog.locator('input[name=email]').fill('lina.morel@gmail.com');
  await dialog.getByLabel('Comptable').check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Saisissez un nom de domaine valide', { exact: true })).toBeVisible();
  await shot(page, '02-user-domain-refused');
  await dialog.locator('input[name=email]').fill(email);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Compte créé : ${email} reçoit un lien pour définir son mot de passe.`)).toBeVisible();
  await page.getByLabel('Rechercher un nom ou une adresse').fill('lina.morel');
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('Comptable');
  await expect(row).toContainText('En attente');
  await shot(page, '03-user-created');

  // The new user opens the mail's link in a browser of their own.
  const link = await mailedLink(email, /href="([^"]+\/define_password\/[A-Za-z0-9_-]+)"/);
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await expect(phone.getByText(`Bonjour Lina, choisissez le mot de passe du compte ${email}.`)).toBeVisible();
  await phone.locator('input[name=password]').fill('court');
  await phone.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(phone.getByText('Le mot de passe doit contenir au moins 8 caractères', { exact: true })).toBeVisible();
  // Her own name with a year is refused by the server, on the password field.
  await phone.locator('input[name=password]').fill('Lina-Morel-2026');
  await phone.locator('input[name=confirmation]').fill('Lina-Morel-2026');
  await phone.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(
    phone.getByText('Ce mot de passe est trop courant ou trop facile à deviner : choisissez-en un plus long ou moins prévisible.', { exact: true }),
  ).toBeVisible();
  await phone.locator('input[name=password]').fill('Tilleul-Ardoise-47');
  await phone.locator('input[name=confirmation]').fill('Tilleul-Ardoise-48');
  await phone.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(phone.getByText('Les deux mots de passe doivent être identiques', { exact: true })).toBeVisible();
  await phone.locator('input[name=confirmation]').fill('Tilleul-Ardoise-47');
  await phone.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(phone.getByText('Votre mot de passe est enregistré.')).toBeVisible();
  await screenshot(phone, 'people', '04-password-defined-phone');

  // The link works once: opened again, it says it expired and offers a new request.
  await phone.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await expect(phone.getByRole('heading', { name: 'Lien expiré' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
  await screenshot(phone, 'people', '05-link-expired-phone');

  await phone.goto('/login');
  await fillSignIn(phone, email, 'Tilleul-Ardoise-47');
  await expect(phone).toHaveURL(/\/home_search/);
  await screenshot(phone, 'people', '06-new-user-signed-in');
  // The page fits the phone: nothing scrolls sideways.
  await expectNoSidewaysScroll(phone);
  await context.close();
});

test('a user imports a traveller file from the front office and reads the outcome line by line', async ({ page }) => {
  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/travellers');
  await expect(page.getByRole('heading', { name: 'Voyageurs' })).toBeVisible();
  await expect(page.getByTestId('traveller-row').first()).toBeVisible();
  // A page of 25 rows at first, as every list of the three sites: as many as Acme has travellers, up to 25.
  await expect(page.getByRole('combobox', { name: 'Lignes par page' })).toHaveText(String(PAGE_SIZE));
  const total = Number(/sur (\d+)/.exec((await page.locator('.MuiTablePagination-displayedRows').textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('traveller-row')).toHaveCount(Math.min(total, PAGE_SIZE));
  await shot(page, '07-travellers');

  await page.getByRole('button', { name: 'Importer un fichier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des voyageurs' });
  await expect(dialog.getByText('Formats acceptés : .xlsx, .csv (2 Mo au plus).')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Télécharger le modèle' }).click();
  expect((await download).suggestedFilename()).toBe('travellers-template.xlsx');

  const name = `Frontimport${Date.now().toString(36)}`;
  const csv = `Nom*;Prénom*;Email;Téléphone mobile\n${name};Agathe;;06 12 34 56 78\n;Sans;;\nDurand;Claire;;\nBad;Mail;pas-une-adresse;\n`;
  await dialog.locator('input[type=file]').setInputFiles({ name: 'voyageurs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByText('Fichier : voyageurs.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  const result = dialog.getByTestId('import-result');
  await expect(result).toContainText('1 voyageur ajouté · 1 déjà présent');
  const lines = result.getByTestId('import-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Ligne 3 — Des champs obligatoires (*) sont manquants (1007)');
  await expect(lines.nth(1)).toContainText('Ligne 4 — Ce voyageur existe déjà (1005)');
  await expect(lines.nth(2)).toContainText('Ligne 5 — Des valeurs ne sont pas acceptables (1008)');
  await shot(page, '08-import-result');

  // A file of another kind is refused as a whole (1001).
  await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ce format de fichier n’est pas accepté');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // The imported traveller is in the list; edited with a custom field, then disabled.
  await page.getByLabel('Rechercher (3 lettres minimum)').fill(name);
  const row = page.getByTestId('traveller-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('traveller-row')).toHaveCount(1);
  await row.getByRole('button', { name: /^Modifier/ }).click();
  const edit = page.getByRole('dialog', { name: `Modifier Agathe ${name}` });
  await edit.getByLabel('Code projet').fill('12');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByText('Format attendu : deux lettres, un tiret et quatre chiffres.')).toBeVisible();
  await edit.getByLabel('Code projet').fill('AB-1234');
  await edit.locator('input[name=email]').fill('agathe@acme-demo.fr');
  await shot(page, '09-traveller-edit');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('agathe@acme-demo.fr');
  await row.getByRole('switch', { name: `Désactiver Agathe ${name}` }).click();
  await expect(row.getByRole('switch', { name: `Activer Agathe ${name}` })).not.toBeChecked();
  await page.getByLabel('État').click();
  await page.getByRole('option', { name: 'Désactivés' }).click();
  await expect(page.getByTestId('traveller-row').filter({ hasText: name })).toHaveCount(1);
  await shot(page, '10-traveller-disabled');
});

test('a user who is not a manager opening /users is sent to /home_search', async ({ page }) => {
  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/home_search$/);
  await shot(page, '11-users-denied');
});

test('an accountant, whom the API refuses the travellers, opening /travellers is sent to /home_search', async ({ page }) => {
  await signInThroughApi(page, 'accountant@acme-demo.fr');
  await page.goto('/travellers');
  await expect(page).toHaveURL(/\/home_search$/);
  await expect(page.getByRole('button', { name: 'Importer' })).toHaveCount(0);
});

test('the sign-in page leads to the lost password, which reports an unknown address and mails a known one', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/lost_password$/);
  // The sign-in form, whose field has the same label, stays until the new screen has come.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Adresse email').fill('personne@acme-demo.fr');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Aucun compte n’existe pour cette adresse')).toBeVisible();
  await shot(page, '12-lost-unknown');
  await page.getByLabel('Adresse email').fill('user@initech-demo.fr');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Un lien vous a été envoyé à user@initech-demo.fr.')).toBeVisible();
  await shot(page, '13-lost-sent');
});

test('the people pages fit a 375 px wide phone without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/create_account');
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/define_password/not-a-real-link');
  await expect(page.getByRole('heading', { name: 'Lien non valide' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await signInThroughApi(page, 'manager@acme-demo.fr');
  for (const [path, heading] of [
    ['/travellers', 'Voyageurs'],
    ['/users', 'Utilisateurs'],
    ['/profile', 'Mon profil'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSidewaysScroll(page, path);
    await shot(page, `14-phone${path.replace('/', '-')}`);
  }
});
