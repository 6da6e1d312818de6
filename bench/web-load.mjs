// What a visitor's phone loads: the initial JavaScript of a page (gzip bytes, measured here so the
// figure does not depend on what the server sent) and Lighthouse's mobile performance figures.
// Both drive Debian's Chromium (CHROME_PATH or /usr/bin/chromium) against any running server URL.
// They print nothing; they return figures.
import { chromium, devices } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import { gzipBytes } from './gzip-bytes.mjs';

const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Every JavaScript file the page loads until the network is idle, at a phone viewport, with no cache.
 * @returns {Promise<{files: {url: string, gzipBytes: number, rawBytes: number}[], gzipBytes: number}>}
 */
export async function initialJs(baseUrl, pathname) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: chromeFlags });
  try {
    const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isJs = /javascript|ecmascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
      if (!isJs || response.request().method() !== 'GET' || response.status() >= 300) return;
      pending.push(
        response.body().then((body) => ({ url: response.url(), gzipBytes: gzipBytes(body), rawBytes: body.length })),
      );
    });
    await page.goto(new URL(pathname, baseUrl).href, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    await context.close();
    return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run; throws when Lighthouse could not measure the page. */
async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', ...chromeFlags],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouseRun(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: ['performance'],
    });
    const { categories, audits, runtimeError } = result.lhr;
    const figure = (id) => {
      const value = audits[id]?.numericValue;
      if (typeof value !== 'number')
        throw new Error(`Lighthouse could not measure ${id}: ${audits[id]?.errorMessage ?? 'no value'}`);
      return value;
    };
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    if (typeof categories.performance.score !== 'number') throw new Error('Lighthouse gave no performance score');
    // What Lighthouse blames: its audits that fall short (score < 0.9), by what they display.
    const blamed = Object.values(audits)
      .filter((a) => typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .filter(
        (a) =>
          ![
            'largest-contentful-paint',
            'total-blocking-time',
            'first-contentful-paint',
            'speed-index',
            'interactive',
            'max-potential-fid',
            'cumulative-layout-shift',
          ].includes(a.id),
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      performance: Math.round(categories.performance.score * 100),
      blamed,
      fcpMs: Math.round(figure('first-contentful-paint')),
      lcpMs: Math.round(figure('largest-contentful-paint')),
      tbtMs: Math.round(figure('total-blocking-time')),
      cls: Number(figure('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's performance category, mobile preset (its default: Moto G power, slow 4G, 4x CPU).
 * A run that Lighthouse could not complete (it happens on a busy machine) is tried once more.
 * @returns {Promise<{performance: number, lcpMs: number, tbtMs: number, cls: number}>}
 */
export async function lighthouse(baseUrl, pathname) {
  const url = new URL(pathname, baseUrl).href;
  try {
    return await lighthouseOnce(url);
  } catch {
    return lighthouseOnce(url);
  }
}
