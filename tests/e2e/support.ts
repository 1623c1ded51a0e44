import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { allowed, entityReadable, screenEnabled } from '../../admin/access.ts';
import { backOfficeEntities, entityNamed } from '../../entities/index.ts';
import type { Tab } from '../../entities/kit.ts';
import type { Role } from '../../entities/roles.ts';
import { findMailedLink, type Recipient } from '../support/outbox.ts';
import { EXPECT_TIMEOUT } from './timeouts.ts';

/** What the journeys share: the demo password, the sites of the server under test, and the ways to sign in. */
export const PASSWORD = 'Demo-2026!';
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CONTINGENTS = `http://contingents.localhost:${PORT}`;
export const BANNER = 'Bienvenue sur la plateforme de réservation hôtelière de votre agence.';

/** The outbox of the server under test (DATA_DIR/outbox, playwright.config.ts): the mailboxes of the people played. */
export const OUTBOX = path.resolve(`.tmp/e2e-${PORT}/outbox`);

/**
 * The link of the newest mail to `to` whose HTML matches `pattern` (its first group), read as its recipient reads it;
 * with `about`, of a mail naming it. Polled: a mail sent by scheduled work may still be on its way.
 */
export async function mailedLink(to: Recipient, pattern: RegExp, { about, timeout = 20_000 }: { about?: string; timeout?: number } = {}): Promise<string> {
  let link: string | null = null;
  const message = `a mail to ${String(to)}${about ? ` about ${about}` : ''} with a link matching ${pattern}`;
  await expect.poll(async () => (link = await findMailedLink(OUTBOX, to, pattern, about)), { message, timeout }).toBeTruthy();
  return link!;
}

/**
 * Whether the journeys keep screenshots of the screens they pass (`shot`): a sixth of the browser's work in the walks.
 * E2E_SCREENSHOTS=0 takes none but those of a fault, as CI does. A journey never leans on the pause a screenshot
 * gives: it waits for what it checks (`choose`, `animationsEnded`).
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * A screenshot under test-results/<folder>/, to look at after the run: the full page, or the window's top with `top`.
 * One that shows a fault (`always`) is taken even with E2E_SCREENSHOTS=0.
 */
export const shot = async (page: Page, folder: string, name: string, { top = false, always = false } = {}) => {
  if (SCREENSHOTS || always) await page.screenshot({ path: `test-results/${folder}/${name}.png`, fullPage: !top });
};

/**
 * Nothing scrolls sideways: neither the document nor its body is wider than the window. Polled, since a resize or a
 * navigation is laid out again after the call that caused it (charts and tables measure their new box first).
 */
export async function expectNoSidewaysScroll(page: Page, name = 'the page') {
  await expect.poll(() => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth),
    { message: `${name} scrolls sideways (pixels beyond the window)` }).toBeLessThanOrEqual(0);
}

/** No table or pager hides columns or page arrows behind a sideways scroll of its own. Polled, as above. */
export async function expectTablesInView(page: Page, name = 'the page') {
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('.MuiTableContainer-root, .MuiTablePagination-root')]
    .filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => box.className.split(' ')[0])), { message: `${name}: part of a table is out of sight` }).toEqual([]);
}

/**
 * What a screen shows while its data loads: spinners and bars, MUI's skeletons, and the placeholder grid a
 * react-admin list draws once it has waited a second (its checkboxes bear no label: not a screen to judge). Its cells
 * carry no class of their own; its body lacks the `datagrid-body` class of the body that holds the rows of data.
 */
export const LOADING = '[role=progressbar], .MuiSkeleton-root, .RaDatagrid-table tbody:not(.datagrid-body)';

/** A row of data of a back-office list: never one of the placeholder grid's (LOADING), which a click does not open. */
export const LIST_ROW = '.RaDatagrid-table .datagrid-body tr';

/**
 * Waits until `locator` shows, failing with `what` after the expectations' time. Not `expect(locator).toBeVisible()`
 * where a walk waits for each screen: every try of that expectation that fails has the browser write out the whole
 * page's accessibility tree for its message, a tenth of the browser's work on a walk of the back office, whose
 * screens take a few tries each to draw.
 */
export async function shown(locator: Locator, what: string) {
  await locator.waitFor({ state: 'visible', timeout: EXPECT_TIMEOUT }).catch((error: Error) => {
    throw new Error(`${what}: not shown after ${EXPECT_TIMEOUT} ms (${locator})`, { cause: error });
  });
}

/** Every transition and animation of the page that ends has ended: a menu has finished opening or closing. */
export async function animationsEnded(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * Picks an option of the select `combobox` (the first one without `option`) as a user does: opens its menu from the
 * keyboard, waits for it to stand still, clicks the option, and waits for the menu to be gone and the field to show
 * the value. A click on a menu still growing, or a check of the page while it fades out, meets a screen no user looks
 * at. Not a click to open: MUI's menu opens over the field, and a button released more than 400 ms after it was
 * pressed picks the option under the pointer, as a drag does; a busy machine makes such a press of a quick click.
 */
export async function choose(combobox: Locator, option?: string | RegExp) {
  const page = combobox.page();
  await combobox.focus();
  await combobox.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await animationsEnded(page);
  const item = option === undefined ? listbox.getByRole('option').first() : listbox.getByRole('option', { name: option });
  const label = (await item.innerText()).trim();
  await item.click();
  await expect(listbox).toHaveCount(0);
  await animationsEnded(page);
  await expect(combobox).toContainText(label);
}

/**
 * Picks `option` in an autocomplete `field` as a user does: opens its list and waits for the choices it loads, then
 * types `typed` (when given) to narrow them, and clicks the option; ends with the list gone and the field showing the
 * option. Text typed before the first choices arrived is cleared by their arrival, which a busy machine delays.
 */
export async function pick(field: Locator, option: string | RegExp, typed?: string) {
  const listbox = field.page().getByRole('listbox');
  await field.click();
  await expect(listbox.getByRole('option').first()).toBeVisible();
  if (typed !== undefined) await field.fill(typed);
  const item = listbox.getByRole('option', { name: option }).first();
  const label = (await item.innerText()).trim();
  await item.click();
  await expect(listbox).toHaveCount(0);
  await expect(field).toHaveValue(label);
}

/** Fills and sends the sign-in form on screen. */
export async function fillSignIn(page: Page, email: string, password = PASSWORD) {
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in through the front app's sign-in page, which sends the user on to the `redirect` page. */
export async function signInThroughUi(page: Page, email: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await fillSignIn(page, email);
}

/**
 * Puts a session into the browser the way the session store keeps it (common/storage.ts, common/session.ts), for
 * journeys that are not about signing in. `origin` picks the site whose storage receives it.
 */
export async function signInThroughApi(page: Page, email: string, origin = '') {
  const auth = await page.request.post(`${origin}/backend/auth`, { data: { username: email, password: PASSWORD } });
  const { token } = (await auth.json()) as { token: string };
  const ping = await page.request.get(`${origin}/backend/api/security/ping`, { headers: { Authorization: `Bearer ${token}` } });
  const identity = await ping.json();
  // Any page of the origin gives its storage: the liveness probe's is the lightest.
  await page.goto(`${origin}/backend/health/live`);
  await page.evaluate(
    ([token, identity]) =>
      localStorage.setItem('hotel-booking-state', JSON.stringify({ version: 20201201, state: { session: { token, parentToken: null, identity } } })),
    [token, identity] as const,
  );
}

/**
 * The booking form's last step: "Vérifier ma réservation" opens the summary (/booking/summary), whose button books
 * (`confirm`: "Envoyer la demande d’autorisation" when a manager authorises first). Returns the summary, to look at
 * before confirming when `before` is given.
 */
export async function confirmThroughSummary(page: Page, { confirm = 'Confirmer la réservation', before }: { confirm?: string; before?: () => Promise<unknown> } = {}) {
  await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();
  await expect(page).toHaveURL(/\/booking\/summary$/);
  const summary = page.getByTestId('booking-summary');
  await expect(summary).toBeVisible();
  if (before) await before();
  await summary.getByRole('button', { name: confirm }).click();
  return summary;
}

/** The Acme user's booking form filled as the demo company asks (traveller, cost centre, project, order, manager). */
export async function fillAcmeBookingForm(page: Page) {
  await page.locator('input[name="rooms.0.travellers.0"]').fill('Leroy');
  await page.getByRole('option', { name: /David Leroy/ }).click();
  await choose(page.getByRole('combobox', { name: /Centre de coût/ }), 'CC-200 Commercial');
  await page.getByLabel(/Code projet/).fill('AB-1234');
  await page.locator('input[name="orderNumber"]').fill('PO-7310');
  await choose(page.getByRole('combobox', { name: /Manager/ }), 'Claire Durand');
}

/** Fills the search form for Paris, the first place the list proposes, between two days: ready to be sent. */
export async function fillParisSearch(page: Page, from: string, to: string) {
  await page.locator('input[name=destination]').fill('Par');
  await page.getByRole('option', { name: /^Paris/ }).first().click();
  await page.locator('input[name=from]').fill(from);
  await page.locator('input[name=to]').fill(to);
}

const FRENCH_OFFER_LABELS: { offers: string | RegExp; book: string; gone: string } = {
  offers: /Voir les offres/, book: 'Réserver', gone: 'Cette offre n’est plus disponible',
};

/**
 * From the results of a search, opens the booking form of the first offer still available: the simulator takes a few
 * offers away between the search and the booking, as a real supplier does, so up to five hotels are tried.
 * `onOffers` runs on each hotel's offers page before its first offer is chosen; `labels` are the screens' words in
 * the browser's language (French by default).
 */
export async function openFirstBookableOffer(
  page: Page,
  { origin = '', onOffers, labels = FRENCH_OFFER_LABELS }: { origin?: string; onOffers?: (index: number) => Promise<unknown>; labels?: typeof FRENCH_OFFER_LABELS } = {},
) {
  let opened = false;
  for (let index = 0; index < 5 && !opened; index++) {
    await page.goto(`${origin}/online/results`);
    await page.getByTestId('hotel-card').nth(index).getByRole('link', { name: labels.offers }).click();
    await expect(page).toHaveURL(/\/online\/offers\/[^/]+$/);
    if (onOffers) await onOffers(index);
    await page.getByTestId('offer').first().getByRole('button', { name: labels.book }).click();
    opened = await Promise.race([
      page.waitForURL(/\/online\/booking\/completion$/).then(() => true),
      page.getByText(labels.gone).waitFor().then(() => false),
    ]);
  }
  expect(opened, 'an offer opens the booking form').toBe(true);
}

/**
 * After a public request form was sent: its reference, as the confirmation names it, and the agency's booking list
 * rows found by that reference (read through the API as the agency admin).
 */
export async function sentRequestSeenByAgency(page: Page) {
  const sent = page.getByTestId('public-request-sent');
  await expect(sent).toContainText('Demande envoyée');
  const ref = /demande (BK\d+)/.exec((await sent.textContent())!)![1];
  const auth = await page.request.post('/backend/auth', { data: { username: 'admin@agence-demo.fr', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await auth.json()).token}` };
  const listed = await (await page.request.get(`/backend/api/bookings?filter=${encodeURIComponent(JSON.stringify({ q: ref }))}`, { headers })).json();
  return { ref, listed };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The bearer header of a demo account, signed in through the API. */
export async function authHeaders(request: APIRequestContext, user: string): Promise<Record<string, string>> {
  const auth = await request.post('/backend/auth', { data: { username: user, password: PASSWORD } });
  return { Authorization: `Bearer ${(await auth.json()).token}` };
}

/**
 * An online booking of `user` in Paris `offset` days ahead, booked through the API as the booking form does (search,
 * offer, finalise); `extra` adds what the user's company asks besides the rooms.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  { user, offset = 40, extra = async () => ({}) }: { user: string; offset?: number; extra?: (headers: Record<string, string>) => Promise<Record<string, unknown>> },
): Promise<{ id: number; ref: string }> {
  const headers = await authHeaders(request, user);
  const services = { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false };
  const [from, to] = [inDays(offset), inDays(offset + 2)];
  const search = await request.post('/backend/api/hrs/hotels/offers', {
    headers, data: { destination: { city: 'Paris' }, startDate: from, endDate: to, single: 1, double: 0, services },
  });
  expect(search.ok(), await search.text()).toBe(true);
  const offers = ((await search.json()).hotels as { offers: { key: string; freeCancellation: boolean }[] }[])
    .flatMap((hotel) => hotel.offers).filter((offer) => offer.freeCancellation);
  expect(offers.length).toBeGreaterThan(0);

  const travellers = await request.get('/backend/api/me/travellers?itemsPerPage=1&enabled=true', { headers });
  const listed = await travellers.json();
  const traveller = (Array.isArray(listed) ? listed : listed.items)[0] as { id: number };

  for (const offer of offers) {
    const started = await request.post('/backend/api/booking/online', {
      headers, data: { offerKey: offer.key, search: { destination: 'Paris', from, to, single: 1, double: 0, services } },
    });
    if (!started.ok()) continue;
    const { id, ref } = (await started.json()) as { id: number; ref: string };
    const finalised = await request.post(`/backend/api/booking/${id}/finalise`, {
      headers, data: { rooms: [{ occupancy: 1, travellers: [traveller.id] }], remarks: 'Arrivée vers 20 h', confirmationKey: `e2e-${id}-${Date.now()}`, ...(await extra(headers)) },
    });
    expect(finalised.ok(), await finalised.text()).toBe(true);
    return { id, ref };
  }
  throw new Error('no bookable offer in Paris');
}

/**
 * An online booking of the Acme demo user `offset` days ahead, booked as the form does with its purchase order, that
 * awaits the demo manager's authorisation: its mails lead to the manager's link and, once allowed, the booker's.
 */
export async function bookingAwaitingManager(request: APIRequestContext, offset: number): Promise<{ id: number; ref: string }> {
  const extra = async (headers: Record<string, string>) => ({ ...(await acmeForm(request, headers, 'manager@acme-demo.fr')), orderNumber: 'PO-4821' });
  return bookThroughApi(request, { user: 'user@acme-demo.fr', offset, extra });
}

/** What Acme's booking forms ask besides the rooms: the manager who decides, and the company's required references. */
export async function acmeForm(request: APIRequestContext, headers: Record<string, string>, manager: string) {
  const managers = (await (await request.get('/backend/api/me/managers', { headers })).json()) as { id: number; email: string }[];
  const fields = (await (await request.get('/backend/api/me/company-custom-fields', { headers })).json()) as { id: number; type: number; required: boolean; mask: string | null; options: { value: string }[] }[];
  const customFields: Record<string, string> = {};
  for (const field of fields.filter((candidate) => candidate.required)) {
    customFields[field.id] = field.type === 30 ? field.options[0].value : field.mask === '??-####' ? 'AB-1234' : field.mask === 'MIS-####' ? 'MIS-0042' : 'x';
  }
  return { managers: [managers.find((candidate) => candidate.email === manager)!.id], customFields };
}

/** Moves within the app without reloading it, as a click on a link does: a reload per screen would double a long walk. */
export async function moveWithinApp(page: Page, path: string) {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // Two frames: the router has drawn the new page, so a wait for its content cannot see the previous one's.
    return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }, path);
}

/**
 * The id of the first row of a list of the API (its default sort), read as the account signed in on the page's site
 * (asked of the default site: the API is the same on every site, and only the browser resolves `*.localhost`).
 */
export async function firstListedId(page: Page, path: string): Promise<number | string | null> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state')!).state.session.token as string);
  const response = await page.request.get(`/backend/api/${path}?range=${encodeURIComponent('[0,0]')}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  const rows = (await response.json()) as { id: number | string }[];
  return rows[0]?.id ?? null;
}

/** The entities of a site's back office, by name, in menu order. */
const menuOf = (site: 'default' | 'contingents') => backOfficeEntities(site).map((entity) => entity.name);

export interface BackOfficeScreen { path: string; kind: 'list' | 'show' | 'tab' | 'edit' }

/**
 * The screens of the entities `names` of a site's back office that `roles` may open: each list, and with the first
 * record of a list (its default sort), its show page, with `tabs` each further tab of it the roles may read, and with
 * `edit` its edit page. Derived from the descriptors, so a new entity is walked without naming it.
 */
export async function backOfficeScreens(page: Page, { site, roles, edit = false, tabs = false, names = menuOf(site) }: { site: 'default' | 'contingents'; roles: Role[]; edit?: boolean; tabs?: boolean; names?: readonly string[] }) {
  const screens: BackOfficeScreen[] = [];
  for (const name of names) {
    const entity = entityNamed(name);
    if (!entityReadable(entity, roles) || !screenEnabled(entity, 'list')) continue;
    screens.push({ path: `/${name}`, kind: 'list' });
    const canShow = screenEnabled(entity, 'show');
    const canEdit = edit && allowed(site, roles, name, 'edit');
    if (!canShow && !canEdit) continue;
    const id = await firstListedId(page, entity.path);
    if (id === null) continue;
    if (canShow) {
      screens.push({ path: `/${name}/${id}/show`, kind: 'show' });
      // A tab of a related list the roles cannot read is left out of the page.
      const further = tabs && !Array.isArray(entity.show) ? (entity.show as { tabs: readonly Tab[] }).tabs.slice(1) : [];
      for (const tab of further) {
        if (!tab.related || entityReadable(entityNamed(tab.related.related), roles)) screens.push({ path: `/${name}/${id}/show/${tab.name}`, kind: 'tab' });
      }
    }
    if (canEdit) screens.push({ path: `/${name}/${id}`, kind: 'edit' });
  }
  return screens;
}

/**
 * A site's back office cut into runs of `size` entities of its menu, for walks too long for one journey: each part is
 * a journey of its own, so a slow screen fails one small journey, and an entity added to the menu falls in a part.
 */
export function backOfficeParts(site: 'default' | 'contingents', size: number): string[][] {
  const names = menuOf(site);
  return Array.from({ length: Math.ceil(names.length / size) }, (_, index) => names.slice(index * size, (index + 1) * size));
}
