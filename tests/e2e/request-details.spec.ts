import { expect, test, type Page } from '@playwright/test';
import { choose, shot as screenshot, signInThroughApi } from './support.ts';
import { fillParisSearch, openFirstBookableOffer } from './booking-steps.ts';
import { day } from '../support/days.ts';

/**
 * A seminar request as the agency reads it in the back office (its kind in the list, its "Demande" card), and the
 * booking forms that fill their custom fields from the saved values of the traveller picked.
 */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const GLOBEX_USER = 'karim.benali.1@globex-demo.fr';
const AGENT = 'agent@agence-demo.fr';
const shot = (page: Page, name: string) => screenshot(page, 'request-details', name);

interface Field {
  id: number;
  label: string;
  options: { label: string; value: string }[];
}

/** The signed-in user's token, for the API calls that set a journey up. */
async function headersOf(page: Page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state')!).state.session.token as string);
  return { Authorization: `Bearer ${token}` };
}

async function globexFields(page: Page) {
  const fields = (await (await page.request.get('/backend/api/me/company-custom-fields', { headers: await headersOf(page) })).json()) as Field[];
  const named = (label: string) => fields.find((field) => field.label === label)!;
  return { code: named('Code mission'), client: named('Client facturé'), participants: named('Effectif de la mission') };
}

test('a seminar sent on /seminar shows in the back office with its kind and its request card', async ({ page, browser, baseURL }) => {
  await signInThroughApi(page, GLOBEX_USER);
  await page.goto('/seminar');
  await expect(page.getByRole('heading', { name: 'Demande de séminaire' })).toBeVisible();
  await page.locator('input[name=from]').fill(day(30));
  await page.locator('input[name=to]').fill(day(32));
  await page.locator('input[name=destination]').fill('Annecy');
  await page.locator('input[name=participants]').fill('24');
  await page.locator('input[name=single]').fill('10');
  await page.locator('input[name=double]').fill('2');
  await page.locator('input[name=budget]').fill('150');
  await page.locator('input[name=people]').fill('24');
  await page.getByLabel('Disposition').click();
  await page.getByRole('option', { name: 'En U' }).click();
  await page.locator('input[name=equipment]').fill('Vidéoprojecteur et paperboard');
  await page.getByRole('checkbox', { name: 'Déjeuner' }).check();
  await page.getByRole('checkbox', { name: 'Pauses café' }).check();
  await page.getByLabel(/Code mission/).fill('MIS-0042');
  await choose(page.getByRole('combobox', { name: /Client facturé/ }));
  await page.locator('textarea[name=comments]').fill('Séminaire de rentrée, plénière le matin.');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL('/request/confirm');
  const ref = /(BK\d+)/.exec((await page.getByTestId('request-confirm').textContent())!)![1];

  // The agent finds it among the seminars of the bookings list, then opens it.
  const agency = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const agent = await agency.newPage();
  await signInThroughApi(agent, AGENT);
  await agent.goto(`/admin/booking?filter=${encodeURIComponent(JSON.stringify({ request_kind: 'seminar' }))}&sort=created_at&order=DESC`);
  const row = agent.locator('tr', { hasText: ref });
  await expect(row).toBeVisible();
  await expect(row.locator('.MuiChip-root', { hasText: 'Séminaire' })).toBeVisible();
  // The filter is on screen, and every row listed is a seminar.
  await expect(agent.getByLabel('Type de demande')).toBeVisible();
  const kinds = await agent.locator('tbody tr').evaluateAll((rows) => rows.length);
  await expect(agent.locator('tbody tr', { hasText: 'Séminaire' })).toHaveCount(kinds);
  await shot(agent, '01-seminars-in-the-list');

  await row.getByText(ref).click();
  await expect(agent).toHaveURL(/\/admin\/booking\/\d+\/show/);
  const card = agent.getByTestId('request-card');
  await expect(card.getByTestId('request-kind')).toHaveText('Séminaire');
  await expect(card).toContainText('24 participants');
  await expect(card.getByTestId('request-meeting-room')).toContainText('24 personnes');
  await expect(card.getByTestId('request-meeting-room')).toContainText('Disposition : En U');
  await expect(card.getByTestId('request-meeting-room')).toContainText('Vidéoprojecteur et paperboard');
  await expect(card.getByTestId('request-catering')).toHaveText(/Déjeuner.*Pauses café/);
  await expect(card.getByTestId('request-catering')).not.toContainText('Dîner');
  await expect(card).toContainText('150,00 € maximum par chambre et par nuit');
  await expect(card).toContainText('Séminaire de rentrée, plénière le matin.');
  // Signed in, the sender is the booker's account: an email and a phone link to answer.
  const requester = card.getByTestId('request-requester');
  await expect(requester).toContainText('Karim');
  await expect(requester.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${GLOBEX_USER}`);
  await shot(agent, '02-seminar-request-card');
  await agency.close();
});

/** Two Globex travellers with saved values in the company's custom fields. */
async function travellersWithValues(page: Page) {
  const headers = await headersOf(page);
  const { code, client, participants } = await globexFields(page);
  const listed = (await (await page.request.get('/backend/api/me/travellers?enabled=true&itemsPerPage=2', { headers })).json()).items as {
    id: number;
    firstName: string;
    lastName: string;
  }[];
  const [first, second] = listed;
  const save = async (id: number, values: Record<number, string>) =>
    expect((await page.request.patch(`/backend/api/travellers/${id}`, { headers, data: { customFields: values } })).status()).toBe(200);
  await save(first.id, { [code.id]: 'MIS-7777', [client.id]: client.options[1].value, [participants.id]: '3' });
  await save(second.id, { [code.id]: 'MIS-8888', [client.id]: client.options[2].value, [participants.id]: '9' });
  return { code, client, participants, first, second };
}

test("picking a traveller on the offline form fills the custom fields still empty with the traveller's saved values", async ({ page }) => {
  await signInThroughApi(page, GLOBEX_USER);
  const { code, client, participants, first, second } = await travellersWithValues(page);
  const pick = async (traveller: { firstName: string; lastName: string }) => {
    await page.getByLabel('Choisir parmi les voyageurs de la société').fill(traveller.lastName.slice(0, 4));
    await page
      .getByRole('option', { name: new RegExp(`${traveller.firstName} ${traveller.lastName}`) })
      .first()
      .click();
  };

  await page.goto('/offline/home');
  await expect(page.getByRole('heading', { name: 'Demande hors ligne' })).toBeVisible();
  // The user types the mission code first: it is kept. The company default (1 participant) is not the user's.
  await page.locator(`input[name="customFields.${code.id}"]`).fill('MIS-0001');
  await expect(page.locator(`input[name="customFields.${participants.id}"]`)).toHaveValue('1');
  await pick(first);
  await expect(page.locator(`input[name="customFields.${client.id}"]`)).toHaveValue(client.options[1].value);
  await expect(page.locator(`input[name="customFields.${participants.id}"]`)).toHaveValue('3');
  await expect(page.locator(`input[name="customFields.${code.id}"]`)).toHaveValue('MIS-0001');
  // A second traveller changes nothing: the first one picked wins.
  await pick(second);
  await expect(page.locator('input[name="travellers.2.lastName"]')).toHaveValue(second.lastName);
  await expect(page.locator(`input[name="customFields.${client.id}"]`)).toHaveValue(client.options[1].value);
  await expect(page.locator(`input[name="customFields.${participants.id}"]`)).toHaveValue('3');
  await shot(page, '03-offline-form-prefilled');
});

test('picking a traveller on the online booking form fills its empty custom fields the same way', async ({ page }) => {
  await signInThroughApi(page, GLOBEX_USER);
  const { code, client, participants, first } = await travellersWithValues(page);
  await page.goto('/home_search');
  await fillParisSearch(page, day(35), day(36));
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL('/online/results');
  await openFirstBookableOffer(page);
  await expect(page.getByTestId('booking-form')).toBeVisible();
  await page.locator(`input[name="customFields.${participants.id}"]`).fill('2');
  const traveller = page.locator('input[name="rooms.0.travellers.0"]');
  await traveller.fill(first.lastName);
  await page
    .getByRole('option', { name: new RegExp(`${first.firstName} ${first.lastName}`) })
    .first()
    .click();
  await expect(page.locator(`input[name="customFields.${code.id}"]`)).toHaveValue('MIS-7777');
  await expect(page.locator(`input[name="customFields.${client.id}"]`)).toHaveValue(client.options[1].value);
  // Typed before the traveller was picked: kept.
  await expect(page.locator(`input[name="customFields.${participants.id}"]`)).toHaveValue('2');
  await shot(page, '04-online-form-prefilled');
  // The summary reads the prefilled values back, the dropdown's by its label.
  await page.getByRole('button', { name: 'Vérifier ma réservation' }).click();
  await expect(page).toHaveURL('/booking/summary');
  const custom = page.getByTestId('summary-custom');
  await expect(custom).toContainText('MIS-7777');
  await expect(custom).toContainText(client.options[1].label);
  await expect(custom).not.toContainText(client.options[1].value);
  await shot(page, '05-online-summary');
});
