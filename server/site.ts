import type { Site } from '../entities/kit.ts';

/** The browser app that serves a path on a site: each back office lives under /admin. */
export function appFor(site: Site, path: string): 'front' | 'admin' | 'contingents' {
  if (site !== 'formation' && (path === '/admin' || path.startsWith('/admin/'))) return 'admin';
  return site === 'contingents' ? 'contingents' : 'front';
}
