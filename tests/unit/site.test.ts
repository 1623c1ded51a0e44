import { describe, expect, it } from 'vitest';
import { siteOf, siteOrigin } from '../../entities/site.ts';
import { siteUrl } from '../../server/mail/links.ts';
import { appFor } from '../../server/site.ts';

describe('sites by host', () => {
  it.each([
    ['localhost:3000', 'default'],
    ['contingents.localhost:3000', 'contingents'],
    ['formation.localhost', 'formation'],
    ['Contingents.example.com', 'contingents'],
    ['booking.example.com', 'default'],
    [undefined, 'default'],
  ] as const)('%s is the %s site', (host, site) => {
    expect(siteOf(host)).toBe(site);
  });

  it('serves each back office under /admin and the site app elsewhere', () => {
    expect(appFor('default', '/admin')).toBe('admin');
    expect(appFor('default', '/admin/news/1/show')).toBe('admin');
    expect(appFor('default', '/administration')).toBe('front');
    expect(appFor('default', '/booking/4/show')).toBe('front');
    expect(appFor('contingents', '/admin/contingents')).toBe('admin');
    expect(appFor('contingents', '/')).toBe('contingents');
    expect(appFor('formation', '/admin')).toBe('front');
  });
});

describe('the sites of one deployment', () => {
  it.each([
    ['localhost:3000', 'contingents', 'http://contingents.localhost:3000'],
    ['contingents.localhost:3000', 'default', 'http://localhost:3000'],
    ['contingents.localhost:3000', 'formation', 'http://formation.localhost:3000'],
    ['booking.example.com', 'contingents', 'http://contingents.booking.example.com'],
    ['contingents.booking.example.com', 'default', 'http://booking.example.com'],
  ] as const)('from %s, the %s site is at %s', (host, site, origin) => {
    expect(siteOrigin('http:', host, site)).toBe(origin);
  });
});

describe('the sites mailed links lead to', () => {
  it.each([
    ['https://booking.example.com', 'default', 'https://booking.example.com'],
    ['https://booking.example.com/', 'contingents', 'https://contingents.booking.example.com'],
    ['http://localhost:3000', 'formation', 'http://formation.localhost:3000'],
    ['http://contingents.localhost:3000', 'default', 'http://localhost:3000'],
  ] as const)('from PUBLIC_URL %s, the %s site is at %s', (publicUrl, site, url) => {
    expect(siteUrl(publicUrl, site)).toBe(url);
  });
});
