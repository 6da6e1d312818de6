/**
 * Issue 22, HTML first: the landing (at / and /auth/home), sign-in and sign-up come as HTML with their
 * real content (the landing's featured courses, as GET /api/courses/featured gives them), so they show
 * with JavaScript off; the theme is right before any module has run (the inline theme script); and
 * hydration changes nothing on screen and logs no error.
 */
import { expect, test, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../apps/web/src/config/ui.js';
import { featuredCourses } from './support/courses.js';

const SIGN_IN = '/auth/signin';
const SIGN_UP = '/auth/signup';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/auth/home']) {
    test(`${path} shows the featured courses`, async ({ page, request }) => {
      const featured = await featuredCourses(request);
      expect(featured.length).toBeGreaterThan(0);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const cards = page.getByRole('region', { name: 'Featured Courses' }).getByRole('article');
      await expect(cards.getByRole('heading')).toHaveText(featured.map((c) => c.title));
      await expect(
        page.getByRole('region', { name: 'Featured Courses' }).getByRole('link', { name: 'Learn More' }).first(),
      ).toHaveAttribute('href', SIGN_IN);
    });
  }

  test('sign-in shows its form', async ({ page }) => {
    await page.goto(SIGN_IN);
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Mail ID')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Signin', exact: true })).toBeVisible();
  });

  test('sign-up shows its form', async ({ page }) => {
    await page.goto(SIGN_UP);
    const form = page.getByRole('form', { name: 'Sign up' });
    await expect(form.getByLabel('Name')).toBeVisible();
    await expect(form.getByLabel('Mail ID')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Signup', exact: true })).toBeVisible();
  });
});

/** Holds every script module of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Console errors and warnings, and uncaught errors, of the page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The stylesheet comes 300 ms late, as on a slow network: the first-paint reads always wait for it. */
async function lateStylesheet(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.css'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    },
  );
}

/**
 * Waits for the stylesheet: it holds back the first paint, not the test's reads, and text read before
 * it is not yet in its final case (the sign-in tagline's capitals).
 */
async function stylesheetApplied(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

for (const [path, form] of [
  [SIGN_IN, 'Sign in'],
  [SIGN_UP, 'Sign up'],
] as const) {
  test(`${path}: dark on the first paint, then hydrated without a change or an error`, async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    const problems = problemsOf(page);
    const release = await holdScripts(page);
    await lateStylesheet(page);
    // Module scripts are deferred: DOMContentLoaded waits for them, so only the response is awaited.
    await page.goto(path, { waitUntil: 'commit' });
    // Before any module: the server's HTML, in the dark theme of the inline script, as first painted.
    const before = page.getByRole('form', { name: form });
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await stylesheetApplied(page);
    expect(await isDark(page)).toBe(true);
    const darkBackground = await backgroundOf(page);
    const textBefore = await page.locator('#root').innerText();

    release();
    // Hydrated: the form says it is ready; the same text, the same colours, nothing logged.
    await expect(before).not.toHaveAttribute('aria-disabled');
    expect(await page.locator('#root').innerText()).toBe(textBefore);
    expect(await isDark(page)).toBe(true);
    expect(await backgroundOf(page)).toBe(darkBackground);
    expect(problems).toEqual([]);
  });
}

test('/: dark on the first paint, then hydrated without a change or an error', async ({ page, request }) => {
  const featured = await featuredCourses(request);
  await page.addInitScript((key) => window.localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  const problems = problemsOf(page);
  const release = await holdScripts(page);
  await lateStylesheet(page);
  await page.goto('/', { waitUntil: 'commit' });
  const section = page.getByRole('region', { name: 'Featured Courses' });
  await expect(section.getByRole('article').getByRole('heading')).toHaveText(featured.map((c) => c.title));
  await stylesheetApplied(page);
  expect(await isDark(page)).toBe(true);
  const sectionBefore = await section.innerText();

  const featuredAsked = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/courses/featured'), {
    timeout: 2_000,
  });
  release();
  await page.waitForLoadState('networkidle');
  // The theme menu loads on demand once React runs: proof that the page is hydrated.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  await page.keyboard.press('Escape');
  // The embedded data served the first render: no request for the featured courses, the same cards.
  await expect(featuredAsked).rejects.toThrow();
  expect(await section.innerText()).toBe(sectionBefore);
  expect(await isDark(page)).toBe(true);
  expect(problems).toEqual([]);
});
