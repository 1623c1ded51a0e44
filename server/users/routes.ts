import type { FastifyInstance } from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { PAGE_SIZE, PHONE_PATTERN } from '../../entities/kit.ts';
import { COMPANY_ROLES, type Role } from '../../entities/roles.ts';
import { GENDERS } from '../../entities/user.ts';
import { identityOf } from '../auth/access.ts';
import { accountExists, domainOf, insertUser, sendPasswordLink } from '../auth/accounts.ts';
import { findIdentityRow, toIdentity } from '../auth/identity.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { passwordErrors, userContext } from '../auth/passwordPolicy.ts';
import { signSession } from '../auth/session.ts';
import { ApiError, forbidden, invalid, notFound } from '../errors.ts';
import { idSchema } from '../schemas.ts';

/**
 * A company's users as its managers keep them (the front office's /users page and the company calls), and every
 * user's own profile and password.
 */

const MANAGERS: readonly Role[] = ['ROLE_MANAGER'];
/** The columns the users screen sorts on; each has a (company_id, column, id) index. */
export const USER_ORDERS = ['last_name', 'first_name', 'email', 'created_at'] as const;
const PHONE = new RegExp(PHONE_PATTERN);

const COLUMNS = ['id', 'gender', 'first_name', 'last_name', 'email', 'roles', 'position', 'landline', 'mobile_phone', 'enabled', 'created_at'] as const;

interface UserRow {
  id: number;
  gender: string | null;
  first_name: string;
  last_name: string;
  email: string;
  roles: Role[];
  position: string | null;
  landline: string | null;
  mobile_phone: string | null;
  enabled: boolean;
  created_at: Date;
  has_password?: boolean;
}

const userOut = (row: UserRow) => ({
  id: row.id,
  gender: row.gender,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  // Only the roles a company gives; an agency role never shows in (nor leaks through) a company's screen.
  roles: row.roles.filter((role) => COMPANY_ROLES.includes(role)),
  position: row.position,
  landline: row.landline,
  mobilePhone: row.mobile_phone,
  enabled: row.enabled,
  ...(row.has_password !== undefined && { passwordDefined: row.has_password }),
});

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** The fields a manager sets on a user of the company, on create and edit alike. */
const userFields = {
  gender: { type: ['string', 'null'], enum: [...GENDERS, null] },
  first_name: { type: 'string', maxLength: 100 },
  last_name: { type: 'string', maxLength: 100 },
  email: { type: 'string', maxLength: 255 },
  roles: { type: 'array', minItems: 1, maxItems: 3, uniqueItems: true, items: { type: 'string', enum: [...COMPANY_ROLES] } },
  position: nullableText(100),
  landline: nullableText(30),
  mobile_phone: nullableText(30),
  enabled: { type: 'boolean' },
} as const;

type UserInput = {
  gender?: string | null;
  first_name?: string;
  last_name?: string;
  email?: string;
  roles?: Role[];
  position?: string | null;
  landline?: string | null;
  mobile_phone?: string | null;
  enabled?: boolean;
};

/** Trimmed values, blanks as null, and the codes of the fields that are wrong. */
function cleanUser(input: UserInput, domains: readonly string[] | null) {
  const values: Record<string, unknown> = {};
  const errors: Record<string, ErrorCodeValue> = {};
  for (const [key, value] of Object.entries(input)) values[key] = typeof value === 'string' ? value.trim() || null : value;
  for (const name of ['first_name', 'last_name'] as const) if (name in values && !values[name]) errors[name] = ErrorCode.FIELD_REQUIRED;
  if ('email' in values) {
    const domain = values.email ? domainOf(values.email as string) : null;
    if (!domain) errors.email = ErrorCode.EMAIL_REQUIRED;
    // Only the company's mail domains are accepted: with none configured, no user can be created (docs/glossary.md,
    // domains).
    else if (domains && !domains.some((allowed) => allowed.trim().toLowerCase() === domain)) errors.email = ErrorCode.BAD_DOMAIN;
  }
  for (const name of ['landline', 'mobile_phone'] as const) if (values[name] && !PHONE.test(values[name] as string)) errors[name] = ErrorCode.BAD_PHONE;
  return { values, errors };
}

export async function userRoutes(app: FastifyInstance, { tokenLifetime }: { tokenLifetime: string }) {
  const { knex, mailer } = app;
  const companyOf = async (companyId: number) =>
    (await knex('company').where({ id: companyId }).first('id', 'domains')) as { id: number; domains: string[] };

  app.post<{ Body: { perPage?: number; currentPage?: number; orderBy?: (typeof USER_ORDERS)[number]; order?: 'asc' | 'desc' | 'ASC' | 'DESC'; search?: string } }>('/backend/api/company/users', {
    config: { access: MANAGERS },
    schema: {
      tags: ['user'],
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          perPage: { type: 'integer', minimum: 1, maximum: 100 },
          currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
          orderBy: { type: 'string', enum: [...USER_ORDERS] },
          order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
          search: { type: 'string', maxLength: 100 },
        },
      },
    },
  }, async (request) => {
    const identity = identityOf(request);
    if (!identity.company) throw forbidden();
    const { perPage = PAGE_SIZE, currentPage = 1, orderBy = 'last_name', search = '' } = request.body ?? {};
    const order = (request.body?.order ?? 'asc').toLowerCase() as 'asc' | 'desc';
    const query = knex('user').where({ company_id: identity.company.id });
    const words = search.trim();
    if (words) {
      const like = `%${words.replace(/[\\%_]/g, '\\$&')}%`;
      query.where((where) => where
        .whereILike('first_name', like).orWhereILike('last_name', like).orWhereILike('email', like)
        .orWhereRaw("first_name || ' ' || last_name ILIKE ?", [like]).orWhereRaw("last_name || ' ' || first_name ILIKE ?", [like]));
    }
    const rows = await query
      .clone()
      .orderBy([{ column: orderBy, order }, { column: 'id', order }])
      .limit(perPage)
      .offset((currentPage - 1) * perPage)
      .select(...COLUMNS, knex.raw('password IS NOT NULL as has_password'), knex.raw('count(*) over() as total'));
    const total = rows.length > 0 ? Number(rows[0].total) : currentPage > 1 ? Number((await query.count({ n: '*' }).first())?.n ?? 0) : 0;
    return { items: rows.map(userOut), total, currentPage, perPage };
  });

  app.post<{ Body: UserInput }>('/backend/api/user/create', {
    config: { access: MANAGERS },
    schema: {
      tags: ['user'],
      body: { type: 'object', additionalProperties: false, required: ['first_name', 'last_name', 'email', 'roles'], properties: userFields },
    },
  }, async (request, reply) => {
    const identity = identityOf(request);
    if (!identity.company) throw forbidden();
    const company = await companyOf(identity.company.id);
    const { values, errors } = cleanUser(request.body, company.domains);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const user = await knex.transaction(async (trx) => {
      if (await accountExists(trx, values.email as string)) throw invalid({ email: ErrorCode.ACCOUNT_EXISTS }, 'an account exists');
      const created = await insertUser(trx, { ...values, company_id: company.id, enabled: values.enabled ?? true });
      // The new user chooses a password through the mailed link; nobody else ever knows it.
      await sendPasswordLink(trx, mailer, created, 'define');
      return (await trx('user').where({ id: created.id }).first(...COLUMNS, trx.raw('password IS NOT NULL as has_password'))) as UserRow;
    });
    reply.status(201);
    return userOut(user);
  });

  app.post<{ Body: UserInput & { id: number } }>('/backend/api/user/edit', {
    config: { access: MANAGERS },
    schema: {
      tags: ['user'],
      body: { type: 'object', additionalProperties: false, required: ['id'], minProperties: 2, properties: { id: idSchema, ...userFields } },
    },
  }, async (request) => {
    const identity = identityOf(request);
    if (!identity.company) throw forbidden();
    const { id, ...input } = request.body;
    const current = await knex('user').where({ id, company_id: identity.company.id }).first('id', 'email', 'roles');
    if (!current) throw notFound();
    const company = await companyOf(identity.company.id);
    // An address kept as it was stays valid even if the company's domains changed since.
    const emailChanged = input.email !== undefined && input.email.trim().toLowerCase() !== current.email.toLowerCase();
    const { values, errors } = cleanUser(input, emailChanged ? company.domains : null);
    // A manager cannot lock themselves out of the users screen.
    if (id === identity.id && ((values.roles && !(values.roles as Role[]).includes('ROLE_MANAGER')) || values.enabled === false)) {
      errors[values.enabled === false ? 'enabled' : 'roles'] = ErrorCode.MUST_BE_MANAGER;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    if (values.roles) {
      // Roles outside the company's (agency, hotel) are not the manager's to give or take.
      values.roles = [...(values.roles as Role[]), ...(current.roles as Role[]).filter((role) => !COMPANY_ROLES.includes(role))];
    }
    const user = await knex.transaction(async (trx) => {
      if (emailChanged && (await accountExists(trx, values.email as string, id))) throw invalid({ email: ErrorCode.ACCOUNT_EXISTS }, 'an account exists');
      try {
        await trx('user').where({ id, company_id: identity.company!.id }).update(values);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw invalid({ email: ErrorCode.ACCOUNT_EXISTS }, 'an account exists');
        throw error;
      }
      return (await trx('user').where({ id }).first(...COLUMNS, trx.raw('password IS NOT NULL as has_password'))) as UserRow;
    });
    app.sessions.forget(id);
    return userOut(user);
  });

  // Enables a disabled user of the company, or disables an enabled one: a disabled user can no longer sign in.
  // A POST: a prefetch or a crawler following a link must not flip an account (the old GET answers 405).
  app.post<{ Params: { id: number } }>('/backend/api/user_swap_enabled/:id', {
    config: { access: MANAGERS },
    schema: { tags: ['user'], params: { type: 'object', required: ['id'], properties: { id: idSchema } } },
  }, async (request) => {
    const identity = identityOf(request);
    if (!identity.company) throw forbidden();
    const { id } = request.params;
    const [row] = await knex('user')
      .where({ id, company_id: identity.company.id })
      // The manager's own account is enabled (they are signed in): swapping it would lock them out.
      .whereNot('id', identity.id)
      .update({ enabled: knex.raw('NOT enabled') })
      .returning([...COLUMNS, knex.raw('password IS NOT NULL as has_password')]);
    if (row) {
      app.sessions.forget(id);
      return userOut(row as UserRow);
    }
    if (id === identity.id) throw invalid({ enabled: ErrorCode.SELF_DISABLE }, 'a manager cannot disable themself');
    throw notFound();
  });

  // The caller's own choice to have the vouchers of their bookings mailed to the travellers too.
  app.post('/backend/api/user_swap_send_voucher_to_travellers', {
    config: { access: COMPANY_ROLES },
    schema: {
      tags: ['user'],
      response: { 200: { type: 'object', properties: { sendVoucherToTravellers: { type: 'boolean' } } } },
    },
  }, async (request) => {
    const identity = identityOf(request);
    if (!identity.company) throw forbidden();
    const [row] = await knex('user').where({ id: identity.id, company_id: identity.company.id })
      .update({ send_voucher_to_travellers: knex.raw('NOT send_voucher_to_travellers') })
      .returning('send_voucher_to_travellers');
    if (!row) throw notFound();
    return { sendVoucherToTravellers: row.send_voucher_to_travellers };
  });

  // The GETs these swaps once answered: a plain refusal that names the method to use, and changes nothing.
  for (const url of ['/backend/api/user_swap_enabled/:id', '/backend/api/user_swap_send_voucher_to_travellers']) {
    app.get(url, {
      config: { access: 'public' },
      schema: { tags: ['user'], deprecated: true, description: 'Takes POST: answers 405 and changes nothing.' },
    }, async (_request, reply) => {
      reply.header('allow', 'POST');
      throw new ApiError(405, ErrorCode.METHOD_NOT_ALLOWED, 'this action takes POST');
    });
  }

  app.post<{ Params: { id: number } }>('/backend/api/user/:id/send_password_link', {
    config: { access: MANAGERS },
    schema: { tags: ['user'], params: { type: 'object', required: ['id'], properties: { id: idSchema } } },
  }, async (request) => {
    const identity = identityOf(request);
    if (!identity.company) throw forbidden();
    const user = await knex('user').where({ id: request.params.id, company_id: identity.company.id, enabled: true })
      .first('id', 'email', 'first_name', 'roles', 'company_id');
    if (!user) throw notFound();
    await knex.transaction((trx) => sendPasswordLink(trx, mailer, user, 'define'));
    return { sent: true };
  });

  app.get('/backend/api/me/profile', {
    config: { access: 'authenticated' },
    schema: { tags: ['user'] },
  }, async (request) => {
    const row = await knex('user').where({ id: identityOf(request).id }).first(...COLUMNS, 'email2', 'send_voucher_to_travellers');
    if (!row) throw notFound();
    return { ...userOut(row), roles: row.roles, email2: row.email2, sendVoucherToTravellers: row.send_voucher_to_travellers };
  });

  app.post<{ Body: { gender?: string | null; first_name?: string; last_name?: string; email2?: string | null; landline?: string | null; mobile_phone?: string | null; position?: string | null } }>('/backend/api/me/profile', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['user'],
      body: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: {
          gender: userFields.gender, first_name: userFields.first_name, last_name: userFields.last_name, email2: nullableText(255),
          landline: userFields.landline, mobile_phone: userFields.mobile_phone, position: userFields.position,
        },
      },
    },
  }, async (request) => {
    const { email2, ...rest } = request.body;
    const { values, errors } = cleanUser(rest, null);
    if (email2 !== undefined) {
      values.email2 = email2?.trim() || null;
      if (values.email2 && !domainOf(values.email2 as string)) errors.email2 = ErrorCode.EMAIL_REQUIRED;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const id = identityOf(request).id;
    await knex('user').where({ id }).update(values);
    const row = await knex('user').where({ id }).first(...COLUMNS, 'email2');
    // The account may be gone while its token still runs.
    if (!row) throw notFound();
    return { ...userOut(row), roles: row.roles, email2: row.email2 };
  });

  app.post<{ Body: { current: string; password: string; confirmation: string } }>('/backend/api/me/password', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['user'],
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['current', 'password', 'confirmation'],
        properties: { current: { type: 'string', maxLength: 200 }, password: { type: 'string', maxLength: 200 }, confirmation: { type: 'string', maxLength: 200 } },
      },
    },
  }, async (request) => {
    const identity = identityOf(request);
    // Someone impersonating a user does not get to change the password the user signs in with.
    if (identity.impersonator) throw forbidden();
    const { current, password, confirmation } = request.body;
    const row = await knex('user').where({ id: identity.id }).first('password');
    if (!(await verifyPassword(row?.password, current))) throw invalid({ current: ErrorCode.CURRENT_PASSWORD_WRONG }, 'current password incorrect');
    const errors = await passwordErrors(password, confirmation, await userContext(knex, identity.id));
    if (Object.keys(errors).length > 0) throw invalid(errors, 'password refused');
    await knex('user').where({ id: identity.id }).update({ password: await hashPassword(password) });
    // Every token issued before, this one included, stops working: the person goes on with the one answered here.
    app.sessions.forget(identity.id);
    const account = await findIdentityRow(knex, identity.id);
    if (!account) throw notFound();
    return { changed: true, token: signSession(app, { identity: toIdentity(account), version: account.session_version, lifetime: tokenLifetime }) };
  });
}
