import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteHooks } from '../../server/crud/hooks.ts';
import { forbidden } from '../../server/errors.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { testApp, type TestApp } from '../support/app.ts';

/**
 * The changes of an account by the front office's own rules (a manager keeping the company's users, a person's own
 * profile and password) go through the CRUD engine's writes: the hooks of every account's change run around them,
 * in their transaction, as around an edit in the back office.
 */

let t: TestApp;
const seen: { by: number; before: Record<string, unknown>; input: Record<string, unknown>; after: Record<string, unknown> }[] = [];
const created: { by: number; after: Record<string, unknown>; transactionOpen: boolean }[] = [];
/** A before hook that refuses the write: set by a test to prove the hooks share the write's transaction. */
let refuse: string | null = null;
/** An address a before hook takes first, in the write's transaction, as another request would meanwhile. */
let takenMeanwhile: string | null = null;

beforeAll(async () => {
  t = await testApp();
  const hooks: WriteHooks = {
    beforeUpdate: (_, { before }) => {
      if (refuse && before.email === refuse) throw forbidden();
    },
    afterUpdate: ({ identity }, { before, input, after }) => {
      seen.push({ by: identity.id, before, input, after });
    },
    beforeCreate: async ({ transaction }, { input }) => {
      if (refuse && input.email === refuse) throw forbidden();
      if (takenMeanwhile && input.email === takenMeanwhile)
        await transaction.db.query(`INSERT INTO "user" (email, first_name, last_name) VALUES ($1, 'Autre', 'Personne')`, [input.email]);
    },
    afterCreate: async ({ identity, transaction }, { after }) => {
      // The new row is visible inside the write's transaction only until it commits.
      const inside = await transaction.db.query('SELECT count(*)::int AS n FROM "user" WHERE id = $1', [after.id]);
      created.push({ by: identity.id, after, transactionOpen: inside.rows[0].n === 1 });
    },
  };
  t.app.crud.addHooks('user', hooks);
});
afterAll(() => t.close());

const lastSeen = () => seen.at(-1)!;

describe('an account changed by the front office', () => {
  it('a manager’s edit of a user runs the hooks with who changed it, the record before and after', async () => {
    const [manager, user] = [await t.userId('manager'), await t.userId('user')];
    const response = await t.call('manager', 'POST', '/backend/api/user/edit', { id: user, position: 'Responsable achats' });
    expect(response.statusCode, response.body).toBe(200);
    expect(lastSeen()).toMatchObject({ by: manager, input: { position: 'Responsable achats' }, after: { id: user, position: 'Responsable achats' } });
    expect(lastSeen().before.position).not.toBe('Responsable achats');
    // What the hooks read leaves the password hash out.
    expect(lastSeen().after).not.toHaveProperty('password');
  });

  it('a manager disabling a user runs them too, and the user’s token stops at once', async () => {
    const user = await t.userId('user');
    expect((await t.call('user', 'GET', '/backend/api/security/ping')).statusCode).toBe(200);
    expect((await t.call('manager', 'POST', `/backend/api/user_swap_enabled/${user}`)).json()).toMatchObject({ id: user, enabled: false });
    expect(lastSeen()).toMatchObject({ input: { enabled: false }, before: { enabled: true }, after: { enabled: false } });
    expect((await t.call('user', 'GET', '/backend/api/security/ping')).statusCode).toBe(401);
    expect((await t.call('manager', 'POST', `/backend/api/user_swap_enabled/${user}`)).json()).toMatchObject({ enabled: true });
    t.renewToken('user');
  });

  it('a hotel’s user changes their own password, though no company scopes them', async () => {
    const hotelUser = await t.userId('hotel');
    const password = 'Tilleul-Ardoise-47';
    const response = await t.call('hotel', 'POST', '/backend/api/me/password', { current: DEMO_PASSWORD, password, confirmation: password });
    expect(response.statusCode, response.body).toBe(200);
    expect(lastSeen()).toMatchObject({ by: hotelUser, after: { id: hotelUser } });
    expect(lastSeen().input).toHaveProperty('password');
    expect((await t.call(null, 'POST', '/backend/auth', { username: 'hotel@hotel-demo.fr', password })).statusCode).toBe(200);
  });

  it('a hook refusing the write leaves the account as it was, and the caller is told', async () => {
    const user = await t.userId('user');
    refuse = 'user@acme-demo.fr';
    try {
      const count = seen.length;
      const response = await t.call('manager', 'POST', '/backend/api/user/edit', { id: user, position: 'Jamais écrit' });
      expect(response.statusCode).toBe(403);
      expect(seen).toHaveLength(count);
    } finally {
      refuse = null;
    }
    expect((await t.db.knex('user').where({ id: user }).first('position')).position).not.toBe('Jamais écrit');
  });
});

describe('an account created by the front office', () => {
  const newUser = (email: string) => ({ gender: 'mr', first_name: 'Hugo', last_name: 'Marchand', email, roles: ['ROLE_USER'] });

  it('a manager’s new user runs the create hooks with who created it and the record, in the transaction of its mail', async () => {
    const manager = await t.userId('manager');
    const email = `hooks.${Date.now()}@acme-demo.fr`;
    const response = await t.call('manager', 'POST', '/backend/api/user/create', newUser(email));
    expect(response.statusCode, response.body).toBe(201);
    expect(created.at(-1)).toMatchObject({ by: manager, after: { email, first_name: 'Hugo' }, transactionOpen: true });
    expect(created.at(-1)!.after).not.toHaveProperty('password');
    const user = await t.db.knex('user').where({ email }).first('id');
    expect(created.at(-1)!.after.id).toBe(user.id);
    expect(await t.mailedLink(email, /\/define_password\/([A-Za-z0-9_-]{20,})/)).toBeTruthy();
  });

  it('a hook refusing the new user leaves no account and no mail, and the manager is told', async () => {
    const email = `refused.${Date.now()}@acme-demo.fr`;
    refuse = email;
    try {
      const count = created.length;
      const response = await t.call('manager', 'POST', '/backend/api/user/create', newUser(email));
      expect(response.statusCode).toBe(403);
      expect(created).toHaveLength(count);
    } finally {
      refuse = null;
    }
    expect(await t.db.knex('user').where({ email }).first('id')).toBeUndefined();
    expect(await t.db.knex('maillog').where({ mail_rcpt: email }).first('id')).toBeUndefined();
  });

  it('an address taken meanwhile is refused with its code (110) by the unique index, and nothing of the write is kept', async () => {
    const email = `meanwhile.${Date.now()}@acme-demo.fr`;
    takenMeanwhile = email;
    try {
      const response = await t.call('manager', 'POST', '/backend/api/user/create', newUser(email));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 110, errors: { email: 110 } });
    } finally {
      takenMeanwhile = null;
    }
    expect(await t.db.knex('user').where({ email }).first('id')).toBeUndefined();
  });
});
