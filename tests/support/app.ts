import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { COUNTED_ROWS } from '../../entities/listCount.ts';
import { buildApp } from '../../server/app.ts';
import { connect, withDatabase, type Database } from '../../server/db/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { cloneDatabase, dropDatabase } from './databases.ts';
import { mailedLink, readOutbox, type SentMail } from './outbox.ts';

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]['role'];

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Signs an account in (the demo account of a role, or any account by its address) and answers its token. */
  signIn(who: Account, password?: string): Promise<string>;
  /** A token of an account with the demo password, signed in once and kept. */
  tokenOf(who: Account): Promise<string>;
  /** The account's session has ended (disabled, demoted, given a new password): sign in again. */
  renewToken(who: Account): void;
  /** A request as an account (a role's demo account, or one by its address), or anonymous. */
  call(who: Account | null, method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** The folder the app's sent mails are written to (the recipients' mailboxes, as far as a test goes). */
  outbox: string;
  /**
   * Sends the queued mails whose try has come, as the app's worker would (the test apps take no jobs by themselves:
   * a test says when mails go out); `early` also tries those waiting for a later try. Answers how many were tried.
   */
  deliverMails(options?: { early?: boolean }): Promise<number>;
  /** The mails sent so far, the newest first, once the queued ones are delivered. */
  sentMails(): Promise<SentMail[]>;
  /** The link of the newest mail sent to `address` that matches `pattern` (its first group when it has one). */
  mailedLink(address: string, pattern: RegExp): Promise<string>;
  /** The id of a demo company, by its name. */
  companyId(name: string): Promise<number>;
  /** The id of an account (a role's demo account, or one by its address). */
  userId(who: Account): Promise<number>;
  /** The hotel an account of a hotel belongs to. */
  hotelOf(who: Account): Promise<number>;
  /** Another instance of the platform on the same database, with its own connections, as behind a load balancer. */
  anotherInstance(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** The PUBLIC_URL of test apps: every mailed link starts at one of its sites. */
export const TEST_PUBLIC_URL = 'http://booking.test';

export const usernameOf = (role: DemoRole) => DEMO_ACCOUNTS.find((account) => account.role === role)!.email;

/** A demo role, or an account's address (addresses hold an @, role names never do). */
export type Account = DemoRole | (string & {});
const addressOf = (who: Account) => (who.includes('@') ? who : usernameOf(who as DemoRole));

/** The app on a database of its own, cloned from the seeded template. */
export async function testApp(
  options: {
    tokenLifetime?: string;
    webRoot?: string;
    cardEncryptionKey?: Buffer;
    logger?: object;
    trustProxy?: string;
    metricsToken?: string;
    work?: boolean;
    smtpUrl?: string;
  } = {},
): Promise<TestApp> {
  const serverUrl = inject('serverUrl');
  const name = `booking_test_${randomBytes(6).toString('hex')}`;
  await cloneDatabase(serverUrl, inject('templateDatabase'), name);
  const db = connect(withDatabase(serverUrl, name), { poolSize: 4 });
  const outbox = await mkdtemp(path.join(tmpdir(), 'booking-outbox-'));
  const build = (database: Database) =>
    buildApp({ db: database, jwtSecret: 'test-secret-of-at-least-32-characters!', publicUrl: TEST_PUBLIC_URL, outbox, work: false, ...options });
  const app = await build(db);
  const tokens = new Map<string, string>();

  async function signIn(who: Account, password = DEMO_PASSWORD) {
    const response = await app.inject({ method: 'POST', url: '/backend/auth', payload: { username: addressOf(who), password } });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${who} failed: ${response.body}`);
    return response.json().token as string;
  }

  async function tokenOf(who: Account) {
    const address = addressOf(who);
    if (!tokens.has(address)) tokens.set(address, await signIn(address));
    return tokens.get(address)!;
  }

  const accountRow = async (who: Account) => {
    const row = await db
      .knex('user')
      .where({ email: addressOf(who) })
      .first('id', 'hotel_id');
    if (!row) throw new Error(`no account ${who}`);
    return row as { id: number; hotel_id: number | null };
  };

  return {
    app,
    db,
    signIn,
    tokenOf,
    renewToken(who) {
      tokens.delete(addressOf(who));
    },
    async call(who, method, url, payload) {
      const headers = who ? { authorization: `Bearer ${await tokenOf(who)}` } : {};
      return app.inject({ method: method as 'GET', url, payload: payload as object, headers });
    },
    outbox,
    deliverMails: (deliver) => app.mailDelivery.deliverWaiting(app.queue, deliver),
    async sentMails() {
      await app.mailDelivery.deliverWaiting(app.queue);
      return readOutbox(outbox);
    },
    async mailedLink(address, pattern) {
      await app.mailDelivery.deliverWaiting(app.queue);
      return mailedLink(outbox, address, pattern);
    },
    async companyId(name) {
      const row = await db.knex('company').where({ name }).first('id');
      if (!row) throw new Error(`no company ${name}`);
      return row.id as number;
    },
    userId: async (who) => (await accountRow(who)).id,
    hotelOf: async (who) => (await accountRow(who)).hotel_id!,
    async anotherInstance() {
      const other = connect(withDatabase(serverUrl, name), { poolSize: 4 });
      const instance = await build(other);
      return {
        app: instance,
        async close() {
          await instance.close();
          await other.close();
        },
      };
    },
    async close() {
      await app.close();
      await db.close();
      await dropDatabase(serverUrl, name);
      await rm(outbox, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file: started before its tests on a database of its own, closed after them. It is named once at
 * the top of the file and stands for the started app from the first hook or test on (read earlier, it throws).
 */
export function fileApp(options?: Parameters<typeof testApp>[0]): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await testApp(options);
  });
  afterAll(() => started?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!started) throw new Error('the test app is read before it started');
      return started[key as keyof TestApp];
    },
  });
}

/** A token whose account was deleted after it signed in: the token still verifies until it expires. */
export async function deletedAccountToken(t: TestApp): Promise<string> {
  const email = `gone.${randomBytes(4).toString('hex')}@acme-demo.fr`;
  const company = (await t.db.knex('company').where({ name: 'Acme Industries' }).first('id')).id;
  const created = await t.call('admin', 'POST', '/backend/api/users', {
    first_name: 'Gone',
    last_name: 'Soon',
    email,
    roles: ['ROLE_USER'],
    password: DEMO_PASSWORD,
    company,
  });
  const login = await t.app.inject({ method: 'POST', url: '/backend/auth', payload: { username: email, password: DEMO_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`login of ${email} failed: ${login.body}`);
  await t.db.knex('user').where({ id: created.json().id }).delete();
  return login.json().token;
}

/** `?sort=…&range=…&filter=…` as react-admin sends them. */
export function listQuery(params: { sort?: [string, string]; range?: [number, number]; filter?: Record<string, unknown> }): string {
  const search = new URLSearchParams();
  if (params.sort) search.set('sort', JSON.stringify(params.sort));
  if (params.range) search.set('range', JSON.stringify(params.range));
  if (params.filter) search.set('filter', JSON.stringify(params.filter));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The total of a Content-Range header: `news 0-24/319` → 319; past the rows a list counts, `*`. */
export function totalOf(response: LightMyRequestResponse): number | '*' {
  const total = String(response.headers['content-range']).split('/')[1];
  return total === '*' ? total : Number(total);
}

/** The total a first page gives for `rows` matching rows: the number, or `*` past the rows a list counts. */
export const countedTotal = (rows: number): number | '*' => (rows > COUNTED_ROWS ? '*' : rows);

/** Runs `work` and counts the statements the generated routes send to the database meanwhile. */
export async function countingStatements<T>(db: Database, work: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const query = db.pool.query.bind(db.pool);
  let calls = 0;
  db.pool.query = ((...args: Parameters<typeof query>) => {
    calls++;
    return query(...args);
  }) as typeof db.pool.query;
  try {
    return { result: await work(), calls };
  } finally {
    db.pool.query = query;
  }
}

/** A logger for testApp whose lines (JSON, one per entry) are kept in `lines`, to read what the server logged. */
export function capturedLog(level = 'info'): { lines: string[]; logger: object } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level, stream } };
}
