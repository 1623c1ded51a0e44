import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';

/**
 * The company logo named by the session identity. Logos are kept as addresses for now, so this sends the browser
 * there; a white-label login page needs it before sign-in, hence public.
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
    // An absolute web address or a path of this site; never a protocol-relative or script address.
    if (!logo || !/^(https?:\/\/|\/(?!\/))/.test(logo)) throw notFound();
    return reply.redirect(logo, 302);
  });
}
