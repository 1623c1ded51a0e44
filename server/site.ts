import type { Site } from '../entities/kit.ts';

/** The site a request is for, from the first label of its host name. */
export function siteOf(host: string | undefined): Site {
  const first = (host ?? '').split(':')[0].split('.')[0].toLowerCase();
  return first === 'contingents' || first === 'formation' ? first : 'default';
}

/** The browser app that serves a path on a site: each back office lives under /admin. */
export function appFor(site: Site, path: string): 'front' | 'admin' | 'contingents' {
  if (site !== 'formation' && (path === '/admin' || path.startsWith('/admin/'))) return 'admin';
  return site === 'contingents' ? 'contingents' : 'front';
}
