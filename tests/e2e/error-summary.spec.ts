import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONTINGENTS, mailedLink, shot as screenshot, signInThroughApi } from './support.ts';

/**
 * Every form of the sites answers a refused submit the same way: a summary on top takes the focus, names each wrong
 * input by its label and leads to it (focus.spec.ts goes through the offline request's). Here: the account creation
 * (refused by the browser's checks, then by the server), the profile's two forms, the new-traveller dialog and the
 * password page of the contingents site.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });

const USER = 'user@initech-demo.fr';
const HOTEL_USER = 'hotel@hotel-demo.fr';
const shot = (page: Page, name: string) => screenshot(page, 'error-summary', name);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');

/** The summary of `scope` holds the focus and has a link per label, in that order; returns the summary. */
async function expectSummary(scope: Locator | Page, labels: string[]) {
  const summary = scope.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Corrigez les champs suivants :');
  const links = summary.getByRole('link');
  await expect(links).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) await expect(links.nth(index)).toHaveText(new RegExp(`^${label} : `));
  return summary;
}

test('account creation: refused empty, then by the server, the summary leads to each input', async ({ page }) => {
  await page.goto('/create_account');
  const form = page.getByTestId('create-account');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  const summary = await expectSummary(form, ['Prénom', 'Nom', 'Email']);
  await shot(page, '01-create-account');

  // By keyboard: Tab reaches the first link, Enter puts the focus in its input.
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await focusedName(page)).toBe('first_name');
  // By mouse, the last one.
  await summary.getByRole('link', { name: /^Email : / }).click();
  expect(await focusedName(page)).toBe('email');

  // An address of no company's domain is refused by the server: the summary says so and takes the focus again.
  await form.locator('input[name=first_name]').fill('Lina');
  await form.locator('input[name=last_name]').fill('Morel');
  await form.locator('input[name=email]').fill(`lina.morel.${Date.now()}@nowhere-demo.test`);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expectSummary(form, ['Email']);
});

test('the profile: each of its two forms has its own summary', async ({ page }) => {
  await signInThroughApi(page, USER);
  await page.goto('/profile');
  const details = page.getByTestId('profile-form');
  await details.locator('input[name=last_name]').fill('');
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  const summary = await expectSummary(details, ['Nom']);
  await summary.getByRole('link').click();
  expect(await focusedName(page)).toBe('last_name');

  const password = page.getByTestId('password-form');
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expectSummary(password, ['Mot de passe actuel', 'Nouveau mot de passe']);
  await shot(page, '02-profile');
  await password.getByTestId('error-summary').getByRole('link').nth(1).click();
  expect(await focusedName(page)).toBe('password');
});

test('the new-traveller dialog puts its summary on top of its fields', async ({ page }) => {
  const globex = ((await (await page.request.get('/backend/api/public/prelogged_configuration/globex')).json()) as { company: { uid: string } }).company.uid;
  await page.goto(`/gen/${globex}`);
  // As a visitor would, once the list of saved travellers has arrived.
  await expect(page.getByTestId('visitor-travellers')).toContainText('Aucun voyageur enregistré pour l’instant.');
  await page.getByTestId('visitor-travellers').getByRole('button', { name: 'Ajouter un voyageur' }).click();
  const dialog = page.getByTestId('new-traveller');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  const summary = await expectSummary(dialog, ['Prénom', 'Nom']);
  // The request the dialog was opened from is not submitted with it.
  await expect(page.getByTestId('error-summary')).toHaveCount(1);
  await shot(page, '03-new-traveller');
  await summary.getByRole('link', { name: /^Nom : / }).click();
  expect(await focusedName(page)).toBe('last_name');

  // Closed and opened again, the dialog starts afresh.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await page.getByTestId('visitor-travellers').getByRole('button', { name: 'Ajouter un voyageur' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('error-summary')).toHaveCount(0);
});

test('the contingents site: the password page refuses a short password through its summary', async ({ page }) => {
  // A new link for the hotel's user (throttled when asked too often: the newest mail still has one).
  await page.request.post('/backend/public/api/notify_lost_password', { data: { email: HOTEL_USER } });
  const link = await mailedLink(HOTEL_USER, /href="https?:\/\/[^/"]+(\/define_password\/[A-Za-z0-9_-]+)"/);
  await page.goto(`${CONTINGENTS}${link}`);
  await page.locator('input[name=password]').fill('court');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  const summary = await expectSummary(page, ['Mot de passe']);
  await expect(summary).toContainText('Le mot de passe doit contenir au moins 8 caractères');
  await shot(page, '04-contingents-password');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  expect(await focusedName(page)).toBe('password');
});
