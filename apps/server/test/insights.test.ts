/**
 * Instructor insight (issue 20 item 6): a small hand-made course (three video lessons and a quiz,
 * three learners at different points, a quiz failed and passed) read as its instructor and as an
 * admin. The funnel and the completion figures are counters kept by triggers on lesson_progress and
 * quiz_attempts, so they are checked after writes through the API and after direct SQL (updates,
 * deletes, an attempt graded later) on both drivers. Access: the owner and admins only (another
 * instructor 404, a learner 403); the learners page's search and paging.
 */
import { INSIGHTS_API, type CourseInsights, type CourseLearnersPage } from '@cms/contract';
import { TZDate } from '@date-fns/tz';
import { addMinutes, startOfMonth, subMonths } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers, sql, type TestApp } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import { createCourse, pathOf } from './helpers/courses.js';
import { insertOrder, insertUser } from './helpers/earnings.js';
import { enrolAt, lessonIds, report } from './helpers/learning.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';
import { expectErrorShape } from './helpers/users.js';

const TZ = 'Asia/Kolkata';

/** A quiz lesson at the end of the course, written straight to the database, with three questions. */
async function addQuiz(t: TestApp, courseId: string, position: number) {
  const [lesson] = await t.query<{ id: string }>(sql`insert into lessons (course_id, position, title, kind)
    values (${courseId}, ${position}, 'Final quiz', 'quiz') returning id`);
  const lessonId = lesson!.id;
  await t.query(sql`insert into quizzes (lesson_id, pass_mark_percent) values (${lessonId}, 60)`);
  const questions: string[] = [];
  for (const [position, prompt] of ['Easy one', 'Hard one', 'Barely answered'].entries()) {
    const [q] = await t.query<{
      id: string;
    }>(sql`insert into quiz_questions (lesson_id, position, kind, prompt, options)
      values (${lessonId}, ${position}, 'true_false', ${prompt}, '[]'::jsonb) returning id`);
    questions.push(q!.id);
  }
  return { lessonId, questions };
}

/** A graded attempt (number n) at the quiz. */
async function attempt(t: TestApp, userId: string, courseId: string, lessonId: string, n: number, percent: number) {
  await t.query(sql`insert into quiz_attempts (user_id, course_id, lesson_id, number, status, paper, percent, passed, submitted_at)
    values (${userId}, ${courseId}, ${lessonId}, ${n}, 'graded', '{}'::jsonb, ${percent}, ${percent >= 60}, now())`);
}

describe.each(databaseDrivers)('instructor insight (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    ...usualCast('admin', 'instructor', 'priya', 'student'),
    asha: ['Student', 'Asha Learner'],
    bala: ['Student', 'Bala Learner'],
    chitra: ['Lead', 'Chitra Learner'],
  });
  let courseId: string;
  let videos: string[];
  let quiz: { lessonId: string; questions: string[] };

  const summaryPath = () => pathOf(INSIGHTS_API.instructorInsights, courseId);
  const learnersPath = (query = '') => `${pathOf(INSIGHTS_API.instructorLearners, courseId)}${query}`;
  async function summary(client: Client = t.instructor.client): Promise<CourseInsights> {
    const res = await client.get(summaryPath());
    expect(res.status, res.text).toBe(200);
    return res.body as CourseInsights;
  }
  async function learners(query = '', client: Client = t.instructor.client): Promise<CourseLearnersPage> {
    const res = await client.get(learnersPath(query));
    expect(res.status, res.text).toBe(200);
    return res.body as CourseLearnersPage;
  }
  const funnelOf = (s: CourseInsights) => s.funnel.map((f) => [f.reached.count, f.finished.count]);

  beforeAll(async () => {
    const course = await createCourse(t.instructor.client, { lessons: 3, publish: true });
    courseId = course.id;
    videos = lessonIds(course);
    quiz = await addQuiz(t, courseId, 4);
    // Asha enrolled first, then Bala, then Chitra (newest).
    const enrolment = {
      asha: await enrolAt(t, t.asha.userId, courseId, 30),
      bala: await enrolAt(t, t.bala.userId, courseId, 20),
    };
    await enrolAt(t, t.chitra.userId, courseId, 10);
    // Asha: every video through the API, the quiz failed then passed (its progress row completed on the pass).
    for (const lesson of videos)
      await report(t.asha.client, enrolment.asha, lesson, { positionSeconds: 1, completed: true });
    await attempt(t, t.asha.userId, courseId, quiz.lessonId, 1, 40);
    await attempt(t, t.asha.userId, courseId, quiz.lessonId, 2, 100);
    await t.query(sql`insert into lesson_progress (user_id, course_id, lesson_id, completed_at)
      values (${t.asha.userId}, ${courseId}, ${quiz.lessonId}, now())`);
    // Bala: the first video watched, the second opened; the quiz started, graded later (a failed 50 %).
    await report(t.bala.client, enrolment.bala, videos[0]!, { positionSeconds: 1, completed: true });
    await report(t.bala.client, enrolment.bala, videos[1]!, { positionSeconds: 1 });
    await t.query(sql`insert into quiz_attempts (user_id, course_id, lesson_id, number, paper)
      values (${t.bala.userId}, ${courseId}, ${quiz.lessonId}, 1, '{}'::jsonb)`);
    await t.query(sql`update quiz_attempts set status = 'graded', percent = 50, passed = false, submitted_at = now()
      where user_id = ${t.bala.userId} and lesson_id = ${quiz.lessonId}`);
    // The graders' counters on the questions: 1 of 4 right, 4 of 5 right, and one with too few answers.
    const counts: [number, number][] = [
      [5, 4],
      [4, 1],
      [2, 0],
    ];
    for (const [i, [answered, correct]] of counts.entries()) {
      await t.query(sql`update quiz_questions set answered_count = ${answered}, correct_count = ${correct}
        where id = ${quiz.questions[i]!}`);
    }
    // Sales: one paid this month, one pending, one paid 13 months ago (outside the 12 months).
    const buyer = await insertUser(t, 'Bina Buyer');
    const now = new Date();
    await insertOrder(t, { buyer, courseId, pricePaise: 49_900, status: 'Approval', createdAt: now });
    // The first minute of this month in the college's time zone: still last month in UTC.
    const monthStart = addMinutes(startOfMonth(new TZDate(now.getTime(), TZ)), 1);
    const early = await insertUser(t, 'Ela Early');
    await insertOrder(t, {
      buyer: early,
      courseId,
      pricePaise: 20_000,
      status: 'Approval',
      createdAt: new Date(monthStart.getTime()),
    });
    await insertOrder(t, { buyer, courseId, pricePaise: 10_000, status: 'Pending', createdAt: now });
    const old = subMonths(new TZDate(now.getTime(), TZ), 13);
    await insertOrder(t, {
      buyer: await insertUser(t, 'Esha Earlier'),
      courseId,
      pricePaise: 70_000,
      status: 'Approval',
      createdAt: new Date(old.getTime()),
    });
  });

  it('counts the funnel, completion, quizzes, hardest questions and revenue of the course', async () => {
    const s = await summary();
    expect(s).toMatchObject({ courseId, lessonCount: 4, enrolled: 3, completed: 1 });
    // Finished lessons 2 + 1 + 1 + 1 = 5 of 3 learners × 4 lessons.
    expect(s.averageProgressPercent).toBe(Math.round((5 * 100) / 12));
    expect(s.funnel.map((f) => f.kind)).toEqual(['video', 'video', 'video', 'quiz']);
    expect(s.funnel.map((f) => f.lessonId)).toEqual([...videos, quiz.lessonId]);
    expect(funnelOf(s)).toEqual([
      [2, 2],
      [2, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(s.funnel[1]).toMatchObject({ reached: { count: 2, percent: 67 }, finished: { count: 1, percent: 33 } });
    expect(s.quizzes).toEqual([
      {
        lessonId: quiz.lessonId,
        title: 'Final quiz',
        passMarkPercent: 60,
        gradedAttempts: 3,
        learnersAttempted: 2,
        learnersPassed: 1,
        passRatePercent: 50,
        averagePercent: Math.round((40 + 100 + 50) / 3),
      },
    ]);
    expect(s.hardestQuestions.map((q) => [q.prompt, q.answered, q.correct, q.correctPercent])).toEqual([
      ['Hard one', 4, 1, 25],
      ['Easy one', 5, 4, 80],
    ]);
    expect(s.revenue).toHaveLength(12);
    expect(s.revenue.at(-1)).toMatchObject({ amountPaise: 69_900, sales: 2 });
    expect(s.revenue.reduce((sum, m) => sum + m.amountPaise, 0)).toBe(69_900);
    expect(s.revenue.filter((m) => m.amountPaise === 0)).toHaveLength(11);
  });

  it('lists the learners newest enrolment first with progress, team, last activity and quiz results', async () => {
    const page = await learners();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.learners.map((l) => l.name)).toEqual(['Chitra Learner', 'Bala Learner', 'Asha Learner']);
    const [chitra, bala, asha] = page.learners;
    expect(asha).toMatchObject({
      completedLessons: 4,
      lessonCount: 4,
      progressPercent: 100,
      quizzesPassed: 1,
      quizCount: 1,
      team: 'Team-3',
    });
    expect(asha!.quizResults).toEqual([
      { lessonId: quiz.lessonId, title: 'Final quiz', bestPercent: 100, passed: true, attempts: 2 },
    ]);
    expect(asha!.lastActivityAt).not.toBeNull();
    expect(bala).toMatchObject({ completedLessons: 1, progressPercent: 25, quizzesPassed: 0 });
    expect(bala!.quizResults[0]).toMatchObject({ bestPercent: 50, passed: false, attempts: 1 });
    expect(chitra).toMatchObject({ completedLessons: 0, progressPercent: 0, lastActivityAt: null, team: 'Team-7' });
    expect(chitra!.quizResults[0]).toMatchObject({ bestPercent: null, passed: false, attempts: 0 });
    expect(new Date(chitra!.enrolledAt).getTime()).toBeGreaterThan(new Date(bala!.enrolledAt).getTime());
  });

  it('searches learners by name and pages them', async () => {
    const found = await learners('?search=BALA');
    expect(found.total).toBe(1);
    expect(found.learners.map((l) => l.name)).toEqual(['Bala Learner']);
    expect((await learners('?search=nobody')).learners).toEqual([]);
    const second = await learners('?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.learners.map((l) => l.name)).toEqual(['Asha Learner']);
  });

  it('follows progress written by direct SQL: a completion cleared and set, a row deleted, an attempt deleted', async () => {
    const lesson3 = videos[2]!;
    await t.query(
      sql`update lesson_progress set completed_at = null where user_id = ${t.asha.userId} and lesson_id = ${lesson3}`,
    );
    let s = await summary();
    expect(funnelOf(s)[2]).toEqual([1, 0]);
    expect(s.completed).toBe(0);
    expect((await learners('?search=asha')).learners[0]).toMatchObject({ completedLessons: 3, progressPercent: 75 });

    await t.query(
      sql`update lesson_progress set completed_at = now() where user_id = ${t.asha.userId} and lesson_id = ${lesson3}`,
    );
    s = await summary();
    expect(funnelOf(s)[2]).toEqual([1, 1]);
    expect(s.completed).toBe(1);

    // Chitra opens lesson 3 by SQL, then the row goes: reached up then back.
    await t.query(sql`insert into lesson_progress (user_id, course_id, lesson_id, position_seconds)
      values (${t.chitra.userId}, ${courseId}, ${lesson3}, 3)`);
    expect(funnelOf(await summary())[2]).toEqual([2, 1]);
    await t.query(sql`delete from lesson_progress where user_id = ${t.chitra.userId} and lesson_id = ${lesson3}`);
    expect(funnelOf(await summary())[2]).toEqual([1, 1]);

    // Bala's only attempt deleted: the quiz is reached by Asha alone, with her two graded attempts.
    await t.query(sql`delete from quiz_attempts where user_id = ${t.bala.userId} and lesson_id = ${quiz.lessonId}`);
    s = await summary();
    expect(funnelOf(s)[3]).toEqual([1, 1]);
    expect(s.quizzes[0]).toMatchObject({
      gradedAttempts: 2,
      learnersAttempted: 1,
      passRatePercent: 100,
      averagePercent: 70,
    });
    // Put it back as it was for the other tests.
    await attempt(t, t.bala.userId, courseId, quiz.lessonId, 1, 50);
    expect(funnelOf(await summary())[3]).toEqual([2, 1]);
  });

  it('counts a progress report through the API at once', async () => {
    const [row] = await t.query<{ id: string }>(
      sql`select id from enrolments where user_id = ${t.bala.userId} and course_id = ${courseId}`,
    );
    await report(t.bala.client, row!.id, videos[1]!, { positionSeconds: 2, completed: true });
    expect(funnelOf(await summary())[1]).toEqual([2, 2]);
    expect((await learners('?search=bala')).learners[0]).toMatchObject({ completedLessons: 2, progressPercent: 50 });
  });

  it('follows orders written by SQL and the college time zone of the months', async () => {
    const lastMonth = async () => (await summary()).revenue.at(-1);
    await t.query(sql`update orders set status = 'Cancelled' where course_id = ${courseId} and price_paise = 49900`);
    expect(await lastMonth()).toMatchObject({ amountPaise: 20_000, sales: 1 });
    await t.query(sql`update orders set status = 'Approval' where course_id = ${courseId} and price_paise = 49900`);
    expect(await lastMonth()).toMatchObject({ amountPaise: 69_900, sales: 2 });
    // Months cut in UTC (another TIME_ZONE before): the summary cuts them again in the app's time zone.
    await t.query(sql`update insights_state set time_zone = 'UTC'`);
    await t.query(sql`select course_revenue_rebuild()`);
    expect(await lastMonth()).toMatchObject({ amountPaise: 69_900, sales: 2 });
    expect(await t.query(sql`select time_zone as "timeZone" from insights_state`)).toEqual([{ timeZone: TZ }]);
  });

  it('admins read any course through the admin routes; another instructor gets 404, a learner 403', async () => {
    const admin = await t.admin.client.get(pathOf(INSIGHTS_API.adminInsights, courseId));
    expect(admin.status, admin.text).toBe(200);
    expect((admin.body as CourseInsights).enrolled).toBe(3);
    const adminLearners = await t.admin.client.get(pathOf(INSIGHTS_API.adminLearners, courseId));
    expect(adminLearners.status).toBe(200);
    expect((adminLearners.body as CourseLearnersPage).total).toBe(3);

    await expectErrorShape(await t.priya.client.get(summaryPath()), 404, 'NOT_FOUND');
    await expectErrorShape(await t.priya.client.get(learnersPath()), 404, 'NOT_FOUND');
    await expectErrorShape(await t.student.client.get(summaryPath()), 403, 'FORBIDDEN');
    await expectErrorShape(
      await t.instructor.client.get(pathOf(INSIGHTS_API.adminInsights, courseId)),
      403,
      'FORBIDDEN',
    );
    const missing = pathOf(INSIGHTS_API.adminInsights, '00000000-0000-4000-8000-000000000000');
    await expectErrorShape(await t.admin.client.get(missing), 404, 'NOT_FOUND');
  });

  it('answers empty figures for a course without learners, quizzes or sales', async () => {
    const empty = await createCourse(t.priya.client, { lessons: 1 });
    const res = await t.priya.client.get(pathOf(INSIGHTS_API.instructorInsights, empty.id));
    expect(res.status, res.text).toBe(200);
    const s = res.body as CourseInsights;
    expect(s).toMatchObject({
      enrolled: 0,
      completed: 0,
      averageProgressPercent: null,
      quizzes: [],
      hardestQuestions: [],
    });
    expect(funnelOf(s)).toEqual([[0, 0]]);
    expect(s.revenue.every((m) => m.amountPaise === 0)).toBe(true);
    const page = await t.priya.client.get(pathOf(INSIGHTS_API.instructorLearners, empty.id));
    expect(page.body).toMatchObject({ learners: [], total: 0 });
  });
});
