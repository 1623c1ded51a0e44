import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';

/** The banner configuration, kept as JSON in the `bandeau` configuration row. */
export interface Banner {
  text: string;
  expires?: string | null;
  enabled: boolean;
}

/** The banner text to show today, or null when there is none, it is switched off or it has expired. */
export async function currentBanner(knex: Knex, today = new Date().toISOString().slice(0, 10)): Promise<string | null> {
  const row = await knex('configuration').where({ name: 'bandeau' }).first('value');
  if (!row?.value) return null;
  let banner: Banner;
  try {
    banner = JSON.parse(row.value);
  } catch {
    return null;
  }
  if (!banner.enabled || !banner.text?.trim()) return null;
  if (banner.expires && banner.expires < today) return null;
  return banner.text;
}

const bannerSchema = { type: 'object', properties: { text: { type: ['string', 'null'] } } } as const;

export async function bannerRoutes(app: FastifyInstance, { knex }: { knex: Knex }) {
  const handler = async () => ({ text: await currentBanner(knex) });
  // The login page shows the banner too, before anyone is signed in.
  app.get('/backend/api/bandeau', { config: { access: 'authenticated' }, schema: { tags: ['configuration'], response: { 200: bannerSchema } } }, handler);
  app.get('/backend/public/api/bandeau', { config: { access: 'public' }, schema: { tags: ['configuration'], response: { 200: bannerSchema } } }, handler);
}
