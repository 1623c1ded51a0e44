/**
 * Which Chromium renders the PDFs and drives the browser journeys: `CHROMIUM_PATH` when set; otherwise the first
 * system Chromium of the candidate list (`CHROMIUM_CANDIDATES`, colon-separated, replaces the default list); otherwise
 * the Chromium packed inside the `@sparticuz/chromium` npm package, unpacked once into the temp folder, so a machine
 * with nothing but `npm install` still renders documents and runs the journeys.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';

export const DEFAULT_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Flags for every launch, whichever Chromium: headless, no first-run or background traffic. The packaged browser's
 * own recommended flags (`chromium.args`) are left out on purpose: they are made for AWS Lambda (one process, web
 * security and site isolation off) and would weaken the isolation a page of booking data is rendered in.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ChromiumBrowser {
  executablePath: string;
  /** True for the browser unpacked from the npm package. */
  packaged: boolean;
  /** Variables the browser process needs on top of ours (the packaged fonts or libraries where the system has none). */
  env: Record<string, string>;
}

/** A Chromium installed on the machine: CHROMIUM_PATH (even when missing, so a wrong setting is not hidden), or a candidate. */
export function systemChromium(env: NodeJS.ProcessEnv = process.env): { path: string | null } | null {
  if (env.CHROMIUM_PATH) return { path: existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null };
  const candidates = env.CHROMIUM_CANDIDATES !== undefined ? env.CHROMIUM_CANDIDATES.split(':').filter(Boolean) : DEFAULT_CANDIDATES;
  const found = candidates.find((candidate) => existsSync(candidate));
  return found ? { path: found } : null;
}

/**
 * The Chromium to launch, or null when there is none: a CHROMIUM_PATH that does not exist is null too (the operator
 * asked for that one). Otherwise the system's is preferred and the packaged one stands in where there is none; with
 * `prefer: 'packaged'` the other way round (the journeys: the package's headless build draws the same pages with
 * about a third less work than a full browser).
 */
export async function resolveChromium(
  env: NodeJS.ProcessEnv = process.env,
  { prefer = 'system' }: { prefer?: 'system' | 'packaged' } = {},
): Promise<ChromiumBrowser | null> {
  const system = systemChromium(env);
  if (env.CHROMIUM_PATH) return system?.path ? { executablePath: system.path, packaged: false, env: {} } : null;
  const packaged = () => packagedChromium().catch(() => null);
  if (prefer === 'packaged') return (await packaged()) ?? (system?.path ? { executablePath: system.path, packaged: false, env: {} } : null);
  return system?.path ? { executablePath: system.path, packaged: false, env: {} } : packaged();
}

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The package's folder (its entry point is `build/cjs/index.cjs`; it exports no `package.json`). */
const packageRoot = () => path.resolve(path.dirname(require.resolve('@sparticuz/chromium')), '..', '..');

/** The version of the packaged Chromium (the npm package's), e.g. "143.0.4". */
export function packagedVersion(): string {
  return (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

interface Unpacked {
  version: string;
  /** The libraries the binary links to (NSS, expat) come from the package: the system has none. */
  libraries: boolean;
}

let unpacking: Promise<ChromiumBrowser> | null = null;

/**
 * The packaged Chromium, unpacked into the temp folder where the package always puts it (`<tmp>/chromium`, fonts in
 * `<tmp>/fonts`). Several processes may ask at once (the journeys' runner, the server under test, test workers),
 * and the package would hand a half-written binary to the second one; so one process unpacks under a lock folder
 * and writes a ready mark, and the others wait for the mark.
 */
export function packagedChromium(): Promise<ChromiumBrowser> {
  unpacking ??= unpackOnce().catch((error: unknown) => {
    unpacking = null;
    throw error;
  });
  return unpacking;
}

async function unpackOnce(): Promise<ChromiumBrowser> {
  const tmp = tmpdir();
  const binary = path.join(tmp, 'chromium');
  const mark = path.join(tmp, 'chromium.ready.json');
  const lock = path.join(tmp, 'chromium.unpacking');
  const version = packagedVersion();
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ready = await readMark(mark);
    if (ready?.version === version && existsSync(binary)) return browserOf(binary, ready);
    try {
      await mkdir(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a killed process is taken over; unpacking takes seconds, not minutes.
      if (Date.now() - lockAge(lock) > 120_000) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('timed out waiting for another process to unpack Chromium', { cause: error });
      await sleep(200);
      continue;
    }
    try {
      const unpacked = await unpackLocked(tmp, binary, version);
      await writeFile(mark, JSON.stringify(unpacked));
      return browserOf(binary, unpacked);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

function lockAge(lock: string): number {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return Date.now();
  }
}

async function readMark(mark: string): Promise<Unpacked | null> {
  try {
    return JSON.parse(await readFile(mark, 'utf8')) as Unpacked;
  } catch {
    return null;
  }
}

async function unpackLocked(tmp: string, binary: string, version: string): Promise<Unpacked> {
  const { default: chromium } = await import('@sparticuz/chromium');
  // Without a mark this binary may be half written, or from another version of the package: unpack it again.
  await rm(binary, { force: true });
  await rm(path.join(tmp, 'fonts'), { recursive: true, force: true });
  const unpacked = await chromium.executablePath();
  if (unpacked !== binary) throw new Error(`the packaged Chromium was unpacked to ${unpacked}, not ${binary}`);
  if (await starts(binary, {})) return { version, libraries: false };
  // A bare system lacks the few libraries the binary links to; the package carries them for Amazon Linux.
  unpackLibraries(tmp);
  if (await starts(binary, librariesEnv(tmp))) return { version, libraries: true };
  throw new Error('the packaged Chromium does not start on this system');
}

async function starts(binary: string, env: Record<string, string>): Promise<boolean> {
  try {
    const { stdout } = await run(binary, ['--version'], { env: { ...process.env, ...env }, timeout: 30_000 });
    return stdout.includes('Chromium');
  } catch {
    return false;
  }
}

const librariesEnv = (tmp: string) => ({ LD_LIBRARY_PATH: [path.join(tmp, 'chromium-lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') });

/** The package's `al2023.tar.br`: a brotli-compressed tar of plain files under `lib/`, read without a tar library. */
function unpackLibraries(tmp: string): void {
  const archive = brotliDecompressSync(readFileSync(path.join(packageRoot(), 'bin', 'al2023.tar.br')));
  const folder = path.join(tmp, 'chromium-lib');
  const field = (offset: number, length: number) =>
    archive
      .subarray(offset, offset + length)
      .toString('latin1')
      .replace(/\0.*$/s, '')
      .trim();
  for (let offset = 0; offset + 512 <= archive.length;) {
    const name = field(offset, 100);
    if (!name) break;
    const size = parseInt(field(offset + 124, 12) || '0', 8);
    const type = field(offset + 156, 1);
    if ((type === '0' || type === '') && name.startsWith('lib/')) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, path.basename(name)), archive.subarray(offset + 512, offset + 512 + size), { mode: 0o755 });
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}

function browserOf(binary: string, unpacked: Unpacked): ChromiumBrowser {
  const tmp = path.dirname(binary);
  const env: Record<string, string> = unpacked.libraries ? librariesEnv(tmp) : {};
  // The package's fonts (Open Sans) stand in only where the system has no fontconfig: its own fonts are richer.
  if (!existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = path.join(tmp, 'fonts');
  return { executablePath: binary, packaged: true, env };
}
