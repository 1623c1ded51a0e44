import { expect, test, type Page } from '@playwright/test';
import { entityReadable, screenEnabled } from '../../admin/access.ts';
import { backOffices, entityNamed } from '../../entities/index.ts';
import type { Tab } from '../../entities/kit.ts';
import type { Role } from '../../entities/roles.ts';
import { authHeaders, backOfficeParts, CONTINGENTS, fillSignIn, shot as screenshot, signInThroughApi } from './support.ts';

/**
 * The back office on a 1280 × 800 screen: no list, show page or tab of a show page is wider than the window, and no
 * button of a page's toolbar is cut. Every screen of the descriptors is visited (the agency's back office as its
 * administrator, the hotels' as a hotel administrator), with the first record of each list for its show page.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });

const WIDTH = 1280;
const shot = (page: Page, name: string) => screenshot(page, 'admin-1280', name);

/** Moves within the app without reloading it, as a click on a link does: a reload per screen would double the run. */
async function navigate(page: Page, path: string) {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
}

/** The screen is drawn: its list, its record or its form are there and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('.RaList-main, .RaShow-main, .RaEdit-main, .RaCreate-main, [data-testid=admin-page]').first()).toBeVisible();
  await expect(page.locator('main .MuiLinearProgress-root, main .MuiCircularProgress-root, main .MuiSkeleton-root')).toHaveCount(0);
}

/** What sticks out: the page's sideways overflow in pixels, and the toolbar buttons and inputs cut by the window or their box. */
const overflow = (page: Page) =>
  page.evaluate((width) => {
    const beyond = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    const cut: string[] = [];
    for (const bar of document.querySelectorAll<HTMLElement>('.RaTopToolbar-root, .RaListToolbar-root, .MuiTabs-root')) {
      const box = bar.getBoundingClientRect();
      for (const button of bar.querySelectorAll<HTMLElement>('button:not(.MuiTabScrollButton-root), a')) {
        const rect = button.getBoundingClientRect();
        if (rect.width === 0) continue;
        // Tabs scroll inside their bar: a tab past its edge is reached by the bar's arrows, not cut.
        if (button.getAttribute('role') === 'tab') continue;
        if (rect.right > Math.min(width, box.right) + 1 || rect.left < Math.max(0, box.left) - 1) cut.push(button.textContent?.trim() || button.getAttribute('aria-label') || '?');
      }
    }
    // An input running past its card (which hides what overflows it) is cut as well, though the page does not scroll.
    for (const input of document.querySelectorAll<HTMLElement>('main .MuiInputBase-root')) {
      const rect = input.getBoundingClientRect();
      const card = input.closest('.MuiPaper-root')?.getBoundingClientRect();
      if (rect.width > 0 && rect.right > Math.min(width, card?.right ?? width) + 1) cut.push(input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent?.trim() || 'input');
    }
    return { beyond, cut };
  }, WIDTH);

/** Every screen is checked even when one fails, so a run names all that are too wide. */
const softly = expect.configure({ soft: true, timeout: 3_000 });

async function expectFits(page: Page, name: string) {
  await settled(page);
  const verdict = async () => {
    const { beyond, cut } = await overflow(page);
    return beyond <= 0 && cut.length === 0 ? 'fits' : `${beyond} px too wide${cut.length ? `, cut: ${cut.join(', ')}` : ''}`;
  };
  await softly.poll(verdict, { message: `${name} fits 1280 px` }).toBe('fits');
  if ((await verdict()) !== 'fits') await shot(page, `too-wide-${name.replace(/[^\w-]+/g, '_')}`);
}

/** The id of the first row of an entity's list, as the list shows it (its default sort). */
async function firstId(page: Page, headers: Record<string, string>, path: string) {
  const response = await page.request.get(`/backend/api/${path}?range=${encodeURIComponent('[0,0]')}`, { headers });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  const rows = (await response.json()) as { id: number | string }[];
  return rows[0]?.id ?? null;
}

/** Every list and show page (with each tab) of the back office of `site` that `roles` may read, of the entities `names`. */
async function visitBackOffice(page: Page, { site, roles, user, names = backOffices[site] }: { site: 'default' | 'contingents'; roles: Role[]; user: string; names?: readonly string[] }) {
  const headers = await authHeaders(page.request, user);
  for (const name of names) {
    const entity = entityNamed(name);
    if (!entityReadable(entity, roles) || !screenEnabled(entity, 'list')) continue;
    await navigate(page, `/${name}`);
    await expectFits(page, `${site} ${name} list`);
    if (!screenEnabled(entity, 'show')) continue;
    const id = await firstId(page, headers, entity.path);
    if (id === null) continue;
    const tabs = Array.isArray(entity.show) ? [] : (entity.show as { tabs: readonly Tab[] }).tabs;
    for (const [index, tab] of (tabs.length ? tabs : [null]).entries()) {
      // Tabs the roles cannot read are left out of the page: their path shows the first tab, which fits or not already.
      if (tab?.related && !entityReadable(entityNamed(tab.related.related), roles)) continue;
      await navigate(page, `/${name}/${id}/show${index > 0 && tab ? `/${tab.name}` : ''}`);
      await expectFits(page, `${site} ${name} show${tab ? ` ${tab.name}` : ''}`);
    }
  }
}

const PARTS = backOfficeParts('default', 8);

for (const [index, names] of PARTS.entries()) {
  test(`the agency’s back office fits 1280 px, every list, show page and tab, part ${index + 1} of ${PARTS.length}: ${names.join(', ')}`, async ({ page }) => {
    await signInThroughApi(page, 'admin@agence-demo.fr');
    await page.goto(`/admin/${names[0]}`);
    await expectFits(page, `${names[0]} list`);
    await shot(page, `01-${names[0]}-list`);
    await visitBackOffice(page, { site: 'default', roles: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'], user: 'admin@agence-demo.fr', names });
  });
}

test('the agency’s back office fits 1280 px: the booking’s tabs and the company screens', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/booking');

  // The booking's tabs, for an online booking and for an offline request (whose request panel sits beside them).
  const headers = await authHeaders(page.request, 'admin@agence-demo.fr');
  for (const online of [true, false]) {
    const filter = encodeURIComponent(JSON.stringify({ is_online: online, status: [60] }));
    const [booking] = (await (await page.request.get(`/backend/api/bookings?filter=${filter}&range=${encodeURIComponent('[0,0]')}`, { headers })).json()) as { id: number }[];
    for (const tab of ['', '/provider', '/offline', '/mail_logs', '/history']) {
      await navigate(page, `/booking/${booking.id}/show${tab}`);
      await expectFits(page, `booking ${online ? 'online' : 'offline'} ${tab || 'main'}`);
      if (tab === '/mail_logs' || tab === '/history') await shot(page, `02-booking-${online ? 'online' : 'offline'}${tab.replace('/', '-')}`);
    }
  }

  // The company's own screens (Acme's travel policy has prices per sector) and the configuration pages.
  const acme = encodeURIComponent(JSON.stringify({ q: 'Acme' }));
  const [{ id: company }] = (await (await page.request.get(`/backend/api/companies?filter=${acme}`, { headers })).json()) as { id: number }[];
  for (const path of [`/company/${company}/travel-policy`, `/company/${company}/white-mark`, '/cb', '/bandeau']) {
    await navigate(page, path);
    await expect(page.locator('main form, main .MuiCard-root').first()).toBeVisible();
    if (path.endsWith('travel-policy')) await expect(page.locator('main .RaSimpleFormIterator-line').first()).toBeVisible();
    await expect(page.locator('main .MuiCircularProgress-root, main .MuiLinearProgress-root')).toHaveCount(0);
    await softly.poll(async () => (await overflow(page)).beyond, { message: `${path} fits 1280 px` }).toBeLessThanOrEqual(0);
    softly(await overflow(page), path).toMatchObject({ cut: [] });
  }
  await navigate(page, `/company/${company}/travel-policy`);
  await expect(page.locator('main form').first()).toBeVisible();
  await shot(page, '03-travel-policy');
});

test('the hotels’ back office fits 1280 px as a hotel administrator sees it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${CONTINGENTS}/login`);
  await fillSignIn(page, 'hotel-admin@hotel-demo.fr');
  await expect(page).toHaveURL(/contingents\.localhost:\d+\/admin\//);
  await expectFits(page, 'hotel back office home');
  await visitBackOffice(page, { site: 'contingents', roles: ['ROLE_ADMIN_HOTEL', 'ROLE_HOTEL'], user: 'hotel-admin@hotel-demo.fr' });
  await shot(page, '04-hotel-back-office');
});
