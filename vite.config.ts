import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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
      await Promise.all(files.map(async (name) => {
        const file = path.join(dir!, name);
        const body = await readFile(file);
        // Below one packet compression saves nothing worth a second request header.
        if (body.length < 1024) return;
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }));
    },
  };
}

/** One build for the three browser apps; the server picks the page by host and path. */
export default defineConfig({
  plugins: [react(), precompress()],
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
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    // Test files wait on their databases more than they compute: four at once finish in half the time on two cores.
    maxWorkers: 4,
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
