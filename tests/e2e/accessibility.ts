import { expect, type Locator, type Page } from '@playwright/test';
import { companyScreens } from '../../admin/resources/company/paths.ts';
import { configurationScreens } from '../../admin/resources/configuration/paths.ts';
import { contingentScreens } from '../../admin/resources/contingentHotel/paths.ts';
import type { Role } from '../../entities/roles.ts';
import { axeViolations } from './axe.ts';
import { animationsEnded, firstListedId, LIST_ROW, LOADING, moveWithinApp, shown, signInThroughApi } from './support.ts';
import { backOfficeScreens } from './back-office-walk.ts';
import { fillAcmeBookingForm, fillParisSearch, openFirstBookableOffer } from './booking-steps.ts';
import { day } from '../support/days.ts';

/**
 * WCAG 2.2 AA, as axe-core checks it, for the accessibility journeys (accessibility-front.spec.ts,
 * back-office-screens.spec.ts): each walks some pages of one site and role in one signed-in browser page and fails
 * naming every critical or serious violation found, with its page and an element. The walks are cut by site and area, so that one slow page fails one small
 * journey.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['critical', 'serious']);
/**
 * The rows of a back-office list past its fifth: each is drawn by the same fields as the rows above it, and on a list
 * of 25 judging them all was two thirds of the check's time. The status chips' colours, the part of a row that depends
 * on its data, are judged on every row by theme.spec.ts.
 */
const REPEATED_ROWS = [`${LIST_ROW}:nth-child(n+6)`];

export interface Audit {
  page: Page;
  findings: string[];
  pages: number;
}

/** The page is drawn: `ready` (else a heading) shows, and nothing is loading any more. */
async function settled(audit: Audit, ready?: Locator) {
  const { page } = audit;
  await shown(ready ?? page.locator('main h1, main h2, h1, [role=heading]').first(), `${page.url()}: its content`);
  await expect(page.locator(LOADING)).toHaveCount(0);
  // Laid out as it stays: no part still fading or growing in.
  await animationsEnded(page);
}

/** Runs axe on the page as it stands, and keeps each critical or serious violation with the page's name. */
export async function check(audit: Audit, name: string, ready?: Locator) {
  await settled(audit, ready);
  const violations = await axeViolations(audit.page, { runOnly: { type: 'tag', values: TAGS } }, REPEATED_ROWS);
  audit.pages++;
  for (const violation of violations.filter((candidate) => BLOCKING.has(candidate.impact ?? ''))) {
    const node = violation.nodes[0];
    // A contrast finding says its colours, to be checked against the theme.
    const colours = node.any.find((result) => result.id === 'color-contrast')?.data as
      { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    audit.findings.push(
      `${violation.id} (${violation.impact}) on ${name}: ${violation.nodes.length} element(s), first ${node.target.join(' ')}` +
        (colours?.fgColor ? ` [${colours.fgColor} on ${colours.bgColor}, ${colours.contrastRatio}:1]` : ''),
    );
  }
}

/** Opens a page of the signed-in app without reloading it, then checks it. */
export async function visit(audit: Audit, path: string, ready?: Locator) {
  await moveWithinApp(audit.page, path);
  await check(audit, path, ready);
}

export function expectNoViolation(audit: Audit, minimumPages: number) {
  expect(audit.pages, 'pages checked').toBeGreaterThanOrEqual(minimumPages);
  expect(audit.findings, `critical or serious accessibility violations on ${audit.pages} pages`).toEqual([]);
}

export const auditOf = (page: Page): Audit => ({ page, findings: [], pages: 0 });

/** The search as a company user or manager sees it: its results, a hotel's offers and page, the booking form. */
export async function walkSearch(audit: Audit, email: string, { summary = false } = {}) {
  const { page } = audit;
  await signInThroughApi(page, email);
  await page.goto('/home_search');
  await check(audit, '/home_search', page.locator('input[name=destination]'));

  // A search, its results, a hotel's offers and description, and the booking form of an offer.
  await fillParisSearch(page, day(30), day(32));
  await page.locator('form button[type=submit]').first().click();
  await expect(page).toHaveURL('/online/results');
  await check(audit, '/online/results', page.getByTestId('hotel-card').first());
  await openFirstBookableOffer(page, {
    onOffers: async (index) => {
      if (index > 0) return;
      await check(audit, '/online/offers', page.getByTestId('offer').first());
      const offers = new URL(page.url()).pathname;
      await visit(audit, offers.replace('/online/offers/', '/online/discover/'), page.getByRole('heading', { level: 1 }));
      await moveWithinApp(page, offers);
    },
  });
  await check(audit, '/online/booking/completion', page.getByTestId('booking-form'));
  if (summary) {
    await fillAcmeBookingForm(page);
    await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();
    await expect(page).toHaveURL('/booking/summary');
    await check(audit, '/booking/summary', page.getByTestId('booking-summary'));
  }
  await visit(audit, '/online/booking/completion/failed', page.getByTestId('booking-failed'));
}

/** The other signed-in screens of a company user or manager, with a booking and a request of theirs. */
export async function walkFrontOffice(audit: Audit, email: string) {
  const { page } = audit;
  await signInThroughApi(page, email);
  await page.goto('/home_search');
  await settled(audit, page.locator('input[name=destination]'));
  const headers = {
    Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state')!).state.session.token as string)}`,
  };
  const inProgress = (await (await page.request.get('/backend/api/me/bookings/in_progress?itemsPerPage=100', { headers })).json()).items as {
    id: number;
    status: number;
    is_online: boolean;
  }[];
  const booking = inProgress[0];
  const request = inProgress.find((row) => !row.is_online && [4, 20].includes(row.status));

  await visit(audit, '/bookings', page.locator('[data-testid^="booking-row-"]').first());
  await visit(audit, `/booking/${booking.id}/show`, page.getByTestId('booking-actions'));
  await visit(audit, `/booking/${booking.id}/edit`, page.getByRole('dialog'));
  await visit(audit, `/booking/${booking.id}/confirm/online/pre/none`, page.locator('[data-testid^=booking-confirm]').first());
  // A duplicate opens the search (an online booking) or the request form (an offline one) filled with the booking's stay.
  await moveWithinApp(page, `/booking/${booking.id}/duplicate`);
  await expect(page).toHaveURL(booking.is_online ? '/home_search' : '/offline/home');
  await check(audit, `/booking/${booking.id}/duplicate`, booking.is_online ? page.locator('input[name=destination]') : undefined);
  await visit(audit, '/offline/home');
  if (request) await visit(audit, `/offline/${request.id}/edit`);
  await visit(audit, '/request/confirm', page.getByTestId('request-confirm'));
  await visit(audit, '/group');
  await visit(audit, '/seminar');
  await visit(audit, '/offline/booking/bind');
  await visit(audit, '/message/list', page.getByTestId('thread-item').first());
  await page.getByTestId('thread-item').first().click();
  await check(audit, '/message/list (a thread)', page.getByTestId('message-thread'));
  await visit(audit, '/message/create', page.getByTestId('message-form'));
  await visit(audit, '/news', page.getByTestId('news-item').first());
  await visit(audit, '/notification/list', page.getByTestId('notification-item').first());
  await page.getByTestId('notification-item').first().click();
  await check(audit, '/notification/show', page.getByTestId('notification-detail'));
  await visit(audit, '/events', page.getByTestId('event-item').first());
  await visit(audit, '/help', page.getByTestId('help-page').first());
  await visit(audit, '/survey', page.getByTestId('survey-list'));
  await visit(audit, '/stats', page.getByTestId('stats-scope'));
  await visit(audit, '/travellers', page.getByTestId('traveller-row').first());
  await visit(audit, '/profile');
  await visit(audit, '/no-such-page');
}

/**
 * Every list, show and edit page of the entities `names` of a site's back office, each checked, and with `tabs` each
 * further tab of the show pages; `also` runs on every screen once it is drawn. The number of pages checked.
 */
export async function walkBackOffice(
  audit: Audit,
  site: 'default' | 'contingents',
  roles: Role[],
  {
    origin = '',
    names,
    tabs = false,
    also,
  }: {
    origin?: string;
    names: readonly string[];
    tabs?: boolean;
    also?: (name: string) => Promise<void>;
  },
) {
  const screens = await backOfficeScreens(audit.page, { site, roles, edit: true, tabs, names });
  // The screen's own kind: a show page reached from its list is not judged while the list is still drawn.
  const main = { list: '.RaList-main', show: '.RaShow-main', tab: '.RaShow-main', edit: '.RaEdit-main' } as const;
  for (const { path, kind } of screens) {
    const name = `${origin}/admin${path}`;
    const ready = audit.page.locator(`${main[kind]}, [data-testid=admin-page]`).first();
    await moveWithinApp(audit.page, `/admin${path}`);
    // A further tab mostly lists related records, each list checked on its own screen: it is laid out, not audited.
    if (kind === 'tab') await settled(audit, ready);
    else await check(audit, name, ready);
    await also?.(name);
  }
  return screens.filter(({ kind }) => kind !== 'tab').length;
}

/** A site's back office's own screens, each checked and then given to `also`: the card and the banner, a company's white mark and travel policy, a hotel's stock. */
export async function walkOwnScreens(audit: Audit, site: 'default' | 'contingents', origin = '', also?: (name: string) => Promise<void>) {
  const [hotel, company] = [await firstListedId(audit.page, 'contingent-hotels'), site === 'default' ? await firstListedId(audit.page, 'companies') : null];
  const own = [
    ...(site === 'default'
      ? [configurationScreens.card.show, configurationScreens.card.edit, configurationScreens.banner.show, configurationScreens.banner.edit]
      : []),
    ...(company === null ? [] : [companyScreens.whiteMark.path(company), companyScreens.travelPolicy.path(company)]),
    ...(hotel === null ? [] : [contingentScreens.stock.path(hotel)]),
  ];
  for (const screen of own) {
    await moveWithinApp(audit.page, `/admin${screen}`);
    await check(audit, `${origin}/admin${screen}`, audit.page.locator('#main-content form, #main-content .MuiCard-root').first());
    await also?.(`${origin}/admin${screen}`);
  }
}
