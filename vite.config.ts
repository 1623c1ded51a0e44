import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The unit test files that change what every module sees (a stubbed global, the time zone, a mocked module): each runs
 * in a fresh module graph. The others share their worker's, as the API tests do: importing the same modules again per
 * file was most of their time.
 */
const STUBS_GLOBALS = /\bvi\.(mock|stubGlobal|stubEnv|useFakeTimers)\b|process\.env\.TZ\s*=/;
const unitFiles = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `tests/unit/${file}`);
const isolatedUnitFiles = unitFiles.filter((file) => STUBS_GLOBALS.test(readFileSync(file, 'utf8')));

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built script and style, at the strongest settings: they are
 * made once here, and the server sends the copy the browser accepts (server/static.ts), with no work per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir!, name);
          const body = await readFile(file);
          // Below one packet compression saves nothing worth a second request header.
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * A loader drawn by the page itself inside the apps' root, shown until React's first render replaces it: on a slow
 * link the scripts take seconds, and a blank page reads as broken. HTML and CSS only: the Content-Security-Policy
 * allows no inline script (server/static.ts), so the page cannot read the browser's language and says it in both.
 * It fades in after 0.3 s, so that a fast start does not flash it. The spinner takes the page's theme colour;
 * the body's margin is CssBaseline's, so the loader does not move when the app's styles arrive.
 */
function bootLoader(): Plugin {
  return {
    name: 'boot-loader',
    transformIndexHtml(html) {
      const colour = /<meta name="theme-color" content="(#[0-9a-f]{3,6})"/i.exec(html)?.[1] ?? '#1a56db';
      const style = `<style>
      body{margin:0}
      .boot-loader{display:flex;flex-direction:column;align-items:center;gap:16px;padding:96px 16px;font:16px/1.5 Roboto,system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#4b5563;opacity:0;animation:boot-in .2s ease-out .3s forwards}
      .boot-loader__spinner{width:40px;height:40px;border:4px solid ${colour}33;border-top-color:${colour};border-radius:50%;animation:boot-turn .8s linear infinite}
      @keyframes boot-in{to{opacity:1}}
      @keyframes boot-turn{to{transform:rotate(360deg)}}
      @media (prefers-reduced-motion:reduce){.boot-loader__spinner{animation-duration:2.4s}}
    </style>`;
      const loader =
        '<div id="root"><div class="boot-loader" role="status" data-boot-loader>' +
        '<span class="boot-loader__spinner" aria-hidden="true"></span>' +
        '<span><span lang="fr">Chargement…</span> · <span lang="en">Loading…</span></span></div></div>';
      return html.replace('</head>', `  ${style}\n  </head>`).replace('<div id="root"></div>', loader);
    },
  };
}

/** One build for the three browser apps; the server picks the page by host and path. */
export default defineConfig({
  plugins: [react(), precompress(), bootLoader()],
  build: {
    // WEB_OUT builds elsewhere, e.g. to try a change while a server runs on dist/web.
    outDir: process.env.WEB_OUT ?? 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: {
        front: 'front/index.html',
        admin: 'admin/index.html',
        contingents: 'contingents/index.html',
      },
    },
  },
  server: {
    proxy: { '/backend': 'http://localhost:3000' },
  },
  test: {
    // Test files wait on their databases more than they compute: four at once finish in half the time on two cores.
    maxWorkers: 4,
    // Four workers on two processors: V8's parallel garbage collector threads only contend with the other workers and
    // the databases, and without them the same files took a tenth less processor time.
    execArgv: ['--single-threaded-gc'],
    testTimeout: 20000,
    hookTimeout: 60000,
    projects: [
      { extends: true, test: { name: 'unit', include: isolatedUnitFiles } },
      { extends: true, test: { name: 'unit-shared', include: unitFiles.filter((file) => !isolatedUnitFiles.includes(file)), isolate: false } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Each API file builds its own app on its own database and stubs nothing global, so the files of a worker
          // share the server's modules: importing them again per file was most of the run's time.
          isolate: false,
        },
      },
    ],
  },
});
