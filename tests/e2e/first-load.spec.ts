import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { CONTINGENTS, LIST_ROW, signInThroughApi } from './support.ts';

/**
 * What a first visit downloads before its first screen shows: the scripts the browser fetched, each counted at its
 * gzip size (zlib's default level) as built in dist/web. The server sends the brotli copies, smaller still.
 * Budgets: a sign-in page 250 KB, the back office's first list 400 KB.
 */
const WEB = path.resolve(process.env.WEB_ROOT ?? 'dist/web');
const KB = 1024;

test.use({ locale: 'fr-FR' });

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(WEB, 'assets', file))).length;

/** The scripts an app's page names: its entry and the modules it preloads. */
function pagePulls(app: 'front' | 'admin' | 'contingents'): string[] {
  const html = readFileSync(path.join(WEB, app, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
}

/** Records every script the page fetches from now on, with the encoding the server chose for it. */
function recordScripts(page: Page) {
  const scripts = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.set(path.basename(url.pathname), response.headers()['content-encoding']);
  });
  return scripts;
}

/** The fetched scripts' total gzip size; every one of them came compressed. */
function weigh(scripts: Map<string, string | undefined>) {
  expect(scripts.size).toBeGreaterThan(0);
  for (const [file, encoding] of scripts) expect(encoding, `${file} is sent compressed`).toMatch(/^(br|gzip)$/);
  return [...scripts.keys()].reduce((total, file) => total + gzipSize(file), 0);
}

/** react-admin's code says its name in its class names (RaLayout, RaDatagrid...) and its message keys (ra.action...). */
const reactAdmin = /["'`]Ra(Layout|Datagrid|List|Menu)["'`-]|ra\.action\./;
const containsReactAdmin = (file: string) => reactAdmin.test(readFileSync(path.join(WEB, 'assets', file), 'utf8'));

test('the front office sign-in page loads at most 250 KB of scripts, without react-admin', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const loaded = weigh(scripts);
  console.log(`front office sign-in: ${(loaded / KB).toFixed(1)} KB gzip in ${scripts.size} scripts`);
  expect(loaded).toBeLessThanOrEqual(250 * KB);
  // What the page names up front is part of it, and already within the budget.
  expect(pagePulls('front').every((file) => scripts.has(file))).toBe(true);
  expect([...scripts.keys()].filter(containsReactAdmin)).toEqual([]);
  // The check itself finds react-admin where it is.
  expect(pagePulls('admin').some(containsReactAdmin)).toBe(true);
});

test('the hotels sign-in page loads at most 250 KB of scripts, without react-admin', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(`${CONTINGENTS}/login`);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const loaded = weigh(scripts);
  console.log(`hotels sign-in: ${(loaded / KB).toFixed(1)} KB gzip in ${scripts.size} scripts`);
  expect(loaded).toBeLessThanOrEqual(250 * KB);
  expect(pagePulls('contingents').every((file) => scripts.has(file))).toBe(true);
  expect([...scripts.keys()].filter(containsReactAdmin)).toEqual([]);
});

test('the back office shows its first list after at most 400 KB of scripts', async ({ page }) => {
  await signInThroughApi(page, 'admin@agence-demo.fr');
  const scripts = recordScripts(page);
  await page.goto('/admin');
  // The first list of the agency's back office, bookings, with its rows.
  await expect(page).toHaveURL(/\/admin\/booking/);
  await expect(page.locator(LIST_ROW).first()).toBeVisible();
  const loaded = weigh(scripts);
  console.log(`back office first list: ${(loaded / KB).toFixed(1)} KB gzip in ${scripts.size} scripts`);
  expect(loaded).toBeLessThanOrEqual(400 * KB);
  expect(pagePulls('admin').every((file) => scripts.has(file))).toBe(true);
});
