import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './server/documents/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// The same Chromium as the server's PDFs: CHROMIUM_PATH, else the system's, else the npm package's (unpacked once,
// before any browser starts; the runner and each worker read this config, and all find the same one).
const chromium = await resolveChromium();
if (!chromium) throw new Error(`no Chromium to run the journeys: ${process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist` : 'the packaged one did not start'}`);

export default defineConfig({
  testDir: 'tests/e2e',
  // tests/e2e/run.ts gives each parallel runner its own folder: a runner empties its folder when it starts.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium.executablePath,
      args: CHROMIUM_ARGS,
      ...(Object.keys(chromium.env).length > 0 && { env: { ...process.env, ...chromium.env } }),
    },
  },
  webServer: {
    // A fresh embedded database each run, so journeys start from the demo data.
    command: `rm -rf .tmp/e2e-${PORT} && env -u DATABASE_URL DATA_DIR=.tmp/e2e-${PORT} PORT=${PORT} LOG_LEVEL=warn tsx server/main.ts`,
    url: `http://localhost:${PORT}/backend/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
