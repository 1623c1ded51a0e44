import { expect, test } from '@playwright/test';
import { shot } from './support.ts';

/** The API documentation (README "API documentation") works under its strict content policy. */
test('the API documentation renders its operations and breaks none of its content policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const answer = await page.goto('/backend/docs');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The page draws the whole document (570 kB of JSON) before its title: a busy machine takes its time.
  await expect(page.getByRole('heading', { name: /Corporate hotel booking API/ })).toBeVisible({ timeout: 30_000 });
  const auth = page.locator('.opblock').filter({ hasText: '/backend/auth' }).first();
  await expect(auth).toBeVisible();
  // Opening an operation renders its details: the page's scripts run.
  await auth.locator('.opblock-summary').first().click();
  await expect(auth.getByRole('button', { name: 'Try it out' })).toBeVisible();
  await shot(page, 'api-docs', 'operations');
  expect(violations).toEqual([]);
});
