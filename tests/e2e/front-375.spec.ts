import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  authHeaders,
  choose,
  expectNoSidewaysScroll,
  expectTablesInView,
  fillSignIn,
  mailedLink,
  moveWithinApp,
  shot as screenshot,
  signInThroughApi,
} from './support.ts';
import { bookingAwaitingManager } from './api-bookings.ts';
import { fillParisSearch, openFirstBookableOffer } from './booking-steps.ts';
import { day } from '../support/days.ts';

/**
 * Every page of the default site's front office, public and signed in, on a 375 px wide phone:
 * nothing scrolls sideways. Each page is reached as a user would, or by its URL with real ids and links taken from
 * the demo data, the API and the mail log, moving within the app as its links do; the mobile menu closes after a navigation.
 */
test.use({ locale: 'fr-FR', viewport: { width: 375, height: 812 } });

const FOLDER = 'front-375';
const USER = 'user@acme-demo.fr';
const MANAGER = 'manager@acme-demo.fr';

/**
 * Waits for the page's main content (and for no spinner), then checks that neither the document nor its body is
 * wider than the window, nor any table or pager wider than its box, and keeps a screenshot named after the page.
 */
async function fits(page: Page, name: string, ready: Locator) {
  await expect(ready, `${name}: its content is shown`).toBeVisible();
  await expect(page.getByRole('progressbar'), `${name}: still loading`).toHaveCount(0);
  await expectNoSidewaysScroll(page, name);
  await expectTablesInView(page, name);
  await screenshot(page, FOLDER, name);
}

test('the public pages, and those reached through mails, fit a 375 px wide phone', async ({ page }) => {
  const { ref } = await bookingAwaitingManager(page.request, 35);
  const globex = ((await (await page.request.get('/backend/api/public/prelogged_configuration/globex')).json()) as { company: { uid: string } }).company.uid;
  await page.goto('/login');
  await fits(page, 'login', page.getByRole('heading', { name: 'Connexion' }));

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await fits(page, 'lost-password', page.getByRole('heading', { name: 'Mot de passe oublié' }));
  await page.getByLabel('Adresse email').fill('user@initech-demo.fr');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await fits(page, 'lost-password-sent', page.getByText('Un lien vous a été envoyé à user@initech-demo.fr.'));
  const define = await mailedLink('user@initech-demo.fr', /href="https?:\/\/[^/"]+(\/define_password\/[A-Za-z0-9_-]+)"/);
  await moveWithinApp(page, define);
  await fits(page, 'define-password', page.getByRole('heading', { name: 'Définir votre mot de passe' }));

  await moveWithinApp(page, `/create_account/${globex}`);
  await fits(page, 'create-account', page.getByRole('heading', { name: /^Créer un compte/ }));

  await moveWithinApp(page, '/offline/booking/prelogged/group/globex');
  await fits(page, 'prelogged-group', page.getByRole('heading', { name: 'Demande pour Globex Conseil' }));
  const values = Buffer.from(JSON.stringify({ firstName: 'Nora', email: 'nora@example.test' })).toString('base64url');
  await moveWithinApp(page, `/offline/booking/prelogged/company/${globex}/${values}`);
  await fits(page, 'prelogged-company', page.getByRole('heading', { name: 'Demande pour Globex Conseil' }));
  await expect(page.locator('input[name="requester.firstName"]')).toHaveValue('Nora');
  await moveWithinApp(page, `/gen/${globex}`);
  await expect(page).toHaveURL(`/offline/booking/gen/${globex}`);
  await fits(page, 'gen-request', page.getByRole('heading', { name: 'Demande pour Globex Conseil' }));

  // The satisfaction survey of another Acme user's invitation (the demo user's own is answered signed in).
  const survey = await mailedLink((to) => !to.includes(USER), /href="https?:\/\/[^/"]+(\/public\/survey\/[0-9a-f]{64}\/questions)"/);
  await moveWithinApp(page, survey);
  await fits(page, 'public-survey', page.getByTestId('survey-stay'));

  // The manager's link of the booking awaiting authorisation, opened without signing in, then allowed.
  const validate = await mailedLink('manager@acme-demo.fr', /href="https?:\/\/[^/"]+(\/booking\/[A-Za-z0-9_-]+\/validate)"/, { about: ref });
  await moveWithinApp(page, validate);
  await fits(page, 'booking-validate', page.getByTestId('validation-request'));
  await page.getByRole('button', { name: 'Autoriser' }).click();
  await fits(page, 'booking-validate-done', page.getByTestId('validation-done'));

  // The booker's mail then opens the booking without signing in (Acme allows it).
  const show = await mailedLink(USER, /href="https?:\/\/[^/"]+(\/public\/booking\/[A-Za-z0-9_-]+\/show)"/, { about: ref });
  await moveWithinApp(page, show);
  await fits(page, 'public-booking-show', page.getByRole('heading', { name: /^Votre réservation BK/ }));
  await moveWithinApp(page, show.replace(/\/show$/, '/edit'));
  await fits(page, 'public-booking-edit', page.getByRole('heading', { name: /^Modifier la réservation BK/ }));
});

test('a company user’s pages fit a 375 px wide phone', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await authHeaders(page.request, USER);
  const { id: bookingId } = await bookingAwaitingManager(page.request, 35);
  await page.goto('/login?redirect=%2Fhome_search');
  await fillSignIn(page, USER);
  await expect(page).toHaveURL('/home_search');
  await fits(page, 'home-search', page.getByRole('heading', { name: 'Bonjour David' }));

  // The mobile menu leads to a page and closes.
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('presentation').getByRole('navigation');
  await expect(menu).toBeVisible();
  await fits(page, 'mobile-menu', menu);
  await menu.getByRole('link', { name: 'Mes réservations' }).click();
  await expect(page).toHaveURL(/\/bookings(\?tab=in_progress)?$/);
  await expect(menu, 'the menu closes after a navigation').toBeHidden();
  await fits(page, 'bookings', page.getByRole('heading', { name: 'Mes réservations' }));
  await page.getByRole('tab', { name: 'En cours' }).click();
  await fits(page, 'bookings-in-progress', page.locator('[data-testid^="booking-row-"]').first());

  await moveWithinApp(page, `/booking/${bookingId}/show`);
  await fits(page, 'booking-show', page.getByRole('heading', { name: /^Réservation BK/ }));
  // Its edit (an online booking says how to change it) and its duplicate (the search, filled from the booking).
  await page.getByTestId('booking-actions').getByRole('button', { name: 'Modifier' }).click();
  await fits(page, 'booking-edit', page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('booking-actions').getByRole('button', { name: 'Dupliquer' }).click();
  await expect(page).toHaveURL('/home_search');
  await expect(page.locator('input[name=destination]')).toHaveValue(/Paris/);
  await fits(page, 'booking-duplicate', page.getByRole('button', { name: 'Rechercher' }));
  // The confirmation page says where the booking is now.
  await moveWithinApp(page, `/booking/${bookingId}/confirm/online/pre/none`);
  await fits(page, 'booking-confirm', page.locator('[data-testid^=booking-confirm]').first());

  // A search, its results, a hotel's offers and description, and the booking form of an offer.
  await moveWithinApp(page, '/home_search');
  await fillParisSearch(page, day(30), day(32));
  await fits(page, 'home-search-filled', page.getByRole('button', { name: 'Rechercher' }));
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL('/online/results');
  await fits(page, 'online-results', page.getByTestId('hotel-card').first());
  await openFirstBookableOffer(page, {
    onOffers: async (index) => {
      await fits(page, 'online-offers', page.getByTestId('offer').first());
      if (index > 0) return;
      await page.getByRole('link', { name: 'Découvrir l’hôtel' }).click();
      await expect(page).toHaveURL(/\/online\/discover\/[^/]+$/);
      await fits(page, 'online-discover', page.getByRole('heading', { level: 1 }));
      await page.goBack();
    },
  });
  await fits(page, 'online-booking-completion', page.getByTestId('booking-form'));
  // The summary of the filled form, before anything is booked.
  await page.locator('input[name="rooms.0.travellers.0"]').fill('Leroy');
  await page.getByRole('option', { name: /David Leroy/ }).click();
  await choose(page.getByRole('combobox', { name: /Centre de coût/ }), 'CC-200 Commercial');
  await page.getByLabel(/Code projet/).fill('AB-1234');
  await choose(page.getByRole('combobox', { name: /Manager/ }), 'Claire Durand');
  await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();
  await expect(page).toHaveURL('/booking/summary');
  await fits(page, 'online-booking-summary', page.getByTestId('booking-summary'));
  await moveWithinApp(page, '/online/booking/completion/failed');
  await fits(page, 'online-booking-failed', page.getByTestId('booking-failed'));

  // Offline requests, groups and seminars.
  await moveWithinApp(page, '/offline/home');
  await fits(page, 'offline-home', page.getByRole('heading', { name: 'Demande hors ligne' }));
  const inProgress = await (await page.request.get('/backend/api/me/bookings/in_progress?itemsPerPage=100', { headers: user })).json();
  // A draft, or else a request the agency has not taken yet: both open in the offline form.
  const offline = (inProgress.items as { id: number; status: number; is_online: boolean }[]).filter((row) => !row.is_online);
  const draft = offline.find((row) => row.status === 4) ?? offline.find((row) => row.status === 20);
  expect(draft, 'the demo user has an offline request to edit').toBeTruthy();
  await moveWithinApp(page, `/offline/${draft!.id}/edit`);
  await fits(page, 'offline-edit', page.getByRole('heading', { name: /^Demande BK/ }));
  await moveWithinApp(page, '/request/confirm');
  await fits(page, 'request-confirm', page.getByTestId('request-confirm'));
  await moveWithinApp(page, '/group');
  await fits(page, 'group', page.getByRole('heading', { name: 'Demande de groupe' }));
  await moveWithinApp(page, '/seminar');
  await fits(page, 'seminar', page.getByRole('heading', { name: 'Demande de séminaire' }));
  await moveWithinApp(page, '/offline/booking/bind');
  await fits(page, 'offline-bind', page.getByRole('heading', { name: 'Rattacher vos demandes' }));

  // Messages, news, notifications, events, help, surveys, statistics, travellers and profile.
  await moveWithinApp(page, '/message/list');
  await fits(page, 'message-list', page.getByTestId('thread-item').first());
  await page.getByTestId('thread-item').first().click();
  await fits(page, 'message-thread', page.getByTestId('message-thread'));
  await moveWithinApp(page, '/message/create');
  await fits(page, 'message-create', page.getByRole('heading', { name: 'Nouveau message' }));
  await moveWithinApp(page, '/news');
  await fits(page, 'news', page.getByTestId('news-item').first());
  await moveWithinApp(page, '/notification/list');
  await fits(page, 'notification-list', page.getByTestId('notification-item').first());
  await page.getByTestId('notification-item').first().click();
  await fits(page, 'notification-show', page.getByTestId('notification-detail'));
  await moveWithinApp(page, '/events');
  await fits(page, 'events', page.getByRole('heading', { name: 'Événements' }));
  await moveWithinApp(page, '/help');
  await fits(page, 'help', page.getByTestId('help-page').first());
  await moveWithinApp(page, '/survey');
  await fits(page, 'survey', page.getByTestId('survey-list'));
  await page.getByTestId('survey-list').getByRole('button', { name: 'Répondre' }).first().click();
  await fits(page, 'survey-form', page.getByTestId('survey-stay'));
  await moveWithinApp(page, '/stats');
  await fits(page, 'stats', page.getByTestId('stats-scope'));
  await page.getByRole('button', { name: 'Par mois' }).click();
  await fits(page, 'stats-month', page.getByTestId('stats-scope'));
  await moveWithinApp(page, '/travellers');
  await fits(page, 'travellers', page.getByTestId('traveller-row').first());
  await moveWithinApp(page, '/profile');
  await fits(page, 'profile', page.getByRole('heading', { name: 'Mon profil' }));
});

test('a manager’s pages fit a 375 px wide phone', async ({ page }) => {
  await signInThroughApi(page, MANAGER);
  await page.goto('/users');
  await fits(page, 'users', page.getByTestId('user-row').first());
  await moveWithinApp(page, '/bookings');
  await fits(page, 'bookings-manager', page.getByRole('heading', { name: 'Mes réservations' }));
});
