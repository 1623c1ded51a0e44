import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { choose, PASSWORD, shot as screenshot, signInThroughApi } from './support.ts';
import { confirmThroughSummary, fillParisSearch, openFirstBookableOffer } from './booking-steps.ts';
import { day } from '../support/days.ts';

/**
 * Journey (a), from end to end on screen: a user of a company without validation searches, books a room online, is
 * confirmed at once, downloads the voucher and the calendar event, then cancels with a reason.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 }, acceptDownloads: true });

const USER = 'user@initech-demo.fr';
const shot = (page: Page, name: string) => screenshot(page, 'online-booking', name);

/** The last name of one of the company's travellers, as the user would know it. */
async function aTraveller(page: Page): Promise<{ firstName: string; lastName: string }> {
  const auth = await page.request.post('/backend/auth', { data: { username: USER, password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await auth.json()).token}` };
  const { items: travellers } = (await (await page.request.get('/backend/api/me/travellers?itemsPerPage=5&enabled=true', { headers })).json()) as {
    items: { firstName: string; lastName: string }[];
  };
  const traveller = travellers.find((candidate) => candidate.lastName.length >= 3);
  expect(traveller).toBeTruthy();
  return traveller!;
}

test(
  '(a) a user searches, books online without validation, downloads voucher and calendar event, and cancels with a reason',
  { tag: '@smoke' },
  async ({ page }) => {
    const traveller = await aTraveller(page);
    await signInThroughApi(page, USER);

    await page.goto('/home_search');
    await fillParisSearch(page, day(30), day(32));
    await shot(page, '01-search');
    await page.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page).toHaveURL('/online/results');
    const cards = page.getByTestId('hotel-card');
    await expect(cards.first()).toBeVisible();
    await shot(page, '02-results');

    // A few offers vanish between the search and the booking, as a real supplier's do: the page says so; take the next.
    await openFirstBookableOffer(page, {
      onOffers: async (index) => {
        await expect(page).toHaveURL(/\/online\/offers\/(sim|ctg)-\d+$/);
        if (index === 0) await shot(page, '03-offers');
      },
    });

    const form = page.getByTestId('booking-form');
    await expect(form).toBeVisible();
    const traveller0 = page.locator('input[name="rooms.0.travellers.0"]');
    await traveller0.fill(traveller.lastName.slice(0, 2));
    await expect(page.getByText('Saisissez au moins 3 lettres')).toBeVisible();
    await traveller0.fill(traveller.lastName);
    await page
      .getByRole('option', { name: new RegExp(`${traveller.firstName} ${traveller.lastName}`) })
      .first()
      .click();
    await form
      .getByLabel(/Remarques/)
      .first()
      .fill('Arrivée tardive vers 22 h');
    await shot(page, '04-booking-form');
    await confirmThroughSummary(page, {
      before: async () => {
        await expect(page.getByTestId('booking-summary')).toContainText(`${traveller.firstName} ${traveller.lastName}`);
        await expect(page.getByTestId('summary-details')).toContainText('Arrivée tardive vers 22 h');
        await shot(page, '04b-summary');
      },
    });

    await expect(page).toHaveURL(/\/booking\/\d+\/confirm\/online/);
    const confirmation = page.getByTestId('booking-confirm-confirmed');
    await expect(confirmation).toContainText('Réservation confirmée');
    await expect(confirmation).toContainText('Statut : Confirmée');
    const ref = /Référence : (BK\d+)/.exec((await confirmation.textContent())!)![1];
    await shot(page, '05-confirmed');

    await confirmation.getByRole('link', { name: 'Voir la réservation' }).click();
    await expect(page.getByRole('heading', { name: `Réservation ${ref}` })).toBeVisible();
    await expect(page.getByTestId('booking-travellers').or(page.getByRole('main'))).toContainText(traveller.lastName);

    const documents = page.getByTestId('booking-documents');
    const voucherDownload = page.waitForEvent('download');
    await documents.getByRole('button', { name: 'Bon d’échange (PDF)' }).click();
    const voucher = await voucherDownload;
    expect((await readFile((await voucher.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const icsDownload = page.waitForEvent('download');
    await documents.getByRole('button', { name: 'Ajouter à mon agenda (ICS)' }).click();
    const calendar = await readFile((await (await icsDownload).path())!, 'utf8');
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${day(30).replaceAll('-', '')}`);
    expect(calendar).toContain(`DTEND;VALUE=DATE:${day(32).replaceAll('-', '')}`);
    await shot(page, '06-detail');

    await page.getByTestId('booking-actions').getByRole('button', { name: 'Annuler la réservation' }).click();
    const dialog = page.getByRole('dialog', { name: `Annuler la réservation ${ref}` });
    await choose(dialog.getByRole('combobox', { name: 'Motif d’annulation' }), 'Déplacement annulé');
    await shot(page, '07-cancel');
    await dialog.getByRole('button', { name: 'Confirmer l’annulation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByTestId('booking-status').first()).toHaveText('Annulée');
    await expect(page.getByTestId('booking-history')).toContainText('Déplacement annulé');
    await shot(page, '08-cancelled');
  },
);

test('on a phone the pages are in a menu that closes after each navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInThroughApi(page, USER);
  await page.goto('/home_search');
  await expect(page.getByRole('button', { name: 'Rechercher un hôtel' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('presentation').getByRole('navigation');
  await expect(menu).toBeVisible();
  await shot(page, '09-phone-menu');
  await menu.getByRole('link', { name: 'Mes réservations' }).click();
  // The list then names its tab in the address.
  await expect(page).toHaveURL(/\/bookings(\?tab=in_progress)?$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mes réservations' })).toBeVisible();
});
