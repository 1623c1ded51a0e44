/**
 * Runs the journeys on E2E_WORKERS runners at once (2 by default), each a Playwright shard with its own server and
 * embedded database on its own port, so that no runner sees another's data. Extra arguments go to each runner
 * (a file, --grep ...). Exits with the first failure's code after every runner has finished.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const runners = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const args = process.argv.slice(2);

function run(index: number): Promise<number> {
  const started = Date.now();
  const shard = runners > 1 ? [`--shard=${index + 1}/${runners}`] : [];
  const child = spawn('npx', ['playwright', 'test', ...shard, ...args], {
    env: { ...process.env, E2E_PORT: String(basePort + index), E2E_OUTPUT: `test-results/runner-${index + 1}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = runners > 1 ? `[${index + 1}/${runners}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(label + line));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`${label}journeys finished in ${Math.round((Date.now() - started) / 1000)} s, exit code ${code}`);
      resolve(code ?? 1);
    });
  });
}

// Screenshots of an earlier run must not be taken for this run's.
rmSync('test-results', { recursive: true, force: true });

const codes = await Promise.all(Array.from({ length: runners }, (_, index) => run(index)));
process.exit(codes.find((code) => code !== 0) ?? 0);
