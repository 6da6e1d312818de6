/**
 * The admins' instructors over HTTP: figures over every instructor, cards (profile image address,
 * blank links as null, course counts), the search over name, e-mail, college and branch, order and
 * pages; one instructor's detail with students, earnings and balance (404 for anyone else); their
 * sales, the same list the instructor sees; and that only admins may ask.
 */
import { randomUUID } from 'node:crypto';
import {
  EARNINGS_API,
  INSTRUCTORS_MSG,
  INSTRUCTOR_ADMIN_API,
  type InstructorCard,
  type InstructorDetail,
  type InstructorList,
  type SalesPage,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, sql } from './helpers/app.js';
import { createCourse } from './helpers/courses.js';
import { inMonth, insertOrder, insertUser, insertWithdrawal } from './helpers/earnings.js';
import { enrolAt } from './helpers/learning.js';
import { expectErrorShape, type TestUser } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

type Key = 'priya' | 'rahul' | 'meena' | 'dev';

/** The instructors' profiles (set after verification) and their courses: [published, deleted]. */
const PROFILES: Record<Key, { college: string; branch: string; courses: [boolean, boolean][]; gitHub?: string }> = {
  priya: {
    college: 'Vasavi College',
    branch: 'ECE',
    courses: [
      [true, false],
      [false, false],
    ],
  },
  rahul: {
    college: 'Anurag University',
    branch: 'CSE',
    courses: [
      [true, false],
      [true, true],
    ],
  },
  meena: { college: 'Sreenidhi Institute', branch: 'MECH', courses: [], gitHub: '' },
  dev: { college: 'CMS College', branch: 'IT', courses: [[true, true]] },
};
const liveCourses = (k: Key) => PROFILES[k].courses.filter(([, deleted]) => !deleted).length;
const KEYS = Object.keys(PROFILES) as Key[];

const listPath = (query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${INSTRUCTOR_ADMIN_API.list}${qs ? `?${qs}` : ''}`;
};
const profilePath = (id: string) => INSTRUCTOR_ADMIN_API.profile.replace(':id', id);
const salesPath = (id: string, qs = '') => `${INSTRUCTOR_ADMIN_API.sales.replace(':id', id)}${qs}`;

describe.each(appDrivers)('admin instructors (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    ...usualCast('priya', 'rahul'),
    meena: ['Instructor', 'Meena Iyer'],
    dev: ['Instructor', 'Dev Patel'],
    admin: ['Admin', 'Anil Admin'],
    ...usualCast('student'),
  });
  const people = {} as Record<Key, TestUser>;
  const courseIds = {} as Record<Key, string[]>;

  beforeAll(async () => {
    for (const key of KEYS) {
      people[key] = t[key];
      const p = PROFILES[key];
      await t.query(sql`update instructor_profiles set college = ${p.college}, branch = ${p.branch},
        git_hub = coalesce(${p.gitHub ?? null}, git_hub) where user_id = ${people[key].userId}`);
      courseIds[key] = [];
      for (const [publish, deleted] of p.courses) {
        const id = (await createCourse(people[key].client, { lessons: 1, publish })).id;
        if (deleted) await t.query(sql`update courses set deleted_at = now() where id = ${id}`);
        courseIds[key].push(id);
      }
    }
    // A student of the same college, and an account with no role: neither is an instructor.
    await t.query(sql`update student_profiles set college = 'Vasavi College' where user_id = ${t.student.userId}`);
    await insertUser(t, 'Priya Nobody', 'Empty');
  });

  const list = async (query: Record<string, string | number> = {}) => {
    const res = await t.admin.client.get(listPath(query));
    expect(res.status, res.text).toBe(200);
    return res.body as InstructorList;
  };
  const names = (cards: InstructorCard[]) => cards.map((c) => c.name);
  const sortedNames = () => KEYS.map((k) => people[k].creds.name).sort();

  describe('list', () => {
    it('figures over every instructor', async () => {
      const total = KEYS.reduce((s, k) => s + liveCourses(k), 0);
      const expected = {
        totalInstructors: KEYS.length,
        totalCourses: total,
        activeInstructors: KEYS.filter((k) => liveCourses(k) > 0).length,
        avgCoursesPerInstructor: Math.round((total / KEYS.length) * 10) / 10,
      };
      expect(expected).toEqual({
        totalInstructors: 4,
        totalCourses: 3,
        activeInstructors: 2,
        avgCoursesPerInstructor: 0.8,
      });
      expect((await list()).stats).toEqual(expected);
      // A search narrows the page, never the figures.
      expect((await list({ search: 'meena' })).stats).toEqual(expected);
    });

    it('cards by name, with the profile image, the profile and the courses not deleted', async () => {
      const body = await list();
      expect(names(body.instructors)).toEqual(sortedNames());
      expect(body.total).toBe(KEYS.length);
      for (const key of KEYS) {
        const card = body.instructors.find((c) => c.id === people[key].userId)!;
        const [profile] = await t.query<{ profile_upload_id: string; roll_number: string; linked_in: string }>(
          sql`select * from instructor_profiles where user_id = ${people[key].userId}`,
        );
        expect(card).toEqual({
          id: people[key].userId,
          name: people[key].creds.name,
          email: people[key].creds.email,
          image: `/api/media/${profile!.profile_upload_id}`,
          branch: PROFILES[key].branch,
          rollNumber: profile!.roll_number,
          college: PROFILES[key].college,
          gitHub: key === 'meena' ? null : 'https://github.com/x',
          linkedIn: profile!.linked_in,
          courseCount: liveCourses(key),
        });
      }
    });

    it.each([
      ['name', 'pRiYa', ['priya']],
      ['college', 'anurag', ['rahul']],
      ['branch', 'mech', ['meena']],
      ['college shared with a student', 'Vasavi', ['priya']],
      ['several', 'a', ['priya', 'rahul', 'meena', 'dev']],
    ] as const)('search over %s', async (_what, search, keys) => {
      const body = await list({ search });
      expect(names(body.instructors)).toEqual(keys.map((k) => people[k].creds.name).sort());
      expect(body.total).toBe(keys.length);
    });

    it('search over e-mail, and wildcards taken literally', async () => {
      const email = people.dev.creds.email;
      const body = await list({ search: email.toUpperCase() });
      expect(names(body.instructors)).toEqual([people.dev.creds.name]);
      for (const search of ['%', '_', 'P_iya', 'CS%']) expect((await list({ search })).total, search).toBe(0);
    });

    it('pages cover the list once, in name order', async () => {
      const first = await list({ pageSize: 3 });
      const second = await list({ page: 2, pageSize: 3 });
      expect([first.total, second.total, first.instructors.length, second.instructors.length]).toEqual([4, 4, 3, 1]);
      expect(names([...first.instructors, ...second.instructors])).toEqual(sortedNames());
      expect((await list({ page: 3, pageSize: 3 })).instructors).toEqual([]);
    });
  });

  describe('detail and sales', () => {
    beforeAll(async () => {
      // Learners of Priya's courses (one student in both, a lead, a student of Rahul's deleted course).
      const s1 = await insertUser(t, 'Learner One');
      const lead = await insertUser(t, 'Learner Lead', 'Lead');
      const s2 = await insertUser(t, 'Learner Two');
      await enrolAt(t, s1.id, courseIds.priya[0]!);
      await enrolAt(t, s1.id, courseIds.priya[1]!);
      await enrolAt(t, lead.id, courseIds.priya[0]!);
      await enrolAt(t, s2.id, courseIds.rahul[1]!);
      for (const [buyer, status, monthsBack] of [
        [s1, 'Approval', 0],
        [lead, 'Approval', 2],
        [s2, 'Rejected', 1],
      ] as const) {
        await insertOrder(t, {
          buyer,
          courseId: courseIds.priya[0]!,
          pricePaise: 49_900,
          status,
          createdAt: inMonth('Asia/Kolkata', monthsBack),
        });
      }
      await insertWithdrawal(t, people.priya.userId, 30_000, 'pending', t.admin.userId);
    });

    it("the instructor's profile, students, earnings and balance", async () => {
      const res = await t.admin.client.get(profilePath(people.priya.userId));
      expect(res.status, res.text).toBe(200);
      const body = res.body as InstructorDetail;
      const card = (await list({ search: 'priya' })).instructors[0]!;
      expect(body.instructor).toEqual({ ...card, gender: 'Other', upi: 'teacher@okbank' });
      expect(body.stats).toEqual({ courses: 2, students: 2, totalEarningsPaise: 99_800, availablePaise: 69_800 });
      expect(body.balance).toEqual({
        earnedPaise: 99_800,
        approvedWithdrawalsPaise: 0,
        pendingWithdrawalsPaise: 30_000,
        paidOutPaise: 0,
        availablePaise: 69_800,
      });
      const rahul = (await t.admin.client.get(profilePath(people.rahul.userId))).body as InstructorDetail;
      expect(rahul.stats).toEqual({ courses: 1, students: 0, totalEarningsPaise: 0, availablePaise: 0 });
    });

    it('404 for an unknown id and for users who are not instructors; 400 for what is not an id', async () => {
      for (const id of [randomUUID(), t.student.userId, t.admin.userId]) {
        for (const path of [profilePath(id), salesPath(id)]) {
          const res = await t.admin.client.get(path);
          expectErrorShape(res, 404, 'INSTRUCTOR_NOT_FOUND');
          expect(res.body.error.message).toBe(INSTRUCTORS_MSG.notFound);
        }
      }
      expectErrorShape(await t.admin.client.get(profilePath('not-an-id')), 400, 'BAD_REQUEST');
    });

    it("the instructor's sales: the very list the instructor sees", async () => {
      for (const qs of ['', '?sort=amount', '?sort=status&pageSize=2&page=2', '?search=COURSE']) {
        const adminView = await t.admin.client.get(salesPath(people.priya.userId, qs));
        const own = await people.priya.client.get(`${EARNINGS_API.sales}${qs}`);
        expect(adminView.status, adminView.text).toBe(200);
        expect(adminView.body).toEqual(own.body);
      }
      const all = (await t.admin.client.get(salesPath(people.priya.userId))).body as SalesPage;
      expect(all.total).toBe(3);
      const rahul = (await t.admin.client.get(salesPath(people.rahul.userId))).body as SalesPage;
      expect(rahul).toEqual({ sales: [], total: 0, paidTotal: 0, page: 1, pageSize: 20 });
    });
  });

  it('only admins may ask', async () => {
    for (const path of [listPath(), profilePath(people.priya.userId), salesPath(people.priya.userId)]) {
      expectErrorShape(await people.priya.client.get(path), 403, 'FORBIDDEN');
      expectErrorShape(await t.student.client.get(path), 403, 'FORBIDDEN');
      expectErrorShape(await t.client().get(path), 401, 'UNAUTHENTICATED');
    }
  });
});
