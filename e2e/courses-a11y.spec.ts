/** Courses journey 6: no serious or critical accessibility violations on the course pages, light and dark. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolationsInBothThemes, followSystemTheme } from './support/a11y.js';
import { signInAsDemo, type RealRole } from './support/app.js';
import { demoCourseCard, DEMO_COURSE } from './support/courses.js';
import { metadataLoaded } from './support/video.js';

interface CoursePage {
  name: string;
  role: RealRole;
  path: (request: Page['request']) => Promise<string>;
  ready: (page: Page) => Promise<void>;
}

const idOf = async (request: Page['request'], title: string) => (await demoCourseCard(request, title)).id;

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
      await metadataLoaded(page.locator('video').first());
    },
  },
  {
    name: 'new course',
    role: 'Instructor',
    path: async () => '/instructor/new',
    ready: (page) => expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible(),
  },
];

for (const p of PAGES) {
  test(`${p.name} has no serious or critical violations, light and dark`, async ({ page }) => {
    await followSystemTheme(page);
    await signInAsDemo(page, p.role);
    const path = await p.path(page.request);
    await page.goto(path);
    await p.ready(page);
    await expectNoSeriousViolationsInBothThemes(page, path);
  });
}
