import { expect, test, type Page } from '@playwright/test';
import { choose, expectNoSidewaysScroll, fillSignIn, PASSWORD, PORT, shot as screenshot, signInThroughApi } from './support.ts';
import { confirmThroughSummary, fillParisSearch, openFirstBookableOffer } from './booking-steps.ts';
import { day } from '../support/days.ts';

/**
 * Group requests through a company's public group link, bound to the sender's account afterwards; and the training
 * site, where the demo account signs in by itself and books a room without touching any other company's data.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });

const TRAINING = `http://formation.localhost:${PORT}`;
const GLOBEX_USER = 'karim.benali.1@globex-demo.fr';
const shot = (page: Page, name: string) => screenshot(page, 'group-training', name);

async function adminHeaders(page: Page) {
  const auth = await page.request.post('/backend/auth', { data: { username: 'admin@agence-demo.fr', password: PASSWORD } });
  return { Authorization: `Bearer ${(await auth.json()).token}` };
}

test('a visitor sends a group request through the group link, then attaches it to an account', async ({ page }) => {
  await page.goto('/offline/booking/prelogged/group/globex');
  await expect(page.getByRole('heading', { name: 'Demande pour Globex Conseil' })).toBeVisible();
  await expect(page.getByText('l’agence vous répond sous 24 heures')).toBeVisible();

  // Sent empty, the form says what is missing, as the server would.
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Sélectionnez au moins un type' })).toBeVisible();
  await expect(page.locator('input[name="requester.email"]')).toHaveAttribute('aria-invalid', 'true');

  await page.locator('input[name="requester.firstName"]').fill('Karim');
  await page.locator('input[name="requester.lastName"]').fill('Benali');
  await page.locator('input[name="requester.email"]').fill('karim.benali@example.test');
  await page.locator('input[name="requester.phone"]').fill('+33 6 11 22 33 44');
  await page.locator('input[name=from]').fill(day(45));
  await page.locator('input[name=to]').fill(day(47));
  await page.locator('input[name=destination]').fill('Annecy');
  await page.locator('input[name=participants]').fill('14');
  await page.locator('input[name=single]').fill('10');
  await page.locator('input[name=double]').fill('2');
  await page.getByLabel(/Code mission/).fill('MIS-0042');
  await choose(page.getByRole('combobox', { name: /Client facturé/ }));
  await page.locator('textarea[name=comments]').fill('Convention annuelle de l’équipe commerciale');
  await shot(page, '01-group-link-form');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();

  const sent = page.getByTestId('public-request-sent');
  await expect(sent).toContainText('Demande envoyée');
  const ref = /demande (BK\d+)/.exec((await sent.textContent())!)![1];
  await shot(page, '02-group-link-sent');

  // The agency has it, as an offline group request held by Globex's link account.
  const headers = await adminHeaders(page);
  const listed = await (await page.request.get(`/backend/api/bookings?filter=${encodeURIComponent(JSON.stringify({ q: ref }))}`, { headers })).json();
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({ ref, status: 20, is_online: false, destination: 'Annecy' });

  await sent.getByTestId('bind-link').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Foffline%2Fbooking%2Fbind$/);
  await fillSignIn(page, GLOBEX_USER);
  await expect(page).toHaveURL('/offline/booking/bind');
  await expect(page.getByTestId('bind-done')).toContainText(`1 demande rattachée à votre compte (${ref})`);
  await shot(page, '03-group-request-bound');
});

test('more than six rooms in the search lead a booker to the group form, which reaches the agency', async ({ page }) => {
  await signInThroughApi(page, GLOBEX_USER);
  await page.goto('/home_search');
  await page.locator('input[name=single]').fill('8');
  await page.getByTestId('group-required').getByRole('link', { name: 'Demande de groupe' }).click();
  await expect(page).toHaveURL('/group');
  await expect(page.getByRole('heading', { name: 'Demande de groupe' })).toBeVisible();
  // The form starts from the search.
  await expect(page.locator('input[name=single]')).toHaveValue('8');
  await page.locator('input[name=from]').fill(day(50));
  await page.locator('input[name=to]').fill(day(52));
  await page.locator('input[name=destination]').fill('Lyon');
  await page.locator('input[name=participants]').fill('9');
  await page.getByLabel(/Code mission/).fill('MIS-0042');
  await choose(page.getByRole('combobox', { name: /Client facturé/ }));
  // Globex neither authorises requests first nor asks for purchase orders: the form asks neither.
  await expect(page.locator('input[name=orderNumber]')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /Managers qui autorisent/ })).toHaveCount(0);
  await shot(page, '00-group-form');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL('/request/confirm');
  await expect(page.getByTestId('request-confirm')).toContainText('24 heures');
  await shot(page, '00-group-sent');
});

test('an Acme booker names the manager and the purchase order of a seminar request, which then awaits authorisation', async ({ page }) => {
  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/seminar');
  await expect(page.getByRole('heading', { name: 'Demande de séminaire' })).toBeVisible();
  await page.locator('input[name=from]').fill(day(55));
  await page.locator('input[name=to]').fill(day(56));
  await page.locator('input[name=destination]').fill('Bordeaux');
  await page.locator('input[name=participants]').fill('25');
  await page.locator('input[name=people]').fill('25');
  await page.getByLabel(/Code projet/).fill('AB-1234');
  await choose(page.getByRole('combobox', { name: /Centre de coût/ }));

  // Acme has requests authorised and asks its purchase order (PO-####): sent without them, the form says so.
  const orderNumber = page.getByRole('textbox', { name: 'Bon de commande' });
  const managers = page.getByRole('combobox', { name: /Managers qui autorisent/ });
  await expect(orderNumber).toHaveAttribute('placeholder', 'PO-1234');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
  // Under its input (the summary on top says it too).
  await expect(page.getByText('Choisissez au moins un manager').last()).toBeVisible();
  await shot(page, '11-seminar-approval-missing');

  await orderNumber.fill('PO-4242');
  await managers.click();
  await page.getByRole('option', { name: 'Claire Durand' }).click();
  await page.keyboard.press('Escape');
  await expect(managers).toHaveText('Claire Durand');

  // What the server still refuses shows under the same inputs: a request altered on its way answers the field codes.
  await page.route(
    '**/backend/api/booking/group',
    (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), orderNumber: 'PO-12', managers: [999999] }) }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(page.getByText('La valeur ne correspond pas au format attendu').last()).toBeVisible();
  await expect(page.getByText('Vous devez être manager').last()).toBeVisible();
  await shot(page, '12-seminar-server-errors');

  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL('/request/confirm');
  const confirm = page.getByTestId('request-confirm');
  await expect(confirm).toContainText('attend l’autorisation de votre manager');
  const ref = /demande (BK\d+)/.exec((await confirm.textContent())!)![1];
  await shot(page, '13-seminar-awaits-authorisation');

  const listed = await (
    await page.request.get(`/backend/api/bookings?filter=${encodeURIComponent(JSON.stringify({ q: ref }))}`, { headers: await adminHeaders(page) })
  ).json();
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({ ref, status: 10, is_online: false, destination: 'Bordeaux' });
});

test('the training site signs the demo account in by itself and books a room without touching other companies', async ({ page }) => {
  const headers = await adminHeaders(page);
  const startedAt = new Date().toISOString();
  await page.goto(`${TRAINING}/`);
  await expect(page.getByTestId('training-home')).toBeVisible();
  await expect(page.getByTestId('training-badge')).toHaveText('Formation');
  await expect(page.getByTestId('training-home')).toContainText('Formation Démo [Formation]');
  await shot(page, '04-training-home');

  await page.getByRole('link', { name: 'Commencer une recherche' }).click();
  await expect(page).toHaveURL(`${TRAINING}/home_search`);
  await fillParisSearch(page, day(60), day(62));
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(`${TRAINING}/online/results`);
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();

  await openFirstBookableOffer(page, { origin: TRAINING });
  const traveller = page.locator('input[name="rooms.0.travellers.0"]');
  await traveller.fill('Formation');
  await page
    .getByRole('option', { name: /Camille Formation/ })
    .first()
    .click();
  await shot(page, '05-training-booking-form');
  await confirmThroughSummary(page, {
    before: async () => {
      await expect(page).toHaveURL(`${TRAINING}/booking/summary`);
      await expect(page.getByTestId('summary-rooms')).toContainText('Camille Formation');
      await shot(page, '05b-training-summary');
    },
  });

  const confirmation = page.getByTestId('booking-confirm-confirmed');
  await expect(confirmation).toContainText('Réservation confirmée');
  const ref = /Référence : (BK\d+)/.exec((await confirmation.textContent())!)![1];
  await shot(page, '06-training-confirmed');

  // Every booking made since the start of the journey is the demo company's, and the new one is among them.
  const training = await (
    await page.request.get(`/backend/api/companies?filter=${encodeURIComponent(JSON.stringify({ q: '[Formation]' }))}`, { headers })
  ).json();
  expect(training).toHaveLength(1);
  const latest = (await (
    await page.request.get(`/backend/api/bookings?sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent('[0,49]')}`, { headers })
  ).json()) as { ref: string; company: number; created_at: string }[];
  const recent = latest.filter((booking) => booking.created_at >= startedAt);
  expect(recent.map((booking) => booking.ref)).toContain(ref);
  expect(recent.every((booking) => booking.company === training[0].id)).toBe(true);

  // The public training form promises an answer within four working hours.
  await page.goto(`${TRAINING}/offline`);
  await expect(page.getByTestId('training-response-hours')).toContainText('sous 4 heures ouvrées');
  await shot(page, '07-training-offline-form');
});

test('a session of the training company is sent to the sign-in page on the default site', async ({ page }) => {
  // A token of the training site, brought to the default site.
  const auth = await page.request.post('/backend/auth', {
    headers: { host: `formation.localhost:${PORT}` },
    data: { username: 'demo@formation-demo.fr', password: PASSWORD },
  });
  expect(auth.status()).toBe(200);
  const { token } = (await auth.json()) as { token: string };
  await page.goto('/backend/docs/json');
  await page.evaluate(
    (token) =>
      localStorage.setItem('hotel-booking-state', JSON.stringify({ version: 20201201, state: { session: { token, parentToken: null, identity: null } } })),
    token,
  );
  await page.goto('/home_search');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome_search$/);
  await shot(page, '08-training-session-elsewhere');
});

test('the training account signing in on the default site is told where it belongs, with the way there', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, 'demo@formation-demo.fr');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Ce compte appartient au site de formation, où il se connecte.');
  await expect(alert).not.toContainText('incorrect');
  await expect(alert.getByRole('link', { name: 'Aller au site de formation' })).toHaveAttribute('href', `${TRAINING}/login`);
  await shot(page, '08-training-account-elsewhere');
});

test('the group link and the training request form fit a 375 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [url, name] of [
    ['/offline/booking/prelogged/group/globex', '09-phone-group-link'],
    [`${TRAINING}/offline`, '10-phone-training-form'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByTestId('request-form')).toBeVisible();
    if (name === '09-phone-group-link') await page.getByTestId('kind-seminar').click();
    await expectNoSidewaysScroll(page);
    await shot(page, name);
  }
});
