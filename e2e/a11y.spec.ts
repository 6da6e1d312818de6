/** Journey 6: no serious or critical accessibility violations on the public pages, light and dark. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolationsInBothThemes, followSystemTheme } from './support/a11y.js';
import { MSG } from '../packages/contract/src/index.js';

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

for (const p of PAGES) {
  test(`${p.name} (${p.path}) has no serious or critical violations, light and dark`, async ({ page }) => {
    await followSystemTheme(page);
    await page.goto(p.path);
    await p.ready(page);
    await expectNoSeriousViolationsInBothThemes(page, p.path);
  });
}
