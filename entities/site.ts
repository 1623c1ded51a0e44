import type { Site } from './kit.ts';

/** The site a request is for, from the first label of its host name: `contingents.*`, `formation.*`, or the default. */
export function siteOf(host: string | undefined): Site {
  const first = (host ?? '').split(':')[0].split('.')[0].toLowerCase();
  return first === 'contingents' || first === 'formation' ? first : 'default';
}
