/**
 * Issue 20 journey: quizzes that gate completion and certificates anyone can verify. The demo
 * instructor adds a quiz to a course through the course form (Add Quiz, a single-choice and a
 * true/false question, pass mark, attempts); a learner who bought the course and watched its video
 * fails the quiz once (Not passed, the answers kept hidden), passes it (Passed, the answers and the
 * explanation revealed), sees the completion moment, downloads the certificate PDF (its text holds
 * the learner's name and the course title) and, signed out, opens /verify/:id: Valid, and the
 * browser's own check of the signed credential passes.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  CERTIFICATE_MSG,
  COURSE_MSG,
  LEARNING_MSG,
  QUIZ_MSG,
  QUIZ_QUESTION_KIND_LABELS,
  type CourseDetail,
} from '../packages/contract/src/index.js';
import { BASE_URL, expectToast, signInAsDemo } from './support/app.js';
import { AREA, apiBuy, apiCourse, apiMarkDone, signedInLearner } from './support/checkout.js';
import { COURSE_API, coursePath, coursesMadePerTest, FIXTURE, uniqueCourseTitle } from './support/courses.js';

const createCourse = coursesMadePerTest();

const QUIZ_TITLE = 'Check your understanding';
const Q1 = {
  prompt: 'Which planet is known as the red planet?',
  wrong: 'Venus',
  right: 'Mars',
  explanation: 'Iron oxide on its surface makes Mars look red.',
};
const Q2 = { prompt: 'The Sun is a star.' };

/** The quiz section of the course form: Add Quiz, its title, settings and two questions of different kinds. */
async function addQuizThroughTheForm(page: Page, course: CourseDetail) {
  await signInAsDemo(page, 'Instructor');
  await page.goto(`/instructor/new?edit=${encodeURIComponent(course.id)}`);
  const form = page.getByRole('form', { name: 'Edit course' });
  await expect(form.getByRole('group', { name: 'Section 1', exact: true })).toBeVisible();
  await form.getByRole('button', { name: QUIZ_MSG.addQuiz }).click();
  const quiz = form.getByRole('group', { name: `Section 2 (${QUIZ_MSG.quiz})` });
  await expect(quiz).toBeVisible();
  const save = form.locator('button[data-action="publish"]');
  await expect(save, 'an empty quiz blocks the form').toHaveText(COURSE_MSG.fillRequired);
  await expect(save).toBeDisabled();

  await quiz.getByLabel(QUIZ_MSG.quizTitle).fill(QUIZ_TITLE);
  await quiz.getByLabel(QUIZ_MSG.passMark).fill('100');
  await quiz.getByLabel(QUIZ_MSG.maxAttempts).fill('3');

  // Question 1: single choice (the default kind), the second option correct, with an explanation.
  const q1 = quiz.getByRole('group', { name: QUIZ_MSG.questionLabel(1) });
  await q1.getByLabel(QUIZ_MSG.questionPrompt, { exact: true }).fill(Q1.prompt);
  await q1.getByLabel(QUIZ_MSG.optionLabel(1), { exact: true }).fill(Q1.wrong);
  await q1.getByLabel(QUIZ_MSG.optionLabel(2), { exact: true }).fill(Q1.right);
  await q1.getByRole('radio', { name: `${QUIZ_MSG.optionLabel(2)}: ${QUIZ_MSG.correct}` }).click();
  await q1.getByLabel(QUIZ_MSG.explanation).fill(Q1.explanation);

  // Question 2: true / false (its options are fixed), True correct.
  await quiz.getByRole('button', { name: QUIZ_MSG.addQuestion }).click();
  const q2 = quiz.getByRole('group', { name: QUIZ_MSG.questionLabel(2) });
  await q2.getByLabel(QUIZ_MSG.questionKind).selectOption({ label: QUIZ_QUESTION_KIND_LABELS.true_false });
  await expect(q2.getByLabel(QUIZ_MSG.optionLabel(1), { exact: true })).toHaveValue('True');
  await expect(q2.getByLabel(QUIZ_MSG.optionLabel(2), { exact: true })).toHaveValue('False');
  await q2.getByLabel(QUIZ_MSG.questionPrompt, { exact: true }).fill(Q2.prompt);
  await q2.getByRole('radio', { name: `${QUIZ_MSG.optionLabel(1)}: ${QUIZ_MSG.correct}` }).click();

  await expect(save).toHaveText('Save Changes');
  await expect(save).toBeEnabled();
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      new URL(r.url()).pathname === coursePath(COURSE_API.instructorCourse, course.id),
  );
  await save.click();
  expect((await saved).status(), 'the course with its quiz is saved').toBe(200);
  await expectToast(page, COURSE_MSG.courseUpdated);
}

test('an instructor builds a quiz; a learner fails it, passes it, completes the course and verifies the certificate', async ({
  page,
  request,
  browser,
}) => {
  const course = await createCourse(request, {
    title: uniqueCourseTitle('Quiz Course'),
    lessons: [{ title: 'The only video', freePreview: true, video: FIXTURE.video }],
  });
  await addQuizThroughTheForm(page, course);
  const withQuiz = await apiCourse(request, course.id);
  expect(withQuiz.lessons.map((l) => l.kind)).toEqual(['video', 'quiz']);
  const quizLesson = withQuiz.lessons[1]!;
  expect(quizLesson.title).toBe(QUIZ_TITLE);

  // A learner buys it and watches the video (through the API): the quiz is what is left.
  await page.context().clearCookies();
  const learner = await signedInLearner(page, 'Student');
  const { enrolmentId } = await apiBuy(page.request, course.id);
  await apiMarkDone(page.request, enrolmentId, withQuiz.lessons[0]!.id);
  await page.goto(AREA.Student.viewPage(enrolmentId));
  await page
    .getByRole('navigation', { name: 'Course lessons' })
    .getByRole('button', { name: new RegExp(QUIZ_TITLE) })
    .click();

  const panel = page.getByRole('region', { name: QUIZ_TITLE });
  await expect(panel.getByRole('list', { name: QUIZ_MSG.rules })).toContainText(QUIZ_MSG.passMarkIs(100));
  await expect(panel.getByRole('list', { name: QUIZ_MSG.rules })).toContainText(QUIZ_MSG.attemptsLeft(3));
  const paper = panel.getByRole('form', { name: QUIZ_MSG.quiz });

  // Attempt 1: one answer wrong: Not passed, and neither the right answers nor the explanation shown.
  await panel.getByRole('button', { name: QUIZ_MSG.startQuiz }).click();
  await paper.getByRole('radio', { name: Q1.wrong }).click();
  await paper.getByRole('radio', { name: 'True' }).click();
  await paper.getByRole('button', { name: QUIZ_MSG.submit }).click();
  await expect(panel.getByText(QUIZ_MSG.failed, { exact: true }).first()).toBeVisible();
  await expect(panel.getByText(QUIZ_MSG.scoreOf(1, 2, 50))).toBeVisible();
  await expect(panel.getByText(QUIZ_MSG.answersHidden)).toBeVisible();
  await expect(panel.getByText(QUIZ_MSG.correctAnswer, { exact: true })).toHaveCount(0);
  await expect(panel.getByText(Q1.explanation)).toHaveCount(0);
  await expect(panel.getByRole('list', { name: QUIZ_MSG.rules })).toContainText(QUIZ_MSG.attemptsLeft(2));
  await expect(page.getByRole('heading', { name: LEARNING_MSG.courseCompletedTitle })).toHaveCount(0);

  // Attempt 2: all right: Passed, the right answers and the explanation revealed, the course completed.
  await panel.getByRole('button', { name: QUIZ_MSG.retryQuiz }).click();
  await paper.getByRole('radio', { name: Q1.right }).click();
  await paper.getByRole('radio', { name: 'True' }).click();
  await paper.getByRole('button', { name: QUIZ_MSG.submit }).click();
  await expect(panel.getByText(QUIZ_MSG.scoreOf(2, 2, 100))).toBeVisible();
  await expect(panel.getByText(QUIZ_MSG.passed, { exact: true }).first()).toBeVisible();
  await expect(panel.getByText(QUIZ_MSG.correctAnswer, { exact: true })).toHaveCount(2);
  await expect(panel.getByText(Q1.explanation)).toBeVisible();
  await expect(panel.getByText(QUIZ_MSG.answersHidden)).toHaveCount(0);
  await expect(panel.getByRole('button', { name: QUIZ_MSG.retryQuiz }), 'no attempt after a pass').toHaveCount(0);

  const moment = page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: LEARNING_MSG.courseCompletedTitle }) });
  await expect(moment).toBeVisible();
  await expect(page.getByText('2 of 2 lessons completed')).toBeVisible();

  // The PDF: downloaded from the completion moment; its text holds the learner's name and the course.
  const downloading = page.waitForEvent('download');
  await moment.getByRole('link', { name: CERTIFICATE_MSG.downloadPdf }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(learner.name);
  expect(flat).toContain(course.title);

  // The public page, signed out: Valid, and the signature checked against the published key.
  const href = await moment.getByRole('link', { name: CERTIFICATE_MSG.viewCertificate }).getAttribute('href');
  expect(href).toMatch(/^\/verify\/[^/]+$/);
  const anonymous = await browser.newContext({ baseURL: BASE_URL });
  try {
    const outsider = await anonymous.newPage();
    await outsider.goto(href!);
    await expect(outsider.getByRole('heading', { level: 1, name: CERTIFICATE_MSG.title })).toBeVisible();
    await expect(outsider.getByLabel(`Status: ${CERTIFICATE_MSG.valid}`)).toBeVisible();
    await expect(outsider.getByText(learner.name, { exact: true })).toBeVisible();
    await expect(outsider.getByText(course.title, { exact: true })).toBeVisible();
    await expect(outsider.getByRole('status').filter({ hasText: /^Verified: signed by CMS's key / })).toBeVisible();
    await expect(outsider.getByRole('link', { name: CERTIFICATE_MSG.downloadPdf })).toBeVisible();
    // Signed out: no "Add to LinkedIn" (that is the holder's).
    await expect(outsider.getByRole('link', { name: CERTIFICATE_MSG.addToLinkedIn })).toHaveCount(0);
  } finally {
    await anonymous.close();
  }
});
