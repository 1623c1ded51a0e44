/**
 * Runs the journeys on E2E_WORKERS runners at once (2 by default), each with its own server and embedded database on
 * its own port, so that no runner sees another's data. Extra arguments go to each runner (--grep ...). Exits with the
 * first failure's code after every runner has finished.
 *
 * The whole suite is shared out by file, by the seconds each file took (durations.json; a file not listed counts as
 * the middle one), so that the runners finish together: Playwright's own shards hold as many tests each, and the
 * journeys' lengths differ a hundredfold. Named files are shared out by Playwright's shards.
 *
 * At the end it names the longest journeys; with E2E_RECORD_DURATIONS=1, a run of the whole suite writes each file's
 * seconds to durations.json for the next runs.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

interface ReportSuite {
  file?: string;
  specs?: { title: string; tests: { results: { duration: number }[] }[] }[];
  suites?: ReportSuite[];
}

/** Each test's seconds, with its file, from the runners' JSON reports (playwright.config.ts). */
function testSeconds(): { file: string; title: string; seconds: number }[] {
  const tests: { file: string; title: string; seconds: number }[] = [];
  const walk = (suite: ReportSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      const milliseconds = spec.tests.flatMap((entry) => entry.results).reduce((sum, result) => sum + result.duration, 0);
      tests.push({ file, title: spec.title, seconds: milliseconds / 1000 });
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (let index = 0; index < runners; index++) {
    const report = `test-results/runner-${index + 1}-report.json`;
    if (!existsSync(report)) continue;
    for (const suite of (JSON.parse(readFileSync(report, 'utf8')) as { suites: ReportSuite[] }).suites) walk(suite, suite.file!.replace(/^.*\//, ''));
  }
  return tests;
}

const codes = await Promise.all(Array.from({ length: runners }, (_, index) => run(index)));
const tests = testSeconds();
console.log('longest journeys:');
for (const entry of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 8))
  console.log(`${entry.seconds.toFixed(0).padStart(5)} s  ${entry.file} › ${entry.title}`);
if (process.env.E2E_RECORD_DURATIONS === '1' && args.length === 0) {
  const perFile: Record<string, number> = {};
  for (const entry of tests) perFile[entry.file] = (perFile[entry.file] ?? 0) + entry.seconds;
  const sorted = Object.fromEntries(
    Object.keys(perFile)
      .sort()
      .map((file) => [file, Math.max(1, Math.round(perFile[file]))]),
  );
  writeFileSync(new URL('durations.json', import.meta.url), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`durations.json: ${Object.keys(sorted).length} files`);
}
process.exit(codes.find((code) => code !== 0) ?? 0);
