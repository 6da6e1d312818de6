/**
 * The catalogue at scale: per-course figures kept by the database in the transaction of each write,
 * public answers cached per catalogue version, ETag and caching headers. A cached answer must never
 * be older than a committed write — on this instance or on another one over the same database.
 */
import { COURSE_API, type CourseCard } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { databaseDrivers, sql } from './helpers/app.js';
import { Client } from './helpers/client.js';
import { courseInput, createCourse, enrol, pathOf, review, uploadVideo } from './helpers/courses.js';
import { createUser, type TestUser } from './helpers/users.js';
import { suiteApp } from './helpers/suite.js';

const cardIn = (body: { courses: CourseCard[] }, id: string) => body.courses.find((c) => c.id === id);

describe.each(databaseDrivers)('catalogue figures and freshness (%s)', (driver) => {
  const t = suiteApp(driver);
  let anon: Client;
  let priya: TestUser;
  let students: TestUser[];
  let lead: TestUser;
  let courseId: string;
  let videoIds: string[];
  let thumbnailId: string;

  beforeAll(async () => {
    anon = t.client();
    priya = await createUser(t, 'Instructor', 'Priya Freshness');
    students = [await createUser(t, 'Student', 'Fresh One'), await createUser(t, 'Student', 'Fresh Two')];
    lead = await createUser(t, 'Lead', 'Fresh Lead');
    const course = await createCourse(priya.client, {
      lessons: 3,
      publish: true,
      overrides: { title: 'Freshness 101' },
    });
    courseId = course.id;
    videoIds = course.videoIds;
    thumbnailId = course.thumbnailId;
  });

  it('anonymous answers carry an ETag and short public caching; a matching If-None-Match gets 304', async () => {
    for (const url of [
      COURSE_API.catalogue,
      `${COURSE_API.catalogue}?search=fresh`,
      COURSE_API.featured,
      pathOf(COURSE_API.course, courseId),
    ]) {
      const first = await anon.get(url);
      expect(first.status, url).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control'), url).toBe('public, max-age=10');
      expect(first.headers.get('vary') ?? '', url).toMatch(/cookie/i);
      const again = await anon.get(url, { headers: { 'if-none-match': etag! } });
      expect(again.status, url).toBe(304);
      expect(again.text, url).toBe('');
      const other = await anon.get(url, { headers: { 'if-none-match': '"something-else"' } });
      expect(other.status, url).toBe(200);
      expect(other.text, url).toBe(first.text);
    }
  });

  it('answers made for a signed-in caller are private and revalidated, with their own ETag', async () => {
    const me = students[0]!.client;
    for (const url of [COURSE_API.catalogue, pathOf(COURSE_API.course, courseId)]) {
      const res = await me.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('private, no-cache');
      const etag = res.headers.get('etag')!;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect((await me.get(url, { headers: { 'if-none-match': etag } })).status, url).toBe(304);
    }
    // The signed-in catalogue carries the caller's enrolment, so it differs from the anonymous one.
    const signedIn = await me.get(COURSE_API.catalogue);
    expect(cardIn(signedIn.body, courseId)).toHaveProperty('viewerEnrolmentId', null);
    expect(cardIn((await anon.get(COURSE_API.catalogue)).body, courseId)).not.toHaveProperty('viewerEnrolmentId');
  });

  it('every write shows at once in the cached anonymous answers (no stale figures after a commit)', async () => {
    const url = `${COURSE_API.catalogue}?search=freshness`;
    const before = await anon.get(url);
    const detailBefore = await anon.get(pathOf(COURSE_API.course, courseId));
    expect(cardIn(before.body, courseId)).toMatchObject({ studentCount: 0, leadCount: 0, lessonCount: 3 });
    expect(before.body.stats).toMatchObject({ totalCourses: 1, activeStudents: 0, ratingCount: 0 });

    await enrol(t, students[0]!.userId, courseId);
    await enrol(t, lead.userId, courseId);
    const afterEnrol = await anon.get(url, { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(afterEnrol.status).toBe(200);
    expect(cardIn(afterEnrol.body, courseId)).toMatchObject({ studentCount: 1, leadCount: 1 });
    expect(afterEnrol.body.stats).toMatchObject({ activeStudents: 2 });

    await review(t, students[0]!.userId, courseId, 4);
    const afterReview = await anon.get(url);
    expect(cardIn(afterReview.body, courseId)!.rating).toEqual({ average: 4, count: 1 });
    expect(afterReview.body.stats).toMatchObject({ avgRating: 4, ratingCount: 1 });

    // An edit through the API: a new title and one lesson fewer.
    const edit = await priya.client.request('PUT', pathOf(COURSE_API.instructorCourse, courseId), {
      json: courseInput(thumbnailId, videoIds.slice(0, 2), { title: 'Freshness 102' }),
    });
    expect(edit.status, edit.text).toBe(200);
    const detailAfter = await anon.get(pathOf(COURSE_API.course, courseId), {
      headers: { 'if-none-match': detailBefore.headers.get('etag')! },
    });
    expect(detailAfter.status).toBe(200);
    expect(detailAfter.body).toMatchObject({ title: 'Freshness 102', lessonCount: 2 });
    expect(detailAfter.body.lessons).toHaveLength(2);
    expect(cardIn((await anon.get(url)).body, courseId)).toMatchObject({ title: 'Freshness 102', lessonCount: 2 });

    // Unpublishing takes it out of the anonymous answers at once.
    const unpublish = await priya.client.request('PUT', pathOf(COURSE_API.publish, courseId), {
      json: { isPublished: false },
    });
    expect(unpublish.status).toBe(200);
    expect((await anon.get(url)).body.courses).toEqual([]);
    expect((await anon.get(pathOf(COURSE_API.course, courseId))).status).toBe(404);
    const republish = await priya.client.request('PUT', pathOf(COURSE_API.publish, courseId), {
      json: { isPublished: true },
    });
    expect(republish.status).toBe(200);
    expect((await anon.get(url)).body.courses).toHaveLength(1);
  });

  it('a second instance over the same database never answers from before the first one’s write', async () => {
    const second = await buildApp(t.config, { database: t.app.database, logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      if (!address || typeof address === 'string') throw new Error('no TCP address');
      const other = new Client(`http://127.0.0.1:${address.port}`);
      const url = `${COURSE_API.catalogue}?search=freshness`;
      const warm = await other.get(url);
      const students0 = cardIn(warm.body, courseId)!.studentCount;
      await enrol(t, students[1]!.userId, courseId); // written beside both instances' caches
      const featured = await other.get(COURSE_API.featured);
      expect(featured.status).toBe(200);
      expect(cardIn((await other.get(url)).body, courseId)!.studentCount).toBe(students0 + 1);
      expect((await other.get(pathOf(COURSE_API.course, courseId))).body.studentCount).toBe(students0 + 1);
    } finally {
      await second.close();
    }
  });

  it('search matches titles and instructor names through one indexed text, and follows a rename', async () => {
    const byName = await anon.get(`${COURSE_API.catalogue}?search=priya%20fresh`);
    expect(byName.body.courses.map((c: CourseCard) => c.id)).toContain(courseId);
    // A term cannot reach across the title into the name.
    expect((await anon.get(`${COURSE_API.catalogue}?search=102%20priya`)).body.courses).toEqual([]);
    await t.query(sql`update users set name = 'Priya Renamed' where id = ${priya.userId}`);
    expect(
      (await anon.get(`${COURSE_API.catalogue}?search=priya%20renamed`)).body.courses.map((c: CourseCard) => c.id),
    ).toEqual([courseId]);
    expect((await anon.get(`${COURSE_API.catalogue}?search=priya%20fresh`)).body.courses).toEqual([]);
  });

  it('the figures kept by the database equal a recount after inserts, edits and deletions', async () => {
    const more = await createCourse(priya.client, { lessons: 2, publish: true, overrides: { title: 'Recount' } });
    // A bulk insert (one statement, many courses) and single ones.
    await t.query(sql`insert into enrolments (user_id, course_id)
      values (${students[0]!.userId}, ${more.id}), (${students[1]!.userId}, ${more.id}), (${lead.userId}, ${more.id})`);
    await review(t, students[1]!.userId, more.id, 2);
    await review(t, lead.userId, more.id, 5);
    await t.query(sql`update reviews set rating = 3 where user_id = ${lead.userId} and course_id = ${more.id}`);
    await t.query(sql`delete from reviews where user_id = ${students[1]!.userId} and course_id = ${more.id}`);
    await t.query(sql`delete from enrolments where user_id = ${students[0]!.userId} and course_id = ${more.id}`);
    // A review moved to another course recounts both.
    await t.query(
      sql`update reviews set course_id = ${courseId} where user_id = ${lead.userId} and course_id = ${more.id}`,
    );
    const extraVideo = await uploadVideo(priya.client);
    const edit = await priya.client.request('PUT', pathOf(COURSE_API.instructorCourse, more.id), {
      json: courseInput(more.thumbnailId, [...more.videoIds, extraVideo], { title: 'Recount' }),
    });
    expect(edit.status, edit.text).toBe(200);

    const mismatches = await t.query(sql`
      select c.id from courses c
      where c.enrolment_count <> (select count(*) from enrolments e where e.course_id = c.id)
         or c.student_count <> (select count(*) from enrolments e join users u on u.id = e.user_id where e.course_id = c.id and u.role = 'Student')
         or c.lead_count <> (select count(*) from enrolments e join users u on u.id = e.user_id where e.course_id = c.id and u.role = 'Lead')
         or c.rating_count <> (select count(*) from reviews r where r.course_id = c.id)
         or c.rating_sum <> (select coalesce(sum(r.rating), 0) from reviews r where r.course_id = c.id)
         or c.lesson_count <> (select count(*) from lessons l where l.course_id = c.id)
         or c.total_duration_seconds <> (select coalesce(sum(l.duration_seconds), 0)::float8 from lessons l where l.course_id = c.id)`);
    expect(mismatches).toEqual([]);
    const card = cardIn((await anon.get(`${COURSE_API.catalogue}?search=recount`)).body, more.id)!;
    expect(card).toMatchObject({ studentCount: 1, leadCount: 1, lessonCount: 3, rating: { average: null, count: 0 } });
  });

  it('a write that rolls back leaves the figures and the cached answers as they were', async () => {
    const url = `${COURSE_API.catalogue}?search=freshness`;
    const before = await anon.get(url);
    const fresh = await createUser(t, 'Student', 'Rolled Back');
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`insert into enrolments (user_id, course_id) values (${fresh.userId}, ${courseId})`);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    const after = await anon.get(url);
    expect(after.text).toBe(before.text);
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
  });
});
