import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  // A stand-in for the built apps: each page says which app it is.
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'web-'));
  for (const app of ['front', 'admin', 'contingents']) {
    await mkdir(path.join(webRoot, app), { recursive: true });
    await writeFile(path.join(webRoot, app, 'index.html'), `<html><body>${app} app</body></html>`);
  }
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await testApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

describe('three sites on one server', () => {
  it.each(['localhost:3000', 'contingents.localhost:3000', 'formation.localhost:3000'])('%s asks search engines to index nothing', async (host) => {
    const response = await page(host, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it.each([
    ['localhost:3000', '/', 'front app'],
    ['localhost:3000', '/booking/12/show?tab=1', 'front app'],
    ['localhost:3000', '/admin', 'admin app'],
    ['localhost:3000', '/admin/news/3/show', 'admin app'],
    ['contingents.localhost:3000', '/', 'contingents app'],
    ['contingents.localhost:3000', '/define_password/abc', 'contingents app'],
    ['contingents.localhost:3000', '/admin/contingents', 'admin app'],
    ['formation.localhost:3000', '/online/results', 'front app'],
    ['formation.localhost:3000', '/admin', 'front app'],
  ])('%s%s serves the %s, so deep links survive a reload', async (host, url, app) => {
    const response = await page(host, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(app);
  });

  it('serves built assets as long-lived files', async () => {
    const response = await page('localhost', '/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await page('localhost', '/assets/missing.js')).statusCode).toBe(404);
  });

  it('never answers an API path with a page', async () => {
    const response = await page('localhost', '/backend/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });

  it('sends the security headers', async () => {
    const response = await page('localhost', '/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
