import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../entities/errors.ts';
import { COMPANY_ROLES, type Role } from '../../entities/roles.ts';
import { identityOf } from '../auth/access.ts';
import { ApiError } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { companyUsersPage } from './queries.ts';
import { createUserBody, editUserBody, passwordBody, profileBody, usersPageBody } from './schemas.ts';
import { managedCompany, UserService } from './service.ts';
import { typedRoutes } from '../typedRoutes.ts';
import { companyUserPageSchema, companyUserSchema, passwordChangedSchema, profileSchema, voucherChoiceSchema } from '../../entities/userReplies.ts';

/**
 * A company's users as its managers keep them (the front office's /users page and the company calls), and every
 * user's own profile and password.
 */

const MANAGERS: readonly Role[] = ['ROLE_MANAGER'];
const tags = ['user'];

export async function userRoutes(fastify: FastifyInstance, { tokenLifetime }: { tokenLifetime: string }) {
  const app = typedRoutes(fastify);
  const users = new UserService(app, tokenLifetime);

  app.post(
    '/backend/api/company/users',
    {
      config: { access: MANAGERS },
      schema: { tags, body: usersPageBody, response: { 200: companyUserPageSchema } },
    },
    (request) => companyUsersPage(app.knex, managedCompany(identityOf(request)), request.body ?? {}),
  );

  app.post(
    '/backend/api/user/create',
    {
      config: { access: MANAGERS },
      schema: { tags, body: createUserBody, response: { 201: companyUserSchema } },
    },
    async (request, reply) => {
      reply.status(201);
      return users.create(identityOf(request), request.body);
    },
  );

  app.post(
    '/backend/api/user/edit',
    {
      config: { access: MANAGERS },
      schema: { tags, body: editUserBody, response: { 200: companyUserSchema } },
    },
    (request) => {
      const { id, ...input } = request.body;
      return users.edit(identityOf(request), id, input);
    },
  );

  // A POST: a prefetch or a crawler following a link must not flip an account (the old GET answers 405).
  app.post(
    '/backend/api/user_swap_enabled/:id',
    {
      config: { access: MANAGERS },
      schema: { tags, params: idParams, response: { 200: companyUserSchema } },
    },
    (request) => users.swapEnabled(identityOf(request), request.params.id),
  );

  app.post(
    '/backend/api/user_swap_send_voucher_to_travellers',
    {
      config: { access: COMPANY_ROLES },
      schema: { tags, response: { 200: voucherChoiceSchema } },
    },
    (request) => users.swapSendVoucher(identityOf(request)),
  );

  // The GETs these swaps once answered: a plain refusal that names the method to use, and changes nothing.
  for (const url of ['/backend/api/user_swap_enabled/:id', '/backend/api/user_swap_send_voucher_to_travellers']) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: { tags, deprecated: true, description: 'Takes POST: answers 405 and changes nothing.' },
      },
      async (_request, reply) => {
        reply.header('allow', 'POST');
        throw new ApiError(405, ErrorCode.METHOD_NOT_ALLOWED, 'this action takes POST');
      },
    );
  }

  app.post(
    '/backend/api/user/:id/send_password_link',
    {
      config: { access: MANAGERS },
      schema: { tags, params: idParams },
    },
    (request) => users.sendPasswordLink(identityOf(request), request.params.id),
  );

  app.get(
    '/backend/api/me/profile',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: profileSchema } },
    },
    (request) => users.profile(identityOf(request)),
  );

  app.post(
    '/backend/api/me/profile',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: profileBody, response: { 200: profileSchema } },
    },
    (request) => users.updateProfile(identityOf(request), request.body),
  );

  app.post(
    '/backend/api/me/password',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: passwordBody, response: { 200: passwordChangedSchema } },
    },
    (request) => users.changePassword(identityOf(request), request.body),
  );
}
