import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './e2e/support/env.js';

/** Browser journeys against the real, built app (server + web) on a throwaway database. */

export default defineConfig({
  testDir: 'e2e',
  // One worker: the CI machine has two cores and the server needs one.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Generous limits for a busy two-core machine; passing tests do not wait for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's Chromium; never a downloaded browser.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server close its database and the launcher delete the throwaway data.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
