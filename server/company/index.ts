import fp from 'fastify-plugin';
import { companyLogoRoutes } from './logo.ts';
import { whiteMarkRoutes } from './whiteMark.ts';
import { travelPolicyRoutes } from './travelPolicy.ts';
import { groupAliasRoutes } from './groupAlias.ts';
import { companyCallRoutes } from './calls.ts';
import { companyLinkRoutes } from './links.ts';

/** A company's settings: logo, white mark, travel policy, group aliases, call-off orders, public links. */
export default fp(
  async (app) => {
    await app.register(companyLogoRoutes);
    await app.register(whiteMarkRoutes);
    await app.register(travelPolicyRoutes);
    await app.register(groupAliasRoutes);
    await app.register(companyCallRoutes);
    await app.register(companyLinkRoutes);
  },
  { name: 'company', dependencies: ['knex', 'mailer'], encapsulate: true },
);
