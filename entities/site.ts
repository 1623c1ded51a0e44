import type { Site } from './kit.ts';

/** The site a request is for, from the first label of its host name: `contingents.*`, `formation.*`, or the default. */
export function siteOf(host: string | undefined): Site {
  const first = (host ?? '').split(':')[0].split('.')[0].toLowerCase();
  return first === 'contingents' || first === 'formation' ? first : 'default';
}

/**
 * The origin of another site of the same deployment, from the current host: `contingents.example.com` and
 * `example.com` are the contingents and default sites of one platform.
 */
export function siteOrigin(protocol: string, host: string, site: Site): string {
  const base = siteOf(host) === 'default' ? host : host.slice(host.indexOf('.') + 1);
  return `${protocol}//${site === 'default' ? base : `${site}.${base}`}`;
}
