import { expect, test, type Page } from '@playwright/test';
import { authHeaders, LIST_ROW, shot as screenshot, signInThroughApi } from './support.ts';

/**
 * The demo bookings read like real ones in the back office: every tab of an online booking and of an offline request
 * holds what the flows stored (the offer as quoted, the rooms, the request's contacts and comments, its mails and
 * history), whichever demo booking an agent opens.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });

const shot = (page: Page, name: string) => screenshot(page, 'demo-bookings', name);

interface Booking {
  id: number;
  ref: string;
  hotel_name: string | null;
  room_label: string | null;
  hotel_address: string | null;
  comments: string | null;
  request_kind: string | null;
}

/** The first demo booking the filter finds, read through the API as the agency reads it. */
async function demoBooking(page: Page, filter: Record<string, unknown>): Promise<Booking> {
  const headers = await authHeaders(page.request, 'admin@agence-demo.fr');
  const query = encodeURIComponent(JSON.stringify(filter));
  const [row] = (await (await page.request.get(`/backend/api/bookings?filter=${query}&range=${encodeURIComponent('[0,0]')}`, { headers })).json()) as {
    id: number;
  }[];
  expect(row, JSON.stringify(filter)).toBeTruthy();
  return (await (await page.request.get(`/backend/api/bookings/${row.id}`, { headers })).json()) as Booking;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const rows = (page: Page) => page.locator(`main ${LIST_ROW}`);

test('an online demo booking shows its offer, rooms, mails and history', async ({ page }) => {
  const booking = await demoBooking(page, { is_online: true, status: [60] });
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto(`/admin/booking/${booking.id}/show`);
  await expect(page.getByRole('main')).toContainText(booking.ref);

  await tab(page, 'Détails fournisseur').click();
  const main = page.getByRole('main');
  await expect(main).toContainText('simulator');
  await expect(main).toContainText(booking.hotel_name!);
  await expect(main).toContainText(booking.room_label!);
  await expect(main).toContainText(booking.hotel_address!);
  await expect(main).toContainText('€');
  await shot(page, '01-online-provider');

  await tab(page, 'Emails envoyés').click();
  await expect(
    rows(page)
      .filter({ hasText: `Votre réservation ${booking.ref} est confirmée` })
      .first(),
  ).toBeVisible();
  await tab(page, 'Historique').click();
  await expect(rows(page).filter({ hasText: 'Confirmée' }).first()).toBeVisible();
  await shot(page, '02-online-history');
});

test('an offline demo request shows whom to call, its rooms, its comments and the agency’s handling', async ({ page }) => {
  const booking = await demoBooking(page, { is_online: false, status: [60], request_kind: null });
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto(`/admin/booking/${booking.id}/show`);

  const panel = page.getByTestId('offline-request-panel');
  await expect(panel).toContainText('Voyageurs à contacter');
  await expect(panel).toContainText(/\d+ chambres? (individuelles?|doubles?)/);
  await expect(panel).not.toContainText('0 chambre individuelle, 0 chambre double');
  await expect(panel.locator('a[href^="tel:"], a[href^="mailto:"]').first()).toBeVisible();

  await tab(page, 'Demande hors ligne').click();
  const main = page.getByRole('main');
  await expect(main).toContainText(booking.comments!);
  await expect(main).toContainText(booking.hotel_name!);
  await shot(page, '03-offline-request');

  await tab(page, 'Historique').click();
  await expect(rows(page).filter({ hasText: 'En cours de traitement' }).first()).toBeVisible();
  await tab(page, 'Emails envoyés').click();
  await expect(rows(page).first()).toContainText(booking.ref);
});

test('a demo group request says what it is, and the bookings list shows each request’s kind', async ({ page }) => {
  const booking = await demoBooking(page, { request_kind: 'seminar' });
  await signInThroughApi(page, 'admin@agence-demo.fr');
  await page.goto(`/admin/booking/${booking.id}/show`);
  const card = page.getByTestId('request-card');
  await expect(card.getByTestId('request-kind')).toHaveText('Séminaire');
  await expect(card).toContainText(/\d+ participants?/);
  await expect(card.getByTestId('request-meeting-room')).toBeVisible();
  await expect(card.getByTestId('request-requester')).toBeVisible();
  await shot(page, '04-seminar-request');

  await page.goto('/admin/booking');
  const kinds = page.locator('main .RaDatagrid-table tbody td.column-request_kind');
  await expect(kinds.filter({ hasText: /Groupe|Séminaire|Lien public/ }).first()).toBeVisible();
});
