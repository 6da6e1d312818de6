import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './e2e/support/env.js';

/** Browser journeys against the real, built app (server + web) on a throwaway database. */

/**
 * Specs that only look (accessibility checks, the landing page, guards, featured courses, toasts):
 * they change nothing another spec reads, so they run two at a time, before the journeys.
 */
const SCREENS = [
  'a11y.spec.ts',
  'courses-a11y.spec.ts',
  'learning-a11y.spec.ts',
  'money-a11y.spec.ts',
  'people-a11y.spec.ts',
  'landing.spec.ts',
  'notfound.spec.ts',
  'guards.spec.ts',
  'featured-courses.spec.ts',
  'toasts.spec.ts',
];
const SIGN_IN = 'sign-in.setup.ts';

export default defineConfig({
  testDir: 'e2e',
  // Two at a time at most: the CI machine has two cores, and the server and the browsers share them.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Generous limits for a busy two-core machine; passing tests do not wait for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  projects: [
    // Each demo user signs in once; the others reuse the sessions (support/app.ts signInAsDemo).
    { name: 'sign-in', testMatch: SIGN_IN },
    { name: 'screens', testMatch: SCREENS, dependencies: ['sign-in'], fullyParallel: true, workers: 2 },
    // Journeys change what others read (purchases, withdrawals, deletions): one at a time, after the screens.
    { name: 'journeys', testIgnore: [...SCREENS, SIGN_IN], dependencies: ['screens'], workers: 1 },
  ],
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
