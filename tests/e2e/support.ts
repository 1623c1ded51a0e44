import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
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
  await expect
    .poll(() => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth), {
      message: `${name} scrolls sideways (pixels beyond the window)`,
    })
    .toBeLessThanOrEqual(0);
}

/** No table or pager hides columns or page arrows behind a sideways scroll of its own. Polled, as above. */
export async function expectTablesInView(page: Page, name = 'the page') {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.MuiTableContainer-root, .MuiTablePagination-root')]
            .filter((box) => box.scrollWidth > box.clientWidth + 1)
            .map((box) => box.className.split(' ')[0]),
        ),
      { message: `${name}: part of a table is out of sight` },
    )
    .toEqual([]);
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
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
 * types `typed` (when given) to narrow them and waits for the choices searched for it, and clicks the option; ends
 * with the list gone and the field showing the option. Text typed before the first choices arrived is cleared by their
 * arrival, which a busy machine delays.
 */
export async function pick(field: Locator, option: string | RegExp, typed?: string) {
  const listbox = field.page().getByRole('listbox');
  await field.click();
  await expect(listbox.getByRole('option').first()).toBeVisible();
  if (typed !== undefined) {
    // The choices are searched again a moment after the typing; clicking before that answer lets it redraw the list
    // under the pointer and keep it open.
    const searched = field.page().waitForResponse((response) => {
      const filter = new URL(response.url()).searchParams.get('filter');
      return filter !== null && (JSON.parse(filter) as { q?: string }).q === typed;
    });
    await field.fill(typed);
    await searched;
  }
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

/** The bearer header of a demo account, signed in through the API. */
export async function authHeaders(request: APIRequestContext, user: string): Promise<Record<string, string>> {
  const auth = await request.post('/backend/auth', { data: { username: user, password: PASSWORD } });
  return { Authorization: `Bearer ${(await auth.json()).token}` };
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
