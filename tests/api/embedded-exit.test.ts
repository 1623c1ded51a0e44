/**
 * A process that used the embedded PostgreSQL leaves with its own exit code: a failed test run must not pass.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

it('keeps the exit code of a process that started and stopped an embedded cluster, with no exit hook left', { timeout: 120_000 }, () => {
  // Under the project, as the test clusters are: the server may run as another system user, who must reach it.
  const folder = path.resolve('.tmp', `embedded-exit-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  try {
    const script = path.join(folder, 'run.mts');
    writeFileSync(
      script,
      `
      import { startEmbedded } from ${JSON.stringify(path.resolve('server/db/embedded.ts'))};
      const events = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM'] as const;
      const hooks = () => events.map((event) => process.listenerCount(event)).join(',');
      const before = hooks();
      const cluster = await startEmbedded({ dataDir: ${JSON.stringify(path.join(folder, 'pg'))}, ephemeral: true });
      await cluster.stop();
      // No exit or signal hook of the library is left to change how the process ends.
      if (hooks() !== before) {
        console.error('process hooks added: ' + before + ' -> ' + hooks());
        process.exit(4);
      }
      process.exitCode = 3;
    `,
    );
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), [script], { encoding: 'utf8', timeout: 110_000 });
    expect(run.status, run.stderr).toBe(3);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
