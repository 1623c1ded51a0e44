import { expect, test, type Page } from '@playwright/test';
import { BANNER, fillSignIn, PASSWORD, PORT, shot as screenshot } from './support.ts';

const shot = (page: Page, name: string) => screenshot(page, '.', name);

test.describe('front office, French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('a visitor without a session is sent to sign in, and the banner is there', async ({ page }) => {
    await page.goto('/home_search');
    await expect(page).toHaveURL('/login?redirect=%2Fhome_search');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByTestId('banner')).toHaveText(BANNER);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await shot(page, 'front-login');
  });

  test('a session the server no longer accepts ends at start-up, on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      const identity = { id: 4, username: 'user@acme-demo.fr', roles: ['ROLE_USER'], admin: false, firstName: 'David', lastName: 'Leroy' };
      localStorage.setItem('hotel-booking-state', JSON.stringify({ version: 20201201, state: { session: { token: 'revoked', parentToken: null, identity } } }));
    });
    await page.goto('/home_search');
    await expect(page).toHaveURL('/login?redirect=%2Fhome_search');
    await expect(page.getByTestId('user-name')).toHaveCount(0);
  });

  test('a wrong password is refused in French', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'user@acme-demo.fr', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect');
    await expect(page).toHaveURL('/login');
    await shot(page, 'front-login-refused');
  });

  test('too many failed attempts are refused with their own message', async ({ page }) => {
    await page.goto('/login');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await fillSignIn(page, 'nobody@example.com', 'wrong-password');
      await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect');
    }
    await fillSignIn(page, 'nobody@example.com', 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Trop de tentatives échouées : réessayez dans quelques minutes');
  });

  test('a company user signs in, lands on the search home, keeps the session on reload and signs out', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/home_search');
    await fillSignIn(page, 'user@acme-demo.fr');
    await expect(page).toHaveURL('/home_search');
    await expect(page.getByTestId('user-name')).toHaveText('David Leroy');
    await expect(page.getByRole('heading', { name: 'Bonjour David' })).toBeVisible();
    await expect(page.getByTestId('signed-in')).toContainText('user@acme-demo.fr');
    await expect(page.getByTestId('banner')).toHaveText(BANNER);
    await shot(page, 'front-home');

    await page.reload();
    await expect(page).toHaveURL('/home_search');
    await expect(page.getByTestId('user-name')).toHaveText('David Leroy');

    await page.goto('/');
    await expect(page).toHaveURL('/home_search');

    await page.goto('/nowhere/to/be/found');
    await expect(page.getByRole('heading', { name: 'Cette page n’existe pas' })).toBeVisible();
    await shot(page, 'front-not-found');

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/home_search');
    await expect(page).toHaveURL('/login?redirect=%2Fhome_search');
  });

  test('the redirect parameter brings the user back to the page asked for', async ({ page }) => {
    await page.goto('/nowhere?tab=2');
    await expect(page).toHaveURL('/login?redirect=%2Fnowhere%3Ftab%3D2');
    await fillSignIn(page, 'manager@acme-demo.fr');
    await expect(page).toHaveURL('/nowhere?tab=2');
  });

  test('on a small screen the bar still shows the way out', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto('/login');
    await shot(page, 'front-login-mobile');
    await fillSignIn(page, 'user@acme-demo.fr');
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await shot(page, 'front-home-mobile');
  });

  test('a company user opening the back office is not let in', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'user@acme-demo.fr');
    await expect(page).toHaveURL('/home_search');
    await page.goto('/admin');
    // The back office (another app) sends non-admins back to the front office.
    await expect(page).toHaveURL((url) => !url.pathname.startsWith('/admin'));
    await expect(page.getByTestId('user-name')).toHaveText('David Leroy');
    await shot(page, 'front-admin-refused');
  });

  test('an admin opening the front office is sent to the back office', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'admin@agence-demo.fr');
    await expect(page).toHaveURL(/\/admin(\/|#|$)/);
    await page.goto('/home_search');
    await expect(page).toHaveURL(/\/admin(\/|#|$)/);
  });

  test('while impersonating, a bar says as whom and leads back to the admin account', async ({ page, request }) => {
    const admin = await request.post('/backend/auth', { data: { username: 'admin@agence-demo.fr', password: PASSWORD } });
    const adminToken = (await admin.json()).token as string;
    const swapped = await request.post('/backend/api/impersonate', {
      data: { impersonate: 'user@acme-demo.fr' },
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const token = (await swapped.json()).token as string;
    // The state the back office leaves behind when it starts an impersonation (common/session.ts).
    await page.goto('/login');
    await page.evaluate(
      ({ token, parentToken }) => {
        localStorage.setItem('hotel-booking-state', JSON.stringify({ version: 20201201, state: { session: { token, parentToken, identity: null } } }));
      },
      { token, parentToken: adminToken },
    );
    await page.goto('/home_search');
    await expect(page.getByTestId('impersonation')).toContainText('Connecté en tant que David Leroy');
    await shot(page, 'front-impersonation');
    await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await expect(page).toHaveURL(/\/admin(\/|#|$)/);
  });
});

test.describe('front office, English browser', () => {
  test.use({ locale: 'en-US' });

  test('shows the sign-in page in English', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('input[name=username]').fill('user@acme-demo.fr');
    await page.locator('input[name=password]').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password');
    await shot(page, 'front-login-en');
  });
});

test.describe('training site', () => {
  test.use({ locale: 'fr-FR', baseURL: `http://formation.localhost:${PORT}` });

  test('is the front office flagged as training, signed in with the demo account by itself', async ({ page }) => {
    await page.goto('/home_search');
    await expect(page).toHaveURL(/\/home_search$/);
    await expect(page.getByRole('banner')).toContainText('Formation Démo [Formation]');
    await expect(page.getByTestId('training-badge')).toHaveText('Formation');
    await shot(page, 'training-home');
  });
});
