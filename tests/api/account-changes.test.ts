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
/** A before hook that refuses the write: set by a test to prove the hooks share the write's transaction. */
let refuse: string | null = null;

beforeAll(async () => {
  t = await testApp();
  const hooks: WriteHooks = {
    beforeUpdate: (_, { before }) => {
      if (refuse && before.email === refuse) throw forbidden();
    },
    afterUpdate: ({ identity }, { before, input, after }) => {
      seen.push({ by: identity.id, before, input, after });
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
