/**
 * Runs the journeys on E2E_WORKERS runners at once (2 by default), each with its own server and embedded database on
 * its own port, so that no runner sees another's data. Extra arguments go to each runner (--grep ...). Exits with the
 * first failure's code after every runner has finished.
 *
 * The whole suite is shared out by file, by the seconds each file took (durations.json; a file not listed counts as
 * the middle one), so that the runners finish together: Playwright's own shards hold as many tests each, and the
 * journeys' lengths differ a hundredfold. Named files are shared out by Playwright's shards.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const runners = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const args = process.argv.slice(2);

/** The spec files of each runner, the longest first, each to the runner with the least to do so far. */
function shareOut(): string[][] {
  const seconds = JSON.parse(readFileSync(new URL('durations.json', import.meta.url), 'utf8')) as Record<string, number>;
  const known = Object.values(seconds).sort((a, b) => a - b);
  const middle = known[Math.floor(known.length / 2)] ?? 1;
  const files = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.spec.ts'));
  const shares = Array.from({ length: runners }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of files.sort((a, b) => (seconds[b] ?? middle) - (seconds[a] ?? middle) || a.localeCompare(b))) {
    const lightest = shares.reduce((least, share) => (share.seconds < least.seconds ? share : least));
    lightest.files.push(`tests/e2e/${file}`);
    lightest.seconds += seconds[file] ?? middle;
  }
  return shares.map((share) => share.files);
}

const namesFiles = args.some((arg) => arg.endsWith('.ts'));
const shares = runners > 1 && !namesFiles ? shareOut() : null;

function run(index: number): Promise<number> {
  const started = Date.now();
  const part = shares ? shares[index] : runners > 1 ? [`--shard=${index + 1}/${runners}`] : [];
  const child = spawn('npx', ['playwright', 'test', ...part, ...args], {
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
