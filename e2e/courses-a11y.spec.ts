/** Courses journey 6: no serious or critical accessibility violations on the course pages, light and dark. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../packages/contract/src/index.js';
import { signInAsDemo, type RealRole } from './support/app.js';
import { catalogueCourses, DEMO_COURSE } from './support/courses.js';

interface CoursePage {
  name: string;
  role: RealRole;
  path: (request: Page['request']) => Promise<string>;
  ready: (page: Page) => Promise<void>;
}

const idOf = async (request: Page['request'], title: string) => {
  const course = (await catalogueCourses(request, title)).find((c) => c.title === title);
  expect(course, `demo course ${title}`).toBeTruthy();
  return course!.id;
};

const PAGES: CoursePage[] = [
  {
    name: 'student catalogue',
    role: 'Student',
    path: async () => '/student/courses',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Courses' }).getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Course statistics' })).toBeVisible();
    },
  },
  {
    // A course the student has not bought: Buy Now, a free preview and locked lessons.
    name: 'course detail',
    role: 'Student',
    path: async (request) => `/student/courses/${await idOf(request, DEMO_COURSE.pythonData)}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: DEMO_COURSE.pythonData })).toBeVisible();
      await expect(page.getByText('Locked', { exact: true }).first()).toBeAttached();
      await expect
        .poll(() =>
          page
            .locator('video')
            .first()
            .evaluate((v: HTMLVideoElement) => v.readyState),
        )
        .toBeGreaterThanOrEqual(1);
    },
  },
  {
    name: 'new course',
    role: 'Instructor',
    path: async () => '/instructor/new',
    ready: (page) => expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible(),
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
      test(`${p.name} has no serious or critical violations`, async ({ page }) => {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [
          THEME_STORAGE_KEY,
          theme,
        ] as const);
        await signInAsDemo(page, p.role);
        const path = await p.path(page.request);
        await page.goto(path);
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
        expect(bad, `accessibility violations on ${path} (${theme}):\n${report}`).toEqual([]);
      });
    }
  });
}
