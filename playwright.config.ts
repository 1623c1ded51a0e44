import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium (or CHROMIUM_PATH); where neither exists, the Chrome that puppeteer downloaded. */
function chromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

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
      executablePath: chromium(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
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
