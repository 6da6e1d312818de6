/**
 * Quizzes (issue 20 items 1 and 2): quiz lessons in the course form (validation, ids kept on edit,
 * the curriculum's summary, the owner's definitions), the learner's attempts (answers never leak
 * before they are revealed, grading on the server, limits, time limits, the paper snapshot kept
 * across edits) and completion (every video watched and every quiz passed). Races (concurrent
 * starts and submissions) on both drivers.
 */
import { randomUUID } from 'node:crypto';
import { COURSE_API, LEARNING_MSG, QUIZ_MSG, TRUE_FALSE_OPTIONS, type CourseDetail } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import { courseInput, pathOf, uploadThumbnail, uploadVideo } from './helpers/courses.js';
import { enrolAt, enrolmentPath, myCourses, report, reportRaw } from './helpers/learning.js';
import {
  SECRET,
  answerKey,
  createQuizCourse,
  definitions,
  expectNoAnswers,
  learnerAtQuiz,
  paths,
  quizInput,
  quizLesson,
  quizView,
  start,
  submit,
  submitRaw,
} from './helpers/quizzes.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';
import { expectErrorShape } from './helpers/users.js';

describe.each(databaseDrivers)('quizzes (%s)', (driver) => {
  const t = suiteWithUsers(driver, { ...usualCast('priya', 'rahul', 'student', 'lead', 'stranger') });

  describe('the course form', () => {
    it('refuses a quiz without questions, a single choice with two correct options and true/false with other texts, by field', async () => {
      const thumbnailId = await uploadThumbnail(t.priya.client);
      const videoId = await uploadVideo(t.priya.client);
      const base = courseInput(thumbnailId, [videoId]);
      const post = (quiz: unknown) =>
        t.priya.client.post(COURSE_API.instructorCourses, {
          ...base,
          lessons: [...base.lessons, { kind: 'quiz', title: 'Quiz', quiz }],
        });
      const good = quizInput();
      const cases: [unknown, string, string][] = [
        [{ ...good, questions: [] }, 'lessons.1.quiz.questions', QUIZ_MSG.atLeastOneQuestion],
        [
          {
            ...good,
            questions: [
              { ...good.questions[0]!, options: good.questions[0]!.options.map((o) => ({ ...o, correct: true })) },
            ],
          },
          'lessons.1.quiz.questions.0.options',
          QUIZ_MSG.exactlyOneCorrect,
        ],
        [
          {
            ...good,
            questions: [
              good.questions[0]!,
              {
                kind: 'true_false',
                prompt: 'Yes?',
                options: [
                  { text: 'Yes', correct: true },
                  { text: 'No', correct: false },
                ],
              },
            ],
          },
          'lessons.1.quiz.questions.1.options',
          QUIZ_MSG.trueFalseOptions,
        ],
        [{ ...good, passMarkPercent: 0 }, 'lessons.1.quiz.passMarkPercent', QUIZ_MSG.passMarkRange],
      ];
      const before = await t.query<{ n: number }>(sql`select count(*)::int as n from quizzes`);
      for (const [quiz, field, message] of cases) {
        const res = await post(quiz);
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.fields[field], `${field}: ${res.text}`).toBe(message);
      }
      expect(await t.query(sql`select count(*)::int as n from quizzes`)).toEqual(before);
    });

    it('saves a quiz lesson with the course: kind and summary on the page, no video; the owner reads the answers', async () => {
      const course = await createQuizCourse(t.priya.client, {
        videos: 1,
        quiz: quizInput({ maxAttempts: 2, timeLimitMinutes: 15 }),
      });
      const page = await t.client().get(pathOf(COURSE_API.course, course.id));
      expect(page.status, page.text).toBe(200);
      const detail = page.body as CourseDetail;
      expect(detail.lessonCount).toBe(2);
      expect(detail.lessons.map((l) => l.kind)).toEqual(['video', 'quiz']);
      expect(detail.lessons[0]!.quiz).toBeNull();
      expect(detail.lessons[1]).toMatchObject({
        kind: 'quiz',
        quiz: { questionCount: 3, passMarkPercent: 60, maxAttempts: 2, timeLimitMinutes: 15, display: 'all' },
        videoUrl: null,
        videoId: null,
        durationSeconds: null,
        freePreview: false,
      });
      expectNoAnswers(page, 'course page');

      const defs = await definitions(t.priya.client, course.id);
      expect(defs.quizzes).toHaveLength(1);
      const q = defs.quizzes[0]!;
      expect(q).toMatchObject({
        lessonId: course.quizLessonId,
        passMarkPercent: 60,
        maxAttempts: 2,
        timeLimitMinutes: 15,
        attemptCount: 0,
      });
      expect(q.questions.map((x) => x.kind)).toEqual(['single', 'multiple', 'true_false']);
      expect(q.questions[0]!.options.map((o) => o.correct)).toEqual([false, true, false]);
      expect(q.questions[2]!.options.map((o) => o.text)).toEqual([...TRUE_FALSE_OPTIONS]);

      // Another instructor's course and an unknown one are not found; learners may not ask.
      expectErrorShape(await t.rahul.client.get(paths.courseQuizzes(course.id)), 404, 'NOT_FOUND');
      expectErrorShape(await t.priya.client.get(paths.courseQuizzes(randomUUID())), 404, 'NOT_FOUND');
      expectErrorShape(await t.student.client.get(paths.courseQuizzes(course.id)), 403, 'FORBIDDEN');
    });

    it('an edit keeps the ids of questions and options sent back, removes the others; a lesson that changes kind is new', async () => {
      const course = await createQuizCourse(t.priya.client, { videos: 1 });
      const before = (await definitions(t.priya.client, course.id)).quizzes[0]!;
      const [q1, , q3] = before.questions;
      const input = courseInput(course.thumbnailId, course.videoIds, { title: 'Quiz Course' });
      const edited = {
        ...input,
        lessons: [
          // The video lesson sent back as a quiz: a new lesson.
          { id: course.lessonIds[0], ...quizLesson(quizInput(), 'Now a quiz') },
          {
            id: course.quizLessonId,
            ...quizLesson({
              ...quizInput({ passMarkPercent: 80 }),
              questions: [
                { ...q3!, options: q3!.options.map((o) => ({ id: o.id, text: o.text, correct: !o.correct })) },
                { ...q1!, prompt: 'What is two plus two?', options: [...q1!.options, { text: '22', correct: false }] },
              ],
            }),
          },
        ],
      };
      const res = await t.priya.client.request('PUT', pathOf(COURSE_API.instructorCourse, course.id), { json: edited });
      expect(res.status, res.text).toBe(200);
      const lessons = (res.body.course as CourseDetail).lessons;
      expect(lessons[0]!.id).not.toBe(course.lessonIds[0]);
      expect(lessons[0]!.kind).toBe('quiz');
      expect(lessons[1]!.id).toBe(course.quizLessonId);
      const after = (await definitions(t.priya.client, course.id)).quizzes;
      const kept = after.find((q) => q.lessonId === course.quizLessonId)!;
      expect(kept.passMarkPercent).toBe(80);
      expect(kept.questions.map((q) => q.id)).toEqual([q3!.id, q1!.id]);
      expect(kept.questions[0]!.options.map((o) => o.id)).toEqual(q3!.options.map((o) => o.id));
      expect(kept.questions[0]!.options.map((o) => o.correct)).toEqual([false, true]);
      expect(kept.questions[1]!.prompt).toBe('What is two plus two?');
      expect(kept.questions[1]!.options.slice(0, 3).map((o) => o.id)).toEqual(q1!.options.map((o) => o.id));
      expect(kept.questions[1]!.options).toHaveLength(4);
      const gone = await t.query(sql`select id from quiz_questions where id = ${before.questions[1]!.id}`);
      expect(gone).toEqual([]);
      // The old video lesson is gone; no lesson row breaks the video rule.
      expect(await t.query(sql`select id from lessons where id = ${course.lessonIds[0]}`)).toEqual([]);
    });
  });

  describe('a learner taking a quiz', () => {
    it('never sees the answers before submitting: course page, learning page, quiz view, start, attempt, catalogue', async () => {
      const course = await createQuizCourse(t.priya.client, {
        videos: 1,
        title: 'Leak Check Course',
        quiz: quizInput({ maxAttempts: 2 }),
      });
      const enrolmentId = await enrolAt(t, t.student.userId, course.id);
      const c = t.student.client;
      const l = course.quizLessonId;
      expectNoAnswers(await c.get(pathOf(COURSE_API.course, course.id)), 'course page');
      expectNoAnswers(await c.get(enrolmentPath(enrolmentId)), 'learning page');
      expectNoAnswers(await c.get(`${COURSE_API.catalogue}?search=Leak`), 'catalogue');
      expectNoAnswers(await c.get(paths.quiz(enrolmentId, l)), 'quiz view');
      const started = await c.post(paths.attempts(enrolmentId, l), {});
      expect(started.status, started.text).toBe(200);
      expectNoAnswers(started, 'start');
      const attemptId = started.body.attempt.id as string;
      expect(started.body.questions).toHaveLength(3);
      expectNoAnswers(await c.post(paths.attempts(enrolmentId, l), {}), 'resume');
      const open = await c.get(paths.attempt(enrolmentId, l, attemptId));
      expect(open.status, open.text).toBe(200);
      expect(open.body.result).toBeNull();
      expect(open.body.paper.attempt.id).toBe(attemptId);
      expectNoAnswers(open, 'attempt');
      expectNoAnswers(await c.get(paths.quiz(enrolmentId, l)), 'quiz view with an open attempt');

      // A failed attempt with one left: the score, not the answers.
      const { wrong } = await answerKey(t.priya.client, course.id, l);
      const failed = await submitRaw(c, enrolmentId, l, attemptId, wrong);
      expect(failed.status, failed.text).toBe(200);
      expect(failed.body.result).toMatchObject({
        revealed: false,
        attempt: { status: 'graded', score: 0, maxScore: 3, percent: 0, passed: false },
      });
      expect(failed.body.result.questions[0].options.some((o: { chosen: boolean }) => o.chosen)).toBe(true);
      expectNoAnswers(failed, 'result before reveal');
      expectNoAnswers(await c.get(paths.attempt(enrolmentId, l, attemptId)), 'result read again');
      expectNoAnswers(await c.get(paths.quiz(enrolmentId, l)), 'quiz view after a failure');

      // The last allowed attempt used: revealed.
      const second = await start(c, enrolmentId, l);
      const last = await submit(c, enrolmentId, l, second.attempt.id, wrong);
      expect(last.result.revealed).toBe(true);
      expect(last.result.questions[0]!.explanation).toContain(SECRET);
      expect(last.result.questions[0]!.answeredCorrectly).toBe(false);
      expect(last.result.questions[0]!.options.filter((o) => o.correct)).toHaveLength(1);
      const view = await quizView(c, enrolmentId, l);
      expect(view).toMatchObject({ attemptsLeft: 0, passed: false, bestPercent: 0, openAttempt: null });
      expect(view.lastResult!.revealed).toBe(true);
      // The first attempt's result is revealed now too.
      const first = await c.get(paths.attempt(enrolmentId, l, attemptId));
      expect(first.body.result.revealed).toBe(true);
      const refused = await c.post(paths.attempts(enrolmentId, l), {});
      expectErrorShape(refused, 409, 'CONFLICT');
      expect(refused.body.error.message).toBe(QUIZ_MSG.attemptsUsed);
    });

    it('grades on the server: one point per question exactly right, percent rounded down, pass at the mark; refused after a pass', async () => {
      const { enrolmentId, l, right, wrong, quiz } = await learnerAtQuiz(t, t.priya, t.lead, {
        videos: 1,
        quiz: quizInput({ passMarkPercent: 67 }),
      });
      const c = t.lead.client;
      const [single, multiple, trueFalse] = quiz.questions.map((q) => q.id) as [string, string, string];

      // Two of three right (one prime of two is not exactly right): 66 %, below 67.
      let paper = await start(c, enrolmentId, l);
      let res = await submit(c, enrolmentId, l, paper.attempt.id, {
        [single]: right[single]!,
        [multiple]: [right[multiple]![0]!],
        [trueFalse]: right[trueFalse]!,
      });
      expect(res.result.attempt).toMatchObject({ score: 2, maxScore: 3, percent: 66, passed: false, number: 1 });
      expect(res.result.revealed).toBe(false);

      // An answer that is not one of its question's options, or a question not on the paper: 400.
      paper = await start(c, enrolmentId, l);
      expect(paper.attempt.number).toBe(2);
      const bad = await submitRaw(c, enrolmentId, l, paper.attempt.id, { [single]: right[multiple]! });
      expectErrorShape(bad, 400, 'BAD_REQUEST');
      expect(bad.body.error.message).toBe(QUIZ_MSG.answerNotInQuestion);
      expectErrorShape(
        await submitRaw(c, enrolmentId, l, paper.attempt.id, { [randomUUID()]: [] }),
        400,
        'BAD_REQUEST',
      );

      // All right: passed, revealed, the lesson completed.
      res = await submit(c, enrolmentId, l, paper.attempt.id, right);
      expect(res.result.attempt).toMatchObject({ status: 'graded', score: 3, percent: 100, passed: true });
      expect(res.result.revealed).toBe(true);
      expect(res.result.questions.every((q) => q.answeredCorrectly)).toBe(true);
      expect(res.progress.lessons.find((p) => p.lessonId === l)!.completed).toBe(true);
      // The same submission again answers the stored result; a new attempt is refused.
      const again = await submitRaw(c, enrolmentId, l, paper.attempt.id, wrong);
      expect(again.status).toBe(200);
      expect(again.body.result.attempt).toEqual(res.result.attempt);
      const refused = await c.post(paths.attempts(enrolmentId, l), {});
      expectErrorShape(refused, 409, 'CONFLICT');
      expect(refused.body.error.message).toBe(QUIZ_MSG.alreadyPassed);
      const view = await quizView(c, enrolmentId, l);
      expect(view).toMatchObject({ passed: true, bestPercent: 100, attemptsLeft: null });
      expect(view.attempts.map((a) => a.number)).toEqual([2, 1]);
      // Counted once per graded attempt, by question.
      const counts = await t.query<{ answered: number; correct: number }>(
        sql`select answered_count as answered, correct_count as correct from quiz_questions where lesson_id = ${l} order by position`,
      );
      expect(counts).toEqual([
        { answered: 2, correct: 2 },
        { answered: 2, correct: 1 },
        { answered: 2, correct: 2 },
      ]);
    });

    it('a late submission is timed out (score 0); an open attempt past its deadline is closed when read and counts', async () => {
      const { enrolmentId, l, right } = await learnerAtQuiz(t, t.priya, t.student, {
        quiz: quizInput({ timeLimitMinutes: 1, maxAttempts: 3 }),
      });
      const c = t.student.client;
      const late = async (attemptId: string) =>
        t.query(sql`update quiz_attempts set started_at = started_at - interval '10 minutes',
          deadline_at = deadline_at - interval '10 minutes' where id = ${attemptId}`);

      const paper = await start(c, enrolmentId, l);
      expect(Date.parse(paper.attempt.deadlineAt!) - Date.parse(paper.attempt.startedAt)).toBe(60_000);
      await late(paper.attempt.id);
      const res = await submit(c, enrolmentId, l, paper.attempt.id, right);
      expect(res.result.attempt).toMatchObject({ status: 'timed_out', score: 0, percent: 0, passed: false });
      expect(res.progress.lessons.find((p) => p.lessonId === l)!.completed).toBe(false);

      const second = await start(c, enrolmentId, l);
      await late(second.attempt.id);
      const view = await quizView(c, enrolmentId, l);
      expect(view.openAttempt).toBeNull();
      expect(view.attempts.map((a) => a.status)).toEqual(['timed_out', 'timed_out']);
      expect(view.attemptsLeft).toBe(1);
      const afterClose = await submit(c, enrolmentId, l, second.attempt.id, right);
      expect(afterClose.result.attempt.status).toBe('timed_out');
      // Timed-out attempts are not counted as answers.
      const counts = await t.query<{ n: number }>(
        sql`select sum(answered_count)::int as n from quiz_questions where lesson_id = ${l}`,
      );
      expect(counts[0]!.n).toBe(0);
    });

    it('editing the quiz (another correct option) keeps the old attempt as graded', async () => {
      const { course, enrolmentId, l, right, quiz } = await learnerAtQuiz(t, t.priya, t.stranger, {
        quiz: quizInput({ maxAttempts: 5, passMarkPercent: 70 }),
      });
      const c = t.stranger.client;
      const paper = await start(c, enrolmentId, l);
      const open = await start(c, enrolmentId, l); // resumed, then submitted after the edit
      expect(open.attempt.id).toBe(paper.attempt.id);
      const [single] = quiz.questions;
      const wrongForNow = { ...right, [single!.id]: [single!.options[0]!.id] };
      const graded = await submit(c, enrolmentId, l, paper.attempt.id, wrongForNow);
      expect(graded.result.attempt).toMatchObject({ score: 2, percent: 66 });
      const second = await start(c, enrolmentId, l);

      // The instructor makes option 0 the correct one and lowers the pass mark.
      const input = courseInput(course.thumbnailId, course.videoIds, { title: 'Quiz Course' });
      const edited = {
        ...input,
        lessons: [
          ...input.lessons.map((x, i) => ({ ...x, id: course.lessonIds[i] })),
          {
            id: l,
            ...quizLesson({
              ...quizInput({ maxAttempts: 5, passMarkPercent: 10 }),
              questions: quiz.questions.map((q) =>
                q.id === single!.id ? { ...q, options: q.options.map((o, i) => ({ ...o, correct: i === 0 })) } : q,
              ),
            }),
          },
        ],
      };
      const res = await t.priya.client.request('PUT', pathOf(COURSE_API.instructorCourse, course.id), { json: edited });
      expect(res.status, res.text).toBe(200);
      const after = (await definitions(t.priya.client, course.id)).quizzes[0]!;
      expect(after.attemptCount).toBe(1);
      expect(after.questions[0]!.options[0]!.correct).toBe(true);

      const read = await c.get(paths.attempt(enrolmentId, l, paper.attempt.id));
      expect(read.body.result.attempt).toMatchObject({ score: 2, percent: 66, passed: false });
      // The attempt open during the edit is graded by its own paper: the old answer key and pass mark.
      const secondResult = await submit(c, enrolmentId, l, second.attempt.id, wrongForNow);
      expect(secondResult.result.attempt).toMatchObject({ score: 2, percent: 66, passed: false });
      // A new attempt takes the new key.
      const third = await start(c, enrolmentId, l);
      const thirdResult = await submit(c, enrolmentId, l, third.attempt.id, wrongForNow);
      expect(thirdResult.result.attempt).toMatchObject({ score: 3, percent: 100, passed: true });
    });

    it('shuffles questions and options when the quiz says so (true/false keeps its order)', async () => {
      const many = quizInput({
        shuffleQuestions: true,
        shuffleOptions: true,
        maxAttempts: null,
        passMarkPercent: 100,
        questions: Array.from({ length: 8 }, (_, i) => ({
          kind: 'single' as const,
          prompt: `Question ${i + 1}`,
          options: Array.from({ length: 6 }, (_, j) => ({ text: `Option ${j + 1}`, correct: j === 0 })),
        })),
      });
      const course = await createQuizCourse(t.priya.client, { quiz: many });
      const e = await enrolAt(t, t.student.userId, course.id);
      const orders = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const paper = await start(t.student.client, e, course.quizLessonId);
        orders.add(
          paper.questions.map((q) => q.prompt).join('|') + paper.questions[0]!.options.map((o) => o.text).join('|'),
        );
        await submit(t.student.client, e, course.quizLessonId, paper.attempt.id, {});
      }
      // 8! × 6! orders: four papers in the same order would be a broken shuffle.
      expect(orders.size).toBeGreaterThan(1);
    });

    it("refuses another user's enrolment, a video lesson, an unknown lesson and another attempt: 404", async () => {
      const course = await createQuizCourse(t.priya.client, { videos: 1 });
      const mine = await enrolAt(t, t.student.userId, course.id);
      const l = course.quizLessonId;
      const other = await t.stranger.client.get(paths.quiz(mine, l));
      expectErrorShape(other, 404, 'NOT_FOUND');
      expect(other.body.error.message).toBe(LEARNING_MSG.enrolmentNotFound);
      expectErrorShape(await t.stranger.client.post(paths.attempts(mine, l), {}), 404, 'NOT_FOUND');
      const video = await t.student.client.get(paths.quiz(mine, course.lessonIds[0]!));
      expectErrorShape(video, 404, 'NOT_FOUND');
      expect(video.body.error.message).toBe(QUIZ_MSG.quizNotFound);
      expectErrorShape(await t.student.client.get(paths.quiz(mine, randomUUID())), 404, 'NOT_FOUND');
      const attempt = await t.student.client.get(paths.attempt(mine, l, randomUUID()));
      expectErrorShape(attempt, 404, 'NOT_FOUND');
      expect(attempt.body.error.message).toBe(QUIZ_MSG.attemptNotFound);
      expectErrorShape(await t.priya.client.get(paths.quiz(mine, l)), 403, 'FORBIDDEN');
    });
  });

  describe('completion', () => {
    it('a course of two videos and a quiz is complete only once the quiz is passed; the quiz is not a video to report', async () => {
      const course = await createQuizCourse(t.rahul.client, {
        videos: 2,
        title: 'Complete Me',
        quiz: quizInput({ maxAttempts: null }),
      });
      const enrolmentId = await enrolAt(t, t.lead.userId, course.id);
      const c = t.lead.client;
      const [v1, v2, l] = course.lessonIds as [string, string, string];
      const status = async () => (await myCourses(c, 'Complete Me')).courses[0]!;

      const quizReport = await reportRaw(c, enrolmentId, l, { positionSeconds: 1, completed: true });
      expectErrorShape(quizReport, 404, 'NOT_FOUND');
      await report(c, enrolmentId, v1, { positionSeconds: 1, completed: true });
      const p = await report(c, enrolmentId, v2, { positionSeconds: 1, completed: true });
      expect(p).toMatchObject({ completedLessons: 2, totalLessons: 3, status: 'In Progress', resumeLessonId: l });
      expect(await status()).toMatchObject({ completedLessons: 2, status: 'In Progress' });

      const { right, wrong } = await answerKey(t.rahul.client, course.id, l);
      const failed = await submit(c, enrolmentId, l, (await start(c, enrolmentId, l)).attempt.id, wrong);
      expect(failed.progress.status).toBe('In Progress');
      expect(await status()).toMatchObject({ completedLessons: 2, status: 'In Progress' });

      const passed = await submit(c, enrolmentId, l, (await start(c, enrolmentId, l)).attempt.id, right);
      expect(passed.progress).toMatchObject({
        completedLessons: 3,
        totalLessons: 3,
        progressPercent: 100,
        status: 'Completed',
      });
      expect(await status()).toMatchObject({ completedLessons: 3, progressPercent: 100, status: 'Completed' });
    });
  });
});

describe.each(databaseDrivers)('quizzes: concurrent starts and submissions (%s)', (driver) => {
  const t = suiteWithUsers(driver, { ...usualCast('priya', 'student', 'lead') });
  const LIMIT = 3;

  it(`10 concurrent starts make one open attempt; numbers go 1..${LIMIT}, never beyond`, async () => {
    const {
      enrolmentId: e,
      l,
      wrong,
    } = await learnerAtQuiz(t, t.priya, t.student, {
      videos: 0,
      quiz: quizInput({ maxAttempts: LIMIT }),
    });
    for (let round = 1; round <= LIMIT + 1; round++) {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => t.student.client.post(paths.attempts(e, l), {})),
      );
      if (round > LIMIT) {
        for (const r of results) expectErrorShape(r, 409, 'CONFLICT');
        break;
      }
      for (const r of results) expect(r.status, r.text).toBe(200);
      const ids = new Set(results.map((r) => r.body.attempt.id as string));
      expect(ids.size).toBe(1);
      expect(results[0]!.body.attempt.number).toBe(round);
      const open = await t.query<{ n: number }>(
        sql`select count(*)::int as n from quiz_attempts where user_id = ${t.student.userId} and lesson_id = ${l} and status = 'open'`,
      );
      expect(open[0]!.n).toBe(1);
      await submit(t.student.client, e, l, [...ids][0]!, wrong);
    }
    const numbers = await t.query<{ number: number }>(
      sql`select number from quiz_attempts where user_id = ${t.student.userId} and lesson_id = ${l} order by number`,
    );
    expect(numbers.map((r) => r.number)).toEqual([1, 2, 3]);
  });

  it('10 concurrent submissions of one attempt give one result, the same body, the counters moved once', async () => {
    const { enrolmentId: e, l, right } = await learnerAtQuiz(t, t.priya, t.lead, { quiz: quizInput() });
    const paper = await start(t.lead.client, e, l);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submitRaw(t.lead.client, e, l, paper.attempt.id, right)),
    );
    for (const r of results) expect(r.status, r.text).toBe(200);
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    expect(results[0]!.body.result.attempt).toMatchObject({ status: 'graded', passed: true, score: 3 });
    const counts = await t.query<{ answered: number; correct: number }>(
      sql`select answered_count as answered, correct_count as correct from quiz_questions where lesson_id = ${l} order by position`,
    );
    expect(counts).toEqual(Array.from({ length: 3 }, () => ({ answered: 1, correct: 1 })));
    const progress = await t.query<{ n: number }>(
      sql`select count(*)::int as n from lesson_progress where user_id = ${t.lead.userId} and lesson_id = ${l} and completed_at is not null`,
    );
    expect(progress[0]!.n).toBe(1);
  });
});
