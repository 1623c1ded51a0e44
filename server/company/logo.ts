import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { imageAddress, sitePath } from '../images.ts';
import { idParams } from '../schemas.ts';
import { typedRoutes } from '../typedRoutes.ts';

/**
 * Where a browser finds a company's logo (the session identity, the white label, the public forms): an image this
 * site serves through `/backend/company/<id>/logo`, an https address as it is, and nothing for anything else.
 */
export const logoAddress = (companyId: number, logoImage: string | null | undefined) => imageAddress(`/backend/company/${companyId}/logo`, logoImage);

/**
 * The company logo stored on this site. A white-label login page needs it before sign-in, hence public. It only
 * ever leads to a path of this site: an address elsewhere is named directly by logoAddress (server/images.ts).
 */
export async function companyLogoRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/company/:id/logo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['company'],
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await knex('company').where({ id: request.params.id, enabled: true }).first('logo_image');
      const logo = sitePath(row?.logo_image);
      if (!logo) throw notFound();
      return reply.redirect(logo, 302);
    },
  );
}
