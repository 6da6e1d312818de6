/**
 * Courses journey 3: the course player (spec sections 2 and 4, constants of section 9): Video N of M,
 * Previous/Next with the 1-second "Loading video..." after a switch, Now Playing, the Free Preview
 * tag, and the video player's keys (space, arrows ±5 s), mute and the controls that hide 3 s after
 * the mouse stops while playing. Timings run on Playwright's fake clock.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { COURSE_MSG, QUIZ_MSG, type CourseDetail } from '../packages/contract/src/index.js';
import { signInAsDemo } from './support/app.js';
import { coursesMadePerTest, demoCourseCard, DEMO_COURSE, FIXTURE, uniqueCourseTitle } from './support/courses.js';
import { metadataLoaded, videoState } from './support/video.js';
import { CONTROLS_AUTO_HIDE_MS, LESSON_SWITCH_LOADING_MS, SEEK_STEP_SECONDS } from '../apps/web/src/config/ui.js';

const T0 = new Date('2025-03-03T10:00:00Z');

function player(page: Page, lessonTitle: string): Locator {
  return page.getByRole('region', { name: `Video player: ${lessonTitle}` });
}

/** Opacity of an element as seen: the product of its own and its ancestors' opacity. */
async function effectiveOpacity(el: Locator): Promise<number> {
  return el.evaluate((node) => {
    let o = 1;
    for (let n: Element | null = node; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
    return Math.round(o * 100) / 100;
  });
}

/**
 * Stops the page's fake clock (installed before the page loaded and running until now): from here
 * on its timers only run on page.clock.runFor. (The app's start needs running timers.)
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 200);
}

const currentTime = async (video: Locator) => (await videoState(video)).currentTime;

test.describe('the instructor course player', () => {
  const createCourse = coursesMadePerTest();
  let course: CourseDetail;
  const lessons = [
    { title: 'Six second intro', freePreview: true, video: FIXTURE.longVideo },
    { title: 'Second lesson', freePreview: false, video: FIXTURE.video },
    { title: 'Last lesson', freePreview: false, video: FIXTURE.video },
  ];

  test.beforeEach(async ({ request }) => {
    course = await createCourse(request, { title: uniqueCourseTitle('Player Course'), lessons });
  });

  test('Previous / Next, Video N of M and the 1 s loading placeholder', async ({ page }) => {
    await page.clock.install({ time: T0 });
    await signInAsDemo(page, 'Instructor');
    await page.goto(`/instructor/courses/coureview/${course.id}`);

    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    // Course facts of the player page: category, lesson and student counts, the Free Preview tag.
    await expect(page.getByText(course.category, { exact: true })).toBeVisible();
    await expect(page.getByText('3 lessons', { exact: true })).toBeVisible();
    await expect(page.getByText('0 students', { exact: true })).toBeVisible();
    const list = page.getByRole('navigation', { name: 'Course lessons' });
    await expect(list.getByRole('button')).toHaveCount(3);
    await expect(list.getByRole('button').nth(0)).toContainText('Video 1');
    await expect(list.getByRole('button').nth(0)).toContainText('Free Preview');
    await expect(list.getByRole('button').nth(1)).not.toContainText('Free Preview');

    const now = page.getByRole('region', { name: 'Now playing' });
    const position = now.getByTestId('video-position');
    const previous = now.getByRole('button', { name: 'Previous' });
    const next = now.getByRole('button', { name: 'Next' });
    const loading = now.getByText('Loading video...');

    await expect(now.getByText('Now Playing', { exact: true })).toBeVisible();
    await expect(position).toHaveText('Video 1 of 3');
    await expect(now.getByRole('heading', { name: lessons[0]!.title })).toBeVisible();
    await expect(now.getByText('Free Preview', { exact: true })).toBeVisible();
    await expect(player(page, lessons[0]!.title)).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await pauseClock(page);
    await next.click();
    await expect(loading).toBeVisible();
    await expect(player(page, lessons[1]!.title)).toHaveCount(0);
    await page.clock.runFor(LESSON_SWITCH_LOADING_MS - 1);
    await expect(loading, `still loading 1 ms before ${LESSON_SWITCH_LOADING_MS} ms`).toBeVisible();
    await page.clock.runFor(1);
    await expect(loading).toBeHidden();
    const second = player(page, lessons[1]!.title);
    await expect(second).toBeVisible();
    await expect(position).toHaveText('Video 2 of 3');
    await expect(now.getByText('Free Preview', { exact: true })).toBeHidden();
    await metadataLoaded(second.locator('video'));
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();

    await next.click();
    await page.clock.runFor(LESSON_SWITCH_LOADING_MS);
    await expect(player(page, lessons[2]!.title)).toBeVisible();
    await expect(position).toHaveText('Video 3 of 3');
    await expect(next, 'Next is disabled on the last video').toBeDisabled();

    await previous.click();
    await expect(loading).toBeVisible();
    await page.clock.runFor(LESSON_SWITCH_LOADING_MS);
    await expect(position).toHaveText('Video 2 of 3');

    // A lesson of the list jumps straight to it.
    await list.getByRole('button').nth(0).click();
    await page.clock.runFor(LESSON_SWITCH_LOADING_MS);
    await expect(position).toHaveText('Video 1 of 3');
    await expect(previous).toBeDisabled();
  });

  test('space plays and pauses, arrows seek 5 s, mute, and the controls hide 3 s after the mouse stops', async ({
    page,
  }) => {
    await page.clock.install({ time: T0 });
    await signInAsDemo(page, 'Instructor');
    await page.goto(`/instructor/courses/coureview/${course.id}`);
    const region = player(page, lessons[0]!.title);
    const video = region.locator('video');
    await metadataLoaded(video);
    await pauseClock(page);
    expect((await videoState(video)).duration).toBeCloseTo(FIXTURE.longVideoSeconds, 0);
    expect((await videoState(video)).paused).toBe(true);

    // Seeking: ±SEEK_STEP_SECONDS, clamped to [0, duration].
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(video)).toBeCloseTo(SEEK_STEP_SECONDS, 1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentTime(video)).toBeCloseTo(0, 1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentTime(video), { message: 'no earlier than 0' }).toBeCloseTo(0, 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => currentTime(video), { message: `two steps on a ${FIXTURE.longVideoSeconds} s video stop at its end` })
      .toBeCloseTo(FIXTURE.longVideoSeconds, 0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentTime(video)).toBeCloseTo(FIXTURE.longVideoSeconds - SEEK_STEP_SECONDS, 0);
    // The seek buttons do the same.
    await region.getByRole('button', { name: `Seek back ${SEEK_STEP_SECONDS} seconds` }).click();
    await expect.poll(() => currentTime(video)).toBeCloseTo(0, 1);

    // Mute toggles the video's muted flag and the button's name.
    await region.getByRole('button', { name: 'Mute' }).click();
    await expect.poll(async () => (await videoState(video)).muted).toBe(true);
    await expect(region.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await region.getByRole('button', { name: 'Unmute' }).click();
    await expect.poll(async () => (await videoState(video)).muted).toBe(false);
    await expect(region.getByRole('button', { name: 'Mute' })).toBeVisible();

    // Space toggles play / pause (focus on the player, not on a button).
    await region.focus();
    await page.keyboard.press(' ');
    await expect(region.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(async () => (await videoState(video)).paused, { message: 'playing after space' }).toBe(false);
    await expect.poll(() => currentTime(video), { message: 'the time runs while playing' }).toBeGreaterThan(0.2);
    await page.keyboard.press(' ');
    await expect(region.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect.poll(async () => (await videoState(video)).paused, { message: 'paused after space' }).toBe(true);

    // Paused: the controls stay however long the mouse rests.
    const box = (await region.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.clock.runFor(CONTROLS_AUTO_HIDE_MS * 2);
    await expect(region).toHaveAttribute('data-controls', 'visible');

    // Playing: they hide CONTROLS_AUTO_HIDE_MS after the last mouse move and come back on a move.
    // (Slowed down so that the short demo video cannot end during the check on a busy machine.)
    await region.getByRole('button', { name: `Seek back ${SEEK_STEP_SECONDS} seconds` }).click();
    await video.evaluate((v: HTMLVideoElement) => {
      v.playbackRate = 0.25;
    });
    await region.focus();
    await page.keyboard.press(' ');
    await expect.poll(async () => (await videoState(video)).paused).toBe(false);
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 3);
    await page.clock.runFor(CONTROLS_AUTO_HIDE_MS - 10);
    await expect(region, 'still shown just before the delay').toHaveAttribute('data-controls', 'visible');
    await expect(region.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.clock.runFor(10);
    await expect(region, `hidden ${CONTROLS_AUTO_HIDE_MS} ms after the mouse stopped`).toHaveAttribute(
      'data-controls',
      'hidden',
    );
    await expect
      .poll(() => effectiveOpacity(region.getByRole('button', { name: 'Pause' })), { message: 'the controls fade out' })
      .toBe(0);
    expect((await videoState(video)).paused, 'still playing when the controls hid').toBe(false);
    await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2);
    await expect(region, 'shown again when the mouse moves').toHaveAttribute('data-controls', 'visible');
    await expect
      .poll(() => effectiveOpacity(region.getByRole('button', { name: 'Pause' })), { message: 'the controls fade in' })
      .toBe(1);
  });
});

test('the admin player of a demo course plays every lesson', async ({ page, request }) => {
  const react = await demoCourseCard(request, DEMO_COURSE.react);
  await signInAsDemo(page, 'Admin');
  await page.goto(`/Admin/courses/coureview/${react.id}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COURSE.react })).toBeVisible();
  const now = page.getByRole('region', { name: 'Now playing' });
  await expect(now.getByTestId('video-position')).toHaveText(`Video 1 of ${react.lessonCount}`);
  await expect(page.getByText('1 student', { exact: true })).toBeVisible();
  // An admin may watch a paid lesson too: the last video loads. The course ends with its quiz
  // (issue 20), which the admin's player shows by its rules.
  const n = react.lessonCount;
  const lessons = page.getByRole('navigation', { name: 'Course lessons' }).getByRole('button');
  await lessons.nth(n - 2).click();
  await expect(now.getByTestId('video-position')).toHaveText(`Video ${n - 1} of ${n}`);
  await metadataLoaded(now.locator('video'));
  await lessons.last().click();
  await expect(now.getByTestId('video-position')).toHaveText(`${QUIZ_MSG.quiz} ${n} of ${n}`);
  await expect(now.getByText(QUIZ_MSG.ownerPreview)).toBeVisible();
  await expect(now.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('the player without a course id says Course ID is required', async ({ page }) => {
  await signInAsDemo(page, 'Instructor');
  await page.goto('/instructor/courses/coureview/%20');
  await expect(page.getByText(COURSE_MSG.courseIdRequired)).toBeVisible();
});
