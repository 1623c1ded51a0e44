import { expect, test, type Page } from '@playwright/test';
import { expectFits, overflow, softly } from './screen-fit.ts';
import { authHeaders, LOADING, moveWithinApp, shot as screenshot, signInThroughApi } from './support.ts';

/**
 * The agency's back office on a 1280 × 800 screen, where it is most crowded: every tab of an online booking and of an
 * offline request (whose request panel sits beside them), a company's own screens and the configuration pages. Every
 * other list, record, tab and form is walked at this width by back-office-screens.spec.ts.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });

const WIDTH = 1280;
const shot = (page: Page, name: string) => screenshot(page, 'admin-1280', name);

test('the agency’s back office fits 1280 px: the booking’s tabs and the company screens', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto('/admin/booking');

  const headers = await authHeaders(page.request, 'admin@agence-demo.fr');
  for (const online of [true, false]) {
    const filter = encodeURIComponent(JSON.stringify({ is_online: online, status: [60] }));
    const [booking] = (await (await page.request.get(`/backend/api/bookings?filter=${filter}&range=${encodeURIComponent('[0,0]')}`, { headers })).json()) as {
      id: number;
    }[];
    for (const tab of ['', '/provider', '/offline', '/mail_logs', '/history']) {
      await moveWithinApp(page, `/admin/booking/${booking.id}/show${tab}`);
      await expect(page.locator('.RaShow-main')).toBeVisible();
      await expect(page.locator('main').locator(LOADING)).toHaveCount(0);
      await expectFits(page, `booking ${online ? 'online' : 'offline'} ${tab || 'main'}`, { width: WIDTH, folder: 'admin-1280' });
      if (tab === '/mail_logs' || tab === '/history') await shot(page, `02-booking-${online ? 'online' : 'offline'}${tab.replace('/', '-')}`);
    }
  }

  // The company's own screens (Acme's travel policy has prices per sector) and the configuration pages.
  const acme = encodeURIComponent(JSON.stringify({ q: 'Acme' }));
  const [{ id: company }] = (await (await page.request.get(`/backend/api/companies?filter=${acme}`, { headers })).json()) as { id: number }[];
  for (const path of [`/company/${company}/travel-policy`, `/company/${company}/white-mark`, '/cb', '/bandeau']) {
    await moveWithinApp(page, `/admin${path}`);
    await expect(page.locator('main form, main .MuiCard-root').first()).toBeVisible();
    if (path.endsWith('travel-policy')) await expect(page.locator('main .RaSimpleFormIterator-line').first()).toBeVisible();
    await expect(page.locator('main .MuiCircularProgress-root, main .MuiLinearProgress-root')).toHaveCount(0);
    await softly.poll(async () => (await overflow(page, WIDTH)).beyond, { message: `${path} fits 1280 px` }).toBeLessThanOrEqual(0);
    softly(await overflow(page, WIDTH), path).toMatchObject({ cut: [] });
  }
  await moveWithinApp(page, `/admin/company/${company}/travel-policy`);
  await expect(page.locator('main form').first()).toBeVisible();
  await shot(page, '03-travel-policy');
});
