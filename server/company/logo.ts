import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';

/**
 * A path of this site: a slash then path characters only. No second slash or backslash after the first (browsers
 * read `//host` and `/\host` as another site) and no space or control character (browsers drop tabs and newlines,
 * which would turn `/\t/host` into `//host`).
 */
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
/** An https image elsewhere: the browser loads it itself, never through a redirect of ours. */
const HTTPS_IMAGE = /^https:\/\/[^\s\\/?#@]+\/[^\s\\]*$/;

/**
 * Where a browser finds a company's logo (the session identity, the white label, the public forms): an image this
 * site serves through `/backend/company/<id>/logo`, an https address as it is, and nothing for anything else.
 */
export function logoAddress(companyId: number, logoImage: string | null | undefined): string | null {
  if (!logoImage) return null;
  if (SITE_PATH.test(logoImage)) return `/backend/company/${companyId}/logo`;
  return HTTPS_IMAGE.test(logoImage) ? logoImage : null;
}

/**
 * The company logo stored on this site. A white-label login page needs it before sign-in, hence public. It only
 * ever leads to a path of this site: an address elsewhere is named directly by logoAddress, so this route cannot
 * send anyone to another site (no open redirect).
 */
export async function companyLogoRoutes(app: FastifyInstance, { knex }: { knex: Knex }) {
  app.get<{ Params: { id: number } }>('/backend/company/:id/logo', {
    config: { access: 'public' },
    schema: {
      tags: ['company'],
      params: idParams,
    },
  }, async (request, reply) => {
    const row = await knex('company').where({ id: request.params.id, enabled: true }).first('logo_image');
    const logo: string | undefined = row?.logo_image;
    if (!logo || !SITE_PATH.test(logo)) throw notFound();
    return reply.redirect(logo, 302);
  });
}
