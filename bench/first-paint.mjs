// Issue 22, HTML first: the public screens on a phone. On a server of its own (the built app, the
// demo data): Lighthouse's mobile performance score, median of 3, on the landing and sign-in (target
// ≥ 95 each); the first contentful paint with JavaScript disabled on the landing, sign-in and sign-up,
// with the check that the content is there (the featured courses, the form); and the initial
// JavaScript (gzip) each screen loads. Prints figure and target; timings are as measured on this
// (shared, busy) machine, with its load average.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config/index.js';
import { seedDemoData } from '../apps/server/dist/demo/seed.js';
import { initialJs, lighthouse } from './web-load.mjs';

const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_TARGET = 95;
/** What each screen must show without JavaScript: a role and a name. */
const SCREENS = [
  { name: 'landing', pathname: '/', shows: ['region', 'Featured Courses'] },
  { name: 'sign-in', pathname: '/auth/signin', shows: ['form', 'Sign in'] },
  { name: 'sign-up', pathname: '/auth/signup', shows: ['form', 'Sign up'] },
];
const LIGHTHOUSE_SCREENS = ['/', '/auth/signin'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** FCP (ms) of `pathname` with JavaScript disabled, at a phone viewport, and whether its content shows. */
async function firstPaintWithoutJs(browser, baseUrl, { pathname, shows }) {
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(new URL(pathname, baseUrl).href, { waitUntil: 'load' });
    const [role, name] = shows;
    const shown = await page.getByRole(role, { name }).first().isVisible();
    const fcp = await page.evaluate(
      () => globalThis.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    return { fcpMs: fcp === null ? null : Math.round(fcp), shown };
  } finally {
    await context.close();
  }
}

export async function firstPaintBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-bench-first-paint-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { logger: false });
  try {
    await seedDemoData(app.db, app.services);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${app.server.address().port}`;
    console.log(
      `\nFirst screens, HTML first (load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );

    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      for (const screen of SCREENS) {
        // A first visit renders the page once for the catalogue version; the figure is a visit after it.
        await firstPaintWithoutJs(browser, baseUrl, screen);
        const { fcpMs, shown } = await firstPaintWithoutJs(browser, baseUrl, screen);
        console.log(
          `  ${screen.name.padEnd(8)} FCP with JavaScript disabled ${String(fcpMs ?? 'n/a').padStart(5)} ms, ` +
            `${shown ? 'content shown' : 'CONTENT MISSING'} (target: paints its content without JavaScript) ${shown && fcpMs !== null ? 'ok' : 'MISS'}`,
        );
      }
    } finally {
      await browser.close();
    }

    for (const screen of SCREENS) {
      const js = await initialJs(baseUrl, screen.pathname);
      console.log(
        `  ${screen.name.padEnd(8)} initial JS ${(js.gzipBytes / 1024).toFixed(1)} KB gzip in ${js.files.length} files (no target: what hydrating the HTML needs)`,
      );
    }

    for (const pathname of LIGHTHOUSE_SCREENS) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        try {
          runs.push(await lighthouse(baseUrl, pathname));
        } catch (error) {
          console.log(`  Lighthouse ${pathname}: a run failed (${error.message})`);
        }
      }
      if (runs.length === 0) {
        console.log(`  Lighthouse mobile ${pathname}: n/a`);
        continue;
      }
      const score = median(runs.map((r) => r.performance));
      const detail = ['fcpMs', 'lcpMs', 'tbtMs', 'cls'].map((k) => `${k} ${median(runs.map((r) => r[k]))}`).join(', ');
      console.log(
        `  Lighthouse mobile ${pathname.padEnd(13)} median of ${runs.length}: ${score} (runs ${runs.map((r) => r.performance).join('/')}; ${detail}) (target: ≥ ${LIGHTHOUSE_TARGET}) ${score >= LIGHTHOUSE_TARGET ? 'ok' : 'MISS'}`,
      );
      // Each audit once (the figure of its first run that blamed it).
      const byAudit = new Map(
        runs
          .flatMap((r) => r.blamed ?? [])
          .map((b) => [b.split(' ')[0], b])
          .reverse(),
      );
      const blamed = [...byAudit.values()];
      if (blamed.length > 0) console.log(`    Lighthouse blames: ${blamed.join('; ')}`);
    }
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await firstPaintBench();
