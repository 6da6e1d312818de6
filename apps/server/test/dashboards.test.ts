/**
 * Student and lead dashboards: every figure is checked against values derived from the data set
 * up here (courses, enrolments with fixed times, reviews, completed lessons, teams), never against
 * constants: platform figures over available courses, the caller's completion rate, Continue
 * Learning, Recommended (most enrolled, not owned; ties newest), and the lead's team figures; and
 * the instructor dashboard: courses, learners, completion over lessons × learners, this month's
 * earnings and growth.
 */
import {
  CONTINUE_LEARNING_LIMIT,
  COURSE_API,
  DASHBOARD_API,
  RECOMMENDED_LIMIT,
  TEAM_RECENT_COURSES_LIMIT,
  type InstructorDashboard,
  type LeadDashboard,
  type StudentDashboard,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import { createCourse, pathOf, review, type CreatedCourse } from './helpers/courses.js';
import { inMonth, insertOrder, insertUser, type Person } from './helpers/earnings.js';
import { enrolAt, lessonIds, report } from './helpers/learning.js';
import { createUser, expectErrorShape, type TestUser } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

const TZ = 'Asia/Kolkata';

type CourseKey = 'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6' | 'c7';
type UserKey = 'sA' | 'sB' | 'sC' | 'sD' | 'L' | 'L2';

/** Created in this order (c1 oldest). c6 stays a draft; c7 is deleted after people bought it. */
const COURSES: { key: CourseKey; lessons: number; publish: boolean; deleted: boolean }[] = [
  { key: 'c1', lessons: 2, publish: true, deleted: false },
  { key: 'c2', lessons: 1, publish: true, deleted: false },
  { key: 'c3', lessons: 1, publish: true, deleted: false },
  { key: 'c4', lessons: 1, publish: true, deleted: false },
  { key: 'c5', lessons: 1, publish: true, deleted: false },
  { key: 'c6', lessons: 1, publish: false, deleted: false },
  { key: 'c7', lessons: 1, publish: true, deleted: true },
];
const USERS: { key: UserKey; name: string; role: 'Student' | 'Lead'; team: string }[] = [
  { key: 'sA', name: 'Asha Student', role: 'Student', team: 'Team-7' },
  { key: 'sB', name: 'Bala Student', role: 'Student', team: 'Team-7' },
  { key: 'sC', name: 'Chitra Student', role: 'Student', team: 'Team-9' },
  { key: 'sD', name: 'Dev Student', role: 'Student', team: 'Team-9' },
  { key: 'L', name: 'Lalit Lead', role: 'Lead', team: 'Team-7' },
  { key: 'L2', name: 'Lata Lead', role: 'Lead', team: 'Team-9' },
];
/** Enrolments, oldest first (c4 and c5 are tied on enrolments: the newer c5 comes first). */
const PLAN: [UserKey, CourseKey][] = [
  ['sA', 'c1'],
  ['sB', 'c1'],
  ['sC', 'c1'],
  ['L2', 'c1'],
  ['sA', 'c2'],
  ['sB', 'c2'],
  ['L2', 'c2'],
  ['sA', 'c3'],
  ['sC', 'c3'],
  ['L', 'c3'],
  ['sC', 'c4'],
  ['L2', 'c5'],
  ['sB', 'c6'],
  ['sA', 'c7'],
  ['L', 'c7'],
];
const REVIEWS: [UserKey, CourseKey, number][] = [
  ['sA', 'c1', 5],
  ['sB', 'c1', 4],
  ['sC', 'c3', 3],
  ['sA', 'c7', 1], // deleted course: not in the figures
  ['sB', 'c6', 2], // draft: not in the figures
];
/** Lessons marked done: [user, course, lesson index]. */
const DONE: [UserKey, CourseKey, number][] = [
  ['sA', 'c1', 0],
  ['sA', 'c2', 0],
  ['sC', 'c4', 0],
];

// ---- what the figures must be, derived from the plan ----
const course = (key: CourseKey) => COURSES.find((c) => c.key === key)!;
const isAvailable = (key: CourseKey) => course(key).publish && !course(key).deleted;
const coursesOf = (u: UserKey) => PLAN.filter(([who]) => who === u).map(([, c]) => c);
const enrolmentsIn = (c: CourseKey) => PLAN.filter(([, k]) => k === c).length;
const teamOf = (u: UserKey) => USERS.find((x) => x.key === u)!.team;

function expectedFigures() {
  const ratings = REVIEWS.filter(([, c]) => isAvailable(c)).map(([, , r]) => r);
  return {
    availableCourses: COURSES.filter((c) => isAvailable(c.key)).length,
    activeLearners: new Set(PLAN.filter(([, c]) => isAvailable(c)).map(([u]) => u)).size,
    avgRating: ratings.length ? ratings.reduce((s, r) => s + r, 0) / ratings.length : null,
    ratingCount: ratings.length,
  };
}

function expectedCompletion(u: UserKey): number | null {
  const mine = coursesOf(u);
  if (mine.length === 0) return null;
  const lessons = mine.reduce((s, c) => s + course(c).lessons, 0);
  const done = DONE.filter(([who]) => who === u).length;
  return Math.floor((done / lessons) * 100);
}

function expectedRecommended(u: UserKey): CourseKey[] {
  const index = (c: CourseKey) => COURSES.findIndex((x) => x.key === c);
  return COURSES.map((c) => c.key)
    .filter((c) => isAvailable(c) && !coursesOf(u).includes(c))
    .sort((x, y) => enrolmentsIn(y) - enrolmentsIn(x) || index(y) - index(x))
    .slice(0, RECOMMENDED_LIMIT);
}

const teamStudents = (team: string) => USERS.filter((x) => x.role === 'Student' && x.team === team).map((x) => x.key);

function expectedTeamRecent(lead: UserKey) {
  const members = new Set<UserKey>([...teamStudents(teamOf(lead)), lead]);
  const last = new Map<CourseKey, { at: number; count: number }>();
  PLAN.forEach(([u, c], i) => {
    if (!members.has(u)) return;
    const seen = last.get(c);
    last.set(c, { at: i, count: (seen?.count ?? 0) + 1 });
  });
  return [...last.entries()]
    .filter(([c]) => isAvailable(c) || coursesOf(lead).includes(c))
    .sort((x, y) => y[1].at - x[1].at)
    .slice(0, TEAM_RECENT_COURSES_LIMIT)
    .map(([c, v]) => ({ course: c, teamEnrolments: v.count, leadOwns: coursesOf(lead).includes(c) }));
}

describe.each(databaseDrivers)('dashboards (%s)', (driver) => {
  const t = suiteWithUsers(driver, usualCast('priya', 'rahul'));
  const courses = {} as Record<CourseKey, CreatedCourse>;
  const users = {} as Record<UserKey, TestUser>;
  const creators = {} as Record<CourseKey, TestUser>;
  /** Enrolment ids by "user course". */
  const enrolments = new Map<string, string>();
  const keyOfCourse = (id: string) => COURSES.find((c) => courses[c.key].id === id)?.key;

  beforeAll(async () => {
    const { priya, rahul } = t;
    for (const [i, c] of COURSES.entries()) {
      const by = i % 2 === 0 ? priya : rahul;
      creators[c.key] = by;
      courses[c.key] = await createCourse(by.client, {
        lessons: c.lessons,
        publish: c.publish,
        overrides: { title: `Course ${c.key}` },
      });
      // Creation order decides ties: make it explicit.
      await t.query(
        sql`update courses set created_at = now() - make_interval(days => ${COURSES.length - i}::int) where id = ${courses[c.key].id}`,
      );
    }
    for (const u of USERS) {
      users[u.key] = await createUser(t, u.role, u.name);
      const table = u.role === 'Student' ? sql`student_profiles` : sql`lead_profiles`;
      await t.query(sql`update ${table} set team = ${u.team} where user_id = ${users[u.key].userId}`);
    }
    for (const [i, [u, c]] of PLAN.entries()) {
      enrolments.set(`${u} ${c}`, await enrolAt(t, users[u].userId, courses[c].id, PLAN.length - i));
    }
    for (const [u, c, rating] of REVIEWS) await review(t, users[u].userId, courses[c].id, rating);
    for (const [u, c, lesson] of DONE) {
      await report(users[u].client, enrolments.get(`${u} ${c}`)!, lessonIds(courses[c])[lesson]!, {
        positionSeconds: 0,
        completed: true,
      });
    }
    for (const c of COURSES.filter((x) => x.deleted)) {
      const del = await creators[c.key].client.request('PUT', pathOf(COURSE_API.deleteCourse, courses[c.key].id));
      expect(del.status, del.text).toBe(200);
    }
  });

  const student = async (u: UserKey) => {
    const res = await users[u].client.get(DASHBOARD_API.student);
    expect(res.status, res.text).toBe(200);
    return res.body as StudentDashboard;
  };
  const lead = async (u: UserKey) => {
    const res = await users[u].client.get(DASHBOARD_API.lead);
    expect(res.status, res.text).toBe(200);
    return res.body as LeadDashboard;
  };

  describe('student dashboard', () => {
    it('platform figures count available courses, their learners and their reviews only', async () => {
      const body = await student('sA');
      expect(body.figures).toEqual(expectedFigures());
      expect((await lead('L')).figures).toEqual(expectedFigures());
    });

    it("completion rate is the student's own completed lessons over the lessons of every enrolled course", async () => {
      for (const u of ['sA', 'sB', 'sC'] as const) {
        expect((await student(u)).completionRate, u).toBe(expectedCompletion(u));
      }
      expect(expectedCompletion('sA')).toBeGreaterThan(0); // the data makes the figure meaningful
    });

    it('continue learning: the most recent enrolments with their progress', async () => {
      const body = await student('sA');
      const expected = coursesOf('sA').reverse().slice(0, CONTINUE_LEARNING_LIMIT);
      expect(body.continueLearning.map((e) => keyOfCourse(e.course.id))).toEqual(expected);
      for (const e of body.continueLearning) {
        const key = keyOfCourse(e.course.id)!;
        expect(e.enrolmentId).toBe(enrolments.get(`sA ${key}`));
        const done = DONE.filter(([u, c]) => u === 'sA' && c === key).length;
        expect(e.completedLessons).toBe(done);
        expect(e.status).toBe(done === course(key).lessons ? 'Completed' : 'In Progress');
      }
    });

    it('recommended: the most enrolled available courses the student does not own (ties: newest first)', async () => {
      for (const u of ['sA', 'sC', 'sD'] as const) {
        const body = await student(u);
        expect(
          body.recommended.map((c) => keyOfCourse(c.id)),
          u,
        ).toEqual(expectedRecommended(u));
        for (const c of body.recommended) expect(c.studentCount + c.leadCount).toBe(enrolmentsIn(keyOfCourse(c.id)!));
      }
      expect(expectedRecommended('sD')).toHaveLength(RECOMMENDED_LIMIT);
    });

    it('a student without enrolments: no completion rate and nothing to continue', async () => {
      const body = await student('sD');
      expect(body.completionRate).toBeNull();
      expect(body.continueLearning).toEqual([]);
    });

    it('leads and instructors cannot open it', async () => {
      expectErrorShape(await users.L.client.get(DASHBOARD_API.student), 403, 'FORBIDDEN');
      expectErrorShape(await users.sA.client.get(DASHBOARD_API.lead), 403, 'FORBIDDEN');
    });
  });

  describe('lead dashboard', () => {
    it.each(['L', 'L2'] as const)("%s: team figures count only the lead's own team", async (u) => {
      const body = await lead(u);
      const team = teamOf(u);
      const students = teamStudents(team);
      expect(body.team).toBe(team);
      expect(body.teamMembers).toBe(students.length);
      expect(body.teamEnrollments).toBe(PLAN.filter(([who]) => students.includes(who)).length);
      expect(body.completionRate).toBe(expectedCompletion(u));
      expect(body.recommended.map((c) => keyOfCourse(c.id))).toEqual(expectedRecommended(u));
    });

    it.each(['L', 'L2'] as const)(
      "%s: the team's recent courses, with the team's enrolments and the lead's own enrolment",
      async (u) => {
        const body = await lead(u);
        const expected = expectedTeamRecent(u);
        expect(body.teamRecentCourses.map((x) => keyOfCourse(x.course.id))).toEqual(expected.map((e) => e.course));
        for (const [i, item] of body.teamRecentCourses.entries()) {
          const want = expected[i]!;
          expect(item.teamEnrolments).toBe(want.teamEnrolments);
          expect(item.leadEnrolmentId).toBe(want.leadOwns ? enrolments.get(`${u} ${want.course}`) : null);
        }
        const times = body.teamRecentCourses.map((x) => Date.parse(x.lastEnrolledAt));
        expect([...times].sort((x, y) => y - x)).toEqual(times);
      },
    );

    it('the data covers what the rules leave out (other teams, drafts nobody on the team bought)', () => {
      const recentOfL = expectedTeamRecent('L').map((e) => e.course);
      expect(recentOfL).toContain('c7'); // deleted, but the lead bought it
      expect(PLAN.some(([u, c]) => teamOf(u) === 'Team-7' && c === 'c6')).toBe(true); // the draft a member bought
      expect(recentOfL).not.toContain('c6');
    });
  });
});

describe.each(databaseDrivers)('instructor dashboard (%s)', (driver) => {
  type Key = 'k1' | 'k2' | 'k3' | 'k4';
  type Learner = 's1' | 's2' | 's3' | 'L' | 'teacher';
  /** Ivy's courses: k3 is a draft, k4 was deleted after people bought it. */
  const IVY: { key: Key; lessons: number; publish: boolean; deleted: boolean }[] = [
    { key: 'k1', lessons: 2, publish: true, deleted: false },
    { key: 'k2', lessons: 1, publish: true, deleted: false },
    { key: 'k3', lessons: 1, publish: false, deleted: false },
    { key: 'k4', lessons: 1, publish: true, deleted: true },
  ];
  const LEARNERS: { key: Learner; role: 'Student' | 'Lead' | 'Instructor' }[] = [
    { key: 's1', role: 'Student' },
    { key: 's2', role: 'Student' },
    { key: 's3', role: 'Student' },
    { key: 'L', role: 'Lead' },
    { key: 'teacher', role: 'Instructor' }, // enrolled, but not a learner
  ];
  const ENROLLED: [Learner, Key][] = [
    ['s1', 'k1'],
    ['s1', 'k2'],
    ['s2', 'k1'],
    ['L', 'k1'],
    ['L', 'k3'],
    ['s3', 'k4'],
    ['teacher', 'k2'],
  ];
  /** Completed lessons: [learner, course, lesson index]. */
  const COMPLETED: [Learner, Key, number][] = [
    ['s1', 'k1', 0],
    ['s1', 'k2', 0],
    ['s2', 'k1', 0],
    ['s2', 'k1', 1],
    ['L', 'k3', 0],
    ['s3', 'k4', 0], // deleted course: not counted
    ['teacher', 'k2', 0], // not a learner: not counted
  ];
  const live = IVY.filter((c) => !c.deleted).map((c) => c.key);
  const isLearner = (u: Learner) => LEARNERS.find((l) => l.key === u)!.role !== 'Instructor';
  const counted = ENROLLED.filter(([u, c]) => isLearner(u) && live.includes(c));
  const lessonsOf = (c: Key) => IVY.find((x) => x.key === c)!.lessons;
  const done = COMPLETED.filter(([u, c]) => counted.some(([cu, cc]) => cu === u && cc === c)).length;
  const possible = counted.reduce((s, [, c]) => s + lessonsOf(c), 0);

  const t = suiteWithUsers(driver, {
    ivy: ['Instructor', 'Ivy Instructor'],
    ...usualCast('quiet'),
    empty: ['Instructor', 'Ela Empty'],
    ...usualCast('student'),
  });

  beforeAll(async () => {
    const ids = {} as Record<Key, CreatedCourse>;
    for (const c of IVY) ids[c.key] = await createCourse(t.ivy.client, { lessons: c.lessons, publish: c.publish });
    const people = {} as Record<Learner, Person>;
    for (const l of LEARNERS) people[l.key] = await insertUser(t, `Learner ${l.key}`, l.role);
    for (const [u, c] of ENROLLED) await enrolAt(t, people[u].id, ids[c].id);
    for (const [u, c, lesson] of COMPLETED) {
      await t.query(sql`insert into lesson_progress (user_id, course_id, lesson_id, completed_at)
        values (${people[u].id}, ${ids[c].id}, ${lessonIds(ids[c])[lesson]!}, now())`);
    }
    await t.query(sql`update courses set deleted_at = now() where id = ${ids.k4.id}`);
    // Money: this month 499.00, last month 299.00 (and a Pending order this month, not counted).
    const sale = (who: Learner, c: Key, pricePaise: number, status: 'Approval' | 'Pending', monthsBack: number) =>
      insertOrder(t, {
        buyer: people[who],
        courseId: ids[c].id,
        pricePaise,
        status,
        createdAt: inMonth(TZ, monthsBack),
      });
    await sale('s1', 'k1', 49_900, 'Approval', 0);
    await sale('s2', 'k1', 29_900, 'Approval', 1);
    await sale('s3', 'k2', 99_900, 'Pending', 0);
    // Quentin has a published course nobody took.
    await createCourse(t.quiet.client, { lessons: 1, publish: true });
  });

  const dashboardOf = async (who: TestUser) => {
    const res = await who.client.get(DASHBOARD_API.instructor);
    expect(res.status, res.text).toBe(200);
    return res.body as InstructorDashboard;
  };

  it("courses, learners and completion over the instructor's courses that are not deleted", async () => {
    const body = await dashboardOf(t.ivy);
    expect(body.activeCourses).toBe(IVY.filter((c) => c.publish && !c.deleted).length);
    expect(body.totalCourses).toBe(live.length);
    expect(body.totalStudents).toBe(new Set(counted.map(([u]) => u)).size);
    expect(body.completionRate).toBe(Math.floor((done / possible) * 100));
    // The data makes the figures meaningful: 5 of 8 lessons, 3 learners, a draft and a deleted course.
    expect([done, possible, body.totalStudents, body.activeCourses, body.totalCourses]).toEqual([5, 8, 3, 2, 3]);
    expect(body.completionRate).toBe(62);
  });

  it("this month's earnings and the growth against last month", async () => {
    const body = await dashboardOf(t.ivy);
    expect(body.thisMonthPaise).toBe(49_900);
    expect(body.growthPercent).toBe(66.9); // (49 900 − 29 900) / 29 900 × 100, one decimal
  });

  it('no learners: completion is null; nothing at all: every figure zero', async () => {
    expect(await dashboardOf(t.quiet)).toEqual({
      activeCourses: 1,
      totalCourses: 1,
      totalStudents: 0,
      completionRate: null,
      thisMonthPaise: 0,
      growthPercent: 0,
    });
    expect(await dashboardOf(t.empty)).toEqual({
      activeCourses: 0,
      totalCourses: 0,
      totalStudents: 0,
      completionRate: null,
      thisMonthPaise: 0,
      growthPercent: 0,
    });
  });

  it('only instructors can open it', async () => {
    expectErrorShape(await t.student.client.get(DASHBOARD_API.instructor), 403, 'FORBIDDEN');
    expectErrorShape(await t.client().get(DASHBOARD_API.instructor), 401, 'UNAUTHENTICATED');
  });
});
