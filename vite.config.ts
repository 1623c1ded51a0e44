import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** One build for the three browser apps; the server picks the page by host and path. */
export default defineConfig({
  plugins: [react()],
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
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
