import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { connect } from './db/index.ts';
import { migrate, seedIfEmpty } from './db/migrate.ts';
import { provisionDatabase } from './db/provision.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

/** JWT_SECRET when given; otherwise a secret made once and kept in the data folder, so sessions survive restarts. */
async function jwtSecret(): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

const { url, cluster } = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const db = connect(url, { poolSize: Number(process.env.DB_POOL_SIZE ?? 10) });
await migrate(db.knex);
const seeded = await seedIfEmpty(db.knex);

const app = await buildApp({
  db,
  jwtSecret: await jwtSecret(),
  webRoot: path.join(root, 'dist', 'web'),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: process.env.TRUST_PROXY ?? false,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await db.close();
  await cluster?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port, host });
if (seeded) app.log.info('demo data seeded: see README.md for the demo logins');
app.log.info(`default site http://localhost:${port}  contingents http://contingents.localhost:${port}  training http://formation.localhost:${port}`);
