import { expect, test, type Page } from '@playwright/test';
import { choose, expectNoSidewaysScroll, shot as screenshot } from './support.ts';
import { sentRequestSeenByAgency } from './booking-steps.ts';
import { day } from '../support/days.ts';

/**
 * A visitor without an account on a company's generated link (/gen/{uid}) saves a traveller, sends a request for
 * them, and finds them again on the next request; nobody else's travellers show up on the link.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'public-travellers', name);

async function fillRequest(page: Page) {
  await page.locator('input[name="requester.firstName"]').fill('Nora');
  await page.locator('input[name="requester.lastName"]').fill('Visiteur');
  await page.locator('input[name="requester.email"]').fill('nora.visiteur@example.test');
  await page.locator('input[name=from]').fill(day(30));
  await page.locator('input[name=to]').fill(day(31));
  await page.locator('input[name=destination]').fill('Grenoble');
  await page.getByLabel(/Code mission/).fill('MIS-0042');
  await choose(page.getByRole('combobox', { name: /Client facturé/ }));
}

test('a visitor of a generated link adds a traveller, sends a request for them and finds them again', async ({ page }) => {
  const globex = ((await (await page.request.get('/backend/api/public/prelogged_configuration/globex')).json()) as { company: { uid: string } }).company.uid;
  // The visitor's travellers are held back: the list says it is loading, on the line its answer then fills.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/backend/api/public/travellers?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/gen/${globex}`);
  await expect(page).toHaveURL(`/offline/booking/gen/${globex}`);
  const travellers = page.getByTestId('visitor-travellers');
  await expect(travellers.getByRole('status')).toContainText('Chargement de vos voyageurs…');
  const add = travellers.getByRole('button', { name: 'Ajouter un voyageur' });
  const before = await add.boundingBox();
  release();
  await expect(travellers).toContainText('Aucun voyageur enregistré pour l’instant.');
  await expect(travellers.getByRole('status')).toHaveCount(0);
  expect((await add.boundingBox())?.y).toBe(before?.y);
  await page.unroute('**/backend/api/public/travellers?*');
  // The company's own travellers are not the visitor's: none is offered.
  await expect(travellers.getByRole('checkbox')).toHaveCount(0);

  // A traveller without first name is refused before it is saved; then saved, and ticked at once.
  await travellers.getByRole('button', { name: 'Ajouter un voyageur' }).click();
  const dialog = page.getByTestId('new-traveller');
  await dialog.locator('input[name=last_name]').fill('Martin');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.locator('input[name=first_name]')).toHaveAttribute('aria-invalid', 'true');
  await dialog.locator('input[name=first_name]').fill('Léa');
  await dialog.locator('input[name=email]').fill('lea.martin@example.test');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();
  await expect(travellers.getByRole('checkbox', { name: /Léa Martin/ })).toBeChecked();
  await expect(page.getByTestId('visitor-travellers-count')).toHaveText('1 voyageur choisi');

  await fillRequest(page);
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  // The agency reads the request with Léa Martin as its traveller.
  const { ref, listed } = await sentRequestSeenByAgency(page);
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({ ref, travellers: 'Léa Martin' });

  // Back on the link later: the traveller is there, not ticked until chosen again.
  await page.goto(`/gen/${globex}`);
  await expect(page).toHaveURL(`/offline/booking/gen/${globex}`);
  const again = page.getByTestId('visitor-travellers').getByRole('checkbox', { name: /Léa Martin/ });
  await expect(again).not.toBeChecked();
  await again.check();
  await expect(page.getByTestId('visitor-travellers-count')).toHaveText('1 voyageur choisi');
  await shot(page, '01-traveller-found-again');
  // On a phone, the travellers fit without a horizontal scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('visitor-travellers')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, '02-phone');

  // Another browser (another chain) sees none of them.
  const other = await page
    .context()
    .browser()!
    .newPage({ baseURL: page.url().replace(/\/offline.*$/, ''), locale: 'fr-FR' });
  await other.goto(`/gen/${globex}`);
  await expect(other.getByTestId('visitor-travellers')).toContainText('Aucun voyageur enregistré pour l’instant.');
  await other.close();
});
