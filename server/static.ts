import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../entities/site.ts';
import { appFor } from './site.ts';

/** The apps are built by Vite: scripts and styles come from our own origin; MUI injects style elements. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Serves the built browser apps: hashed assets as files, and for every other non-API path the page of the app that
 * owns it on the requested site, so deep links survive a reload.
 */
export async function staticSites(app: FastifyInstance, { root }: { root: string }) {
  // A private platform: no page of it belongs in a search engine, least of all the public links that carry a secret
  // (a booking, a survey, a password to define).
  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send('User-agent: *\nDisallow: /\n'),
  );
  if (!existsSync(root)) {
    app.log.warn(`no built apps in ${root}: run npm run build`);
    return;
  }
  const pages = Object.fromEntries(
    (['front', 'admin', 'contingents'] as const).map((name) => [name, readFileSync(path.join(root, name, 'index.html'), 'utf8')]),
  );
  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    wildcard: true,
    index: false,
    // The build writes .br and .gz copies of the scripts and styles (vite.config.ts): sent as they are, by Accept-Encoding.
    preCompressed: true,
  });
  // The sites' icon, the same on all three (public/ in the build); browsers ask /favicon.ico even unnamed by a page.
  for (const [name, type] of [
    ['favicon.ico', 'image/x-icon'],
    ['favicon.svg', 'image/svg+xml'],
  ] as const) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    const icon = readFileSync(file);
    app.get(`/${name}`, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply.type(type).header('Cache-Control', 'public, max-age=86400').send(icon),
    );
  }
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/backend/') || url === '/backend') {
      return reply.callNotFound();
    }
    const page = pages[appFor(siteOf(request.headers.host), url)];
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Content-Security-Policy', CONTENT_SECURITY_POLICY).send(page);
  });
}
