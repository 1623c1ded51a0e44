import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, PASSWORD, shot as screenshot, signInThroughApi, signInThroughUi } from './support.ts';

/** Messages with the agency, news, notifications, help and events, as a company user and an agent use them. */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

const shot = (page: Page, name: string) => screenshot(page, 'messages', name);
const USER = 'user@acme-demo.fr';

async function unseenOf(request: APIRequestContext, email: string): Promise<number> {
  const { token } = await (await request.post('/backend/auth', { data: { username: email, password: PASSWORD } })).json();
  return (await (await request.get('/backend/api/messages/unseen', { headers: { Authorization: `Bearer ${token}` } })).json()).count;
}

/** A PDF of exactly `size` bytes. */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

test('a user writes to the agency with a 1 MB file, the agent answers from the back office, the user reads the answer', async ({ page, browser, request }) => {
  // Two sessions and two apps on a two-core machine.
  test.setTimeout(120_000);
  const subject = `Plan d’accès du salon ${Date.now().toString(36)}`;
  const before = await unseenOf(request, USER);

  await signInThroughApi(page, USER);
  await page.goto('/message/create');
  await expect(page.getByRole('heading', { name: 'Nouveau message' })).toBeVisible();
  // Sent empty, the form says what is missing.
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await page.getByLabel('Objet').fill(subject);
  await page.getByLabel('Message').fill('Bonjour,\nvoici le plan d’accès du salon pour nos collaborateurs.\nMerci !');
  await page.getByTestId('message-file').setInputFiles({ name: 'plan-acces.pdf', mimeType: 'application/pdf', buffer: pdf(1024 * 1024) });
  await expect(page.getByTestId('message-file-chosen')).toContainText('plan-acces.pdf (1 Mo)');
  await shot(page, '01-new-message');
  // On a slow uplink (256 kB/s) the 1 MB file takes seconds: the form says how much of it is sent.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  const sendButton = page.getByRole('button', { name: 'Envoyer le message' });
  await sendButton.click();
  await expect(sendButton).toBeDisabled();
  await expect(sendButton.getByRole('progressbar', { name: 'Envoi…' })).toBeVisible();
  const upload = page.getByRole('progressbar', { name: 'Envoi du fichier' });
  await expect(upload).toBeVisible();
  await expect(page.getByText(/^Envoi du fichier : [1-9]\d? %$/)).toBeVisible();
  expect(Number(await upload.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await shot(page, '01b-uploading');

  await expect(page).toHaveURL(/\/message\/list\?id=\d+/);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByRole('heading', { name: subject })).toBeVisible();
  await expect(thread.getByTestId('thread-message')).toHaveCount(1);
  await expect(thread.getByRole('button', { name: 'Télécharger plan-acces.pdf' })).toBeVisible();
  await expect(page.getByTestId('thread-item').first()).toContainText(subject);
  await shot(page, '02-sent');

  // The agent, in the back office, opens the newest message and answers it.
  const agentContext = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const agent = await agentContext.newPage();
  await signInThroughUi(agent, 'agent@agence-demo.fr', '/admin/message');
  await expect(agent).toHaveURL(/\/admin\/message/);
  await agent.getByRole('cell', { name: subject }).click();
  const panel = agent.getByTestId('message-thread-panel');
  await expect(panel.getByTestId('admin-thread-message')).toHaveCount(1);
  await expect(panel).toContainText('David Leroy');
  const download = agent.waitForEvent('download');
  await panel.getByRole('button', { name: 'Télécharger plan-acces.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('plan-acces.pdf');
  await panel.getByLabel('Répondre au client').fill('Bonjour David,\nbien reçu : je transmets le plan aux hôtels retenus.\nBruno, votre agence');
  await panel.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(panel.getByText('Réponse envoyée')).toBeVisible();
  await expect(panel.getByTestId('admin-thread-message')).toHaveCount(2);
  await shot(agent, '03-agent-answer');
  await agentContext.close();

  // Back in the front office, the menu counts the answer until the user opens the conversation.
  await page.goto('/home_search');
  await expect(page.getByTestId('nav-count-messagelist')).toContainText(String(before + 1));
  await page
    .getByRole('link', { name: /Messages/ })
    .first()
    .click();
  const item = page.getByTestId('thread-item').filter({ hasText: subject });
  await expect(item.getByTestId('thread-unseen')).toContainText('1');
  await shot(page, '04-unseen-answer');
  await item.click();
  const answer = page.getByTestId('thread-message').filter({ hasText: 'bien reçu' });
  await expect(answer).toBeVisible();
  await expect(answer).toHaveAttribute('data-from', 'agency');
  await expect(answer).toContainText('Bruno Petit');
  await expect(item.getByTestId('thread-unseen')).toHaveCount(0);
  if (before === 0) await expect(page.getByTestId('nav-count-messagelist')).toHaveCount(0);
  else await expect(page.getByTestId('nav-count-messagelist')).toContainText(String(before));
  expect(await unseenOf(request, USER)).toBe(before);

  // The user answers in the thread and downloads the file again.
  await page.getByLabel('Répondre').fill('Merci beaucoup !');
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText('Message envoyé')).toBeVisible();
  await expect(page.getByTestId('thread-message')).toHaveCount(3);
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger plan-acces.pdf' }).click();
  expect((await file).suggestedFilename()).toBe('plan-acces.pdf');
  await shot(page, '05-thread');
});

test('a file over 10 MB or of a refused kind is stopped before sending', async ({ page }) => {
  await signInThroughApi(page, USER);
  await page.goto('/message/create');
  await page.getByLabel('Objet').fill('Trop gros');
  await page.getByLabel('Message').fill('Un fichier trop lourd');
  await page.getByTestId('message-file').setInputFiles({ name: 'video.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  // Said as soon as it is chosen, then again by the summary when the message is sent.
  await expect(page.getByText('Le format du fichier n’est pas accepté', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Le format du fichier n’est pas accepté', { exact: true })).toBeVisible();
  // The summary names the attachment by its button and leads to it.
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Joindre un fichier : Le format du fichier n’est pas accepté' }).click();
  await expect(page.locator('label').filter({ has: page.getByTestId('message-file') })).toBeFocused();
  await page.getByTestId('message-file').setInputFiles({ name: 'gros.pdf', mimeType: 'application/pdf', buffer: pdf(10 * 1024 * 1024 + 1) });
  await expect(page.getByText('Le fichier est trop volumineux', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Le fichier est trop volumineux', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/message\/create/);
  await shot(page, '06-file-refused');
});

test('news, notifications, help and events: the unread news count follows what the user read', async ({ page }) => {
  // No other journey opens the Initech user's news: the four of the demo data are still unread.
  await signInThroughApi(page, 'user@initech-demo.fr');
  await page.goto('/home_search');
  const newsCount = page.getByTestId('nav-count-news');
  await expect(newsCount).toContainText('4');

  // A notification read counts for its news.
  await page.getByRole('button', { name: 'Plus' }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const notification = page.getByTestId('notification-item').filter({ hasText: 'Nouveaux hôtels partenaires à Lyon' });
  await expect(notification).toContainText('Non lue');
  await shot(page, '07-notifications');
  await notification.click();
  await expect(page.getByTestId('notification-detail')).toContainText('Douze hôtels rejoignent notre offre lyonnaise.');
  await expect(newsCount).toContainText('3');
  await shot(page, '08-notification');
  await page.getByRole('link', { name: 'Toutes les notifications' }).click();
  await expect(page.getByTestId('notification-item').filter({ hasText: 'Nouveaux hôtels partenaires à Lyon' })).not.toContainText('Non lue');

  // The news page shows the unread ones as new, and then they are read.
  await page
    .getByRole('link', { name: /Actualités/ })
    .first()
    .click();
  await expect(page.getByTestId('news-item')).toHaveCount(4);
  await expect(page.getByTestId('news-item').first()).toContainText('Nouveaux hôtels partenaires à Lyon');
  await expect(page.getByTestId('news-unread')).toHaveCount(3);
  await expect(newsCount).toHaveCount(0);
  await shot(page, '09-news');
  await page.reload();
  await expect(page.getByTestId('news-item')).toHaveCount(4);
  await expect(page.getByTestId('news-unread')).toHaveCount(0);

  // Help pages by weight, the first one open.
  await page.goto('/help');
  await expect(page.getByTestId('help-page')).toHaveCount(3);
  await expect(page.getByTestId('help-page').first()).toContainText('Rechercher un hôtel');
  await expect(page.getByText('Indiquez une destination, vos dates et le nombre de chambres.')).toBeVisible();
  await page.getByRole('button', { name: 'Demande hors ligne' }).click();
  await expect(page.getByText('Votre agence vous répond sous 24 heures.')).toBeVisible();
  await shot(page, '10-help');

  // Events of the coming year, and a window too long refused.
  await page.goto('/events');
  await expect(page.getByTestId('event-item').first()).toContainText('Salon International de l’Agriculture');
  await expect(page.getByTestId('event-item')).toHaveCount(3);
  await page.getByLabel('Au').fill('2030-01-01');
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByText('La période couvre au plus 365 jours.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(page.getByTestId('error-summary').getByRole('link')).toHaveText('Au : La période couvre au plus 365 jours.');
  await shot(page, '11-events');
});

test('on a 375 px phone the messages fit the width and the menu closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughApi(page, USER);
  await page.goto('/home_search');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: /Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Messages avec votre agence' })).toBeVisible();
  await expect(page.getByRole('presentation')).toHaveCount(0);
  await page.getByTestId('thread-item').first().click();
  await expect(page.getByTestId('message-thread')).toBeVisible();
  await expect(page.getByTestId('thread-list')).toBeHidden();
  await expectNoSidewaysScroll(page);
  await shot(page, '12-phone-thread');
  for (const [path, heading] of [
    ['/message/create', 'Nouveau message'],
    ['/news', 'Actualités'],
    ['/notification/list', 'Notifications'],
    ['/events', 'Événements'],
    ['/help', 'Aide'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  await shot(page, '13-phone-help');
});
