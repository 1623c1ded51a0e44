import type { FastifyInstance } from 'fastify';
import { companyLinksSchema } from '../../entities/companyReplies.ts';
import { AGENCY_ADMIN_ROLES } from '../../entities/roles.ts';
import { notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { typedRoutes } from '../typedRoutes.ts';

/**
 * A company's public uid and the links the agency hands to the company (a visitor's request form, a request pre-filled
 * by the company's intranet, account creation, group requests), ready to copy. They start at the deployment's
 * address (PUBLIC_URL), never at the Host of the request that asked for them.
 */
export async function companyLinkRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/api/companies/:id/links',
    {
      config: { access: AGENCY_ADMIN_ROLES },
      schema: { tags: ['company'], params: idParams, response: { 200: companyLinksSchema } },
    },
    async (request) => {
      const row: { uid: string; group_alias: string | null } | undefined = await knex('company').where({ id: request.params.id }).first('uid', 'group_alias');
      if (!row) throw notFound();
      const site = app.mailer.siteUrl('default');
      const uid = encodeURIComponent(row.uid);
      return {
        uid: row.uid,
        gen: `${site}/gen/${uid}`,
        // The intranet appends the values it fills in (/{values}); without them the form opens empty.
        prelogged: `${site}/offline/booking/prelogged/company/${uid}`,
        create_account: `${site}/create_account/${uid}`,
        group: row.group_alias ? `${site}/offline/booking/prelogged/group/${encodeURIComponent(row.group_alias)}` : null,
      };
    },
  );
}
