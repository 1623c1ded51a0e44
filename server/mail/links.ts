import type { Site } from '../../entities/kit.ts';
import { siteOrigin } from '../../entities/site.ts';

/**
 * The address of one site of the deployment, from PUBLIC_URL (the default site's address) and the site's label:
 * `https://booking.example.com` gives `https://contingents.booking.example.com` for the hotels. Mailed links start
 * here, never at the Host header of the request that sent the mail (anyone can forge it).
 */
export function siteUrl(publicUrl: string, site: Site): string {
  const url = new URL(publicUrl);
  return siteOrigin(url.protocol, url.host, site);
}
