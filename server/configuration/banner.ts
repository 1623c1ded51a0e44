import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { agencyToday } from '../../entities/bookingRules.ts';
import { bannerSchema } from '../../entities/configurationReplies.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { invalid } from '../errors.ts';
import { CONFIGURATION_EDITORS, readConfiguration, writeConfiguration } from './store.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** The banner configuration, kept as JSON in the `bandeau` configuration row. */
export interface Banner {
  text: string;
  expires?: string | null;
  enabled: boolean;
}

export const BANNER_ROW = 'bandeau';
export const BANNER_MAX_LENGTH = 500;

const NO_BANNER: Required<Banner> = { text: '', expires: null, enabled: false };

/** The stored configuration; a missing or unreadable row reads as no banner. */
export async function readBanner(knex: Knex): Promise<Required<Banner>> {
  const value = await readConfiguration(knex, BANNER_ROW);
  if (!value) return NO_BANNER;
  try {
    const banner = JSON.parse(value) as Partial<Banner>;
    return { text: typeof banner.text === 'string' ? banner.text : '', expires: banner.expires ?? null, enabled: banner.enabled === true };
  } catch {
    return NO_BANNER;
  }
}

/** The banner text to show today (the agency's day), or null when there is none, it is switched off or it has expired. */
export async function currentBanner(knex: Knex, today = agencyToday()): Promise<string | null> {
  const banner = await readBanner(knex);
  if (!banner.enabled || !banner.text.trim()) return null;
  if (banner.expires && banner.expires < today) return null;
  return banner.text;
}

/** The rules that span fields; types, length and date format are the body schema's. */
function bannerErrors(banner: Required<Banner>): Record<string, ErrorCodeValue> {
  return banner.enabled && !banner.text.trim() ? { text: ErrorCode.FIELD_REQUIRED } : {};
}

const configurationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    text: { type: 'string' },
    expires: { type: ['string', 'null'] },
    enabled: { type: 'boolean' },
  },
} as const;

const inputSchema = <const Required extends readonly (keyof Banner)[]>(required: Required) =>
  ({
    type: 'object',
    additionalProperties: false,
    required,
    properties: {
      text: { type: 'string', maxLength: BANNER_MAX_LENGTH },
      // An empty date clears the expiry; anything else is a calendar date (ajv-formats checks the day exists).
      expires: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 0 }, { type: 'string', format: 'date' }] },
      enabled: { type: 'boolean' },
    },
  }) as const;

export async function bannerRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  const handler = async () => ({ text: await currentBanner(knex) });
  app.get('/backend/api/bandeau', { config: { access: 'authenticated' }, schema: { tags: ['configuration'], response: { 200: bannerSchema } } }, handler);
  // The login page shows the banner too, before anyone is signed in.
  app.get('/backend/public/api/bandeau', { config: { access: 'public' }, schema: { tags: ['configuration'], response: { 200: bannerSchema } } }, handler);

  // `id` names the configuration row, so the back office handles the banner as a record of the configuration resource.
  const asRecord = (banner: Required<Banner>) => ({ id: BANNER_ROW, ...banner });
  const config = { access: CONFIGURATION_EDITORS };
  app.get('/backend/api/configurations/bandeau', { config, schema: { tags: ['configuration'], response: { 200: configurationSchema } } }, async () =>
    asRecord(await readBanner(knex)),
  );

  /** PUT replaces the whole configuration, PATCH changes the fields it names. */
  const save = async (changes: Partial<Banner>) => {
    const merged = { ...(await readBanner(knex)), ...changes };
    const banner: Required<Banner> = { text: merged.text.trim(), expires: merged.expires || null, enabled: merged.enabled };
    const errors = bannerErrors(banner);
    if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid banner');
    await writeConfiguration(knex, BANNER_ROW, JSON.stringify(banner));
    return asRecord(banner);
  };
  app.put(
    '/backend/api/configurations/bandeau',
    {
      config,
      schema: { tags: ['configuration'], body: inputSchema(['text', 'enabled']), response: { 200: configurationSchema } },
    },
    (request) => save({ expires: null, ...request.body }),
  );
  app.patch(
    '/backend/api/configurations/bandeau',
    {
      config,
      schema: { tags: ['configuration'], body: inputSchema([]), response: { 200: configurationSchema } },
    },
    (request) => save(request.body ?? {}),
  );
}
