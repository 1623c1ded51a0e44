/**
 * Starting on a data folder already in use: a second instance says plainly that another running instance holds it
 * and what to do (no stack trace); once the first instance's node is killed (SIGKILL), its PostgreSQL keeps running
 * alone, and the next start stops that orphan cleanly and starts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded.ts';

/** Node with the TypeScript loader, in one process (the tsx command would run node as a child of its own). */
const NODE_TS = [process.execPath, '--import', 'tsx'] as const;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

it('refuses a data folder in use by a running instance, and takes over the PostgreSQL a killed one left', { timeout: 150_000 }, async () => {
  // Under the project, as the test clusters are: the server may run as another system user, who must reach it.
  const folder = path.resolve('.tmp', `embedded-start-${process.pid}`);
  const dataDir = path.join(folder, 'data');
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(folder, { recursive: true });
  // An instance holding the folder: the embedded server started, then waiting until it is told to stop.
  const holder = path.join(folder, 'hold.mts');
  writeFileSync(
    holder,
    `
    import { startEmbedded } from ${JSON.stringify(path.resolve('server/db/embedded.ts'))};
    const cluster = await startEmbedded({ dataDir: ${JSON.stringify(dataDir)} });
    process.on('SIGTERM', () => void cluster.stop().then(() => process.exit(0)));
    console.log('ready');
    setInterval(() => {}, 1000);
  `,
  );
  const started: ChildProcess[] = [];
  const hold = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = spawn(NODE_TS[0], [...NODE_TS.slice(1), holder], { stdio: ['ignore', 'pipe', 'pipe'] });
      started.push(child);
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve(child);
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) => reject(new Error(`the holding instance ended (${code}): ${output}`)));
    });
  const postmaster = () => Number(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });

  try {
    const first = await hold();
    const firstPostmaster = postmaster();
    expect(isAlive(firstPostmaster)).toBe(true);

    // A second instance on the same folder: a plain refusal naming the instance that holds it, exit code 1.
    const second = spawnSync(NODE_TS[0], [...NODE_TS.slice(1), 'server/main.ts'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'warn' },
    });
    expect(second.status, second.stderr).toBe(1);
    expect(second.stderr).toContain(`is in use by another running instance (process ${first.pid}`);
    expect(second.stderr).toContain('Stop that instance first');
    expect(second.stderr).not.toMatch(/triggerUncaughtException|\n\s+at /);
    // The first instance's server is untouched.
    expect(isAlive(firstPostmaster)).toBe(true);

    // The first instance's node is killed: its PostgreSQL keeps running alone.
    first.kill('SIGKILL');
    await exited(first);
    expect(isAlive(firstPostmaster)).toBe(true);

    // The next start stops that orphan cleanly and starts its own server on the folder.
    const third = await hold();
    expect(isAlive(firstPostmaster)).toBe(false);
    const thirdPostmaster = postmaster();
    expect(thirdPostmaster).not.toBe(firstPostmaster);
    expect(isAlive(thirdPostmaster)).toBe(true);
    third.kill('SIGTERM');
    await exited(third);
    expect(isAlive(thirdPostmaster)).toBe(false);
  } finally {
    for (const child of started) child.kill('SIGKILL');
    // Whatever server is still running on the folder is stopped before the folder goes.
    try {
      const pid = postmaster();
      process.kill(pid, 'SIGINT');
      for (let tries = 0; tries < 100 && isAlive(pid); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      // No server left.
    }
    rmSync(folder, { recursive: true, force: true });
  }
});
