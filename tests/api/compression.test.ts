import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let webRoot: string;
// A built script as the build leaves it (vite.config.ts): the file and its brotli and gzip copies.
const script = Buffer.from(`export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => ({ id: n, name: `hotel ${n}` })))};\n`);
const br = brotliCompressSync(script);
const gz = gzipSync(script);
const page = `<html><head>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}</head><body>front app</body></html>`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'web-'));
  for (const app of ['front', 'admin', 'contingents']) {
    await mkdir(path.join(webRoot, app), { recursive: true });
    await writeFile(path.join(webRoot, app, 'index.html'), page);
  }
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'assets', 'front-abc123.js'), script);
  await writeFile(path.join(webRoot, 'assets', 'front-abc123.js.br'), br);
  await writeFile(path.join(webRoot, 'assets', 'front-abc123.js.gz'), gz);
  t = await testApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('built scripts are sent as compressed at build time', () => {
  it.each([
    ['br', br],
    ['gzip', gz],
    ['gzip, deflate, br, zstd', br],
    ['br;q=0, gzip', gz],
  ])('with Accept-Encoding "%s" the copy made at build time is sent, long-lived', async (accepted, copy) => {
    const response = await get('/assets/front-abc123.js', { 'accept-encoding': accepted });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(copy === br ? 'br' : 'gzip');
    expect(response.rawPayload.equals(copy)).toBe(true);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('without Accept-Encoding the script is sent as it is', async () => {
    const response = await get('/assets/front-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(script)).toBe(true);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('a missing script is still a 404, whatever the encodings accepted', async () => {
    expect((await get('/assets/missing.js', { 'accept-encoding': 'br, gzip' })).statusCode).toBe(404);
  });
});

describe('pages and API answers', () => {
  it('the page is compressed and never cached without asking again', async () => {
    const response = await get('/', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(page);
  });

  it.each([
    ['a list page', '/backend/api/hotels?range=[0,24]'],
    ['a list page with its references', `/backend/api/bookings?range=[0,24]&prefetch=${encodeURIComponent('["company"]')}`],
    ['the API description', '/backend/docs/json'],
  ])('a large JSON answer (%s) is compressed for a client that accepts it, and the same data comes out', async (_, url) => {
    const token = await t.tokenOf('admin');
    const plain = await get(url, { authorization: `Bearer ${token}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await get(url, { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['content-range']).toBe(plain.headers['content-range']);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());

    const gzipped = await get(url, { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer goes out as it is: compressing it would save nothing', async () => {
    const response = await get('/backend/api/hotels', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 401 });
  });
});
