import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSrc = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@cms/contract': contractSrc, '@': webSrc } },
  test: {
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
          fileParallelism: false,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A ceiling for busy two-core machines (lazy route chunks, findBy waits of up to 5 s), not a speed check.
          testTimeout: 20_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      { extends: true, test: { name: 'docs', include: ['test/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
