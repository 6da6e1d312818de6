import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSrc = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * Workers for a two-core machine: most of a test's time is spent waiting (on the database, on
 * sockets, on timers of the screens), not computing, so more workers than cores keep both busy.
 * VITEST_MAX_WORKERS overrides it.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS ?? 3);

export default defineConfig({
  resolve: { alias: { '@cms/contract': contractSrc, '@': webSrc } },
  test: {
    maxWorkers,
    projects: [
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side: each starts its own apps on its own databases (a PGlite directory
          // or a database of the one PostgreSQL cluster) on free ports, and shares nothing else.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // One module graph per worker, not per file: importing the server afresh for each file was
          // 137 s of CPU (4m57s → 3m22s without it). The app keeps no state in modules (each test
          // builds its own), and a file that spies on a prototype undoes it after its tests
          // (test/helpers/queued-mail.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom and one module graph per worker, not per file (a fresh environment per file
          // cost more than the tests). Each test renders its own app, query client and router, and
          // test/setup.ts clears the DOM, toasts and storage after every test.
          isolate: false,
          // A ceiling for busy two-core machines (lazy route chunks, findBy waits of up to 5 s), not a speed check.
          testTimeout: 20_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      { extends: true, test: { name: 'docs', include: ['test/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
