/**
 * Courses journey 4: deleting a course (spec sections 2 admin Courses / Course detail, 4 "course
 * deletion": afterwards the admin goes to /Admin/courses and the instructor to /instructor/courses).
 * The course then leaves the admin list, the public catalogue, /student/courses and featured.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { COURSE_MSG, type CourseDetail } from '../packages/contract/src/index.js';
import { apiSignIn, DEMO_EMAIL, DEMO_PASSWORD, expectPath, expectToast, signInAsDemo } from './support/app.js';
import {
  apiCreateCourse,
  apiDeleteCourse,
  catalogueCourses,
  courseCard,
  featuredCourses,
  signInRequest,
  uniqueCourseTitle,
} from './support/courses.js';

async function confirmDeletion(page: Page, title: string) {
  await page.getByRole('button', { name: 'Delete Course' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this course?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  // Cancel first: nothing happens.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete Course' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, COURSE_MSG.courseDeleted);
}

/**
 * On the course's own page (its heading, and `content.name` linking to `content.href`): deletes it
 * and is back on `back.path`, whose `back.list` shows courses but not this one.
 */
async function deleteFromItsPage(
  page: Page,
  title: string,
  content: { name: string; href: string },
  back: { path: string; list: Locator },
) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: content.name })).toHaveAttribute('href', content.href);
  await confirmDeletion(page, title);
  await expectPath(page, back.path);
  await expect(back.list.getByRole('listitem').first()).toBeVisible();
  await expect(courseCard(back.list, title)).toHaveCount(0);
}

/** /student/courses searched for `title`, in a student's own browser context. */
async function expectNotInStudentCatalogue(browser: Browser, title: string) {
  const context = await browser.newContext();
  try {
    const student = await context.newPage();
    await apiSignIn(student, DEMO_EMAIL.Student, DEMO_PASSWORD);
    await student.goto('/student/courses');
    const list = student.getByRole('list', { name: 'Courses' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(courseCard(list, title)).toHaveCount(0);
    await student.goto(`/student/courses?search=${encodeURIComponent(title)}`);
    await expect(student.getByText(COURSE_MSG.noCoursesFound, { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe('deleting a course', () => {
  let course: CourseDetail | undefined;

  test.beforeEach(async ({ request }) => {
    await signInRequest(request, 'Instructor');
    course = await apiCreateCourse(request, { title: uniqueCourseTitle('Doomed Course') });
  });

  test.afterEach(async ({ request }) => {
    // Only when the journey failed before deleting it.
    if (course) await apiDeleteCourse(request, course.id);
  });

  test('the admin deletes it from its page: toast, back on /Admin/courses, gone from every list', async ({
    page,
    browser,
  }) => {
    const { id, title } = course!;
    // Before: in the catalogue. (Featured shows the three most-enrolled courses; the demo's sales
    // fill it, so a new course is not featured here — the server tests prove deleted courses leave it.)
    expect((await catalogueCourses(page.request, title)).map((c) => c.id)).toEqual([id]);

    await signInAsDemo(page, 'Admin');
    await page.goto('/Admin/courses');
    const stats = page.getByRole('region', { name: 'Course statistics' });
    for (const label of ['Total Courses', 'Active Students', 'Avg Rating', 'Instructors']) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    const list = page.getByRole('list', { name: 'Courses' });
    await expect(courseCard(list, title)).toBeVisible();
    await courseCard(list, title)
      .getByRole('link', { name: `View Details: ${title}` })
      .click();
    await expectPath(page, `/Admin/courses/${id}`);
    await deleteFromItsPage(
      page,
      title,
      { name: 'View Course Content', href: `/Admin/courses/coureview/${id}` },
      { path: '/Admin/courses', list },
    );
    course = undefined;

    expect(await catalogueCourses(page.request, title), 'GET /api/courses after deletion').toEqual([]);
    expect((await catalogueCourses(page.request)).map((c) => c.id)).not.toContain(id);
    expect(
      (await featuredCourses(page.request)).map((c) => c.id),
      'featured after deletion',
    ).not.toContain(id);
    await expectNotInStudentCatalogue(browser, title);
  });

  test('the instructor deletes his own course from its page and is back on /instructor/courses without it', async ({
    page,
  }) => {
    const { id, title } = course!;
    await signInAsDemo(page, 'Instructor');
    await page.goto(`/instructor/courses/view/${id}`);
    await deleteFromItsPage(
      page,
      title,
      { name: 'View Full Course', href: `/instructor/courses/coureview/${id}` },
      { path: '/instructor/courses', list: page.getByRole('list', { name: 'Your courses' }) },
    );
    course = undefined;
    expect(await catalogueCourses(page.request, title)).toEqual([]);
  });
});
