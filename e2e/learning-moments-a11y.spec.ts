/**
 * Issue 19 accessibility: the screens issue 19 added to learning and course making pass axe (no serious
 * or critical violation) in light and dark, at 1280 and 375 px: the "Up next" countdown at the end of
 * a lesson, the completion moment, the new-course form's two buttons and the Unpublish confirmation.
 * A journey (it makes a course and a purchase), so it runs with the journeys, one at a time.
 */
import { expect, test, type Page } from '@playwright/test';
import { COURSE_MSG, LEARNING_MSG } from '../packages/contract/src/index.js';
import { expectNoSeriousViolationsInBothThemes, followSystemTheme } from './support/a11y.js';
import { signInAsDemo } from './support/app.js';
import { AREA, apiBuy, apiMarkDone, signedInLearner } from './support/checkout.js';
import { coursesMadePerTest, FIXTURE, uniqueCourseTitle } from './support/courses.js';
import { metadataLoaded } from './support/video.js';

const createCourse = coursesMadePerTest();
const WIDTHS = [1280, 375] as const;

/** A fresh student who bought a new two-lesson course; the learning page's path and the course. */
async function boughtCourse(page: Page, request: Page['request'], prefix: string) {
  const course = await createCourse(request, {
    title: uniqueCourseTitle(prefix),
    lessons: [1, 2].map((n) => ({ title: `${prefix} lesson ${n}`, freePreview: n === 1, video: FIXTURE.video })),
  });
  await signedInLearner(page, 'Student');
  const { enrolmentId } = await apiBuy(page.request, course.id);
  return { course, enrolmentId, path: AREA.Student.viewPage(enrolmentId) };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the "Up next" countdown has no serious or critical violations, light and dark', async ({ page, request }) => {
      await followSystemTheme(page);
      // The countdown waits on the page's timers: a paused clock keeps it on screen while axe runs.
      await page.clock.install();
      const { course, path } = await boughtCourse(page, request, 'Countdown');
      await page.goto(path);
      const video = page.getByRole('region', { name: `Video player: ${course.lessons[0]!.title}` }).locator('video');
      await metadataLoaded(video);
      await video.evaluate((v: HTMLVideoElement) => {
        v.currentTime = v.duration;
        v.dispatchEvent(new Event('ended'));
      });
      await expect(page.getByRole('region', { name: LEARNING_MSG.upNext })).toBeVisible();
      await expectNoSeriousViolationsInBothThemes(page, `up next at ${width}`);
    });

    test('the completion moment has no serious or critical violations, light and dark', async ({ page, request }) => {
      await followSystemTheme(page);
      const { course, enrolmentId, path } = await boughtCourse(page, request, 'Moment');
      await apiMarkDone(page.request, enrolmentId, course.lessons[0]!.id);
      await page.goto(path);
      await page.getByRole('button', { name: LEARNING_MSG.markDone }).click();
      await expect(page.getByRole('heading', { name: LEARNING_MSG.courseCompletedTitle })).toBeVisible();
      await expectNoSeriousViolationsInBothThemes(page, `completion moment at ${width}`);
    });

    test('the new-course form and the Unpublish confirmation have no serious or critical violations', async ({
      page,
      request,
    }) => {
      await followSystemTheme(page);
      await signInAsDemo(page, 'Instructor');
      await page.goto('/instructor/new');
      await expect(page.getByRole('button', { name: COURSE_MSG.saveAsDraft })).toBeVisible();
      await expectNoSeriousViolationsInBothThemes(page, `new course at ${width}`);

      await page.emulateMedia({ colorScheme: 'light' });
      const course = await createCourse(request, {
        title: uniqueCourseTitle('Unpublish'),
        lessons: [{ title: 'Only lesson', freePreview: true, video: FIXTURE.video }],
      });
      await page.goto(`/instructor/courses/view/${course.id}`);
      await page.getByRole('button', { name: COURSE_MSG.unpublish, exact: true }).click();
      await expect(page.getByRole('alertdialog', { name: COURSE_MSG.unpublishTitle })).toBeVisible();
      await expectNoSeriousViolationsInBothThemes(page, `unpublish dialog at ${width}`);
    });
  });
}
