import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { entityReadable, screenEnabled } from '../../admin/access.ts';
import { catalogues } from '../../common/i18n/index.ts';
import { backOfficeEntities } from '../../entities/index.ts';
import type { Site } from '../../entities/kit.ts';
import { companyScreens } from '../../admin/resources/company/paths.ts';
import { configurationScreens } from '../../admin/resources/configuration/paths.ts';
import { contingentScreens } from '../../admin/resources/contingentHotel/paths.ts';
import { authHeaders, bookingAwaitingManager, fillParisSearch, firstListedId, LIST_ROW, LOADING, mailedLink, moveWithinApp, openFirstBookableOffer, PORT, shot as screenshot, shown, signInThroughApi } from './support.ts';

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
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The words of a catalogue's messages, lower-cased, without their %{placeholders} and |||| plural separators. */
function catalogueWords(catalogue: unknown): string[] {
  const messages = (node: unknown): string[] => (node && typeof node === 'object' ? Object.values(node).flatMap(messages) : [String(node)]);
  return messages(catalogue).flatMap((message) => words(message.replace(/%\{[^}]*\}/g, ' ').replaceAll('||||', ' ')));
}
const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The French-only vocabulary (4 letters or more), and the other way round the English-only one (5 or more). */
function onlyIn(language: 'fr' | 'en', minimum: number): Set<string> {
  const other = new Set(catalogueWords(catalogues[language === 'fr' ? 'en' : 'fr']));
  return new Set(catalogueWords(catalogues[language]).filter((word) => word.length >= minimum && !other.has(word)));
}
/** French names of months and weekdays: a date written in French is French too. */
const frenchCalendar = (options: Intl.DateTimeFormatOptions, count: number, date: (index: number) => Date) =>
  Array.from({ length: count }, (_, index) => new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' }).format(date(index)).toLowerCase().replace('.', ''));
const FRENCH_DATES = [
  ...frenchCalendar({ month: 'long' }, 12, (index) => new Date(Date.UTC(2026, index, 15))),
  ...frenchCalendar({ weekday: 'long' }, 7, (index) => new Date(Date.UTC(2026, 10, 16 + index))),
].filter((name) => name.length >= 4);
export const FRENCH_ONLY = new Set([...onlyIn('fr', 4), ...FRENCH_DATES]);
export const ENGLISH_ONLY = onlyIn('en', 5);

/**
 * What the page says of itself, as [where, text] pairs. Data is skipped: table body cells (but their buttons and
 * chips, which are the interface's), the primary text of list items outside menus, cards and rich texts filled from
 * the API (what the DATA selector names), and whatever carries translate="no".
 */
function readInterface(): [string, string][] {
  const TEXT = [
    'button', '[role=button]', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', '[role=heading]', 'th', 'label', 'legend',
    '.MuiFormHelperText-root', '[role=alert]', '[role=tab]', '[role=menuitem]', '[role=option]', '.MuiChip-label',
    '.MuiTablePagination-root', '.MuiTypography-root', 'p', 'caption', 'dt',
  ].join(',');
  // Where the agency's data is shown: table cells, rich texts, the primary line of list rows, the titles and texts of
  // cards (a room type's name on the stock grid among them).
  const DATA = [
    'tbody td', '[translate=no]', '.ra-rich-text-input', '.ql-editor', '.MuiListItemText-primary:not([role=menuitem] *):not(nav *)',
    '[data-testid$="-item"] :is(h1,h2,h3,h4,h5,h6,p,.MuiTypography-root)', '[data-testid=hotel-card] :is(h2,h3,.MuiTypography-h6)',
    '[data-testid=thread-message] p', '[data-testid=help-page] .MuiAccordionDetails-root', '[data-testid=notification-detail] .MuiCardContent-root',
    '[data-testid=banner]', '.RaRichTextField', 'iframe', '[data-testid=stock-room] h2',
  ].join(',');
  const UI_IN_DATA = 'button, [role=button], .MuiChip-label';
  const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
  const describe = (element: Element) => {
    const id = element.getAttribute('data-testid') ?? element.getAttribute('role') ?? element.className.toString().split(' ').find((name) => /^(Mui|Ra)/.test(name));
    return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''}`;
  };
  const found: [string, string][] = [];
  for (const element of document.body.querySelectorAll(TEXT)) {
    if (!visible(element)) continue;
    if (element.closest(DATA) && !element.matches(UI_IN_DATA) && !element.closest(UI_IN_DATA)) continue;
    // The element's own text only, not that of the elements it holds that are read on their own.
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join(' ').trim();
    const text = element.matches('button, [role=button], a, th, label, legend, [role=tab], [role=menuitem], [role=option]') ? (element as HTMLElement).innerText.trim() : own;
    if (text) found.push([`${describe(element)} "${text.slice(0, 60)}"`, text]);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (element.closest('[translate=no]')) continue;
    for (const attribute of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute);
      if (value) found.push([`${describe(element)} @${attribute}="${value.slice(0, 60)}"`, value]);
    }
  }
  return found;
}

/**
 * Every string of a JSON value; an HTML one also gives the texts between its tags, and one holding JSON (a history
 * row's event data) the strings inside it.
 */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      return [value, ...stringsOf(JSON.parse(value))];
    } catch {
      return [value];
    }
  }
  if (typeof value === 'string') return value.includes('<') ? [value, ...value.split(/<[^>]*>/)] : [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
}

/**
 * The French names of the enums' values (statuses, payment modes, cancellation reasons, roles...: the catalogue's
 * `enums` sections): a server answer equal to one of them is a value the browser should have translated by its key.
 */
function enumLabels(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => (key === 'enums' ? stringsOf(child) : enumLabels(child)));
}
const FRENCH_ENUM_LABELS = new Set(enumLabels(catalogues.fr));

export interface Reader {
  page: Page; findings: string[]; vocabulary: Set<string>; folder: string; data: Set<string>; answers: Promise<unknown>[];
  /** The API requests the page sent that have not ended yet, and when the last one left or ended. */
  pending: Set<Request>; lastActivity: number;
}

/**
 * A reader of the page's screens. What the server answers (its JSON, and the session it gave) is the agency's data
 * (names, typed labels, texts), quoted by the screens as it comes: it is taken out of the texts before they are read,
 * except the French names of enum values.
 */
export function readerOf(page: Page, vocabulary: Set<string>, folder: string): Reader {
  const reader: Reader = { page, findings: [], vocabulary, folder, data: new Set(), answers: [], pending: new Set(), lastActivity: Date.now() };
  // Taken when the request leaves, not when Playwright reports its answer (which may come after the screen shows it).
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/backend/')) return;
    reader.pending.add(request);
    reader.lastActivity = Date.now();
    reader.answers.push(request.response().then(async (response) => {
      if (response && (response.headers()['content-type'] ?? '').includes('json')) keepData(reader, stringsOf(await response.json()));
    }).catch(() => undefined));
  });
  const ended = (request: Request) => {
    if (reader.pending.delete(request)) reader.lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return reader;
}

/**
 * Until the page has sent no API request for a moment and none is on its way: a screen whose heading shows before
 * its record is asked for (the back office's own screens) is read with its data, which is then known as data.
 */
async function settled(reader: Reader) {
  const QUIET_MS = 300;
  const until = Date.now() + 10_000;
  while (Date.now() < until && (reader.pending.size > 0 || Date.now() - reader.lastActivity < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function keepData(reader: Reader, strings: string[]) {
  for (const text of strings.map((string) => string.trim())) if (text.length >= 3 && !FRENCH_ENUM_LABELS.has(text)) reader.data.add(text);
}

/** The text without the data it quotes, longest first so that a name is not cut by a shorter one inside it. */
function withoutData(text: string, data: string[]): string {
  return data.reduce((rest, datum) => (rest.includes(datum) ? rest.replaceAll(datum, ' ') : rest), text);
}

/** Waits for the page to settle (its main content or heading shown, no progress bar), then reads it. */
export async function read(reader: Reader, name: string, ready?: Locator) {
  const { page } = reader;
  await shown(ready ?? page.locator('h1, h2, h3, h4, h5, h6, [role=heading]').first(), `${name}: its content`);
  await expect(page.locator(LOADING), `${name}: still loading`).toHaveCount(0);
  await settled(reader);
  await expect(page.locator(LOADING), `${name}: still loading`).toHaveCount(0);
  // An answer that never comes (a request the page gave up) does not hold the reading for long.
  await Promise.race([Promise.all(reader.answers.splice(0)), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  keepData(reader, stringsOf(await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state') ?? 'null'))));
  const data = [...reader.data].sort((a, b) => b.length - a.length);
  const found = await page.evaluate(readInterface);
  for (const [where, text] of found) {
    const foreign = [...new Set(words(withoutData(text, data)).filter((word) => reader.vocabulary.has(word)))];
    if (foreign.length > 0) reader.findings.push(`${name}: ${where} → ${foreign.join(', ')}`);
  }
  await screenshot(page, reader.folder, name.replace(/[^a-z0-9-]+/gi, '-'));
}

/** No finding, each named by its page, element and words. */
export function expectNone(findings: string[], language: string) {
  expect([...new Set(findings)], `${language} words on the screens`).toEqual([]);
}

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
  const walked = backOfficeEntities(site).filter((candidate) => names.includes(candidate.name) && entityReadable(candidate, roles) && screenEnabled(candidate, 'list'));
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
