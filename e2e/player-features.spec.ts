/**
 * Issue 20 journey: a player people like, lesson Q&A and the instructor's insight. The demo
 * instructor uploads English captions through the Captions dialog of their course page; a learner
 * who bought the course picks them in the CC menu, sees the transcript's lines and seeks by clicking
 * one; a playback speed of 1.5× stays after a reload; "?" opens the keyboard shortcuts. The learner
 * asks a question under the lesson, the instructor answers it from /instructor/questions (marked
 * "Instructor"), the learner sees the answer; the instructor's Insights show the learner in the
 * course's learners and the first lesson counted in the drop-off funnel.
 */
import { expect, test, type Locator } from '@playwright/test';
import { CAPTION_MSG, INSIGHTS_MSG, LEARNING_MSG, PLAYER_MSG, QUESTION_MSG } from '../packages/contract/src/index.js';
import { BASE_URL, expectToast, signInAsDemo, tempFile } from './support/app.js';
import { AREA, apiBuy, signedInLearner } from './support/checkout.js';
import { coursesMadePerTest, FIXTURE, uniqueCourseTitle } from './support/courses.js';
import { metadataLoaded, videoState } from './support/video.js';

const createCourse = coursesMadePerTest();

/** Three cues inside FIXTURE.video's 5 seconds. */
const CUES = [
  { start: 0, at: '00:00:00.000 --> 00:00:01.500', text: 'Hello and welcome to the lesson.' },
  { start: 2, at: '00:00:02.000 --> 00:00:03.500', text: 'Here is the second line of captions.' },
  { start: 3.6, at: '00:00:03.600 --> 00:00:04.800', text: 'And this is the last one.' },
] as const;
const VTT = `WEBVTT\n\n${CUES.map((c) => `${c.at}\n${c.text}`).join('\n\n')}\n`;

const playbackRate = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.playbackRate);

test('captions, transcript seek, remembered speed and shortcuts; a question answered by the instructor; the learner in the insights', async ({
  page,
  request,
  browser,
}) => {
  const lessons = [
    { title: 'Captioned lesson', freePreview: true, video: FIXTURE.video },
    { title: 'Second lesson', freePreview: false, video: FIXTURE.video },
  ];
  const course = await createCourse(request, { title: uniqueCourseTitle('Player Features'), lessons });
  const first = course.lessons[0]!;

  // The instructor (a context of their own, kept for the answer and the insights).
  const instructorContext = await browser.newContext({ baseURL: BASE_URL });
  try {
    const teacher = await instructorContext.newPage();
    await signInAsDemo(teacher, 'Instructor');
    await teacher.goto(`/instructor/courses/view/${encodeURIComponent(course.id)}`);
    await teacher.getByRole('button', { name: `${CAPTION_MSG.captions}: ${first.title}` }).click();
    const dialog = teacher.getByRole('dialog', { name: CAPTION_MSG.manageTitle(first.title) });
    await expect(dialog.getByText(CAPTION_MSG.noCaptions)).toBeVisible();
    await expect(dialog.getByLabel(CAPTION_MSG.language)).toHaveValue('en');
    await expect(dialog.getByLabel(CAPTION_MSG.label)).toHaveValue('English');
    await dialog.getByLabel(CAPTION_MSG.file).setInputFiles(tempFile('lesson.en.vtt', VTT));
    await dialog.getByRole('button', { name: CAPTION_MSG.add }).click();
    await expectToast(teacher, CAPTION_MSG.saved);
    await expect(dialog.getByRole('list', { name: CAPTION_MSG.captions })).toContainText('English (en)');
    await teacher.keyboard.press('Escape');
    await expect(teacher.getByRole('button', { name: `${CAPTION_MSG.captions}: ${first.title}` })).toContainText('(1)');

    // The learner: the CC menu lists English; choosing it shows the track and the transcript.
    const learner = await signedInLearner(page, 'Student');
    const { enrolmentId } = await apiBuy(page.request, course.id);
    await page.goto(AREA.Student.viewPage(enrolmentId));
    const region = page.getByRole('region', { name: `Video player: ${first.title}` });
    const video = region.locator('video');
    await metadataLoaded(video);
    await expect(video.locator('track[srclang="en"]')).toHaveAttribute('label', 'English');
    await region.getByRole('button', { name: PLAYER_MSG.captions }).click();
    const ccMenu = page.getByRole('menu');
    await expect(ccMenu.getByRole('menuitemradio', { name: PLAYER_MSG.captionsOff })).toBeChecked();
    await ccMenu.getByRole('menuitemradio', { name: 'English' }).click();
    const transcript = page.getByRole('region', { name: `${PLAYER_MSG.transcript} (English)` });
    const lines = transcript.getByRole('button');
    await expect(lines).toHaveCount(CUES.length);
    for (const [i, cue] of CUES.entries()) await expect(lines.nth(i)).toContainText(cue.text);

    // A line seeks the video to its cue and becomes the current one.
    await lines.nth(1).click();
    await expect
      .poll(async () => (await videoState(video)).currentTime, { message: 'the video is at the second cue' })
      .toBeCloseTo(CUES[1].start, 0);
    await expect(lines.nth(1)).toHaveAttribute('aria-current', 'true');

    // Speed 1.5×: applied, and still 1.5× after a reload (remembered by the browser).
    await region.getByRole('button', { name: PLAYER_MSG.speed }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitemradio', { name: PLAYER_MSG.speedValue(1.5) })
      .click();
    await expect.poll(() => playbackRate(video)).toBe(1.5);
    await page.reload();
    await metadataLoaded(video);
    await expect(region.getByRole('button', { name: PLAYER_MSG.speed })).toContainText(PLAYER_MSG.speedValue(1.5));
    await expect.poll(() => playbackRate(video), { message: 'the speed is remembered after a reload' }).toBe(1.5);
    // The captions language is remembered too: the transcript is back.
    await expect(transcript.getByRole('button')).toHaveCount(CUES.length);

    // "?" opens the keyboard shortcuts; Escape closes them.
    await region.focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: PLAYER_MSG.shortcuts });
    await expect(help).toBeVisible();
    for (const [keys, action] of PLAYER_MSG.shortcutList) {
      await expect(help.getByText(keys, { exact: true })).toBeVisible();
      await expect(help.getByText(action, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // The first lesson done (the funnel counts it as reached and finished).
    await page.getByRole('button', { name: LEARNING_MSG.markDone }).click();
    await expectToast(page, LEARNING_MSG.markedDone);

    // Q&A: the learner asks under the lesson.
    const question = `How do captions work? ${Date.now()}`;
    const qa = page.getByRole('region', { name: QUESTION_MSG.title });
    await expect(qa.getByText(QUESTION_MSG.empty)).toBeVisible();
    await qa.getByLabel(QUESTION_MSG.askLabel).fill(question);
    await qa.getByRole('button', { name: QUESTION_MSG.ask }).click();
    await expectToast(page, QUESTION_MSG.asked);
    await expect(qa.getByText(question)).toBeVisible();

    // The instructor sees it among the new questions, opens its lesson's Q&A and answers.
    await teacher.goto('/instructor/questions');
    const row = teacher
      .getByRole('list', { name: QUESTION_MSG.pageTitle })
      .getByRole('listitem')
      .filter({ hasText: question });
    await expect(row).toContainText(QUESTION_MSG.statusNew);
    await expect(row).toContainText(learner.name);
    await row.getByRole('link', { name: QUESTION_MSG.openLesson }).click();
    const teacherQa = teacher.getByRole('region', { name: QUESTION_MSG.title });
    const item = teacherQa.getByRole('listitem').filter({ hasText: question });
    const answer = 'They are WebVTT files shown as a track and a transcript.';
    await item.getByRole('textbox', { name: QUESTION_MSG.replyLabel }).fill(answer);
    await item.getByRole('button', { name: QUESTION_MSG.reply, exact: true }).click();
    await expectToast(teacher, QUESTION_MSG.replied);
    const teacherReply = item.getByRole('list', { name: QUESTION_MSG.replies(1) }).getByRole('listitem');
    await expect(teacherReply).toContainText(answer);
    await expect(teacherReply.getByText(QUESTION_MSG.instructor, { exact: true })).toBeVisible();

    // The learner sees the answer, marked as the instructor's.
    // (The page now resumes at the second lesson: the Q&A's lesson is picked again.)
    await page.reload();
    await qa.getByRole('combobox', { name: QUESTION_MSG.lessonLabel }).selectOption({ label: first.title });
    const mine = qa.getByRole('listitem').filter({ hasText: question }).first();
    const reply = mine.getByRole('list', { name: QUESTION_MSG.replies(1) }).getByRole('listitem');
    await expect(reply).toContainText(answer);
    await expect(reply.getByText(QUESTION_MSG.instructor, { exact: true })).toBeVisible();
    await expect(mine.getByText(QUESTION_MSG.unread, { exact: true })).toBeVisible();

    // Insights: the learner in the course's learners, the first lesson reached and finished by them.
    await teacher.goto(`/instructor/courses/${encodeURIComponent(course.id)}/insights`);
    await expect(teacher.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    const table = teacher.getByRole('table', { name: INSIGHTS_MSG.learners });
    await expect(table.getByRole('row').filter({ hasText: learner.name })).toContainText(learner.team);
    await expect(teacher.getByRole('progressbar', { name: `${first.title}: reached` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(teacher.getByRole('progressbar', { name: `${first.title}: finished` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(teacher.getByRole('progressbar', { name: `${lessons[1]!.title}: finished` })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  } finally {
    await instructorContext.close();
  }
});
