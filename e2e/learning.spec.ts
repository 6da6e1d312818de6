/**
 * Learning journeys (issue 4; spec section 2 "My courses", "Course viewing"): My courses with real
 * figures and server-side search, the learning page resuming inside a lesson, Mark as done up to a
 * Completed course, a lesson's end counting down to the next and the completion moment (issue 19),
 * changing one's review, and the learning page and paid videos closed to others.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  DASHBOARD_MSG,
  LEARNING_MSG,
  REVIEW_MSG,
  completionPercent,
  secondsToHours,
} from '../packages/contract/src/index.js';
import { expectPath, expectToast } from './support/app.js';
import {
  AREA,
  apiBuy,
  apiCourse,
  apiMarkDone,
  apiMyCourses,
  apiReviews,
  apiSaveReview,
  formatRating,
  studyTimeText,
  otherLearner,
  signedInLearner,
  expectFigure,
} from './support/checkout.js';
import { coursesMadePerTest, FIXTURE, uniqueCourseTitle } from './support/courses.js';
import { metadataLoaded, videoState } from './support/video.js';

const createCourse = coursesMadePerTest();

function newCourse(request: Page['request'], prefix: string, lessonCount: number, video = FIXTURE.video) {
  return createCourse(request, {
    title: uniqueCourseTitle(prefix),
    lessons: Array.from({ length: lessonCount }, (_, i) => ({
      title: `${prefix} lesson ${i + 1}`,
      freePreview: i === 0,
      video,
    })),
  });
}

const cardOf = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('My courses: real figures, badges and progress per course, server-side search and its empty state', async ({
  page,
  request,
}) => {
  const started = await newCourse(request, 'Started', 3);
  const finished = await newCourse(request, 'Finished', 2);
  await signedInLearner(page, 'Student');
  const a = await apiBuy(page.request, started.id);
  const b = await apiBuy(page.request, finished.id);
  await apiMarkDone(page.request, a.enrolmentId, started.lessons[0]!.id);
  for (const l of finished.lessons) await apiMarkDone(page.request, b.enrolmentId, l.id);

  // The expected figures, from the courses themselves.
  const mine = [started, finished];
  const totalLessons = mine.reduce((n, c) => n + c.lessons.length, 0);
  const totalSeconds = mine.reduce((n, c) => n + c.lessons.reduce((s, l) => s + (l.durationSeconds ?? 0), 0), 0);
  expect(totalSeconds, 'the lessons have real durations').toBeGreaterThan(0);
  const api = await apiMyCourses(page.request);
  expect(api.stats).toEqual({
    enrolledCourses: 2,
    totalLessons,
    totalHours: secondsToHours(totalSeconds),
    totalSeconds,
    activeCourses: 1,
    completedCourses: 1,
  });

  await page.goto(AREA.Student.myCourses);
  await expect(page.getByRole('heading', { name: LEARNING_MSG.myLearningJourney })).toBeVisible();
  await expectFigure(page, 'Enrolled Courses', '2');
  await expectFigure(page, 'Total Lessons', String(totalLessons));
  await expectFigure(page, DASHBOARD_MSG.totalTime, studyTimeText(totalSeconds), 'of video');
  await expectFigure(page, 'Active Courses', '1', '1 completed');

  // Newest enrolment first; each card with its own badge, progress and lesson count.
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading')).toHaveText([finished.title, started.title]);
  const s = cardOf(page, started.title);
  await expect(s.getByText(LEARNING_MSG.inProgress, { exact: true })).toBeVisible();
  await expect(s.getByRole('progressbar', { name: `${started.title} progress` })).toHaveAttribute(
    'aria-valuenow',
    String(completionPercent(1, 3)),
  );
  await expect(s).toContainText('3 lessons');
  await expect(s.getByRole('link', { name: LEARNING_MSG.continueLearning })).toHaveAttribute(
    'href',
    AREA.Student.viewPage(a.enrolmentId),
  );
  const f = cardOf(page, finished.title);
  await expect(f.getByText(LEARNING_MSG.completed, { exact: true })).toBeVisible();
  await expect(f.getByRole('progressbar', { name: `${finished.title} progress` })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(f).toContainText('2 lessons');

  // Server-side search: the request carries the term; the figures still cover every course.
  const box = page.getByRole('searchbox', { name: 'Search courses' });
  await expect(box).toHaveAttribute('placeholder', LEARNING_MSG.searchPlaceholder);
  const searched = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/my/courses' && new URL(r.url()).searchParams.get('search') !== null,
  );
  await box.fill(started.title);
  await page.getByRole('button', { name: LEARNING_MSG.search, exact: true }).click();
  expect(new URL((await searched).url()).searchParams.get('search')).toBe(started.title);
  await expect(cards).toHaveCount(1);
  await expect(cardOf(page, started.title)).toBeVisible();
  await expectFigure(page, 'Enrolled Courses', '2');

  await box.fill('zzqx nothing like this qqzz');
  await page.getByRole('button', { name: LEARNING_MSG.search, exact: true }).click();
  await expect(page.getByText(LEARNING_MSG.noCoursesFound, { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('link', { name: LEARNING_MSG.browseCourses })).toHaveAttribute(
    'href',
    AREA.Student.courses,
  );
  await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
  await expect(box).toHaveValue('');
  await expect(cards).toHaveCount(2);
});

test('the learning page resumes inside a lesson, and Mark as done completes the course', async ({ page, request }) => {
  test.setTimeout(90_000);
  const course = await newCourse(request, 'Resume', 2, FIXTURE.longVideo);
  await signedInLearner(page, 'Lead');
  const { enrolmentId } = await apiBuy(page.request, course.id);
  const viewPage = AREA.Lead.viewPage(enrolmentId);
  await page.goto(viewPage);

  const bar = page.getByRole('progressbar', { name: 'Course progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  const first = page.getByRole('region', { name: `Video player: ${course.lessons[0]!.title}` });
  const video = first.locator('video');
  await metadataLoaded(video);

  // Play part of the 6-second lesson and pause: the position is kept. The page pauses the video the
  // moment it passes 2 s: a Pause click after a poll landed seconds later on a busy machine, past the
  // 90 % that completes the lesson (the pause is reported all the same: the player listens to the video).
  await first.getByRole('button', { name: 'Play', exact: true }).click();
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        const pauseAfterTwoSeconds = () => {
          if (v.currentTime <= 2) return;
          v.removeEventListener('timeupdate', pauseAfterTwoSeconds);
          v.pause();
          resolve();
        };
        v.addEventListener('timeupdate', pauseAfterTwoSeconds);
        pauseAfterTwoSeconds();
      }),
  );
  await expect(first.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = (await videoState(video)).currentTime;
  expect(pausedAt).toBeLessThan(FIXTURE.longVideoSeconds * 0.9);
  // The server has the paused position (the player reports on pause; an earlier periodic report
  // may hold a smaller one, so wait for the pause report itself before reloading).
  await expect
    .poll(
      async () => {
        const view = await page.request.get(`/api/my/courses/${enrolmentId}`);
        const body = (await view.json()) as { progress: { lessons: { positionSeconds: number }[] } };
        return body.progress.lessons[0]!.positionSeconds;
      },
      { message: 'the pause report reached the server' },
    )
    .toBeGreaterThan(pausedAt - 0.5);
  await page.reload();
  await expect
    .poll(async () => (await videoState(video)).currentTime, { message: 'resumed near the paused position' })
    .toBeGreaterThan(pausedAt - 1.5);
  expect((await videoState(video)).currentTime).toBeLessThanOrEqual(pausedAt + 0.5);
  await expect(page.getByText(`0 of 2 lessons completed`)).toBeVisible();

  // Mark as done: lesson 1, then lesson 2 → Completed at 100 %.
  await page.getByRole('button', { name: LEARNING_MSG.markDone }).click();
  await expect(page.getByText(`1 of 2 lessons completed`)).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', String(completionPercent(1, 2)));
  const list = page.getByRole('navigation', { name: 'Course lessons' });
  await list.getByRole('button').nth(1).click();
  await expect(page.getByTestId('video-position')).toHaveText('Video 2 of 2');
  await page.getByRole('button', { name: LEARNING_MSG.markDone }).click();
  await expect(page.getByText(`2 of 2 lessons completed`)).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(LEARNING_MSG.completed, { exact: true }).first()).toBeVisible();
  await expect(list.getByRole('button').nth(0)).toContainText(LEARNING_MSG.completed);
  await expect(list.getByRole('button').nth(1)).toContainText(LEARNING_MSG.completed);

  // My courses agrees.
  await page.getByRole('link', { name: LEARNING_MSG.backToCourses }).click();
  await expectPath(page, AREA.Lead.myCourses);
  const card = cardOf(page, course.title);
  await expect(card.getByText(LEARNING_MSG.completed, { exact: true })).toBeVisible();
  await expectFigure(page, 'Active Courses', '0', '1 completed');
});

test('a lesson played to its end counts down to the next; the last one brings the completion moment', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const course = await newCourse(request, 'Advance', 2);
  await signedInLearner(page, 'Student');
  const { enrolmentId } = await apiBuy(page.request, course.id);
  await page.goto(AREA.Student.viewPage(enrolmentId));
  const position = page.getByTestId('video-position');
  await expect(position).toHaveText('Video 1 of 2');

  /** Plays the current lesson from just before its end, so it ends in a moment. */
  const playToEnd = async (title: string) => {
    const player = page.getByRole('region', { name: `Video player: ${title}` });
    const video = player.locator('video');
    await metadataLoaded(video);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 0.4);
    });
    // Played by the player's own button (a user's click: no autoplay rule in the way), unless the
    // lesson already plays (the countdown's switch starts it).
    if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
      await player.getByRole('button', { name: 'Play', exact: true }).click();
    }
  };

  await playToEnd(course.lessons[0]!.title);
  const upNext = page.getByRole('region', { name: LEARNING_MSG.upNext });
  await expect(upNext).toContainText(course.lessons[1]!.title);
  await expect(upNext).toContainText(/Next lesson in \d s/);
  // Cancelling stays on the finished lesson.
  await upNext.getByRole('button', { name: LEARNING_MSG.cancelAutoAdvance }).click();
  await expect(upNext).toBeHidden();
  await expect(position).toHaveText('Video 1 of 2');
  // Played to the end again, the countdown runs out by itself and the next lesson plays.
  await playToEnd(course.lessons[0]!.title);
  await expect(upNext).toBeVisible();
  await expect(position).toHaveText('Video 2 of 2', { timeout: 10_000 });
  await expect(upNext).toBeHidden();
  await expect(page.getByText('1 of 2 lessons completed')).toBeVisible();

  // The last lesson: no countdown, the course is completed on the spot.
  await playToEnd(course.lessons[1]!.title);
  const moment = page.getByRole('status').filter({ hasText: LEARNING_MSG.courseCompletedTitle });
  await expect(moment).toBeVisible();
  await expect(upNext).toBeHidden();
  await expect(page.getByText('2 of 2 lessons completed')).toBeVisible();
  await moment.getByRole('link', { name: LEARNING_MSG.goToMyCourses }).click();
  await expectPath(page, AREA.Student.myCourses);
  const card = cardOf(page, course.title);
  await expect(card.getByText(LEARNING_MSG.completed, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: LEARNING_MSG.reviewCourse })).toBeVisible();
});

test('a learner changes their review: the form shows it, Update review saves it, the average follows', async ({
  page,
  request,
}) => {
  const course = await newCourse(request, 'Review', 1);
  await signedInLearner(page, 'Student');
  const { enrolmentId } = await apiBuy(page.request, course.id);
  await apiSaveReview(page.request, course.id, 3, 'Three at first.');
  const before = await apiReviews(page.request, course.id);
  expect(before.rating).toEqual({ average: 3, count: 1 });

  await page.goto(AREA.Student.viewPage(enrolmentId));
  const group = page.getByRole('radiogroup', { name: 'Rating' });
  await expect(group.getByRole('radio', { name: '3 stars', exact: true })).toBeChecked();
  const text = page.getByRole('textbox', { name: REVIEW_MSG.yourReview });
  await expect(text).toHaveValue('Three at first.');
  await group.getByRole('radio', { name: '1 star', exact: true }).click();
  await text.fill('Changed my mind.');
  await page.getByRole('button', { name: REVIEW_MSG.updateReview }).click();
  await expectToast(page, REVIEW_MSG.reviewUpdated);

  const after = await apiReviews(page.request, course.id);
  expect(after.rating, 'still one review, now of 1 star').toEqual({ average: 1, count: 1 });
  expect(after.reviews.map((r) => [r.rating, r.text])).toEqual([[1, 'Changed my mind.']]);
  await page.goto(AREA.Student.course(course.id));
  const reviews = page.getByRole('heading', { name: REVIEW_MSG.studentReviews }).locator('xpath=../..');
  await expect(reviews).toContainText(formatRating(after.rating));
  await expect(reviews).toContainText('Changed my mind.');
  await expect(reviews).not.toContainText('Three at first.');
});

test('the learning page and the paid videos are closed to a learner who did not buy the course', async ({
  page,
  request,
  playwright,
}) => {
  const course = await newCourse(request, 'Closed', 2);
  const owner = await otherLearner(playwright, 'Student');
  const { enrolmentId } = await apiBuy(owner.request, course.id);
  const asOwner = await apiCourse(owner.request, course.id);
  const paid = asOwner.lessons[1]!.videoUrl;
  expect(paid, 'the buyer gets the paid lesson address').toBeTruthy();
  const ownerVideo = await owner.request.get(paid!, { headers: { Range: 'bytes=0-99' } });
  expect(ownerVideo.status(), 'the buyer streams the paid lesson').toBe(206);
  await owner.request.dispose();

  await signedInLearner(page, 'Student');
  await page.goto(AREA.Student.viewPage(enrolmentId));
  await expect(page.getByText(LEARNING_MSG.enrolmentNotFound)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
  const api = await page.request.get(`/api/my/courses/${enrolmentId}`);
  expect(api.status(), 'someone else’s enrolment').toBe(404);
  const video = await page.request.get(paid!, { headers: { Range: 'bytes=0-99' } });
  expect(video.status(), 'the paid lesson video for a learner who did not buy it').toBe(403);
});
