import type { Site } from '../entities/kit.ts';
import { siteOf } from '../entities/site.ts';

/** The site this page was served for. */
export function currentSite(): Site {
  return siteOf(typeof location === 'undefined' ? '' : location.hostname);
}
