import type { FastifyInstance } from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { PHONE_PATTERN } from '../../entities/kit.ts';
import { COMPANY_ROLES, type Role } from '../../entities/roles.ts';
import { accountExists, domainOf, sendPasswordLink } from '../auth/accounts.ts';
import { withinKnex } from '../crud/transaction.ts';
import { findIdentityRow, toIdentity } from '../auth/identity.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { passwordErrors, userContext } from '../auth/passwordPolicy.ts';
import { signSession } from '../auth/session.ts';
import { forbidden, invalid, notFound } from '../errors.ts';
import { companyDomains, profileOf, userById, userOut } from './queries.ts';

/**
 * A company's users as its managers keep them, and every person's own profile and password: the rules the routes
 * (routes.ts) apply.
 */

const PHONE = new RegExp(PHONE_PATTERN);

export interface UserInput {
  gender?: string | null;
  first_name?: string;
  last_name?: string;
  email?: string;
  roles?: Role[];
  position?: string | null;
  landline?: string | null;
  mobile_phone?: string | null;
  enabled?: boolean;
}

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

/** The company a manager keeps the users of; only a company's people have one. */
export function managedCompany(identity: Identity): number {
  if (!identity.company) throw forbidden();
  return identity.company.id;
}

export class UserService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly tokenLifetime: string,
  ) {}

  /** A user of the manager's company, who chooses a password through a mailed link: nobody else ever knows it. */
  async create(manager: Identity, input: UserInput) {
    const { knex, mailer } = this.app;
    const companyId = managedCompany(manager);
    const { values, errors } = cleanUser(input, await companyDomains(knex, companyId));
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const user = await knex.transaction(async (trx) => {
      if (await accountExists(trx, values.email as string)) throw invalid({ email: ErrorCode.ACCOUNT_EXISTS }, 'an account exists');
      // Through the engine, so that what follows every new account follows this one (its create hooks), in the
      // transaction that also queues the mail of its password link.
      const created = await this.app.crud
        .service('user')
        .createChecked({ identity: manager, transaction: withinKnex(trx) }, { ...values, company_id: companyId, enabled: values.enabled ?? true });
      await sendPasswordLink(
        trx,
        mailer,
        {
          id: created.id as number,
          email: created.email as string,
          first_name: created.first_name as string,
          roles: created.roles as Role[],
          company_id: companyId,
        },
        'define',
      );
      return (await userById(trx, created.id as number))!;
    });
    return userOut(user);
  }

  async edit(manager: Identity, id: number, input: UserInput) {
    const { knex } = this.app;
    const companyId = managedCompany(manager);
    const current = await knex('user').where({ id, company_id: companyId }).first('id', 'email', 'roles');
    if (!current) throw notFound();
    // An address kept as it was stays valid even if the company's domains changed since.
    const emailChanged = input.email !== undefined && input.email.trim().toLowerCase() !== current.email.toLowerCase();
    const { values, errors } = cleanUser(input, emailChanged ? await companyDomains(knex, companyId) : null);
    // A manager cannot lock themselves out of the users screen.
    if (id === manager.id && ((values.roles && !(values.roles as Role[]).includes('ROLE_MANAGER')) || values.enabled === false)) {
      errors[values.enabled === false ? 'enabled' : 'roles'] = ErrorCode.MUST_BE_MANAGER;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    if (values.roles) {
      // Roles outside the company's (agency, hotel) are not the manager's to give or take.
      values.roles = [...(values.roles as Role[]), ...(current.roles as Role[]).filter((role) => !COMPANY_ROLES.includes(role))];
    }
    // The unique index on the address refuses one taken meanwhile with the same code (110).
    if (emailChanged && (await accountExists(knex, values.email as string, id))) throw invalid({ email: ErrorCode.ACCOUNT_EXISTS }, 'an account exists');
    await this.change(manager, id, values);
    return userOut((await userById(knex, id))!);
  }

  /** Enables a disabled user of the company, or disables an enabled one: a disabled user can no longer sign in. */
  async swapEnabled(manager: Identity, id: number) {
    managedCompany(manager);
    // The manager's own account is enabled (they are signed in): swapping it would lock them out.
    if (id === manager.id) throw invalid({ enabled: ErrorCode.SELF_DISABLE }, 'a manager cannot disable themself');
    await this.change(manager, id, (before) => ({ enabled: !before.enabled }));
    return userOut((await userById(this.app.knex, id))!);
  }

  /** The person's own choice to have the vouchers of their bookings mailed to the travellers too. */
  async swapSendVoucher(person: Identity) {
    managedCompany(person);
    const after = await this.change(person, person.id, (before) => ({ send_voucher_to_travellers: !before.send_voucher_to_travellers }));
    return { sendVoucherToTravellers: after.send_voucher_to_travellers as boolean };
  }

  /** Mails an enabled user of the company a link to define a password. */
  async sendPasswordLink(manager: Identity, id: number) {
    const { knex, mailer } = this.app;
    const user = await knex('user')
      .where({ id, company_id: managedCompany(manager), enabled: true })
      .first('id', 'email', 'first_name', 'roles', 'company_id');
    if (!user) throw notFound();
    await knex.transaction((trx) => sendPasswordLink(trx, mailer, user, 'define'));
    return { sent: true };
  }

  async profile(person: Identity) {
    const profile = await profileOf(this.app.knex, person.id);
    // The account may be gone while its token still runs.
    if (!profile) throw notFound();
    return profile;
  }

  async updateProfile(person: Identity, { email2, ...rest }: Omit<UserInput, 'email' | 'roles' | 'enabled'> & { email2?: string | null }) {
    const { values, errors } = cleanUser(rest, null);
    if (email2 !== undefined) {
      values.email2 = email2?.trim() || null;
      if (values.email2 && !domainOf(values.email2 as string)) errors.email2 = ErrorCode.EMAIL_REQUIRED;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await this.change(person, person.id, values);
    return this.profile(person);
  }

  /** A new password, and a new token: every token issued before, the caller's among them, stops working. */
  async changePassword(
    person: Identity & { impersonator?: unknown },
    { current, password, confirmation }: { current: string; password: string; confirmation: string },
  ) {
    const { knex } = this.app;
    // Someone impersonating a user does not get to change the password the user signs in with.
    if (person.impersonator) throw forbidden();
    const row = await knex('user').where({ id: person.id }).first('password');
    if (!(await verifyPassword(row?.password, current))) throw invalid({ current: ErrorCode.CURRENT_PASSWORD_WRONG }, 'current password incorrect');
    const errors = await passwordErrors(password, confirmation, await userContext(knex, person.id));
    if (Object.keys(errors).length > 0) throw invalid(errors, 'password refused');
    await this.change(person, person.id, { password: await hashPassword(password) });
    const account = await findIdentityRow(knex, person.id);
    if (!account) throw notFound();
    return { changed: true, token: signSession(this.app, { identity: toIdentity(account), version: account.session_version, lifetime: this.tokenLifetime }) };
  }

  /**
   * A change of an account these rules allowed, made through the engine so that what follows every account's change
   * follows it too (the account's tokens checked again at once, server/auth/accountHooks.ts); 404 when the account is
   * not within the caller's company.
   */
  private async change(caller: Identity, id: number, input: Record<string, unknown> | ((before: Record<string, unknown>) => Record<string, unknown>)) {
    const after = await this.app.crud.service('user').updateChecked({ identity: caller }, id, input);
    if (!after) throw notFound();
    return after;
  }
}
