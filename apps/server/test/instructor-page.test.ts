/**
 * An instructor's public page (issue 21): anyone may read it; it shows the name, image, college and
 * links but nothing private (e-mail, phone, UPI, roll number, gender); the cards are the published,
 * not deleted courses; learners and the rating are counted here from the enrolments and reviews the
 * test wrote; 404 for an unknown id or someone who is not an instructor.
 */
import { INSTRUCTOR_PUBLIC_API, type InstructorPublicPage } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, sql } from './helpers/app.js';
import { createCourse, enrol, review } from './helpers/courses.js';
import { createUser, expectErrorShape, type TestUser } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

const pagePath = (id: string) => INSTRUCTOR_PUBLIC_API.page.replace(':id', id);

/** The instructor's courses: whether listed (published and not deleted), who enrols, the stars given. */
type Plan = { publish: boolean; deleted?: boolean; learners: number[]; stars: number[] };
const PLANS: Plan[] = [
  { publish: true, learners: [0, 1, 3], stars: [5, 4] },
  { publish: true, learners: [0, 2], stars: [3] },
  { publish: true, learners: [], stars: [] },
  { publish: false, learners: [4], stars: [1] },
  { publish: true, deleted: true, learners: [4, 1], stars: [2, 2] },
];
const PRIVATE = {
  phone: '9876543210',
  upi: 'priya.private@okbank',
  rollNumber: 'PRIVROLL01',
  college: 'Vasavi College',
};

describe.each(appDrivers)("an instructor's public page (%s)", (driver) => {
  const t = suiteWithUsers(driver, { ...usualCast('priya', 'rahul', 'student', 'admin') });
  /** Learners 0-2 students, 3 a lead, 4 a student enrolled only in the draft and the deleted course. */
  const learners: TestUser[] = [];
  const courseIds: string[] = [];

  beforeAll(async () => {
    for (const [i, name] of ['Asha One', 'Bala Two', 'Chitra Three', 'Dev Lead', 'Esha Five'].entries()) {
      learners.push(await createUser(t, i === 3 ? 'Lead' : 'Student', name));
    }
    await t.query(sql`update instructor_profiles set phone = ${PRIVATE.phone}, upi = ${PRIVATE.upi},
      roll_number = ${PRIVATE.rollNumber}, college = ${PRIVATE.college}, linked_in = '',
      git_hub = 'https://github.com/priya' where user_id = ${t.priya.userId}`);
    for (const plan of PLANS) {
      const id = (await createCourse(t.priya.client, { lessons: 1, publish: plan.publish })).id;
      courseIds.push(id);
      for (const i of plan.learners) await enrol(t, learners[i]!.userId, id);
      for (const [k, stars] of plan.stars.entries()) await review(t, learners[plan.learners[k]!]!.userId, id, stars);
      if (plan.deleted) await t.query(sql`update courses set deleted_at = now() where id = ${id}`);
    }
    // Rahul's course: none of it counts on Priya's page.
    const other = (await createCourse(t.rahul.client, { lessons: 1, publish: true })).id;
    await enrol(t, learners[2]!.userId, other);
    await review(t, learners[2]!.userId, other, 1);
  });

  const listed = () => PLANS.flatMap((p, i) => (p.publish && !p.deleted ? [{ ...p, id: courseIds[i]! }] : []));

  it('anyone may read it: the published courses, newest first, and figures counted from those courses', async () => {
    const res = await t.client().get(pagePath(t.priya.userId));
    expect(res.status, res.text).toBe(200);
    const page = res.body as InstructorPublicPage;
    const courses = listed();
    const stars = courses.flatMap((p) => p.stars);
    const learnerSet = new Set(courses.flatMap((p) => p.learners));
    expect(page.courses.map((x) => x.id)).toEqual(courses.map((p) => p.id).reverse());
    expect(page.stats).toEqual({
      courses: courses.length,
      learners: learnerSet.size,
      avgRating: stars.reduce((a, b) => a + b, 0) / stars.length,
      ratingCount: stars.length,
    });
    expect(page.stats).toMatchObject({ courses: 3, learners: 4, avgRating: 4, ratingCount: 3 });
    // The cards are the catalogue's, with each course's own figures.
    expect(page.courses.at(-1)).toMatchObject({
      instructor: { id: t.priya.userId, name: 'Priya Sharma' },
      rating: { average: 4.5, count: 2 },
      studentCount: 2,
      leadCount: 1,
    });
  });

  it('shows the name, image, college and links, never the e-mail, phone, UPI, roll number or gender', async () => {
    const res = await t.client().get(pagePath(t.priya.userId));
    const page = res.body as InstructorPublicPage;
    expect(page.instructor).toEqual({
      id: t.priya.userId,
      name: 'Priya Sharma',
      image: expect.stringMatching(/^\/api\/media\//),
      college: PRIVATE.college,
      gitHub: 'https://github.com/priya',
      linkedIn: null,
    });
    for (const secret of [t.priya.creds.email, PRIVATE.phone, PRIVATE.upi, PRIVATE.rollNumber]) {
      expect(res.text).not.toContain(secret);
    }
    expect(Object.keys(page.instructor)).not.toContain('gender');
  });

  it('every role reads the same page', async () => {
    const anonymous = (await t.client().get(pagePath(t.priya.userId))).body as InstructorPublicPage;
    for (const who of [t.student, t.admin, t.rahul, t.priya, learners[3]!]) {
      const res = await who.client.get(pagePath(t.priya.userId));
      expect(res.status, res.text).toBe(200);
      expect((res.body as InstructorPublicPage).stats).toEqual(anonymous.stats);
    }
  });

  it('an instructor without published courses has an empty page with no rating', async () => {
    await t.query(sql`update courses set is_published = false where instructor_id = ${t.rahul.userId}`);
    const res = await t.client().get(pagePath(t.rahul.userId));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      courses: [],
      stats: { courses: 0, learners: 0, avgRating: null, ratingCount: 0 },
    });
  });

  it('404 for an unknown id or someone who is not an instructor; 400 for an id that is not one', async () => {
    expectErrorShape(
      await t.client().get(pagePath('00000000-0000-4000-8000-000000000000')),
      404,
      'INSTRUCTOR_NOT_FOUND',
    );
    expectErrorShape(await t.client().get(pagePath(t.student.userId)), 404, 'INSTRUCTOR_NOT_FOUND');
    expectErrorShape(await t.client().get(pagePath(t.admin.userId)), 404, 'INSTRUCTOR_NOT_FOUND');
    expectErrorShape(await t.client().get(pagePath('not-an-id')), 400, 'BAD_REQUEST');
  });
});
