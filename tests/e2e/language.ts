import { expect, type Locator, type Page } from '@playwright/test';
import { entityReadable, screenEnabled } from '../../admin/access.ts';
import { catalogues } from '../../common/i18n/index.ts';
import { backOfficeEntities } from '../../entities/index.ts';
import type { Site } from '../../entities/kit.ts';
import { companyScreens } from '../../admin/resources/company/paths.ts';
import { configurationScreens } from '../../admin/resources/configuration/paths.ts';
import { contingentScreens } from '../../admin/resources/contingentHotel/paths.ts';
import { authHeaders, firstListedId, LIST_ROW, mailedLink, moveWithinApp, PORT, signInThroughApi } from './support.ts';
import { bookingAwaitingManager } from './api-bookings.ts';
import { fillParisSearch, openFirstBookableOffer } from './booking-steps.ts';
import { read, type Reader } from './reading.ts';
import { FRENCH_ONLY } from './vocabulary.ts';
import { day } from '../support/days.ts';

/**
 * The reading of screens for the language journeys (english-*.spec.ts): a reader in one language meets no word of
 * the other. The interface texts (buttons, navigation links, headings, column headers, labels, legends, helper
 * texts, alerts, tabs, menu items, chips, plain texts of the page, and the aria-label, title and placeholder
 * attributes) must hold no word of the other language's own vocabulary: the words of its catalogue that the reader's
 * never uses. The agency's data (hotels, people, companies, news, help pages, messages, table cells) stays as typed
 * and is not read. The walks are cut by site and area, so that one slow screen fails one small journey.
 */

export const USER = 'user@acme-demo.fr';
export const MANAGER = 'manager@acme-demo.fr';
const TRAINING = `http://formation.localhost:${PORT}`;

/**
 * The page's main heading, by its words in the catalogue of the screens read (`key`, dotted, its %{placeholders}
 * given in `values`): a page opened within the app is read only once its own heading shows, never the previous page's.
 */
function heading(reader: Reader, key: string, values: Record<string, string> = {}): Locator {
  // A reader looking for French words reads English screens, and the reverse.
  const catalogue = reader.vocabulary === FRENCH_ONLY ? catalogues.en : catalogues.fr;
  const words = String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue));
  return reader.page.getByRole('heading', { level: 1, name: words.replace(/%\{(\w+)\}/g, (_, name: string) => values[name]), exact: true });
}

/** Opens a page of the signed-in app without reloading it, as a click on a link does, and reads it once `ready` shows. */
async function visit(reader: Reader, path: string, name: string, ready: Locator) {
  await moveWithinApp(reader.page, path);
  await read(reader, name, ready);
}

/** The open bookings of the user, as their "in progress" tab lists them. */
async function inProgress(page: Page) {
  const answer = await page.request.get('/backend/api/me/bookings/in_progress?itemsPerPage=100', { headers: await authHeaders(page.request, USER) });
  return (await answer.json()).items as { id: number; ref: string; status: number; is_online: boolean }[];
}

/**
 * The front office's public pages. With `full`, also those reached through mails: the survey, the manager's link
 * of a booking made for it (then allowed), the booker's public page of that booking, the new password's.
 */
export async function readPublicPages(reader: Reader, { full }: { full: boolean }) {
  const { page } = reader;
  const globex = ((await (await page.request.get('/backend/api/public/prelogged_configuration/globex')).json()) as { company: { uid: string } }).company.uid;
  await page.goto('/login');
  await read(reader, 'login', page.locator('input[name=username]'));
  await page.goto('/lost_password');
  await read(reader, 'lost-password', page.locator('input[name=email]'));
  await page.goto(`/create_account/${globex}`);
  await read(reader, 'create-account');
  await page.goto('/offline/booking/prelogged/group/globex');
  await read(reader, 'prelogged-group');
  const values = Buffer.from(JSON.stringify({ firstName: 'Nora', email: 'nora@example.test' })).toString('base64url');
  await page.goto(`/offline/booking/prelogged/company/${globex}/${values}`);
  await read(reader, 'prelogged-company');
  await page.goto(`/gen/${globex}`);
  await expect(page).toHaveURL(`/offline/booking/gen/${globex}`);
  await read(reader, 'gen-request');
  // The training site signs its demo account in by itself, and opens on its search.
  await page.goto(`${TRAINING}/login`);
  await read(reader, 'training-home');
  if (!full) return;

  const survey = await mailedLink((to) => !to.includes(USER), /href="https?:\/\/[^/"]+(\/public\/survey\/[0-9a-f]{64}\/questions)"/);
  await page.goto(survey);
  await read(reader, 'public-survey', page.getByTestId('survey-stay'));
  const { ref } = await bookingAwaitingManager(page.request, 45);
  const validate = await mailedLink(MANAGER, /href="https?:\/\/[^/"]+(\/booking\/[A-Za-z0-9_-]+\/validate)"/, { about: ref });
  await page.goto(validate);
  await read(reader, 'booking-validate', page.getByTestId('validation-request'));
  // Allowed, so that the booker's mail with the public link of the booking follows.
  await page.getByTestId('validation-request').getByRole('button', { name: catalogues.en.booking.validate.allow }).click();
  await read(reader, 'booking-validate-done', page.getByTestId('validation-done'));
  const show = await mailedLink(USER, /href="https?:\/\/[^/"]+(\/public\/booking\/[A-Za-z0-9_-]+\/show)"/, { about: ref });
  await page.goto(show);
  await read(reader, 'public-booking-show');
  await page.goto(show.replace(/\/show$/, '/edit'));
  await read(reader, 'public-booking-edit');
  await page.goto('/lost_password');
  await page.locator('input[name=email]').fill('user@initech-demo.fr');
  await page.locator('form button[type=submit]').click();
  await read(reader, 'lost-password-sent', page.getByText('user@initech-demo.fr'));
  const define = await mailedLink('user@initech-demo.fr', /href="https?:\/\/[^/"]+(\/define_password\/[A-Za-z0-9_-]+)"/);
  await page.goto(define);
  await read(reader, 'define-password');
}

/**
 * A company user's search and bookings: the search and its offers, the bookings and one booking's pages. With
 * `full`, on a booking made for it, with the booking form.
 */
export async function readSearchAndBookings(reader: Reader, { full }: { full: boolean }) {
  const { page } = reader;
  const bookingId = full ? (await bookingAwaitingManager(page.request, 47)).id : (await inProgress(page))[0].id;
  await signInThroughApi(page, USER);
  await page.goto('/home_search');
  await read(reader, 'home-search', page.locator('input[name=destination]'));
  // The pages under "More" are menu items of the top bar.
  await page.locator('header button[aria-haspopup=menu]').click();
  await read(reader, 'more-menu', page.getByRole('menuitem').first());
  await page.keyboard.press('Escape');
  await visit(reader, '/bookings', 'bookings', page.getByRole('tab').first());
  await page.getByRole('tab').nth(1).click();
  await read(reader, 'bookings-in-progress', page.locator('[data-testid^="booking-row-"]').first());
  await visit(reader, `/booking/${bookingId}/show`, 'booking-show', page.getByTestId('booking-actions'));
  await visit(reader, `/booking/${bookingId}/edit`, 'booking-edit', page.getByRole('dialog'));
  if (full) {
    await visit(reader, `/booking/${bookingId}/confirm/online/pre/none`, 'booking-confirm', page.locator('[data-testid^=booking-confirm]').first());
    await moveWithinApp(page, `/booking/${bookingId}/duplicate`);
    await expect(page).toHaveURL('/home_search');
    await read(reader, 'booking-duplicate', page.locator('input[name=destination]'));
  }

  // A search, its results, a hotel's offers and description, and the booking form of an offer.
  await moveWithinApp(page, '/home_search');
  await fillParisSearch(page, day(30), day(32));
  await page.locator('form button[type=submit]').first().click();
  await expect(page).toHaveURL('/online/results');
  await read(reader, 'online-results', page.getByTestId('hotel-card').first());
  if (full) {
    await openFirstBookableOffer(page, {
      onOffers: async (index) => {
        if (index > 0) return;
        await read(reader, 'online-offers', page.getByTestId('offer').first());
        const discover = page.url().replace('/online/offers/', '/online/discover/');
        await page.goto(discover);
        await read(reader, 'online-discover', page.getByRole('heading', { level: 1 }));
        await page.goBack();
      },
      labels: { offers: catalogues.en.search.results.see_offers, book: catalogues.en.search.offers.book, gone: 'This offer is no longer available' },
    });
    await read(reader, 'online-booking-completion', page.getByTestId('booking-form'));
    await visit(reader, '/online/booking/completion/failed', 'online-booking-failed', page.getByTestId('booking-failed'));
  }
}

/** A company user's other pages: the requests, messages, news, surveys, statistics, travellers and profile. */
export async function readUserPages(reader: Reader) {
  const { page } = reader;
  await signInThroughApi(page, USER);
  await page.goto('/offline/home');
  await read(reader, 'offline-home', heading(reader, 'offline.home.title'));
  const offline = (await inProgress(page)).filter((row) => !row.is_online);
  const draft = offline.find((row) => row.status === 4) ?? offline.find((row) => row.status === 20);
  expect(draft, 'the demo user has an offline request to edit').toBeTruthy();
  await visit(reader, `/offline/${draft!.id}/edit`, 'offline-edit', heading(reader, 'offline.edit.title', { ref: draft!.ref }));
  await visit(reader, '/request/confirm', 'request-confirm', page.getByTestId('request-confirm'));
  await visit(reader, '/group', 'group', heading(reader, 'group.group.title'));
  await visit(reader, '/seminar', 'seminar', heading(reader, 'group.seminar.title'));
  await visit(reader, '/offline/booking/bind', 'offline-bind', heading(reader, 'group.bind.title'));

  await visit(reader, '/message/list', 'message-list', page.getByTestId('thread-item').first());
  await page.getByTestId('thread-item').first().click();
  await read(reader, 'message-thread', page.getByTestId('message-thread'));
  await visit(reader, '/message/create', 'message-create', page.getByTestId('message-form'));
  // A form sent empty says what it misses.
  await page.getByTestId('message-form').locator('button[type=submit]').click();
  await read(reader, 'message-create-invalid', page.locator('.Mui-error').first());
  await visit(reader, '/news', 'news', page.getByTestId('news-item').first());
  await visit(reader, '/notification/list', 'notification-list', page.getByTestId('notification-item').first());
  await page.getByTestId('notification-item').first().click();
  await read(reader, 'notification-show', page.getByTestId('notification-detail'));
  await visit(reader, '/events', 'events', heading(reader, 'content.events.title'));
  await visit(reader, '/help', 'help', page.getByTestId('help-page').first());
  await visit(reader, '/survey', 'survey', page.getByTestId('survey-list'));
  await visit(reader, '/stats', 'stats', page.getByTestId('stats-scope'));
  await visit(reader, '/travellers', 'travellers', page.getByTestId('traveller-row').first());
  await visit(reader, '/profile', 'profile', heading(reader, 'people.profile.title'));
  await visit(reader, '/no-such-page', 'not-found', heading(reader, 'app.not_found'));
}

/** A manager's own pages: the company's users and the bookings to decide on. */
export async function readManagerPages(reader: Reader) {
  const { page } = reader;
  await signInThroughApi(page, MANAGER);
  await page.goto('/users');
  await read(reader, 'users', page.getByTestId('user-row').first());
  await visit(reader, '/bookings', 'bookings-manager', page.getByRole('tab').first());
  await page.getByRole('tab').first().click();
  await read(reader, 'bookings-to-process', page.getByRole('tab').first());
}

/**
 * The back office's own screens, within the app open on the page: the card and the banner (shown and edited), a
 * company's white mark and travel policy, a hotel's stock.
 */
export async function walkBackOfficeScreens(reader: Reader, { agency }: { agency: boolean }) {
  const { page } = reader;
  const [hotel, company] = [await firstListedId(page, 'contingent-hotels'), agency ? await firstListedId(page, 'companies') : null];
  const { card, banner } = configurationScreens;
  const screens = [
    ...(agency ? [card.show, card.edit, banner.show, banner.edit] : []),
    ...(company === null ? [] : [companyScreens.whiteMark.path(company), companyScreens.travelPolicy.path(company)]),
    ...(hotel === null ? [] : [contingentScreens.stock.path(hotel)]),
  ];
  for (const screen of screens) {
    await moveWithinApp(page, `/admin${screen}`);
    await read(reader, `${agency ? 'default' : 'contingents'} back office: ${screen}`, page.locator('#main-content'));
  }
}

/**
 * Every list of `names` in a site's back office that the signed-in role may read, and the page of its first record,
 * moving within the app opened on that site (a reload per screen would double the walk).
 */
export async function walkBackOffice(reader: Reader, site: Site, roles: Parameters<typeof entityReadable>[1], { names }: { names: readonly string[] }) {
  const { page } = reader;
  const walked = backOfficeEntities(site).filter(
    (candidate) => names.includes(candidate.name) && entityReadable(candidate, roles) && screenEnabled(candidate, 'list'),
  );
  for (const entity of walked) {
    await moveWithinApp(page, `/admin/${entity.name}`);
    const rows = page.locator(LIST_ROW);
    await read(reader, `${site} back office: ${entity.name} list`, page.locator('.RaDatagrid-table, .RaEmpty-message, .RaList-noResults').first());
    const record = screenEnabled(entity, 'show') ? 'show' : screenEnabled(entity, 'edit') ? 'edit' : null;
    if (record === null || (await rows.count()) === 0) continue;
    await rows.first().click();
    await expect(page).toHaveURL(record === 'show' ? /\/show$/ : new RegExp(`/admin/${entity.name}/[^/]+$`));
    await read(reader, `${site} back office: ${entity.name} ${record}`, page.locator('.RaShow-main, .RaEdit-main').first());
  }
}
