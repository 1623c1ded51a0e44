import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll, mailedLink, PASSWORD, shot, signInThroughApi } from './support.ts';

const FOLDER = 'surveys-stats';

test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

async function tokenOf(page: Page, email: string) {
  const response = await page.request.post('/backend/auth', { data: { username: email, password: PASSWORD } });
  return ((await response.json()) as { token: string }).token;
}

test('a survey is answered through the link of its invitation mail, without signing in, and refused the second time', async ({ page }) => {
  // The scheduler invited the demo stays completed lately when the server started, and mailed each invitee a link.
  // The demo user's own survey is left for the signed-in journey below.
  const path = await mailedLink((to) => !to.includes('user@acme-demo.fr'), /href="https?:\/\/[^/"]+(\/public\/survey\/[0-9a-f]{64}\/questions)"/);
  const token = path.split('/')[3];

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Votre avis sur votre séjour' })).toBeVisible();
  await expect(page.getByTestId('survey-stay')).toContainText('Séjour BK');

  // Sending nothing shows what is required, question by question.
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();

  const { questions } = (await (await page.request.get(`/backend/public/api/survey/${token}/questions`)).json()) as {
    questions: { label: string; field_type: number; options: string[] | null }[];
  };
  for (const question of questions) {
    if (question.field_type === 10) await page.getByLabel(question.label).fill('9');
    else if (question.field_type === 40) await page.getByRole('radiogroup', { name: question.label }).getByLabel('Oui').check();
    else if (question.field_type === 30) {
      await page.getByLabel(question.label).click();
      await page.getByRole('option', { name: question.options![0] }).click();
    } else await page.getByLabel(question.label).fill(question.field_type === 50 ? 'Très bon séjour, chambre calme.' : 'L’accueil');
  }
  await shot(page, FOLDER, 'survey-filled');
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(page.getByTestId('survey-thanks')).toContainText('Merci pour vos réponses');
  await shot(page, FOLDER, 'survey-thanks');

  // The same link again: already answered (650), on the page and through the API.
  await page.reload();
  await expect(page.getByTestId('survey-unavailable')).toContainText('Vous avez déjà répondu à cette enquête');
  const again = await page.request.post(`/backend/public/api/survey/${token}/answers`, { data: { answers: {} } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: number }).code).toBe(650);
  await shot(page, FOLDER, 'survey-already-answered');
});

test('a signed-in user answers a survey of his own stays from the surveys page', async ({ page }) => {
  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/survey');
  await expect(page.getByRole('heading', { name: 'Enquêtes de satisfaction' })).toBeVisible();
  const cards = page.getByTestId('survey-list').getByRole('button', { name: 'Répondre' });
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  await shot(page, FOLDER, 'survey-page-list');
  await cards.first().click();
  await expect(page.getByTestId('survey-stay')).toContainText('Séjour BK');
  const mark = page.getByLabel('Note globale du séjour (0 à 10)');
  await mark.fill('-47');
  await page.getByRole('radiogroup', { name: 'Recommanderiez-vous cet hôtel ?' }).getByLabel('Non').check();
  await page.getByLabel('Vos suggestions').fill('Petit-déjeuner servi trop tard pour un départ matinal.');
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  // A mark off the scale is refused under its question, and the other answers stay as typed.
  await expect(page.getByText('La note va de 0 à 10', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Vos suggestions')).toHaveValue('Petit-déjeuner servi trop tard pour un départ matinal.');
  await mark.fill('7');
  await shot(page, FOLDER, 'survey-page-form');
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(page.getByTestId('survey-thanks')).toBeVisible();
  if (before > 1) await expect(cards).toHaveCount(before - 1);
  else await expect(page.getByTestId('survey-none')).toBeVisible();
  await shot(page, FOLDER, 'survey-page-answered');
});

test('the statistics page draws the company’s bookings, nights, spend and policy compliance by year and by month', async ({ page }) => {
  // Resize notices can be held back, as a busy machine delays them, and handed over later.
  await page.addInitScript(() => {
    const held = window as unknown as { holdResize: boolean; heldNotices: (() => void)[] };
    held.holdResize = false;
    held.heldNotices = [];
    const Native = window.ResizeObserver;
    window.ResizeObserver = class extends Native {
      constructor(callback: ResizeObserverCallback) {
        super((entries, observer) => {
          if (held.holdResize) held.heldNotices.push(() => callback(entries, observer));
          else callback(entries, observer);
        });
      }
    };
  });
  await signInThroughApi(page, 'manager@acme-demo.fr');
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Statistiques' })).toBeVisible();
  await expect(page.getByTestId('stats-scope')).toContainText('Acme Industries');
  for (const chart of ['chart-bookings', 'chart-nights', 'chart-spend', 'chart-compliance']) {
    await expect(page.getByTestId(chart).locator('svg')).toBeVisible();
  }
  // The demo bookings give every chart bars, and compliance all three kinds.
  await expect.poll(() => page.getByTestId('chart-bookings').locator('rect').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('chart-spend').locator('rect').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('chart-compliance')).toContainText('Hors politique');
  await expect(page.getByTestId('stats-total-spend')).toContainText('€');
  await shot(page, FOLDER, 'stats-by-year');

  await page.getByRole('button', { name: 'Par mois' }).click();
  await expect(page.getByLabel('Année')).toBeVisible();
  await expect(page.getByTestId('chart-bookings').locator('g[data-period]')).toHaveCount(12);
  await expect(page.getByTestId('chart-bookings')).toContainText('janv.');
  await shot(page, FOLDER, 'stats-by-month');

  // Whatever the timing: while the charts have not yet heard of their new width, the page already fits the phone.
  await page.evaluate(() => {
    (window as unknown as { holdResize: boolean }).holdResize = true;
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page, 'the statistics page before its charts re-measure');
  await page.evaluate(() => {
    const held = window as unknown as { holdResize: boolean; heldNotices: (() => void)[] };
    held.holdResize = false;
    held.heldNotices.splice(0).forEach((notice) => notice());
  });
  await expect(page.getByTestId('chart-compliance').locator('svg')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the statistics page');
  await shot(page, FOLDER, 'stats-375');
});

test('a white-labelled company’s user sees the company’s name, logo and contacts instead of the agency’s', async ({ page }) => {
  // The agency gives Acme (white-labelled in the demo data) a logo: an image this site serves.
  const admin = { Authorization: `Bearer ${await tokenOf(page, 'admin@agence-demo.fr')}` };
  const filter = encodeURIComponent(JSON.stringify({ q: 'Acme Industries' }));
  const [acme] = (await (await page.request.get(`/backend/api/companies?filter=${filter}&range=[0,0]`, { headers: admin })).json()) as { id: number }[];
  const updated = await page.request.put(`/backend/api/companies/${acme.id}`, {
    headers: admin,
    data: { logo_image: '/backend/docs/static/favicon-32x32.png' },
  });
  expect(updated.status()).toBe(200);

  await signInThroughApi(page, 'user@acme-demo.fr');
  await page.goto('/bookings');
  await expect(page.getByRole('link', { name: 'Acme Industries', exact: true })).toBeVisible();
  const logo = page.getByTestId('brand-logo');
  await expect(logo).toHaveAttribute('src', `/backend/company/${acme.id}/logo`);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('contact-phone')).toHaveText('Téléphone : +33 1 84 88 20 00');
  await expect(page.getByTestId('contact-emergency')).toHaveText('Urgences : +33 6 07 08 09 10');
  await expect(page.getByTestId('contact-email')).toContainText('voyages@acme-demo.fr');
  await expect(page.getByTestId('contact-hours')).toContainText('Du lundi au vendredi');
  await shot(page, FOLDER, 'white-label');

  // Initech is not white-labelled: the agency's name and contact, asked for without an error in the console.
  await signInThroughApi(page, 'user@initech-demo.fr');
  const failures: string[] = [];
  page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  page.on('response', (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`));
  const asked = page.waitForResponse((response) => response.url().endsWith('/backend/api/me/white-mark'));
  await page.goto('/bookings');
  expect((await asked).status()).toBe(200);
  await expect(page.getByTestId('brand-logo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Acme Industries', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('contact-strip')).toContainText('Votre agence de voyage');
  await expect(page.getByTestId('contact-emergency')).toHaveCount(0);
  expect(failures).toEqual([]);
  await shot(page, FOLDER, 'agency-contacts');
});
