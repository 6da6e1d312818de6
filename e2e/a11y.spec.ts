/** Journey 6: no serious or critical accessibility violations on the public pages, light and dark. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MSG, THEME_STORAGE_KEY } from '../packages/contract/src/index.js';

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'landing',
    path: '/',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Featured Courses' }).getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'sign-in',
    path: '/auth/signin',
    ready: (page) => expect(page.getByRole('button', { name: 'Signin', exact: true })).toBeVisible(),
  },
  {
    name: 'sign-up',
    path: '/auth/signup',
    ready: (page) => expect(page.getByRole('button', { name: 'Signup', exact: true })).toBeVisible(),
  },
  {
    name: 'not found',
    path: '/this/does/not/exist',
    ready: (page) => expect(page.getByText(MSG.notFound, { exact: true })).toBeVisible(),
  },
];

/** Waits for the finite CSS animations (fade-ins) to end, so contrast is measured on the final colours. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const p of PAGES) {
      test(`${p.name} (${p.path}) has no serious or critical violations`, async ({ page }) => {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [
          THEME_STORAGE_KEY,
          theme,
        ] as const);
        await page.goto(p.path);
        await p.ready(page);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
        else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
        await settle(page);

        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        const report = bad
          .map(
            (v) =>
              `[${v.impact}] ${v.id}: ${v.help}\n` +
              v.nodes
                .slice(0, 5)
                .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
                .join('\n'),
          )
          .join('\n');
        expect(bad, `accessibility violations on ${p.path} (${theme}):\n${report}`).toEqual([]);
      });
    }
  });
}
