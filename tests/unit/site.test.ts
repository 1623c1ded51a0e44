import { describe, expect, it } from 'vitest';
import { siteOf } from '../../entities/site.ts';
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
