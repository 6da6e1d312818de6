/**
 * Issue 20 accessibility: every new screen passes axe (no serious or critical violation) in light and
 * dark, at 1280 and 375 px: the learner's keyboard shortcuts help, the lesson Q&A, the quiz paper and
 * its result; the instructor's course form with a quiz question open, the captions dialog,
 * /instructor/questions and the course insights; the admins' certificates with the revoke dialog
 * open (nothing revoked) and the public /verify/:id page, signed out. One test per width visits them
 * in turn. A journey (it makes a course, a purchase and a question), so it runs with the journeys.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_CERTIFICATES_PATH,
  CAPTION_MSG,
  CERTIFICATE_API,
  CERTIFICATE_MSG,
  INSIGHTS_MSG,
  PLAYER_MSG,
  QUESTION_MSG,
  QUIZ_MSG,
  verifyPath,
  type MyCertificates,
} from '../packages/contract/src/index.js';
import { expectNoSeriousViolationsInBothThemes, followSystemTheme } from './support/a11y.js';
import { signInAsDemo } from './support/app.js';
import { AREA, apiBuy, apiMarkDone, sidewaysOverflow, signedInLearner } from './support/checkout.js';
import { coursesMadePerTest, FIXTURE, uniqueCourseTitle } from './support/courses.js';
import { metadataLoaded } from './support/video.js';

const createCourse = coursesMadePerTest();
const WIDTHS = [1280, 375] as const;
const QUIZ_TITLE = 'Quick check';

/** Where to keep a screenshot of each screen in both themes, when E2E_SHOTS_DIR names a folder. */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The axe check of the page as it is, light then dark; back to light for the next screen. */
async function check(page: Page, label: string, width: number): Promise<void> {
  await expectNoSeriousViolationsInBothThemes(page, `${label} at ${width}`);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    const name = `${label.replace(/[^a-z0-9]+/gi, '-')}-${width}`;
    await page.screenshot({ path: path.join(SHOTS, `${name}-dark.png`), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: path.join(SHOTS, `${name}-light.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the new learning tools have no serious or critical violations, light and dark', async ({ page, request }) => {
      test.setTimeout(180_000);
      await followSystemTheme(page);
      const course = await createCourse(request, {
        title: uniqueCourseTitle('A11y Tools'),
        lessons: [{ title: 'Watch first', freePreview: true, video: FIXTURE.video }],
        quizzes: [
          {
            title: QUIZ_TITLE,
            quiz: {
              maxAttempts: 2,
              timeLimitMinutes: 30,
              questions: [
                {
                  kind: 'single',
                  prompt: 'Which tag holds captions?',
                  explanation: 'A <track> element of the video.',
                  options: [
                    { text: '<track>', correct: true },
                    { text: '<caption>', correct: false },
                  ],
                },
                {
                  kind: 'multiple',
                  prompt: 'Which are caption formats?',
                  options: [
                    { text: 'WebVTT', correct: true },
                    { text: 'SRT', correct: true },
                    { text: 'PNG', correct: false },
                  ],
                },
              ],
            },
          },
        ],
      });
      const video = course.lessons[0]!;

      // The learner: shortcuts help, Q&A, the quiz paper and its result.
      const learner = await signedInLearner(page, 'Student');
      const { enrolmentId } = await apiBuy(page.request, course.id);
      await page.goto(AREA.Student.viewPage(enrolmentId));
      const region = page.getByRole('region', { name: `Video player: ${video.title}` });
      await metadataLoaded(region.locator('video'));
      await region.focus();
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: PLAYER_MSG.shortcuts })).toBeVisible();
      await check(page, 'shortcuts help', width);
      await page.keyboard.press('Escape');

      const qa = page.getByRole('region', { name: QUESTION_MSG.title });
      await qa.getByLabel(QUESTION_MSG.askLabel).fill('Where do I find the transcript?');
      await qa.getByRole('button', { name: QUESTION_MSG.ask }).click();
      await expect(qa.getByText('Where do I find the transcript?')).toBeVisible();
      await qa.scrollIntoViewIfNeeded();
      await check(page, 'lesson Q&A', width);
      // The posted question's toast leaves before the next screens are checked: axe caught it once
      // half faded out (its exit animation starts on a timer, after the check's wait for animations).
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

      await page
        .getByRole('navigation', { name: 'Course lessons' })
        .getByRole('button', { name: new RegExp(QUIZ_TITLE) })
        .click();
      const panel = page.getByRole('region', { name: QUIZ_TITLE });
      await panel.getByRole('button', { name: QUIZ_MSG.startQuiz }).click();
      const paper = panel.getByRole('form', { name: QUIZ_MSG.quiz });
      await paper.getByRole('radio', { name: '<caption>' }).click();
      await paper.getByRole('checkbox', { name: 'WebVTT' }).click();
      await expect(paper.getByRole('timer')).toBeVisible();
      await check(page, 'quiz paper', width);
      await paper.getByRole('button', { name: QUIZ_MSG.submit }).click();
      await expect(panel.getByText(QUIZ_MSG.failed, { exact: true }).first()).toBeVisible();
      await check(page, 'quiz result', width);

      // The second attempt passes (the video done too): the course completes and its certificate is issued.
      await apiMarkDone(page.request, enrolmentId, video.id);
      await panel.getByRole('button', { name: QUIZ_MSG.retryQuiz }).click();
      await paper.getByRole('radio', { name: '<track>' }).click();
      await paper.getByRole('checkbox', { name: 'WebVTT' }).click();
      await paper.getByRole('checkbox', { name: 'SRT' }).click();
      await paper.getByRole('button', { name: QUIZ_MSG.submit }).click();
      await expect(panel.getByText(QUIZ_MSG.correctAnswer, { exact: true }).first()).toBeVisible();
      await check(page, 'quiz passed with the answers', width);
      const mine = await page.request.get(CERTIFICATE_API.mine);
      expect(mine.status(), await mine.text()).toBe(200);
      const cert = ((await mine.json()) as MyCertificates).certificates.find((c) => c.courseId === course.id);
      expect(cert, 'the certificate of the completed course').toBeTruthy();

      // The instructor: the course form with a quiz question open, the captions dialog, questions, insights.
      await page.context().clearCookies();
      await signInAsDemo(page, 'Instructor');
      await page.goto(`/instructor/new?edit=${encodeURIComponent(course.id)}`);
      const quiz = page.getByRole('group', { name: `Section 2 (${QUIZ_MSG.quiz})` });
      await quiz.getByRole('button', { name: new RegExp(`^${QUIZ_MSG.questionLabel(2)}`) }).click();
      await expect(
        quiz
          .getByRole('group', { name: QUIZ_MSG.questionLabel(2) })
          .getByLabel(QUIZ_MSG.questionPrompt, { exact: true }),
      ).toHaveValue('Which are caption formats?');
      expect(await sidewaysOverflow(page), 'the course form with a quiz does not scroll sideways').toBe('none');
      await check(page, 'course form with a quiz', width);

      await page.goto(`/instructor/courses/view/${encodeURIComponent(course.id)}`);
      await page.getByRole('button', { name: `${CAPTION_MSG.captions}: ${video.title}` }).click();
      await expect(page.getByRole('dialog', { name: CAPTION_MSG.manageTitle(video.title) })).toBeVisible();
      await check(page, 'captions dialog', width);
      await page.keyboard.press('Escape');

      await page.goto('/instructor/questions');
      await expect(page.getByRole('list', { name: QUESTION_MSG.pageTitle })).toContainText(learner.name);
      await check(page, 'instructor questions', width);

      await page.goto(`/instructor/courses/${encodeURIComponent(course.id)}/insights`);
      await expect(page.getByRole('heading', { name: INSIGHTS_MSG.funnel })).toBeVisible();
      await expect(
        page.getByRole('region', { name: INSIGHTS_MSG.learners }).getByText(learner.name).locator('visible=true'),
      ).toBeVisible();
      await check(page, 'course insights', width);

      // The admins' certificates with the revoke dialog open (nothing revoked).
      await page.context().clearCookies();
      await signInAsDemo(page, 'Admin');
      await page.goto(ADMIN_CERTIFICATES_PATH);
      await page
        .getByRole('button', { name: `${CERTIFICATE_MSG.revoke}: ${learner.name}, ${course.title}` })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: CERTIFICATE_MSG.revokeTitle })).toBeVisible();
      await check(page, 'admin certificates with the revoke dialog', width);
      await page.keyboard.press('Escape');

      // The public page, signed out.
      await page.context().clearCookies();
      await page.goto(verifyPath(cert!.id));
      await expect(page.getByRole('status').filter({ hasText: /^Verified: / })).toBeVisible();
      await check(page, 'verify page', width);
    });
  });
}
