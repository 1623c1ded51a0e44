import { test } from '@playwright/test';
import { auditOf, check, expectNoViolation, visit, walkFrontOffice, walkSearch } from './accessibility.ts';
import { CONTINGENTS } from './support.ts';

/** The front office (accessibility.ts): its public pages, then a company user's and a manager's screens, area by area. */
test.use({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });

test('the public pages have no serious accessibility violation', async ({ page }) => {
  const audit = auditOf(page);
  const globex = ((await (await page.request.get('/backend/api/public/prelogged_configuration/globex')).json()) as { company: { uid: string } }).company.uid;
  const values = Buffer.from(JSON.stringify({ firstName: 'Nora', email: 'nora@example.test' })).toString('base64url');
  for (const [path, ready] of [
    ['/login', 'input[name=username]'],
    ['/lost_password', 'input[name=email]'],
    ['/create_account', 'form'],
    [`/create_account/${globex}`, 'form'],
    ['/offline/booking/prelogged/group/globex', 'form'],
    [`/offline/booking/prelogged/company/${globex}/${values}`, 'form'],
    [`/offline/booking/gen/${globex}`, 'form'],
    ['/define_password/unknown', undefined],
    ['/public/booking/unknown/show', undefined],
    ['/public/survey/unknown/questions', undefined],
    [`${CONTINGENTS}/login`, 'input[name=username]'],
  ] as const) {
    await page.goto(path);
    await check(audit, path, ready ? page.locator(ready).first() : undefined);
  }
  expectNoViolation(audit, 11);
});

test('a company user’s search and booking form have no serious accessibility violation', async ({ page }) => {
  const audit = auditOf(page);
  await walkSearch(audit, 'user@acme-demo.fr', { summary: true });
  expectNoViolation(audit, 7);
});

test('a company user’s other screens have no serious accessibility violation', async ({ page }) => {
  const audit = auditOf(page);
  await walkFrontOffice(audit, 'user@acme-demo.fr');
  expectNoViolation(audit, 20);
});

test('a manager’s search and booking form have no serious accessibility violation', async ({ page }) => {
  const audit = auditOf(page);
  await walkSearch(audit, 'manager@acme-demo.fr');
  expectNoViolation(audit, 6);
});

test('a manager’s other screens have no serious accessibility violation', async ({ page }) => {
  const audit = auditOf(page);
  await walkFrontOffice(audit, 'manager@acme-demo.fr');
  await visit(audit, '/users', page.getByTestId('user-row').first());
  expectNoViolation(audit, 21);
});
