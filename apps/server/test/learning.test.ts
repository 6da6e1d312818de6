/**
 * Learning: the learning page of an enrolment (own only), lesson progress and completion (90 % of
 * the stored duration, the reported one only when none is stored, mark done, furthest never goes
 * back, resume lesson, percent and status, lessons removed by an edit), My courses (newest first,
 * search over titles and instructor names, figures over every enrolment) and the catalogue's
 * viewerEnrolmentId.
 */
import { randomUUID } from 'node:crypto';
import {
  COURSE_API,
  LEARNING_API,
  LEARNING_MSG,
  LESSON_COMPLETE_RATIO,
  type CourseCard,
  type CourseProgress,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, databaseDrivers, sql, type TestApp } from './helpers/app.js';
import { courseInput, createCourse, pathOf, type CreatedCourse } from './helpers/courses.js';
import {
  enrolAt,
  enrolmentPath,
  lessonIds,
  myCourses,
  report,
  reportRaw,
  setDuration,
  view,
} from './helpers/learning.js';
import { createUser, expectErrorShape, type TestUser } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

/** The learner of both suites. */
const LEARNER = ['Student', 'Sana Learner'] as const;

/** Stored durations of the courses' lessons, in seconds (null: none stored). */
const DURATIONS = { a: [100, 200, null], b: [60, 60], c: [5400] } as const;

/** A published course of the instructor's whose lessons have these stored durations; its lesson ids. */
async function courseWithDurations(t: TestApp, owner: TestUser, title: string, durations: readonly (number | null)[]) {
  const course = await createCourse(owner.client, { lessons: durations.length, publish: true, overrides: { title } });
  const lessons = lessonIds(course);
  for (const [i, id] of lessons.entries()) await setDuration(t, id, durations[i] ?? null);
  return { course, lessons };
}

describe.each(appDrivers)('learning (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    ...usualCast('priya', 'rahul'),
    learner: LEARNER,
    ...usualCast('lead', 'stranger'),
  });
  let a: CreatedCourse; // Intro to Python (Priya): 3 lessons
  let b: CreatedCourse; // Advanced React 100% Patterns (Rahul): 2 lessons
  let c: CreatedCourse; // Deleted Python Course (Priya): 1 lesson, deleted after it was bought
  let la: string[];
  let lb: string[];
  let lc: string[];
  /** The learner's enrolments by course key. */
  const enr: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

  beforeAll(async () => {
    ({ course: a, lessons: la } = await courseWithDurations(t, t.priya, 'Intro to Python', DURATIONS.a));
    ({ course: b, lessons: lb } = await courseWithDurations(t, t.rahul, 'Advanced React 100% Patterns', DURATIONS.b));
    ({ course: c, lessons: lc } = await courseWithDurations(t, t.priya, 'Deleted Python Course', DURATIONS.c));
    // Bought oldest to newest: A, B, C.
    enr.a = await enrolAt(t, t.learner.userId, a.id, 30);
    enr.b = await enrolAt(t, t.learner.userId, b.id, 20);
    enr.c = await enrolAt(t, t.learner.userId, c.id, 10);
    await enrolAt(t, t.lead.userId, a.id, 5);
    const del = await t.priya.client.request('PUT', pathOf(COURSE_API.deleteCourse, c.id));
    expect(del.status, del.text).toBe(200);
  });

  const entry = (p: CourseProgress, lessonId: string) => p.lessons.find((l) => l.lessonId === lessonId)!;

  describe('the learning page', () => {
    it('shows the own enrolment: the course with every lesson playable, zero progress, resume at the first lesson', async () => {
      const v = await view(t.learner.client, enr.b);
      expect(v.enrolmentId).toBe(enr.b);
      expect(v.course.id).toBe(b.id);
      expect(v.course.viewer).toMatchObject({ enrolled: true, enrolmentId: enr.b, isOwner: false, canWatch: true });
      expect(v.course.lessons.map((l) => l.id)).toEqual(lb);
      for (const l of v.course.lessons) expect(l.videoUrl).toMatch(/^\/api\/media\//);
      expect(v.progress).toEqual({
        completedLessons: 0,
        totalLessons: lb.length,
        progressPercent: 0,
        status: LEARNING_MSG.inProgress,
        lessons: lb.map((lessonId) => ({ lessonId, positionSeconds: 0, furthestSeconds: 0, completed: false })),
        resumeLessonId: lb[0],
      });
      expect(v.myReview).toBeNull();
    });

    it('a deleted course the learner bought stays open to them', async () => {
      const v = await view(t.learner.client, enr.c);
      expect(v.course.id).toBe(c.id);
      expect(v.course.deletedAt).not.toBeNull();
      expect(v.course.lessons[0]!.videoUrl).not.toBeNull();
    });

    it("another user's enrolment and an unknown one are not found; a malformed id is a bad request", async () => {
      for (const who of [t.stranger, t.lead]) {
        const res = await who.client.get(enrolmentPath(enr.a));
        expectErrorShape(res, 404, 'NOT_FOUND');
        expect(res.body.error.message).toBe(LEARNING_MSG.enrolmentNotFound);
      }
      const unknown = await t.learner.client.get(enrolmentPath(randomUUID()));
      expectErrorShape(unknown, 404, 'NOT_FOUND');
      expect(unknown.body.error.message).toBe(LEARNING_MSG.enrolmentNotFound);
      expectErrorShape(await t.learner.client.get(enrolmentPath('not-a-uuid')), 400, 'BAD_REQUEST');
      expectErrorShape(await t.priya.client.get(enrolmentPath(enr.a)), 403, 'FORBIDDEN');
    });

    it('the enrolled learner streams a locked lesson of the page; someone not enrolled is refused', async () => {
      const v = await view(t.learner.client, enr.b);
      const locked = v.course.lessons.find((l) => !l.freePreview)!;
      const ok = await t.learner.client.get(locked.videoUrl!, { headers: { range: 'bytes=0-99' } });
      expect(ok.status).toBe(206);
      expect(ok.bytes.length).toBe(100);
      expectErrorShape(await t.stranger.client.get(locked.videoUrl!), 403, 'FORBIDDEN');
      expectErrorShape(await t.client().get(locked.videoUrl!), 401, 'UNAUTHENTICATED');
    });
  });

  describe('progress and completion', () => {
    it('completes a lesson at 90 % of its STORED duration; a reported duration does not override it', async () => {
      const stored = DURATIONS.a[0];
      const threshold = stored * LESSON_COMPLETE_RATIO;
      // Past 90 % of the reported 10 s, far below 90 % of the stored 100 s.
      let p = await report(t.learner.client, enr.a, la[0]!, { positionSeconds: 50, durationSeconds: 10 });
      expect(entry(p, la[0]!)).toEqual({ lessonId: la[0], positionSeconds: 50, furthestSeconds: 50, completed: false });
      p = await report(t.learner.client, enr.a, la[0]!, { positionSeconds: threshold - 0.1 });
      expect(entry(p, la[0]!).completed).toBe(false);
      p = await report(t.learner.client, enr.a, la[0]!, { positionSeconds: threshold });
      expect(entry(p, la[0]!)).toMatchObject({ completed: true, furthestSeconds: expect.closeTo(threshold, 3) });
      expect(p.completedLessons).toBe(1);
      expect(p.resumeLessonId).toBe(la[1]);
    });

    it('seeking back moves the resume position but never the furthest point or completion', async () => {
      const before = entry((await view(t.learner.client, enr.a)).progress, la[0]!);
      const p = await report(t.learner.client, enr.a, la[0]!, { positionSeconds: 10 });
      expect(entry(p, la[0]!)).toEqual({
        lessonId: la[0],
        positionSeconds: 10,
        furthestSeconds: before.furthestSeconds,
        completed: true,
      });
    });

    it('a position past the end is clamped to the stored duration', async () => {
      const p = await report(t.learner.client, enr.a, la[0]!, { positionSeconds: DURATIONS.a[0] + 50 });
      expect(entry(p, la[0]!)).toMatchObject({ positionSeconds: DURATIONS.a[0], furthestSeconds: DURATIONS.a[0] });
    });

    it('without a stored duration the reported one decides; without either, only marking done completes', async () => {
      const lesson = la[2]!;
      let p = await report(t.learner.client, enr.a, lesson, { positionSeconds: 500 });
      expect(entry(p, lesson)).toMatchObject({ positionSeconds: 500, completed: false });
      p = await report(t.learner.client, enr.a, lesson, { positionSeconds: 9, durationSeconds: 10 });
      expect(entry(p, lesson)).toMatchObject({ positionSeconds: 9, furthestSeconds: 500, completed: true });
    });

    it('percent and status follow completed over current lessons; resume at the first unfinished lesson', async () => {
      let p = (await view(t.learner.client, enr.a)).progress;
      expect(p).toMatchObject({
        completedLessons: 2,
        totalLessons: la.length,
        progressPercent: Math.floor((2 / la.length) * 100),
        status: LEARNING_MSG.inProgress,
        resumeLessonId: la[1],
      });
      // Marking done works at any position.
      p = await report(t.learner.client, enr.a, la[1]!, { positionSeconds: 0, completed: true });
      expect(entry(p, la[1]!)).toMatchObject({ positionSeconds: 0, completed: true });
      expect(p).toMatchObject({
        completedLessons: la.length,
        progressPercent: 100,
        status: LEARNING_MSG.completed,
        resumeLessonId: la[0], // all done: start again at the first lesson
      });
      // A later report below 90 % does not undo completion.
      p = await report(t.learner.client, enr.a, la[1]!, { positionSeconds: 1 });
      expect(p.status).toBe(LEARNING_MSG.completed);
    });

    it("refuses another user's enrolment, lessons of another course and bad positions, writing nothing", async () => {
      const count = async () =>
        (await t.query<{ n: number }>(sql`select count(*)::int as n from lesson_progress`))[0]!.n;
      const before = await count();
      const others = await reportRaw(t.stranger.client, enr.a, la[0]!, { positionSeconds: 5 });
      expectErrorShape(others, 404, 'NOT_FOUND');
      expect(others.body.error.message).toBe(LEARNING_MSG.enrolmentNotFound);
      const wrongLesson = await reportRaw(t.learner.client, enr.a, lb[0]!, { positionSeconds: 5 });
      expectErrorShape(wrongLesson, 404, 'NOT_FOUND');
      expect(wrongLesson.body.error.message).toBe(LEARNING_MSG.lessonNotInCourse);
      const unknownLesson = await reportRaw(t.learner.client, enr.a, randomUUID(), { positionSeconds: 5 });
      expectErrorShape(unknownLesson, 404, 'NOT_FOUND');
      for (const body of [
        { positionSeconds: -1 },
        {},
        { positionSeconds: 'ten' },
        { positionSeconds: 5, durationSeconds: 0 },
        { positionSeconds: 5, completed: false },
      ]) {
        const res = await reportRaw(t.learner.client, enr.a, la[0]!, body);
        expectErrorShape(res, 400, 'BAD_REQUEST');
      }
      expect(await count()).toBe(before);
    });

    it('lessons removed by an edit drop out of the progress', async () => {
      const d = await createCourse(t.priya.client, {
        lessons: 2,
        publish: true,
        overrides: { title: 'Edited Course' },
      });
      const [keep, drop] = lessonIds(d);
      const enrolment = await enrolAt(t, t.learner.userId, d.id, 60);
      await report(t.learner.client, enrolment, drop!, { positionSeconds: 0, completed: true });
      let p = (await view(t.learner.client, enrolment)).progress;
      expect(p).toMatchObject({ completedLessons: 1, totalLessons: 2, progressPercent: 50, resumeLessonId: keep });

      const input = courseInput(d.thumbnailId, [d.videoIds[0]!], { title: 'Edited Course' });
      // keep the first lesson, remove the completed second one
      const json = { ...input, lessons: [{ ...input.lessons[0]!, id: keep }] };
      const edit = await t.priya.client.request('PUT', pathOf(COURSE_API.instructorCourse, d.id), { json });
      expect(edit.status, edit.text).toBe(200);
      p = (await view(t.learner.client, enrolment)).progress;
      expect(p).toMatchObject({
        completedLessons: 0,
        totalLessons: 1,
        progressPercent: 0,
        status: LEARNING_MSG.inProgress,
        resumeLessonId: keep,
      });
      expect(p.lessons.map((l) => l.lessonId)).toEqual([keep]);
      await t.query(sql`delete from enrolments where id = ${enrolment}`); // keep the later figures about A, B, C
    });
  });

  describe('My courses', () => {
    let m: TestUser;
    const me: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

    beforeAll(async () => {
      m = await createUser(t, 'Student', 'Mira Mycourses');
      me.a = await enrolAt(t, m.userId, a.id, 30);
      me.b = await enrolAt(t, m.userId, b.id, 20);
      me.c = await enrolAt(t, m.userId, c.id, 10);
      for (const lessonId of lb) await report(m.client, me.b, lessonId, { positionSeconds: 0, completed: true });
      await report(m.client, me.a, la[0]!, { positionSeconds: DURATIONS.a[0] }); // watched to the end
    });

    it('lists every enrolment newest first, deleted courses included, with real card figures and progress', async () => {
      const body = await myCourses(m.client);
      expect(body.success).toBe(true);
      expect(body.courses.map((x) => x.enrolmentId)).toEqual([me.c, me.b, me.a]);
      expect(body.courses.map((x) => x.course.id)).toEqual([c.id, b.id, a.id]);
      const [ec, eb, ea] = body.courses;
      expect(ea).toMatchObject({
        completedLessons: 1,
        progressPercent: Math.floor((1 / la.length) * 100),
        status: LEARNING_MSG.inProgress,
      });
      expect(ea!.course).toMatchObject({
        title: 'Intro to Python',
        instructor: { id: t.priya.userId, name: 'Priya Sharma' },
        lessonCount: la.length,
        studentCount: 2, // the learner and m

        leadCount: 1,
        rating: { average: null, count: 0 },
        viewerEnrolmentId: me.a,
      });
      expect(ea!.course.totalDurationSeconds).toBeCloseTo(DURATIONS.a[0] + DURATIONS.a[1], 3);
      expect(ea!.lastWatchedAt).not.toBeNull();
      expect(eb).toMatchObject({ completedLessons: lb.length, progressPercent: 100, status: LEARNING_MSG.completed });
      expect(ec).toMatchObject({ completedLessons: 0, progressPercent: 0, status: LEARNING_MSG.inProgress });
      expect(ec!.lastWatchedAt).toBeNull();
      expect(Date.parse(ec!.enrolledAt)).toBeGreaterThan(Date.parse(eb!.enrolledAt));
    });

    it('stats count every enrolment; total hours come from the real lesson durations', async () => {
      const seconds = [...DURATIONS.a, ...DURATIONS.b, ...DURATIONS.c].reduce<number>((s, d) => s + (d ?? 0), 0);
      const expected = {
        enrolledCourses: 3,
        totalLessons: la.length + lb.length + lc.length,
        totalHours: Math.round((seconds / 3600) * 10) / 10,
        totalSeconds: expect.closeTo(seconds, 3),
        activeCourses: 2,
        completedCourses: 1,
      };
      expect((await myCourses(m.client)).stats).toEqual(expected);
      // Searching narrows the list, not the figures.
      expect((await myCourses(m.client, 'react')).stats).toEqual(expected);
    });

    it.each([
      ['python', ['c', 'a']],
      ['PYTHON', ['c', 'a']],
      ['rahul', ['b']], // instructor name
      ['priya sharma', ['c', 'a']],
      ['100%', ['b']], // a literal percent sign
      ['%', ['b']],
      ['_', []], // a literal underscore, not "any character"
      ['nothing like this', []],
    ] as const)('search %j matches titles and instructor names', async (search, keys) => {
      const body = await myCourses(m.client, search);
      expect(body.courses.map((x) => x.enrolmentId)).toEqual(keys.map((k) => me[k]));
    });

    it('without enrolments: an empty list and zero figures; other roles are refused', async () => {
      const body = await myCourses(t.stranger.client);
      expect(body).toEqual({
        success: true,
        courses: [],
        stats: {
          enrolledCourses: 0,
          totalLessons: 0,
          totalHours: 0,
          totalSeconds: 0,
          activeCourses: 0,
          completedCourses: 0,
        },
      });
      const lists = await myCourses(t.lead.client);
      expect(lists.courses.map((x) => x.course.id)).toEqual([a.id]);
      expectErrorShape(await t.priya.client.get(LEARNING_API.myCourses), 403, 'FORBIDDEN');
      expectErrorShape(await t.client().get(LEARNING_API.myCourses), 401, 'UNAUTHENTICATED');
    });
  });

  describe('catalogue cards', () => {
    const cards = async (who: TestUser | null) => {
      const res = await (who ? who.client : t.client()).get(COURSE_API.catalogue);
      expect(res.status, res.text).toBe(200);
      return res.body.courses as CourseCard[];
    };

    it("carry the signed-in caller's enrolment id, null where not enrolled, nothing for anonymous callers", async () => {
      const mine = await cards(t.learner);
      expect(mine.find((x) => x.id === a.id)!.viewerEnrolmentId).toBe(enr.a);
      expect(mine.find((x) => x.id === b.id)!.viewerEnrolmentId).toBe(enr.b);
      for (const card of await cards(t.stranger)) expect(card.viewerEnrolmentId).toBeNull();
      for (const card of await cards(null)) expect(card).not.toHaveProperty('viewerEnrolmentId');
    });
  });
});

/** One progress row per lesson under a race: on PostgreSQL the reports really run side by side. */
describe.each(databaseDrivers)('learning: concurrent progress reports (%s)', (driver) => {
  const t = suiteWithUsers(driver, { ...usualCast('rahul'), learner: LEARNER });
  let lb: string[];
  const enr = { b: '' };

  beforeAll(async () => {
    const b = await courseWithDurations(t, t.rahul, 'Advanced React 100% Patterns', DURATIONS.b);
    lb = b.lessons;
    enr.b = await enrolAt(t, t.learner.userId, b.course.id);
  });

  it('concurrent reports keep one row per lesson and the furthest of them', async () => {
    const positions = Array.from({ length: 20 }, (_, i) => i * 3); // 0 … 57 of a 60 s lesson
    const results = await Promise.all(
      positions.map((positionSeconds) => reportRaw(t.learner.client, enr.b, lb[1]!, { positionSeconds })),
    );
    for (const r of results) expect(r.status, r.text).toBe(200);
    const rows = await t.query<{ n: number; furthest: number; done: boolean }>(
      sql`select count(*)::int as n, max(furthest_seconds)::float8 as furthest, bool_and(completed_at is not null) as done
          from lesson_progress where user_id = ${t.learner.userId} and lesson_id = ${lb[1]}`,
    );
    const furthest = Math.max(...positions);
    expect(rows[0]).toEqual({ n: 1, furthest, done: furthest >= DURATIONS.b[1] * LESSON_COMPLETE_RATIO });
  });
});
