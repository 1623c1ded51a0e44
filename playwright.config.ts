import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './server/documents/chromium.ts';
import { EXPECT_TIMEOUT, TEST_TIMEOUT } from './tests/e2e/timeouts.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const OUTPUT = process.env.E2E_OUTPUT ?? 'test-results/playwright';

// The journeys' browser: the headless build packed in the npm package (unpacked once, before any browser starts; the
// runner and each worker read this config, and all find the same one), which draws the same pages with about a third
// less work than a full browser, while the server under test renders its PDFs in the system's Chromium when there is
// one. E2E_CHROMIUM=system swaps the two: the journeys in the system's full Chromium, the PDFs in the packaged one.
// CHROMIUM_PATH names the one browser of both.
const swapped = process.env.E2E_CHROMIUM === 'system';
const chromium = swapped ? await resolveChromium() : await resolveChromium(process.env, { prefer: 'packaged' });
if (!chromium || (swapped && chromium.packaged))
  throw new Error(
    `no Chromium to run the journeys: ${process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist` : swapped ? 'E2E_CHROMIUM=system and the system has none' : 'the packaged one did not start'}`,
  );
const serverChromium = swapped && !process.env.CHROMIUM_PATH ? 'CHROMIUM_CANDIDATES= ' : '';

export default defineConfig({
  testDir: 'tests/e2e',
  // tests/e2e/run.ts gives each parallel runner its own folder: a runner empties its folder when it starts.
  outputDir: OUTPUT,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: TEST_TIMEOUT,
  expect: { timeout: EXPECT_TIMEOUT },
  // The JSON report gives tests/e2e/run.ts each file's seconds (durations.json).
  reporter: [['list'], ['json', { outputFile: `${OUTPUT}-report.json` }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The journeys take their own screenshots where a screen is worth a look (support.ts, shot); the last frame is kept
    // only of a journey that failed.
    screenshot: 'only-on-failure',
    // The journeys' reader asked for less motion (common/theme.ts): no frame is drawn for a ripple or a fade, and a
    // dialog is there at once. E2E_MOTION=full draws them, as the smoke journeys through the load balancer do.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    // Tracing records every frame and DOM change of every journey, a third of the browser's work: E2E_TRACE=1 keeps
    // the trace of each failed journey, for a run that looks for a cause.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromium.executablePath,
      // V8 without its helper threads (concurrent marking, parallel scavenges, background compiles): the journeys'
      // browsers share the processor with their servers and databases, where those threads only contend, and the same
      // journeys took a tenth less processor time on the main thread alone.
      args: [...CHROMIUM_ARGS, '--js-flags=--single-threaded'],
      ...(Object.keys(chromium.env).length > 0 && { env: { ...process.env, ...chromium.env } }),
    },
  },
  // E2E_EXTERNAL=1: the journeys go to a platform already running at E2E_PORT (two instances behind a load balancer,
  // tests/cluster/run.ts) rather than to a server of their own.
  webServer:
    process.env.E2E_EXTERNAL === '1'
      ? undefined
      : {
          // A fresh embedded database each run, so journeys start from the demo data.
          command: `rm -rf .tmp/e2e-${PORT} && env -u DATABASE_URL ${serverChromium}DATA_DIR=.tmp/e2e-${PORT} PORT=${PORT} LOG_LEVEL=warn tsx server/main.ts`,
          url: `http://localhost:${PORT}/backend/docs/json`,
          timeout: 120_000,
          reuseExistingServer: false,
        },
});
