import { expect, test, type Page } from '@playwright/test';
import { choose, expectNoSidewaysScroll, shot as screenshot } from './support.ts';
import { sentRequestSeenByAgency } from './booking-steps.ts';
import { day } from '../support/days.ts';

/** A visitor of a company's pre-logged link names one of the company's favourite places as the destination. */
test.use({ locale: 'fr-FR' });

const shot = (page: Page, name: string) => screenshot(page, 'company-calls', name);

test('a visitor on the pre-logged company link picks a favourite place as destination', async ({ page }) => {
  const globex = ((await (await page.request.get('/backend/api/public/prelogged_configuration/globex')).json()) as { company: { uid: string } }).company.uid;
  await page.goto(`/offline/booking/prelogged/company/${globex}`);
  await expect(page.getByRole('heading', { name: 'Demande pour Globex Conseil' })).toBeVisible();

  await page.locator('input[name="requester.firstName"]').fill('Nora');
  await page.locator('input[name="requester.lastName"]').fill('Visiteur');
  await page.locator('input[name="requester.email"]').fill('nora.visiteur@example.test');
  await page.locator('input[name=from]').fill(day(30));
  await page.locator('input[name=to]').fill(day(32));

  // Opened, the destination offers Globex's favourite places (and no other company's).
  const destination = page.locator('input[name=destination]');
  await destination.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toContainText('Vos lieux favoris');
  await expect(listbox.getByRole('option')).toHaveText([/Bureau de Genève.*18 rue du Rhône/, /Siège Lyon Perrache.*5 quai Perrache, 69002, Lyon/]);
  await expect(listbox).not.toContainText('Paris-Opéra');
  await shot(page, '01-favourite-places-offered');

  // Typing narrows them, accents aside.
  await destination.fill('geneve');
  await expect(listbox.getByRole('option')).toHaveText([/Bureau de Genève/]);
  await listbox.getByRole('option', { name: /Bureau de Genève/ }).click();
  await expect(destination).toHaveValue('Bureau de Genève');

  await page.getByLabel(/Code mission/).fill('MIS-0042');
  await choose(page.getByRole('combobox', { name: /Client facturé/ }));
  await shot(page, '02-favourite-place-chosen');

  const sending = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes(`/backend/public/api/offline/${globex}`));
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  expect((await sending).postDataJSON()).toMatchObject({ destination: 'Bureau de Genève' });
  // The agency reads the request with that destination.
  const { ref, listed } = await sentRequestSeenByAgency(page);
  expect(listed).toMatchObject([{ ref, is_online: false, destination: 'Bureau de Genève' }]);
  await shot(page, '03-request-sent');
});

test('on a phone, the favourite places fit the screen and a typed destination still goes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const globex = ((await (await page.request.get('/backend/api/public/prelogged_configuration/globex')).json()) as { company: { uid: string } }).company.uid;
  await page.goto(`/offline/booking/prelogged/company/${globex}`);
  const destination = page.locator('input[name=destination]');
  await destination.click();
  await expect(page.getByRole('option', { name: /Siège Lyon Perrache/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, '04-phone-favourites');
  // A place that is not a favourite is typed as before.
  await destination.fill('Annecy');
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(destination).toHaveValue('Annecy');
  await shot(page, '05-phone-typed-destination');
});
