/**
 * Loads the generated mail-log list (25 rows of one company, newest first, with the total) and the same two
 * statements behind a minimal hand-written Fastify + pg route, on 200,000 mail-log rows, and prints both.
 * Everything runs on loopback with a bounded duration; the embedded cluster is thrown away at the end.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { startEmbedded } from '../../server/db/embedded.ts';
import { connect, withDatabase } from '../../server/db/index.ts';
import { migrate, seedIfEmpty } from '../../server/db/migrate.ts';
import { ensureDatabase } from '../../server/db/provision.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const COMPANIES = 100;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const run = promisify(execFile);

const dataDir = path.resolve('.tmp', 'bench-pg');
await rm(dataDir, { recursive: true, force: true });
const cluster = await startEmbedded({ dataDir, ephemeral: true });
await ensureDatabase(cluster.url, 'bench');
const url = withDatabase(cluster.url, 'bench');
const db = connect(url);

try {
  await migrate(db.knex);
  await seedIfEmpty(db.knex);
  console.log(`filling the mail log with ${ROWS} rows over ${COMPANIES} companies…`);
  await db.knex.raw(`INSERT INTO company (name, city) SELECT 'Bench company ' || n, 'Paris' FROM generate_series(1, ?) n`, [COMPANIES - 3]);
  await db.knex.raw(`
    INSERT INTO maillog (send_at, mail_rcpt, subject, template, body, company_id)
    SELECT now() - (n || ' minutes')::interval, 'traveller' || n || '@example.test', 'Votre réservation BK' || n || ' est confirmée',
           'booking.confirmed', '<p>Votre réservation BK' || n || ' est confirmée.</p>', c.ids[1 + n % array_length(c.ids, 1)]
    FROM generate_series(1, ?) n, (SELECT array_agg(id ORDER BY id) AS ids FROM company) c`, [ROWS]);
  // A production table is kept all-visible by autovacuum, which lets the total come from an index-only scan; the
  // first vacuum after a bulk load may not get there yet, so vacuum until it does.
  for (let pass = 0; pass < 5; pass++) {
    await db.knex.raw('VACUUM ANALYZE maillog');
    const { relallvisible, relpages } = await db.knex('pg_class').where({ relname: 'maillog' }).first('relallvisible', 'relpages');
    if (relallvisible >= relpages) break;
  }
  const { id: company } = await db.knex('company').where({ name: 'Acme Industries' }).first('id');

  // The generated endpoint, as the platform serves it.
  const app = await buildApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret' });
  const generatedBase = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${generatedBase}/backend/auth`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@agence-demo.fr', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const query = new URLSearchParams({ filter: JSON.stringify({ company }), sort: '["send_at","DESC"]', range: '[0,24]' });
  const generatedUrl = `${generatedBase}/backend/api/mail-logs?${query}`;

  // The same two statements, written by hand.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const plain = Fastify();
  plain.get<{ Querystring: { company: string } }>('/maillog', async (request, reply) => {
    const companyId = Number(request.query.company);
    const [rows, total] = await Promise.all([
      pool.query('SELECT id, send_at, mail_rcpt, mail_bcc, subject, template, body, company_id AS company, user_id AS "user" FROM maillog WHERE company_id = $1 ORDER BY send_at DESC, id DESC LIMIT 25 OFFSET 0', [companyId]),
      pool.query('SELECT count(*)::int AS total FROM maillog WHERE company_id = $1', [companyId]),
    ]);
    reply.header('Content-Range', `mail-logs 0-${rows.rowCount! - 1}/${total.rows[0].total}`);
    return rows.rows;
  });
  const plainBase = await plain.listen({ port: 0, host: '127.0.0.1' });
  const plainUrl = `${plainBase}/maillog?company=${company}`;

  const check = await fetch(generatedUrl, { headers: { authorization: `Bearer ${token}` } });
  const sample = (await check.json()) as unknown[];
  console.log(`generated list: HTTP ${check.status}, ${sample.length} rows, Content-Range ${check.headers.get('content-range')}`);
  if (check.status !== 200 || sample.length !== 25) throw new Error('the generated list did not answer a page of 25 rows');

  /** autocannon in its own process, so the load generator does not share the servers' event loop. */
  async function load(name: string, target: string, headers: string[] = []) {
    const args = ['-c', String(CONNECTIONS), '-d', String(DURATION), '-j', ...headers.flatMap((h) => ['-H', h]), target];
    await run('node_modules/.bin/autocannon', ['-c', String(CONNECTIONS), '-d', '2', ...headers.flatMap((h) => ['-H', h]), target]); // warm-up
    const { stdout } = await run('node_modules/.bin/autocannon', args, { maxBuffer: 10 * 1024 * 1024 });
    const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
    if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    console.log(`${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} requests/s   p99 ${result.latency.p99} ms`);
    return result.requests.average;
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, on loopback`);
  const handWritten = await load('hand-written route', plainUrl);
  const generated = await load('generated endpoint', generatedUrl, [`authorization=Bearer ${token}`]);
  console.log(`\nratio generated / hand-written: ${(generated / handWritten).toFixed(2)} (target 0.90 or more)`);

  await app.close();
  await plain.close();
  await pool.end();
} finally {
  await db.close();
  await cluster.stop();
  await rm(dataDir, { recursive: true, force: true });
}
