/**
 * The catalogue, featured courses, the instructor's and the admin's course lists: search over
 * titles and instructor names, pagination, per-course figures and statistics computed from
 * enrolments, reviews and lessons.
 */
import { COURSE_API, type CourseCard } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import { createCourse, enrol, pathOf, review } from './helpers/courses.js';
import { createUser, expectErrorShape, type TestUser } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

const queryString = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe.each(databaseDrivers)('course lists (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    ...usualCast('priya', 'rahul'),
    zed: ['Instructor', 'Zed Nobody'],
    ...usualCast('admin'),
  });
  const c: Record<string, string> = {};

  beforeAll(async () => {
    const [s1, s2, s3] = [
      await createUser(t, 'Student', 'Student One'),
      await createUser(t, 'Student', 'Student Two'),
      await createUser(t, 'Student', 'Student Three'),
    ];
    const [l1, l2] = [await createUser(t, 'Lead', 'Lead One'), await createUser(t, 'Lead', 'Lead Two')];

    // created oldest to newest
    const make = async (key: string, who: TestUser, title: string, lessons: number, publish: boolean) => {
      c[key] = (await createCourse(who.client, { lessons, publish, overrides: { title } })).id;
    };
    await make('c1', t.priya, 'Intro to Python', 2, true);
    await make('c2', t.rahul, 'Advanced React Patterns', 3, true);
    await make('c3', t.priya, 'Data Science with Python', 1, true);
    await make('c4', t.rahul, 'Kubernetes 100% Hands-on', 2, true);
    await make('c5', t.priya, 'Python Draft', 1, false);
    await make('c6', t.rahul, 'Deleted Python Course', 1, true);
    await make('c7', t.zed, 'Draft by Zed', 1, false);
    const del = await t.rahul.client.request('PUT', pathOf(COURSE_API.deleteCourse, c.c6!));
    expect(del.status).toBe(200);

    for (const u of [s1, s2, l1]) await enrol(t, u!.userId, c.c1!);
    for (const u of [s1, l1, l2]) await enrol(t, u!.userId, c.c2!);
    await enrol(t, s3!.userId, c.c3!);
    for (const u of [s1, s2, s3, l1, l2]) {
      await enrol(t, u!.userId, c.c5!);
      await enrol(t, u!.userId, c.c6!);
    }
    await review(t, s1!.userId, c.c1!, 5);
    await review(t, s2!.userId, c.c1!, 4);
    await review(t, s1!.userId, c.c2!, 3);
    await review(t, s1!.userId, c.c5!, 1); // a draft: not in the catalogue's figures
    await review(t, s2!.userId, c.c6!, 1); // deleted: not in any list's figures
  });

  const list = async (client: Client, url: string, query: Record<string, string | number> = {}) => {
    const qs = queryString(query);
    const res = await client.get(qs ? `${url}?${qs}` : url);
    expect(res.status, res.text).toBe(200);
    return res.body as {
      courses: CourseCard[];
      total: number;
      page: number;
      pageSize: number;
      stats: Record<string, unknown>;
    };
  };
  const ids = (body: { courses: CourseCard[] }) => body.courses.map((x) => x.id);
  const catalogue = (query: Record<string, string | number> = {}) => list(t.client(), COURSE_API.catalogue, query);

  describe('catalogue (public)', () => {
    it('published, not deleted courses, newest first, with statistics over all of them', async () => {
      const body = await catalogue();
      expect(ids(body)).toEqual([c.c4, c.c3, c.c2, c.c1]);
      expect(body).toMatchObject({ total: 4, page: 1, pageSize: 12 });
      expect(body.stats).toEqual({
        totalCourses: 4,
        activeStudents: 5,
        avgRating: 4,
        ratingCount: 3,
        instructors: 2,
        totalLessons: 8,
      });
    });

    it('each card carries its real rating, learner counts by role, lessons and duration', async () => {
      const body = await catalogue();
      const card = (id: string) => body.courses.find((x) => x.id === id)!;
      expect(card(c.c1!)).toMatchObject({
        title: 'Intro to Python',
        instructor: { id: t.priya.userId, name: 'Priya Sharma' },
        rating: { average: 4.5, count: 2 },
        studentCount: 2,
        leadCount: 1,
        lessonCount: 2,
      });
      expect(card(c.c1!).totalDurationSeconds).toBeCloseTo(8, 2);
      expect(card(c.c2!)).toMatchObject({
        rating: { average: 3, count: 1 },
        studentCount: 1,
        leadCount: 2,
        lessonCount: 3,
      });
      expect(card(c.c3!)).toMatchObject({ rating: { average: null, count: 0 }, studentCount: 1, leadCount: 0 });
      expect(card(c.c4!)).toMatchObject({ rating: { average: null, count: 0 }, studentCount: 0, leadCount: 0 });
    });

    it.each([
      ['python', ['c3', 'c1']],
      ['PYTHON', ['c3', 'c1']],
      ['priya', ['c3', 'c1']],
      ['Sharma', ['c3', 'c1']],
      ['verma', ['c4', 'c2']],
      ['react pat', ['c2']],
      ['100%', ['c4']],
      ['%', ['c4']],
      ['_', []],
      ['zed', []],
      ['  python  ', ['c3', 'c1']],
    ])('search "%s" matches titles and instructor names, case-insensitively and literally', async (search, keys) => {
      const body = await catalogue({ search });
      expect(ids(body)).toEqual(keys.map((k) => c[k]));
      expect(body.total).toBe(keys.length);
    });

    it('statistics follow the search', async () => {
      expect((await catalogue({ search: 'python' })).stats).toEqual({
        totalCourses: 2,
        activeStudents: 4,
        avgRating: 4.5,
        ratingCount: 2,
        instructors: 1,
        totalLessons: 3,
      });
      expect((await catalogue({ search: 'nothing like this' })).stats).toEqual({
        totalCourses: 0,
        activeStudents: 0,
        avgRating: null,
        ratingCount: 0,
        instructors: 0,
        totalLessons: 0,
      });
    });

    it('pages: total and statistics cover every match, not only the page', async () => {
      const p1 = await catalogue({ pageSize: 3, page: 1 });
      const p2 = await catalogue({ pageSize: 3, page: 2 });
      const p3 = await catalogue({ pageSize: 3, page: 3 });
      expect(ids(p1)).toEqual([c.c4, c.c3, c.c2]);
      expect(ids(p2)).toEqual([c.c1]);
      expect(ids(p3)).toEqual([]);
      for (const p of [p1, p2, p3]) {
        expect(p.total).toBe(4);
        expect(p.pageSize).toBe(3);
        expect(p.stats.totalCourses).toBe(4);
      }
      expect(p2.page).toBe(2);
    });

    it.each<Record<string, string | number>>([{ pageSize: 61 }, { pageSize: 0 }, { page: 0 }, { page: 'x' }])(
      'refuses %o with 400',
      async (query) => {
        const qs = queryString(query);
        expectErrorShape(await t.client().get(`${COURSE_API.catalogue}?${qs}`), 400, 'BAD_REQUEST');
      },
    );

    it('is the same for signed-in users', async () => {
      expect(ids(await list(t.admin.client, COURSE_API.catalogue))).toEqual([c.c4, c.c3, c.c2, c.c1]);
    });
  });

  it('featured: the three published courses with the most enrolments, ties newest first', async () => {
    const res = await t.client().get(COURSE_API.featured);
    expect(res.status).toBe(200);
    // c1 and c2 have 3 each (c2 is newer), c3 one, c4 none; the draft and the deleted course have 5
    expect(res.body.courses.map((x: CourseCard) => x.id)).toEqual([c.c2, c.c1, c.c3]);
    expect(res.body.courses[1]).toMatchObject({ rating: { average: 4.5, count: 2 }, studentCount: 2, leadCount: 1 });
  });

  describe("the instructor's courses", () => {
    it('own courses, drafts included, deleted ones not; statistics over them', async () => {
      const body = await list(t.priya.client, COURSE_API.instructorCourses);
      expect(ids(body)).toEqual([c.c5, c.c3, c.c1]);
      expect(body.stats).toMatchObject({
        totalCourses: 3,
        activeStudents: 5,
        ratingCount: 3,
        instructors: 1,
        totalLessons: 4,
      });
      expect(body.stats.avgRating).toBeCloseTo(10 / 3, 5);
      expect(ids(await list(t.rahul.client, COURSE_API.instructorCourses))).toEqual([c.c4, c.c2]);
      expect(ids(await list(t.zed.client, COURSE_API.instructorCourses))).toEqual([c.c7]);
    });

    it('search matches their titles only', async () => {
      expect(ids(await list(t.priya.client, COURSE_API.instructorCourses, { search: 'PYTHON' }))).toEqual([
        c.c5,
        c.c3,
        c.c1,
      ]);
      expect(ids(await list(t.priya.client, COURSE_API.instructorCourses, { search: 'priya' }))).toEqual([]);
      expect(ids(await list(t.priya.client, COURSE_API.instructorCourses, { search: 'react' }))).toEqual([]);
    });
  });

  describe("the admin's courses", () => {
    it('every course that is not deleted, drafts of every instructor included', async () => {
      const body = await list(t.admin.client, COURSE_API.adminCourses);
      expect(ids(body)).toEqual([c.c7, c.c5, c.c4, c.c3, c.c2, c.c1]);
      expect(body.stats).toMatchObject({
        totalCourses: 6,
        activeStudents: 5,
        ratingCount: 4,
        instructors: 3,
        totalLessons: 10,
      });
      expect(body.stats.avgRating).toBeCloseTo(13 / 4, 5);
    });

    it('search over titles and instructor names', async () => {
      expect(ids(await list(t.admin.client, COURSE_API.adminCourses, { search: 'nobody' }))).toEqual([c.c7]);
      expect(ids(await list(t.admin.client, COURSE_API.adminCourses, { search: 'verma' }))).toEqual([c.c4, c.c2]);
      expect(ids(await list(t.admin.client, COURSE_API.adminCourses, { search: 'python' }))).toEqual([
        c.c5,
        c.c3,
        c.c1,
      ]);
      const paged = await list(t.admin.client, COURSE_API.adminCourses, { pageSize: 4, page: 2 });
      expect(ids(paged)).toEqual([c.c2, c.c1]);
      expect(paged.total).toBe(6);
    });
  });
});
