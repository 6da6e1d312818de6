/**
 * Courses journey 2: a published course as a student sees it (spec section 2, student and lead
 * course list and course detail): search by title and by instructor name, the empty search state
 * with Clear Search, the card's level, price and rating, and the detail page with its objectives,
 * a playable free-preview dialog and a locked lesson whose video the student cannot fetch.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { API, COURSE_MSG, type CourseDetail } from '../packages/contract/src/index.js';
import { expectPath, signInAsDemo } from './support/app.js';
import {
  apiCreateCourse,
  apiDeleteCourse,
  catalogueCourses,
  COURSE_API,
  coursePath,
  courseCard,
  DEMO_INSTRUCTOR_NAME,
  FIXTURE,
  signInRequest,
  uniqueCourseTitle,
} from './support/courses.js';
import { videoState } from './support/video.js';

/** ₹1,23,456.00: the en-IN grouping of spec section 9's rupee prices. */
const PRICE = 123_456;
const PRICE_TEXT = '₹1,23,456.00';

async function search(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Search courses' });
  await box.fill(term);
  await box.press('Enter');
  if (term)
    await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`));
}

/** Status codes of every media response, by path. */
function recordMedia(page: Page): Map<string, number[]> {
  const seen = new Map<string, number[]>();
  page.on('response', (r: Response) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith(`${API.media}/`)) seen.set(p, [...(seen.get(p) ?? []), r.status()]);
  });
  return seen;
}

test.describe('a published course for a student', () => {
  let course: CourseDetail;

  test.beforeEach(async ({ request }) => {
    await signInRequest(request, 'Instructor');
    course = await apiCreateCourse(request, {
      title: uniqueCourseTitle('Catalogue Course'),
      level: 'Beginner',
      price: PRICE,
      objectives: 'A, B, C',
      lessons: [
        { title: 'Free first look', freePreview: true, video: FIXTURE.video },
        { title: 'Members only', freePreview: false, video: FIXTURE.longVideo },
      ],
    });
  });

  test.afterEach(async ({ request }) => {
    if (course) await apiDeleteCourse(request, course.id);
  });

  test('is found by title and by instructor name, and a nonsense search can be cleared', async ({ page }) => {
    await signInAsDemo(page, 'Student');
    await page.goto('/student/courses');
    const list = page.getByRole('list', { name: 'Courses' });
    await expect(courseCard(list, course.title), 'newest first: on the first page').toBeVisible();
    const everything = await list.getByRole('listitem').count();
    expect(everything).toBeGreaterThan(1);

    await search(page, course.title);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const card = courseCard(list, course.title);
    await expect(card).toBeVisible();
    // The card: level badge, instructor, rating, lessons and the en-IN rupee price.
    await expect(card.getByText('Beginner', { exact: true })).toBeVisible();
    await expect(card).toContainText(`by ${DEMO_INSTRUCTOR_NAME}`);
    await expect(card).toContainText(COURSE_MSG.noRatingsYet);
    await expect(card).toContainText('2 lessons');
    await expect(card).toContainText('0 students');
    await expect(card.getByText(PRICE_TEXT, { exact: true })).toBeVisible();

    // The instructor's name (in any case) finds it too, with the instructor's other courses.
    await search(page, DEMO_INSTRUCTOR_NAME.toLowerCase());
    await expect(courseCard(list, course.title)).toBeVisible();
    const byInstructor = await catalogueCourses(page.request, DEMO_INSTRUCTOR_NAME.toLowerCase());
    expect(byInstructor.length).toBeGreaterThan(1);
    expect(byInstructor.length, 'other instructors teach too').toBeLessThan(everything);
    await expect(list.getByRole('listitem')).toHaveCount(byInstructor.length);

    await search(page, 'zzqx nothing matches this qqzz');
    await expect(page.getByText(COURSE_MSG.noCoursesFound, { exact: true })).toBeVisible();
    await expect(page.getByText(COURSE_MSG.tryAdjusting, { exact: true })).toBeVisible();
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
    await expect(list.getByRole('listitem')).toHaveCount(everything);
    await expect(courseCard(list, course.title)).toBeVisible();
    await expect(page).not.toHaveURL(/search=/);
  });

  test('its page shows the facts, objectives as bullets, a playable free preview and a locked lesson', async ({
    page,
  }) => {
    const media = recordMedia(page);
    await signInAsDemo(page, 'Student');
    await page.goto(`/student/courses?search=${encodeURIComponent(course.title)}`);
    await courseCard(page, course.title)
      .getByRole('link', { name: `View Course: ${course.title}` })
      .click();
    await expectPath(page, `/student/courses/${course.id}`);

    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByText(course.subtitle, { exact: true })).toBeVisible();
    await expect(page.getByText(`Created by ${DEMO_INSTRUCTOR_NAME}`)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Purchase' })).toContainText(PRICE_TEXT);

    const learn = page.getByRole('heading', { name: "What you'll learn" }).locator('xpath=../..');
    await expect(learn.getByRole('listitem')).toHaveText(['A', 'B', 'C']);

    const content = page.getByRole('heading', { name: 'Course content' }).locator('xpath=../..');
    const rows = content.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Free first look');
    await expect(rows.nth(0)).toContainText('Free Preview');
    await expect(rows.nth(1)).toContainText('Members only');
    // The paid lesson: a lock, no preview button.
    await expect(rows.nth(1).getByText('Locked', { exact: true })).toBeAttached();
    await expect(rows.nth(1).getByRole('button')).toHaveCount(0);

    // The free lesson opens a dialog with a video that really loads.
    await rows.nth(0).getByRole('button', { name: 'Preview Free first look' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free first look' });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect
      .poll(async () => (await videoState(video)).src, { message: 'the preview video has a source' })
      .toMatch(new RegExp(`${API.media}/`));
    await expect
      .poll(async () => (await videoState(video)).readyState, { message: 'metadata loaded (HAVE_METADATA or more)' })
      .toBeGreaterThanOrEqual(1);
    const state = await videoState(video);
    expect(state.error, 'no media error').toBeNull();
    expect(state.duration).toBeCloseTo(FIXTURE.videoSeconds, 0);
    const srcPath = new URL(state.src).pathname;
    await expect
      .poll(() => media.get(srcPath) ?? [], { message: `the media answers of ${srcPath}` })
      .toContainEqual(expect.any(Number));
    expect(
      media.get(srcPath)!.every((s) => s === 200 || s === 206),
      `statuses ${media.get(srcPath)}`,
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The student's view of the course carries no address for the paid lesson, and its file is refused.
    const asStudent = (await (await page.request.get(coursePath(COURSE_API.course, course.id))).json()) as CourseDetail;
    expect(asStudent.lessons.map((l) => [l.title, l.videoUrl === null])).toEqual([
      ['Free first look', false],
      ['Members only', true],
    ]);
    const paidUrl = course.lessons[1]!.videoUrl;
    expect(paidUrl, 'the instructor sees the paid video address').toBeTruthy();
    const denied = await page.request.get(paidUrl!);
    expect(denied.status(), 'the paid lesson video for a student who did not buy the course').toBe(403);
    const free = await page.request.get(course.lessons[0]!.videoUrl!, { headers: { Range: 'bytes=0-99' } });
    expect(free.status(), 'the free preview video for the same student').toBe(206);
  });
});
