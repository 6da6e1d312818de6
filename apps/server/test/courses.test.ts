/**
 * Courses: validation of the new-course form (spec 5), ownership of edit/publish/delete, soft
 * delete, course pages (who sees what), the instructor's and the admin's lists.
 */
import { randomUUID } from 'node:crypto';
import { COURSE_API, COURSE_MSG, MSG } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, sql } from './helpers/app.js';
import { courseInput, createCourse, enrol, pathOf, review, uploadThumbnail, uploadVideo } from './helpers/courses.js';
import { expectErrorShape, uploadAvatar, type TestUser } from './helpers/users.js';
import { USUAL_PEOPLE, usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

/** A video lesson of a course page just after its upload: queued for HLS renditions (issue 22), no master playlist yet. */
const justUploadedLesson = (position: number, title: string, freePreview: boolean, videoId: string) => ({
  id: expect.any(String),
  position,
  title,
  kind: 'video',
  quiz: null,
  freePreview,
  durationSeconds: 4,
  captions: [],
  videoUrl: `/api/media/${videoId}`,
  videoId,
  hlsUrl: null,
  videoProcessing: { state: 'queued', percent: 0 },
});

describe.each(appDrivers)('course changes (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    owner: USUAL_PEOPLE.priya,
    other: USUAL_PEOPLE.rahul,
    ...usualCast('student', 'lead', 'admin'),
  });
  let thumb: string;
  let videos: string[];

  beforeAll(async () => {
    thumb = await uploadThumbnail(t.owner.client);
    videos = [await uploadVideo(t.owner.client), await uploadVideo(t.owner.client), await uploadVideo(t.owner.client)];
  });

  const counts = async () =>
    (
      await t.query<{ c: number; l: number }>(
        sql`select (select count(*)::int from courses) as c, (select count(*)::int from lessons) as l`,
      )
    )[0]!;
  const create = (body: unknown, who: TestUser = t.owner) => who.client.post(COURSE_API.instructorCourses, body);

  describe('validation of the new-course form', () => {
    it.each([
      'title',
      'subtitle',
      'description',
      'category',
      'level',
      'objectives',
      'requirements',
      'price',
      'thumbnailId',
    ])('without %s: 400 naming the field, nothing saved', async (field) => {
      const before = await counts();
      const body: Record<string, unknown> = courseInput(thumb, [videos[0]!]);
      delete body[field];
      const res = await create(body);
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(Object.keys(res.body.error.fields)).toContain(field);
      expect(await counts()).toEqual(before);
    });

    it.each(['title', 'subtitle', 'description', 'objectives', 'requirements'])(
      '%s that is blank after trimming: 400 "This field is required"',
      async (field) => {
        const res = await create(courseInput(thumb, [videos[0]!], { [field]: '   ' }));
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.fields[field]).toBe(MSG.required);
      },
    );

    it.each([
      ['zero', 0],
      ['negative', -5],
      ['text', '499'],
      ['three decimals', 10.555],
      ['over ten lakh', 1_000_001],
      ['missing', undefined],
    ])('price %s: 400 "Please enter a valid price"', async (_label, price) => {
      const res = await create({ ...courseInput(thumb, [videos[0]!]), price });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields.price).toBe(COURSE_MSG.price);
    });

    it.each([
      ['category', 'Cooking'],
      ['level', 'Expert'],
    ])('an unknown %s: 400', async (field, value) => {
      const res = await create(courseInput(thumb, [videos[0]!], { [field]: value }));
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields[field]).toBe(MSG.selectOption);
    });

    it('needs at least one section', async () => {
      const res = await create(courseInput(thumb, []));
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields.lessons).toBe(COURSE_MSG.atLeastOneSection);
    });

    it('every section needs a title and an uploaded video', async () => {
      const base = courseInput(thumb, [videos[0]!, videos[1]!]);
      const noTitle = await create({ ...base, lessons: [base.lessons[0], { ...base.lessons[1], title: '  ' }] });
      expectErrorShape(noTitle, 400, 'BAD_REQUEST');
      expect(noTitle.body.error.fields['lessons.1.title']).toBe(COURSE_MSG.sectionTitle);
      const noVideo = await create({ ...base, lessons: [{ title: 'Intro', freePreview: true }] });
      expectErrorShape(noVideo, 400, 'BAD_REQUEST');
      expect(noVideo.body.error.fields['lessons.0.videoId']).toBe(COURSE_MSG.sectionVideo);
    });

    it('refuses a thumbnail that is not an own course thumbnail (400, nothing saved)', async () => {
      const before = await counts();
      const foreign = await uploadThumbnail(t.other.client);
      const avatar = await uploadAvatar(t.owner.client);
      for (const thumbnailId of [foreign, avatar, videos[0]!, randomUUID()]) {
        const res = await create(courseInput(thumbnailId, [videos[0]!]));
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.message).toBe(COURSE_MSG.thumbnailNotYours);
        expect(res.body.error.fields).toEqual({ thumbnailId: COURSE_MSG.thumbnailNotYours });
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses a lesson video that is not an own lesson video (400, nothing saved)', async () => {
      const before = await counts();
      const foreign = await uploadVideo(t.other.client);
      for (const videoId of [foreign, thumb, randomUUID()]) {
        const res = await create(courseInput(thumb, [videos[0]!, videoId]));
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.message).toBe(COURSE_MSG.videoNotYours);
        expect(res.body.error.fields).toEqual({ 'lessons.1.videoId': COURSE_MSG.videoNotYours });
      }
      expect(await counts()).toEqual(before);
    });

    it('only instructors create courses', async () => {
      for (const who of [t.student, t.lead, t.admin]) {
        expectErrorShape(await create(courseInput(thumb, [videos[0]!]), who), 403, 'FORBIDDEN');
      }
      expectErrorShape(await t.client().post(COURSE_API.instructorCourses, courseInput(thumb, [videos[0]!])), 401);
    });
  });

  describe('creating', () => {
    it('201: a draft of the caller, price in paise, lessons in order with their durations', async () => {
      const body = {
        ...courseInput(thumb, [videos[0]!, videos[1]!], { title: '  Trimmed Title  ', price: 1299.5 }),
        instructorId: t.other.userId, // ignored: the owner comes from the session
        isPublished: true, // ignored: a new course is a draft
      };
      const res = await create(body);
      expect(res.status, res.text).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(COURSE_MSG.courseCreatedAsDraft);
      const c = res.body.course;
      expect(c).toMatchObject({
        title: 'Trimmed Title',
        subtitle: 'A subtitle',
        category: 'Web Development',
        level: 'Beginner',
        objectives: 'One, Two, Three',
        requirements: 'None',
        pricePaise: 129_950,
        isPublished: false,
        instructor: { id: t.owner.userId, name: 'Priya Sharma' },
        thumbnailId: thumb,
        thumbnailUrl: `/api/media/${thumb}`,
        rating: { average: null, count: 0 },
        studentCount: 0,
        leadCount: 0,
        lessonCount: 2,
        viewer: { enrolled: false, isOwner: true, canWatch: true },
        deletedAt: null,
      });
      expect(c.totalDurationSeconds).toBeCloseTo(8, 2);
      expect(c.lessons).toEqual([
        justUploadedLesson(1, 'Lesson 1', true, videos[0]!),
        justUploadedLesson(2, 'Lesson 2', false, videos[1]!),
      ]);
      const [row] = await t.query<{ price_paise: number; instructor_id: string; is_published: boolean }>(
        sql`select price_paise, instructor_id, is_published from courses where id = ${c.id}`,
      );
      expect(row).toEqual({ price_paise: 129_950, instructor_id: t.owner.userId, is_published: false });
    });

    it('publish: true ("Publish" on the form) creates it published, in the catalogue at once; false a draft', async () => {
      const title = `Published At Once ${Date.now()}`;
      const res = await create({ ...courseInput(thumb, [videos[0]!], { title }), publish: true });
      expect(res.status, res.text).toBe(201);
      expect(res.body.message).toBe(COURSE_MSG.courseCreatedAndPublished);
      expect(res.body.course.isPublished).toBe(true);
      const listed = await t.client().get(`${COURSE_API.catalogue}?search=${encodeURIComponent(title)}`);
      expect(listed.body.courses.map((c: { title: string }) => c.title)).toEqual([title]);
      const draft = await create({ ...courseInput(thumb, [videos[0]!], { title: `${title} draft` }), publish: false });
      expect(draft.body.course.isPublished).toBe(false);
      expectErrorShape(await create({ ...courseInput(thumb, [videos[0]!]), publish: 'yes' }), 400);
    });
  });

  describe('editing', () => {
    it('replaces fields and lessons, keeping the ids of the lessons sent back', async () => {
      const course = await createCourse(t.owner.client, { lessons: 3 });
      const [l1, l2, l3] = course.body.course.lessons as { id: string; videoId: string }[];
      const extra = await uploadVideo(t.owner.client);
      const otherCourse = await createCourse(t.other.client, { lessons: 1 });
      const foreignLessonId = otherCourse.body.course.lessons[0].id as string;
      const res = await t.owner.client.request('PUT', pathOf(COURSE_API.instructorCourse, course.id), {
        json: {
          ...courseInput(course.thumbnailId, [], { title: 'Renamed', price: 999, level: 'Advanced' }),
          lessons: [
            { id: l2!.id, title: 'Second, now first', freePreview: true, videoId: l2!.videoId },
            { title: 'Brand new', freePreview: false, videoId: extra },
            { id: l1!.id, title: 'First, now third', freePreview: false, videoId: l1!.videoId },
            { id: foreignLessonId, title: 'Not theirs', freePreview: false, videoId: extra },
          ],
        },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(COURSE_MSG.courseUpdated);
      const c = res.body.course;
      expect(c).toMatchObject({ title: 'Renamed', pricePaise: 99_900, level: 'Advanced', lessonCount: 4 });
      const lessons = c.lessons as { id: string; position: number; title: string; freePreview: boolean }[];
      expect(lessons.map((l) => [l.position, l.title, l.freePreview])).toEqual([
        [1, 'Second, now first', true],
        [2, 'Brand new', false],
        [3, 'First, now third', false],
        [4, 'Not theirs', false],
      ]);
      expect(lessons[0]!.id).toBe(l2!.id);
      expect(lessons[2]!.id).toBe(l1!.id);
      expect([l1!.id, l2!.id, l3!.id, foreignLessonId]).not.toContain(lessons[1]!.id);
      expect([l1!.id, l2!.id, l3!.id, foreignLessonId]).not.toContain(lessons[3]!.id);
      // the lesson not sent is gone; the other course's lesson is untouched
      const gone = await t.query(sql`select id from lessons where id = ${l3!.id}`);
      expect(gone).toEqual([]);
      const theirs = await t.query<{ course_id: string }>(
        sql`select course_id from lessons where id = ${foreignLessonId}`,
      );
      expect(theirs).toEqual([{ course_id: otherCourse.id }]);
    });

    it('edits are checked like new courses (foreign videos refused, nothing changed)', async () => {
      const course = await createCourse(t.owner.client, { lessons: 1 });
      const foreign = await uploadVideo(t.other.client);
      const res = await t.owner.client.request('PUT', pathOf(COURSE_API.instructorCourse, course.id), {
        json: courseInput(course.thumbnailId, [foreign], { title: 'Should not stick' }),
      });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.message).toBe(COURSE_MSG.videoNotYours);
      const [row] = await t.query<{ title: string }>(sql`select title from courses where id = ${course.id}`);
      expect(row!.title).toBe('Test Course');
    });

    it("someone else's course: 403 with the message; an unknown one: 404", async () => {
      const course = await createCourse(t.owner.client, { lessons: 1 });
      const theirThumb = await uploadThumbnail(t.other.client);
      const theirVideo = await uploadVideo(t.other.client);
      const res = await t.other.client.request('PUT', pathOf(COURSE_API.instructorCourse, course.id), {
        json: courseInput(theirThumb, [theirVideo]),
      });
      expectErrorShape(res, 403, 'FORBIDDEN');
      expect(res.body.error.message).toBe(COURSE_MSG.notYourCourse);
      const unknown = await t.owner.client.request('PUT', pathOf(COURSE_API.instructorCourse, randomUUID()), {
        json: courseInput(thumb, [videos[0]!]),
      });
      expectErrorShape(unknown, 404, 'NOT_FOUND');
      expect(unknown.body.error.message).toBe(COURSE_MSG.courseNotFound);
    });
  });

  describe('publishing', () => {
    it('the owner publishes and unpublishes; others get 403, unknown 404', async () => {
      const course = await createCourse(t.owner.client, { lessons: 1, overrides: { title: 'Publish Me Zebra' } });
      const url = pathOf(COURSE_API.publish, course.id);
      const inCatalogue = async () =>
        (await t.client().get(`${COURSE_API.catalogue}?search=zebra`)).body.courses.map((c: { id: string }) => c.id);
      expect(await inCatalogue()).toEqual([]);

      const denied = await t.other.client.request('PUT', url, { json: { isPublished: true } });
      expectErrorShape(denied, 403, 'FORBIDDEN');
      expect(denied.body.error.message).toBe(COURSE_MSG.notYourCourse);
      expectErrorShape(await t.admin.client.request('PUT', url, { json: { isPublished: true } }), 403);

      const on = await t.owner.client.request('PUT', url, { json: { isPublished: true } });
      expect(on.status, on.text).toBe(200);
      expect(on.body).toMatchObject({
        success: true,
        message: COURSE_MSG.coursePublished,
        course: { isPublished: true },
      });
      expect(await inCatalogue()).toEqual([course.id]);

      const off = await t.owner.client.request('PUT', url, { json: { isPublished: false } });
      expect(off.body).toMatchObject({ message: COURSE_MSG.courseUnpublished, course: { isPublished: false } });
      expect(await inCatalogue()).toEqual([]);

      expectErrorShape(await t.owner.client.request('PUT', url, { json: { isPublished: 'yes' } }), 400);
      expectErrorShape(
        await t.owner.client.request('PUT', pathOf(COURSE_API.publish, randomUUID()), { json: { isPublished: true } }),
        404,
      );
    });
  });

  describe('deleting (soft)', () => {
    it('instructors delete only their own courses; admins any; learners none', async () => {
      const mine = await createCourse(t.owner.client, { lessons: 1, publish: true });
      const url = pathOf(COURSE_API.deleteCourse, mine.id);
      const denied = await t.other.client.request('PUT', url);
      expectErrorShape(denied, 403, 'FORBIDDEN');
      expect(denied.body.error.message).toBe(COURSE_MSG.notYourCourse);
      expectErrorShape(await t.student.client.request('PUT', url), 403);
      expectErrorShape(await t.lead.client.request('PUT', url), 403);
      expectErrorShape(await t.client().request('PUT', url), 401);

      const res = await t.owner.client.request('PUT', url);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ success: true, message: COURSE_MSG.courseDeleted });
      expectErrorShape(await t.owner.client.request('PUT', url), 404, 'NOT_FOUND');

      const theirs = await createCourse(t.other.client, { lessons: 1 });
      const byAdmin = await t.admin.client.request('PUT', pathOf(COURSE_API.deleteCourse, theirs.id));
      expect(byAdmin.status, byAdmin.text).toBe(200);
      expectErrorShape(await t.admin.client.request('PUT', pathOf(COURSE_API.deleteCourse, randomUUID())), 404);
    });

    it('a deleted course leaves every list, but its buyers keep the course and its videos', async () => {
      const course = await createCourse(t.owner.client, {
        lessons: 2,
        publish: true,
        overrides: { title: 'Doomed Quokka Course' },
      });
      await enrol(t, t.student.userId, course.id);
      await review(t, t.student.userId, course.id, 4);
      const ids = (res: { body: { courses: { id: string }[] } }) => res.body.courses.map((c) => c.id);
      const search = '?search=quokka';
      expect(ids(await t.client().get(COURSE_API.catalogue + search))).toEqual([course.id]);
      expect(ids(await t.client().get(COURSE_API.featured))).toContain(course.id);
      expect(ids(await t.owner.client.get(COURSE_API.instructorCourses + search))).toEqual([course.id]);
      expect(ids(await t.admin.client.get(COURSE_API.adminCourses + search))).toEqual([course.id]);

      const del = await t.admin.client.request('PUT', pathOf(COURSE_API.deleteCourse, course.id));
      expect(del.status).toBe(200);

      expect(ids(await t.client().get(COURSE_API.catalogue + search))).toEqual([]);
      expect(ids(await t.client().get(COURSE_API.featured))).not.toContain(course.id);
      expect(ids(await t.owner.client.get(COURSE_API.instructorCourses + search))).toEqual([]);
      expect(ids(await t.admin.client.get(COURSE_API.adminCourses + search))).toEqual([]);

      const page = pathOf(COURSE_API.course, course.id);
      for (const who of [t.client(), t.lead.client, t.other.client])
        expectErrorShape(await who.get(page), 404, 'NOT_FOUND');
      const mine = await t.student.client.get(page);
      expect(mine.status, mine.text).toBe(200);
      expect(mine.body.deletedAt).toEqual(expect.any(String));
      expect(mine.body.viewer).toEqual({
        enrolled: true,
        enrolmentId: expect.any(String),
        isOwner: false,
        canWatch: true,
      });
      for (const lesson of mine.body.lessons) {
        expect(lesson.videoUrl).toBe(`/api/media/${lesson.videoId}`);
        expect((await t.student.client.get(lesson.videoUrl)).status).toBe(200);
      }
      expect((await t.owner.client.get(page)).status).toBe(200);
      const adminView = await t.admin.client.get(pathOf(COURSE_API.adminCourse, course.id));
      expect(adminView.status).toBe(200);
      expect(adminView.body.students.map((s: { id: string }) => s.id)).toEqual([t.student.userId]);

      const kept = await t.query<{ e: number; r: number; l: number }>(sql`select
        (select count(*)::int from enrolments where course_id = ${course.id}) as e,
        (select count(*)::int from reviews where course_id = ${course.id}) as r,
        (select count(*)::int from lessons where course_id = ${course.id}) as l`);
      expect(kept[0]).toEqual({ e: 1, r: 1, l: 2 });
      // and it cannot be edited or published any more
      expectErrorShape(
        await t.owner.client.request('PUT', pathOf(COURSE_API.publish, course.id), { json: { isPublished: true } }),
        404,
      );
    });
  });

  describe('course pages', () => {
    let draft: string;
    let published: { id: string; videoIds: string[] };
    beforeAll(async () => {
      draft = (await createCourse(t.owner.client, { lessons: 2 })).id;
      published = await createCourse(t.owner.client, { lessons: 2, publish: true });
      await enrol(t, t.lead.userId, published.id);
      await enrol(t, t.lead.userId, draft);
    });

    it('a draft is 404 "Course not found" except for its instructor, admins and enrolled users', async () => {
      const url = pathOf(COURSE_API.course, draft);
      for (const who of [t.client(), t.student.client, t.other.client]) {
        const res = await who.get(url);
        expectErrorShape(res, 404, 'NOT_FOUND');
        expect(res.body.error.message).toBe(COURSE_MSG.courseNotFound);
      }
      for (const who of [t.owner, t.admin, t.lead]) expect((await who.client.get(url)).status).toBe(200);
    });

    it('a published course for anyone: only free previews carry a video URL', async () => {
      const res = await t.client().get(pathOf(COURSE_API.course, published.id));
      expect(res.status, res.text).toBe(200);
      expect(res.body.viewer).toEqual({ enrolled: false, enrolmentId: null, isOwner: false, canWatch: false });
      expect(
        res.body.lessons.map((l: { videoUrl: string | null; videoId: string | null }) => [l.videoUrl, l.videoId]),
      ).toEqual([
        [`/api/media/${published.videoIds[0]}`, published.videoIds[0]],
        [null, null],
      ]);
      const asStudent = await t.student.client.get(pathOf(COURSE_API.course, published.id));
      expect(asStudent.body.lessons[1].videoUrl).toBeNull();
    });

    it('enrolled users, the instructor and admins may watch every lesson', async () => {
      for (const [who, viewer] of [
        [t.lead, { enrolled: true, enrolmentId: expect.any(String), isOwner: false, canWatch: true }],
        [t.owner, { enrolled: false, enrolmentId: null, isOwner: true, canWatch: true }],
        [t.admin, { enrolled: false, enrolmentId: null, isOwner: false, canWatch: true }],
      ] as const) {
        const res = await who.client.get(pathOf(COURSE_API.course, published.id));
        expect(res.body.viewer).toEqual(viewer);
        expect(res.body.lessons.map((l: { videoUrl: string }) => l.videoUrl)).toEqual(
          published.videoIds.map((v) => `/api/media/${v}`),
        );
      }
    });

    it("the instructor's own course read: the owner's courses; another instructor's is 404 as a missing one", async () => {
      for (const id of [draft, published.id]) {
        const res = await t.owner.client.get(pathOf(COURSE_API.instructorCourse, id));
        expect(res.status, res.text).toBe(200);
        expect(res.body).toMatchObject({ id, viewer: { isOwner: true, canWatch: true } });
      }
      // Another instructor, even for a published course anyone may read on its public page.
      expect((await t.other.client.get(pathOf(COURSE_API.course, published.id))).status).toBe(200);
      for (const id of [draft, published.id, randomUUID()]) {
        const res = await t.other.client.get(pathOf(COURSE_API.instructorCourse, id));
        expectErrorShape(res, 404, 'NOT_FOUND');
        expect(res.body.error.message).toBe(COURSE_MSG.courseNotFound);
      }
      expectErrorShape(await t.other.client.get(pathOf(COURSE_API.instructorCourse, 'nope')), 400);
      // Only instructors: others are refused before anything is read.
      expectErrorShape(await t.admin.client.get(pathOf(COURSE_API.instructorCourse, published.id)), 403);
      expectErrorShape(await t.client().get(pathOf(COURSE_API.instructorCourse, published.id)), 401);
    });

    it('unknown ids are 404; malformed ones 400', async () => {
      expectErrorShape(await t.client().get(pathOf(COURSE_API.course, randomUUID())), 404);
      expectErrorShape(await t.client().get(pathOf(COURSE_API.course, 'nope')), 400);
      expectErrorShape(await t.admin.client.get(pathOf(COURSE_API.adminCourse, randomUUID())), 404);
    });

    it('the admin course page lists the enrolled users', async () => {
      await enrol(t, t.student.userId, published.id);
      const res = await t.admin.client.get(pathOf(COURSE_API.adminCourse, published.id));
      expect(res.status, res.text).toBe(200);
      expect(res.body.course).toMatchObject({ id: published.id, studentCount: 1, leadCount: 1 });
      const students = res.body.students as {
        id: string;
        name: string;
        email: string;
        role: string;
        enrolledAt: string;
      }[];
      expect(students.map((s) => [s.id, s.name, s.email, s.role]).sort()).toEqual(
        [
          [t.student.userId, 'Sana Student', t.student.creds.email, 'Student'],
          [t.lead.userId, 'Lalit Lead', t.lead.creds.email, 'Lead'],
        ].sort(),
      );
      for (const s of students) expect(Date.parse(s.enrolledAt)).not.toBeNaN();
    });
  });
});
