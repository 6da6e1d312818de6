/**
 * Issue 22, adaptive video: an instructor's uploaded video is transcoded in the background. The
 * instructor sees "Processing NN %" on the course's page until the renditions are ready; a buyer plays
 * the original MP4 meanwhile and the HLS renditions (hls.js, a quality menu) once they are ready. A
 * truncated upload ends as "Could not process this video". The clip is made here with the ffmpeg binary
 * the server uses (12 s of 720p test pattern, so that its transcoding lasts long enough to be seen).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { VIDEO_MSG, videoProcessingPath, type LessonVideoProcessing } from '../packages/contract/src/index.js';
import { resolveFfmpeg } from '../apps/server/src/video/ffmpeg-path.js';
import { signInAsDemo } from './support/app.js';
import { expectNoSeriousViolationsInBothThemes, followSystemTheme } from './support/a11y.js';
import { AREA, apiBuy, otherLearner } from './support/checkout.js';
import { coursesMadePerTest } from './support/courses.js';

/** Transcoding waits behind the demo videos' jobs on a busy machine. */
const READY_TIMEOUT_MS = 240_000;

/** Writes the clip (made once) to a file; returns its path. */
function makeClip(): string {
  const ffmpeg = resolveFfmpeg(undefined);
  if (!ffmpeg) throw new Error('no ffmpeg binary (system or @ffmpeg-installer/linux-x64)');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-hls-')), 'clip.mp4');
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=24', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '12', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    file,
  ]);
  return file;
}

let clipFile: string;
test.beforeAll(() => {
  clipFile = makeClip();
});

async function processing(request: APIRequestContext, lessonId: string): Promise<LessonVideoProcessing> {
  const res = await request.get(videoProcessingPath(lessonId));
  expect(res.status(), `processing: ${await res.text()}`).toBe(200);
  return (await res.json()) as LessonVideoProcessing;
}

const player = (page: Page, title: string): Locator => page.getByRole('region', { name: `Video player: ${title}` });

test.describe('adaptive video', () => {
  const createCourse = coursesMadePerTest();

  test('Processing NN % for the instructor; the buyer plays the MP4, then HLS with a quality menu', async ({
    page,
    request,
    playwright,
    browser,
  }) => {
    test.setTimeout(READY_TIMEOUT_MS + 120_000);
    const course = await createCourse(request, {
      lessons: [{ title: 'Adaptive lesson', freePreview: false, video: clipFile }],
    });
    const lesson = course.lessons[0]!;
    expect(course.lessons[0]!.videoProcessing?.state).toMatch(/queued|processing/);

    // The instructor: "Processing NN %" (or waiting for its turn) on the course's page.
    await signInAsDemo(page, 'Instructor');
    await followSystemTheme(page);
    await page.goto(`/instructor/courses/view/${course.id}`);
    const status = page.getByTestId('video-processing');
    await expect(status).toBeVisible();
    await expect(status.getByRole('progressbar')).toHaveAccessibleName(/^Processing \d+ %$|^Waiting to be processed$/);
    await expectNoSeriousViolationsInBothThemes(page, 'a lesson video being processed');

    // A buyer meanwhile: the original MP4.
    const buyer = await otherLearner(playwright, 'Student');
    const bought = await apiBuy(buyer.request, course.id);
    const buyerContext = await browser.newContext({ storageState: await buyer.request.storageState() });
    const buyerPage = await buyerContext.newPage();
    const lessonPlayer = player(buyerPage, lesson.title);
    const current = await processing(request, lesson.id);
    if (current.videoProcessing?.state !== 'ready') {
      await buyerPage.goto(AREA.Student.viewPage(bought.enrolmentId));
      await expect(lessonPlayer).toHaveAttribute('data-source', 'mp4');
      await expect(lessonPlayer.locator('video')).toHaveAttribute('src', /\/api\/media\//);
    }

    // Ready: the instructor's page, still open, stops showing the processing (it polls).
    await expect
      .poll(async () => (await processing(request, lesson.id)).videoProcessing?.state, { timeout: READY_TIMEOUT_MS })
      .toBe('ready');
    await expect(status).toBeHidden({ timeout: 15_000 });

    // The buyer: HLS through hls.js, a rendition playing, a quality menu with Auto and the renditions.
    await buyerPage.goto(AREA.Student.viewPage(bought.enrolmentId));
    await expect(lessonPlayer).toHaveAttribute('data-source', 'hls');
    await expect(lessonPlayer).toHaveAttribute('data-rendition', /^\d+$/);
    await expect
      .poll(() => lessonPlayer.locator('video').evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThanOrEqual(1);
    await lessonPlayer.hover();
    const quality = lessonPlayer.getByRole('button', { name: VIDEO_MSG.quality });
    await quality.focus();
    await buyerPage.keyboard.press('Enter');
    const menu = buyerPage.getByRole('menu', { name: VIDEO_MSG.quality });
    await expect(menu.getByRole('menuitemradio')).toHaveText([VIDEO_MSG.auto, '720p', '480p', '240p']);
    await menu.getByRole('menuitemradio', { name: '240p' }).click();
    await expect(lessonPlayer).toHaveAttribute('data-rendition', '240');
    await lessonPlayer.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => lessonPlayer.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.5);
    await buyerContext.close();
    await buyer.request.dispose();
  });

  test('a truncated video: "Could not process this video" on the lesson', async ({ page, request }) => {
    test.setTimeout(READY_TIMEOUT_MS + 60_000);
    const clip = readFileSync(clipFile);
    const truncated = clip.subarray(0, Math.floor(clip.length * 0.6));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-hls-'));
    const file = path.join(dir, 'truncated.mp4');
    writeFileSync(file, truncated);
    const course = await createCourse(request, {
      lessons: [{ title: 'Broken lesson', freePreview: false, video: file }],
    });
    const lesson = course.lessons[0]!;
    await expect
      .poll(async () => (await processing(request, lesson.id)).videoProcessing?.state, { timeout: READY_TIMEOUT_MS })
      .toBe('failed');
    await signInAsDemo(page, 'Instructor');
    await page.goto(`/instructor/courses/view/${course.id}`);
    const alert = page.getByTestId('video-processing').and(page.getByRole('alert'));
    await expect(alert).toContainText(VIDEO_MSG.failed);
    await expect(alert).toContainText(VIDEO_MSG.failedHint);
    await page.goto(`/instructor/new?edit=${course.id}`);
    await expect(page.getByRole('alert').filter({ hasText: VIDEO_MSG.failed })).toBeVisible();
  });
});
