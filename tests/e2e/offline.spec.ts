import { expect, test, type Page } from '@playwright/test';
import { shot, signInThroughApi } from './support.ts';
import { day } from '../support/days.ts';
import { keepSearch, keptSearch } from './booking-steps.ts';

/**
 * The offline journey: an offline request sent by a company user, processed by an agent in the back office, the
 * proposal accepted by the user, the booking confirmed. Globex sends its requests straight to the agency (no
 * pre-validation); Initech has offline requests switched off.
 */
const FOLDER = 'offline';
const GLOBEX_USER = 'karim.benali.1@globex-demo.fr';
const AGENT = 'agent@agence-demo.fr';

test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

/** The status chip of the back office's show page. */
const statusChip = (page: Page, label: string) => page.locator('.MuiChip-root', { hasText: label }).first();

test('a user without offline requests is told to contact the agency', async ({ page }) => {
  await signInThroughApi(page, 'user@initech-demo.fr');
  await page.goto('/offline/home');
  await expect(page.getByTestId('offline-disabled')).toContainText('Contactez votre agence de voyage');
  await shot(page, FOLDER, '01-offline-disabled');
});

test('the request starts from a search the online booking refused (single and double rooms mixed)', async ({ page }) => {
  await signInThroughApi(page, GLOBEX_USER);
  // The search form keeps its criteria in client state under `search`; its offline button leads here.
  await keepSearch(
    page,
    keptSearch('Lyon', day(12), day(14), {
      bedrooms: { single: 1, double: 1 },
      services: { breakfast: true, internet: false, parking: true, catering: false, disabledAccess: false },
      context: 'offline',
    }),
  );
  await page.goto('/offline/home');
  await expect(page.getByText('Le formulaire reprend les critères de votre recherche.')).toBeVisible();
  await expect(page.locator('input[name=destination]')).toHaveValue('Lyon');
  await expect(page.locator('input[name=from]')).toHaveValue(day(12));
  await expect(page.locator('input[name=single]')).toHaveValue('1');
  await expect(page.locator('input[name=double]')).toHaveValue('1');
  await expect(page.getByLabel('Lits de la chambre double 1')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Parking' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Internet' })).not.toBeChecked();

  // A company traveller is found by three letters of their name and added with their contacts.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state')!).state.session.token as string);
  const listed = await (
    await page.request.get('/backend/api/me/travellers?enabled=true&itemsPerPage=1', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const colleague = listed.items[0] as { firstName: string; lastName: string };
  await page.getByLabel('Choisir parmi les voyageurs de la société').fill(colleague.lastName.slice(0, 4));
  await page
    .getByRole('option', { name: new RegExp(`${colleague.firstName} ${colleague.lastName}`) })
    .first()
    .click();
  await expect(page.locator('input[name="travellers.1.lastName"]')).toHaveValue(colleague.lastName);
  await shot(page, FOLDER, '01b-prefilled-from-search');
});

test('an offline request goes from the user to the agency and back, until confirmed', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // The user writes the request, keeps it as a draft, then sends it.
  await signInThroughApi(page, GLOBEX_USER);
  await page.goto('/offline/home');
  await expect(page.getByRole('heading', { name: 'Demande hors ligne' })).toBeVisible();
  await page.locator('input[name=from]').fill(day(20));
  await page.locator('input[name=to]').fill(day(22));
  await page.locator('input[name=destination]').fill('Lyon Part-Dieu');
  await page.getByRole('radio', { name: 'Le lieu' }).check();
  await page.locator('input[name=double]').fill('1');
  await page.locator('input[name=single]').fill('0');
  // The first traveller is the user; the agency needs a phone number.
  await expect(page.locator('input[name="travellers.0.firstName"]')).toHaveValue('Karim');

  // Sending with what is missing shows the server's rules in the form.
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  // Under its input (the summary on top says it too).
  await expect(page.getByText('Choisissez un type de lit pour les chambres doubles').last()).toBeVisible();
  await expect(page.getByText('Saisissez au moins un numéro de téléphone').last()).toBeVisible();
  await shot(page, FOLDER, '02-form-errors');

  await page.getByLabel('Lits de la chambre double 1').click();
  await page.getByRole('option', { name: 'Deux lits séparés' }).click();
  await page.locator('input[name="travellers.0.phone"]').fill('+33 6 44 55 66 77');
  await page.getByRole('button', { name: 'Ajouter un voyageur' }).click();
  await page.locator('input[name="travellers.1.firstName"]').fill('Laura');
  await page.locator('input[name="travellers.1.lastName"]').fill('Chevalier');
  await page.locator('input[name="customFields.' + (await customFieldId(page, 'Code mission')) + '"]').fill('MIS-0042');
  await page.getByLabel('Client facturé').click();
  await page.getByRole('option', { name: 'Banque Rhône-Alpes' }).click();
  await page.locator('textarea[name=comments]').fill('Réunion client le matin près de la gare Part-Dieu.');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page).toHaveURL(/\/offline\/\d+\/edit$/);
  await expect(page.getByText(/Brouillon BK\d+ enregistré/)).toBeVisible();
  const id = Number(page.url().match(/\/offline\/(\d+)\/edit/)![1]);
  await shot(page, FOLDER, '03-draft-saved');

  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL(/\/request\/confirm$/);
  await expect(page.getByTestId('request-confirm')).toContainText('sous 24 heures');
  await shot(page, FOLDER, '04-request-sent');

  // The agent opens it in the back office and takes it.
  const agency = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const agent = await agency.newPage();
  await signInThroughApi(agent, AGENT);
  await agent.goto(`/admin/booking/${id}/show`);
  await expect(statusChip(agent, 'Demande envoyée')).toBeVisible();
  // Beside the request, what the agent needs to work on it: whom to call, the rooms and beds, the references.
  const panel = agent.getByTestId('offline-request-panel');
  await expect(panel).toContainText('+33 6 44 55 66 77');
  await expect(panel).toContainText('Chambre double 1 : deux lits séparés');
  await expect(panel).toContainText('Code mission : MIS-0042');
  await agent.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(agent.getByRole('dialog')).toContainText('Prendre en charge la demande');
  await agent.getByRole('dialog').getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(agent.getByText('La demande est prise en charge')).toBeVisible();
  await expect(statusChip(agent, 'En cours de traitement')).toBeVisible();
  await shot(agent, FOLDER, '05-agent-took');

  // … and sends a proposal.
  await agent.getByRole('button', { name: 'Envoyer une proposition' }).click();
  const proposal = agent.getByRole('dialog');
  await proposal.locator('textarea[name=proposal]').fill('Hôtel des Célestins, chambre twin calme sur cour, à 10 minutes à pied de la gare.');
  await proposal.locator('input[name=hotelName]').fill('Hôtel des Célestins');
  // Amounts as a French agent types them; one that is not a number is said under its input before anything is sent.
  await proposal.locator('input[name=pricePerNight]').fill('112,50');
  await proposal.locator('input[name=totalPrice]').fill('deux cents');
  await proposal.getByRole('button', { name: 'Envoyer une proposition' }).click();
  await expect(proposal.getByText('Ce champ doit être un nombre')).toBeVisible();
  await proposal.locator('input[name=totalPrice]').fill('225');
  await shot(agent, FOLDER, '06-agent-proposal');
  await proposal.getByRole('button', { name: 'Envoyer une proposition' }).click();
  await expect(agent.getByText('La proposition est envoyée au demandeur')).toBeVisible();
  await expect(statusChip(agent, 'En attente de validation')).toBeVisible();

  // The user reads the proposal on the booking page and accepts it.
  await page.goto(`/booking/${id}/show`);
  await expect(page.getByText('Hôtel des Célestins, chambre twin calme').first()).toBeVisible();
  await shot(page, FOLDER, '07-user-proposal');
  await page.getByRole('button', { name: 'Accepter la proposition' }).click();
  await expect(page.getByText('Proposition acceptée').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accepter la proposition' })).toHaveCount(0);
  await shot(page, FOLDER, '08-user-accepted');

  // The agent confirms: the proposal's hotel and prices are already in the form.
  await agent.reload();
  await expect(statusChip(agent, 'En attente de confirmation')).toBeVisible();
  await agent.getByRole('button', { name: 'Confirmer' }).click();
  const confirm = agent.getByRole('dialog');
  await expect(confirm.locator('input[name=hotelName]')).toHaveValue('Hôtel des Célestins');
  await expect(confirm.locator('input[name=pricePerNight]')).toHaveValue('112,50');
  await expect(confirm.locator('input[name=totalPrice]')).toHaveValue('225,00');
  await confirm.locator('input[name=reference]').fill('CEL-2026-4471');
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(agent.getByText('La réservation est confirmée')).toBeVisible();
  await expect(statusChip(agent, 'Confirmée')).toBeVisible();
  // No agency step is left to take on a confirmed request but the cancellation.
  await expect(agent.getByRole('button', { name: 'Prendre en charge' })).toHaveCount(0);
  // The cancellation asks first, its way out saying "Fermer" beside "Annuler la demande"; closed, nothing changed.
  await agent.getByRole('button', { name: 'Annuler la demande' }).click();
  const cancel = agent.getByRole('dialog');
  await expect(cancel.getByRole('button')).toHaveText(['Fermer', 'Annuler la demande']);
  await cancel.getByRole('button', { name: 'Fermer' }).click();
  await expect(agent.getByRole('dialog')).toHaveCount(0);
  await expect(statusChip(agent, 'Confirmée')).toBeVisible();
  await shot(agent, FOLDER, '09-agent-confirmed');

  await agent.getByRole('tab', { name: 'Demande hors ligne' }).click();
  await expect(agent.getByText('Hôtel des Célestins, chambre twin calme')).toBeVisible();
  await shot(agent, FOLDER, '10-offline-tab');
  await agent.getByRole('tab', { name: 'Historique' }).click();
  await expect(agent.getByText('Confirmée').first()).toBeVisible();
  await shot(agent, FOLDER, '11-history');
  await agent.getByRole('tab', { name: 'Emails envoyés' }).click();
  await expect(agent.getByText(/Proposition pour votre demande BK\d+/)).toBeVisible();
  await shot(agent, FOLDER, '12-mails');
  await agency.close();
});

/** The id of a custom field of the signed-in user's company, by its label. */
async function customFieldId(page: Page, label: string): Promise<number> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state')!).state.session.token as string);
  const fields = await (await page.request.get('/backend/api/me/company-custom-fields', { headers: { Authorization: `Bearer ${token}` } })).json();
  return (fields as { id: number; label: string }[]).find((field) => field.label === label)!.id;
}
