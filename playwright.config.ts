import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_SERVERS } from './e2e/support/env.js';

/**
 * Browser journeys against the real, built app (server + web) on throwaway databases: one server
 * per worker (e2e/support/env.ts), so journeys run two at a time without reading each other's changes.
 */

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
  'commerce-a11y.spec.ts',
  'landing.spec.ts',
  'first-screens.spec.ts',
  'notfound.spec.ts',
  'guards.spec.ts',
  'featured-courses.spec.ts',
  'toasts.spec.ts',
];
const SIGN_IN = 'sign-in.setup.ts';
/**
 * The journey that needs the transcoding worker: on servers of its own (E2E_TRANSCODE=1, in a phase of
 * npm test beside vitest), so that on the others every uploaded video stays an MP4 whatever the timing.
 */
const TRANSCODING = 'adaptive-video.spec.ts';
const TRANSCODE = process.env.E2E_TRANSCODE === '1';

export default defineConfig({
  testDir: 'e2e',
  // Two at a time at most: the CI machine has two cores, and the servers and the browsers share them.
  workers: E2E_SERVERS,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Generous limits for a busy two-core machine; passing tests do not wait for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  projects: [
    // Each demo user signs in once on each server; the others reuse the sessions (support/app.ts signInAsDemo).
    { name: 'sign-in', testMatch: SIGN_IN },
    ...(TRANSCODE
      ? [{ name: 'transcoding', testMatch: TRANSCODING, dependencies: ['sign-in'] }]
      : [
          { name: 'screens', testMatch: SCREENS, dependencies: ['sign-in'], fullyParallel: true },
          // Journeys change what others read (purchases, withdrawals, deletions): after the screens, and a
          // file at a time on each server (the tests of a file in order, in one worker).
          { name: 'journeys', testIgnore: [...SCREENS, SIGN_IN, TRANSCODING], dependencies: ['screens'] },
        ]),
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
    // Recording a trace costs the browser a third of its time: only a retry (CI) records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node e2e/start-server.mjs ${E2E_SERVERS}`,
    // Every server answered its health check (the launcher checks them all).
    wait: { stdout: /servers ready/ },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server close its database and the launcher delete the throwaway data.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
