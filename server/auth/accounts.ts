import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { passwordLinkSchema, type PasswordLink } from '../../entities/authReplies.ts';
import { ErrorCode, type FieldErrors } from '../../entities/errors.ts';
import { HOTEL_ROLES, type Role } from '../../entities/roles.ts';
import { ApiError, invalid } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderTemplate } from '../mail/templates.ts';
import { Counters } from './counters.ts';
import { hashPassword } from './password.ts';
import { passwordErrors, userContext } from './passwordPolicy.ts';
import { typedRoutes } from '../typedRoutes.ts';
import { accountCompanySchema } from '../../entities/accountReplies.ts';

/**
 * Password definition links (new accounts and lost passwords), the lost-password request and the account creation
 * of /create_account/{companyUid?}.
 */

/** Lost-password mails per address and caller: enough for a person, not for flooding someone's mailbox. */
const LOST_PASSWORD_MAILS = { name: 'lost-password', max: 5, windowMs: 15 * 60 * 1000 } as const;
/** How long a link works: a new account's holder may be away for a few days, a lost password is urgent. */
export const LINK_HOURS = { define: 72, lost: 24 } as const satisfies Record<PasswordLink['purpose'], number>;
export type LinkPurpose = keyof typeof LINK_HOURS;
/** A link that has been used, replaced or has run out: the page says so and offers a new request. */

const EMAIL = /^[^\s@,;]+@([^\s@,;]+\.[^\s@,;]+)$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The domain of an address, lower-cased, or null when it is not an address. */
export function domainOf(email: string): string | null {
  return EMAIL.exec(email.trim())?.[1].toLowerCase() ?? null;
}

/** The template of each kind of password mail (a resend from the mail log finds the kind back from it). */
export const PASSWORD_TEMPLATES: Record<LinkPurpose, string> = { define: 'user.define_password', lost: 'user.lost_password' };

/**
 * Makes a new password link for a user and mails it (template user.define_password or user.lost_password), to the
 * user's site (hotel staff have their own). Earlier links of the user stop working: only the latest mail counts.
 * `db` is the transaction of the change the mail reports. Answers the mail-log id.
 */
export async function sendPasswordLink(
  db: Knex,
  mailer: Mailer,
  user: { id: number; email: string; first_name: string; roles: Role[]; company_id: number | null },
  purpose: LinkPurpose,
): Promise<number> {
  const token = randomBytes(24).toString('base64url');
  await db('password_link').where({ user_id: user.id }).whereNull('used_at').update({ used_at: db.fn.now() });
  await db('password_link').insert({
    user_id: user.id,
    token_hash: hashOf(token),
    purpose,
    expires_at: db.raw(`now() + interval '${LINK_HOURS[purpose]} hours'`),
  });
  const link = `${mailer.siteUrl(user.roles.some((role) => HOTEL_ROLES.includes(role)) ? 'contingents' : 'default')}/define_password/${token}`;
  const template = PASSWORD_TEMPLATES[purpose];
  const rendered = await renderTemplate(db, template, { firstName: user.first_name, link, hours: LINK_HOURS[purpose] });
  // The templates come with migrations 004 and 009; an agency that deleted one still gets the link out.
  const mail = rendered ?? { subject: 'Mot de passe', html: `<p><a href="${link}">${link}</a></p>`, text: link };
  return mailer.send({ to: [user.email], subject: mail.subject, html: mail.html, text: mail.text, template, companyId: user.company_id, userId: user.id }, db);
}

/** The live link of a token: 205 when no link ever had it, `link_expired` when it was used, replaced or ran out. */
async function liveLink(db: Knex, token: string) {
  const link = await db('password_link as l')
    .join('user as u', 'u.id', 'l.user_id')
    .where('l.token_hash', hashOf(token))
    .first('l.id', 'l.user_id', 'l.purpose', 'l.used_at', db.raw('l.expires_at <= now() as expired'), 'u.first_name', 'u.email', 'u.enabled');
  if (!link || !link.enabled) throw new ApiError(404, ErrorCode.LINK_NOT_VALID, 'link not valid');
  if (link.used_at || link.expired) throw new ApiError(410, ErrorCode.LINK_EXPIRED, 'link expired');
  return link as { id: number; user_id: number; purpose: LinkPurpose; first_name: string; email: string };
}

const passwordBody = {
  type: 'object',
  required: ['password', 'confirmation'],
  additionalProperties: false,
  properties: { password: { type: 'string', maxLength: 200 }, confirmation: { type: 'string', maxLength: 200 } },
} as const;

const accountBody = {
  type: 'object',
  required: ['first_name', 'last_name', 'email'],
  additionalProperties: false,
  properties: {
    companyUid: { type: ['string', 'null'], maxLength: 36 },
    gender: { type: ['string', 'null'], enum: ['mr', 'mrs', null] },
    first_name: { type: 'string', maxLength: 100 },
    last_name: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 255 },
  },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A company by the uid of its account-creation link; an unknown or malformed uid is an invalid link (205). */
async function companyByUid(knex: Knex, uid: string) {
  const company = UUID.test(uid) ? await knex('company').where({ uid, enabled: true }).first('id', 'name', 'domains') : undefined;
  if (!company) throw new ApiError(404, ErrorCode.LINK_NOT_VALID, 'link not valid');
  return company as { id: number; name: string; domains: string[] };
}

/** Whether an account exists for an address, whatever its case. */
export async function accountExists(db: Knex, email: string, exceptId?: number): Promise<boolean> {
  const query = db('user').whereRaw('lower(email) = lower(?)', [email.trim()]);
  if (exceptId) query.whereNot('id', exceptId);
  return Boolean(await query.first('id'));
}

/**
 * Inserts a user without a password (the password link sets it). An address taken meanwhile (the unique index on
 * lower(email)) answers 110 like the check before it.
 */
export async function insertUser(db: Knex, values: Record<string, unknown>) {
  try {
    const [user] = await db('user').insert(values).returning(['id', 'email', 'first_name', 'last_name', 'roles', 'company_id']);
    return user as { id: number; email: string; first_name: string; last_name: string; roles: Role[]; company_id: number | null };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw invalid({ email: ErrorCode.ACCOUNT_EXISTS }, 'an account exists');
    throw error;
  }
}

export async function accountRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex, mailer } = app;
  const counters = new Counters(knex);

  app.get(
    '/backend/public/api/define_password/:uid',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        params: { type: 'object', required: ['uid'], properties: { uid: { type: 'string', maxLength: 100 } } },
        response: { 200: passwordLinkSchema },
      },
    },
    async (request) => {
      const link = await liveLink(knex, request.params.uid);
      return { firstName: link.first_name, email: link.email, purpose: link.purpose };
    },
  );

  app.post(
    '/backend/public/api/define_password/:uid',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], params: { type: 'object', required: ['uid'], properties: { uid: { type: 'string', maxLength: 100 } } }, body: passwordBody },
    },
    async (request) => {
      const { password, confirmation } = request.body;
      const { user_id } = await liveLink(knex, request.params.uid);
      const errors = await passwordErrors(password, confirmation, await userContext(knex, user_id));
      if (Object.keys(errors).length > 0) throw invalid(errors, 'password refused');
      const hashed = await hashPassword(password);
      const link = await knex.transaction(async (trx) => {
        const live = await liveLink(trx, request.params.uid);
        // Used once: a second submission of the same link finds it used.
        const claimed = await trx('password_link').where({ id: live.id }).whereNull('used_at').update({ used_at: trx.fn.now() });
        if (!claimed) throw new ApiError(410, ErrorCode.LINK_EXPIRED, 'link expired');
        await trx('user').where({ id: live.user_id }).update({ password: hashed });
        return live;
      });
      // The sessions opened with the former password end.
      app.sessions.forget(link.user_id);
      return { username: link.email };
    },
  );

  app.post(
    '/backend/public/api/notify_lost_password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: { type: 'string', maxLength: 255 } } },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!domainOf(email)) throw invalid({ email: ErrorCode.EMAIL_REQUIRED }, 'an address is needed');
      const [sent] = await counters.hit([{ ...LOST_PASSWORD_MAILS, key: `${request.ip}|${email.toLowerCase()}` }]);
      if (sent.hits > LOST_PASSWORD_MAILS.max) {
        reply.header('retry-after', Math.ceil(sent.expiresInMs / 1000));
        throw new ApiError(429, ErrorCode.TOO_MANY_ATTEMPTS, 'too many requests');
      }
      const user = await knex('user')
        .whereRaw('lower(email) = lower(?)', [email])
        .where({ enabled: true })
        .first('id', 'email', 'first_name', 'roles', 'company_id');
      // An unknown address is reported rather than passed over in silence: the person can try another one.
      if (!user) throw new ApiError(404, ErrorCode.UNKNOWN_EMAIL, 'unknown address', { email: ErrorCode.UNKNOWN_EMAIL });
      await knex.transaction((trx) => sendPasswordLink(trx, mailer, user, 'lost'));
      return { sent: true };
    },
  );

  app.get(
    '/backend/public/api/create_account/:companyUid',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        params: { type: 'object', required: ['companyUid'], properties: { companyUid: { type: 'string', maxLength: 36 } } },
        response: { 200: accountCompanySchema },
      },
    },
    async (request) => {
      const company = await companyByUid(knex, request.params.companyUid);
      return { name: company.name, domains: company.domains };
    },
  );

  app.post(
    '/backend/public/api/create_account',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: accountBody },
    },
    async (request, reply) => {
      const body = request.body;
      const first_name = body.first_name.trim();
      const last_name = body.last_name.trim();
      const email = body.email.trim();
      const errors: FieldErrors = {};
      if (!first_name) errors.first_name = ErrorCode.FIELD_REQUIRED;
      if (!last_name) errors.last_name = ErrorCode.FIELD_REQUIRED;
      const domain = domainOf(email);
      if (!domain) errors.email = ErrorCode.EMAIL_REQUIRED;
      if (Object.keys(errors).length > 0) throw invalid(errors);
      // With the company's link, its domains; without, the one company whose domains hold the address.
      const company = body.companyUid
        ? await companyByUid(knex, body.companyUid)
        : await knex('company')
            .where({ enabled: true })
            .whereRaw('EXISTS (SELECT 1 FROM unnest(domains) d WHERE lower(trim(d)) = ?)', [domain])
            .first('id', 'name', 'domains');
      if (!company || !company.domains.some((allowed: string) => allowed.trim().toLowerCase() === domain))
        throw invalid({ email: ErrorCode.BAD_DOMAIN }, 'domain not allowed for this company');
      await knex.transaction(async (trx) => {
        // Two requests for one address: the unique index on lower(email) keeps one; the other is told it exists.
        if (await accountExists(trx, email)) throw invalid({ email: ErrorCode.ACCOUNT_EXISTS }, 'an account exists');
        const user = await insertUser(trx, {
          gender: body.gender ?? null,
          first_name,
          last_name,
          email,
          company_id: company.id,
          roles: ['ROLE_USER'],
          enabled: true,
        });
        await sendPasswordLink(trx, mailer, user, 'define');
      });
      reply.status(201);
      return { sent: true, company: company.name };
    },
  );
}
