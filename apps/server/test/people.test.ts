/**
 * The admins' people lists against a data set built here through the real sign-up and verification:
 * leads in several teams (team members are the team's students, courses owned the lead's
 * enrolments, order by team number then name, search over name, e-mail, team and branch), and
 * every account (unverified ones included) with the role filter, search, newest first and pages.
 */
import { API, PEOPLE_API, ROLES, type LeadList, type LeadRow, type Role, type UserList } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, sql, type TestApp } from './helpers/app.js';
import { createCourse, enrol } from './helpers/courses.js';
import { expectErrorShape, signedUpUser, uploadAvatar, type TestUser } from './helpers/users.js';
import { FORM, VERIFY_PATH } from './helpers/verification.js';
import { suiteApp } from './helpers/suite.js';

interface Person {
  user: TestUser;
  /** The profile picture's upload id (verified users). */
  uploadId: string | null;
  team: string | null;
}

/** Signs up (and verifies as `role` with `profile` fields, unless Empty); Admin set in the database. */
async function person(t: TestApp, role: Role, name: string, profile: Record<string, string> = {}): Promise<Person> {
  const user: TestUser = { ...(await signedUpUser(t, name)), role };
  const { client, userId } = user;
  if (role === 'Student' || role === 'Lead' || role === 'Instructor') {
    const uploadId = await uploadAvatar(client);
    const form = { ...FORM[role](uploadId), ...profile };
    const v = await client.post(VERIFY_PATH[role], form);
    expect(v.status, v.text).toBe(201);
    const team = (form as Record<string, string>).teamNum ?? (form as Record<string, string>).teamNo ?? null;
    return { user, uploadId, team };
  }
  if (role === 'Admin') await t.query(sql`update users set role = 'Admin' where id = ${userId}`);
  return { user, uploadId: null, team: null };
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.toString();
};

describe.each(appDrivers)('people lists (%s)', (driver) => {
  const t = suiteApp(driver);
  let admin: Person;
  let instructor: Person;
  /** Leads by name; created in a shuffled team order. */
  const leads: Record<string, Person> = {};
  const students: Person[] = [];
  let unverified: Person;
  /** Every account in the order created (oldest first). */
  const everyone: Person[] = [];

  beforeAll(async () => {
    const add = async (role: Role, name: string, profile?: Record<string, string>) => {
      const p = await person(t, role, name, profile);
      everyone.push(p);
      return p;
    };
    admin = await add('Admin', 'Anil Admin');
    instructor = await add('Instructor', 'Isha Instructor');
    leads.zed = await add('Lead', 'Zed Lead', { teamNo: 'Team-2', branch: 'CSD' });
    leads.bob = await add('Lead', 'Bob Lead', { teamNo: 'Team-10', branch: 'AID' });
    leads.amy = await add('Lead', 'Amy Lead', { teamNo: 'Team-7', branch: 'CAI' });
    leads.abe = await add('Lead', 'Abe Lead', { teamNo: 'Team-2', branch: 'CSM' });
    for (const [name, team] of [
      ['Sita Student', 'Team-2'],
      ['Ravi Student', 'Team-2'],
      ['Tara Student', 'Team-7'],
      ['Uma Student', 'Team-10'],
      ['Vik Student', 'Team-4'],
    ] as const) {
      students.push(await add('Student', name, { teamNum: team }));
    }
    unverified = await add('Empty', 'Nina Newcomer');
    // An account picture without a profile (e.g. from Google) is shown as is.
    await t.query(sql`update users set image = 'https://example.com/nina.png' where id = ${unverified.user.userId}`);

    const c1 = await createCourse(instructor.user.client, { lessons: 1, publish: true });
    const c2 = await createCourse(instructor.user.client, { lessons: 1, publish: true });
    await enrol(t, leads.zed!.user.userId, c1.id);
    await enrol(t, leads.zed!.user.userId, c2.id);
    await enrol(t, leads.amy!.user.userId, c2.id);
    await enrol(t, students[0]!.user.userId, c1.id);
  });

  const getLeads = async (params: Record<string, string | number | undefined> = {}) => {
    const res = await admin.user.client.get(`${PEOPLE_API.leads}?${query(params)}`);
    expect(res.status, res.text).toBe(200);
    return res.body as LeadList;
  };
  const getUsers = async (params: Record<string, string | number | undefined> = {}) => {
    const res = await admin.user.client.get(`${PEOPLE_API.users}?${query(params)}`);
    expect(res.status, res.text).toBe(200);
    return res.body as UserList;
  };
  const studentsIn = (team: string) => students.filter((s) => s.team === team).length;

  describe('leads', () => {
    it('lists every lead by team number then name, with the figures of each', async () => {
      const body = await getLeads();
      expect(body.total).toBe(4);
      expect(body.leads.map((l) => l.name)).toEqual(['Abe Lead', 'Zed Lead', 'Amy Lead', 'Bob Lead']);
      const zed = body.leads.find((l) => l.name === 'Zed Lead')!;
      const [profile] = await t.query<{ roll_number: string }>(
        sql`select roll_number from lead_profiles where user_id = ${leads.zed!.user.userId}`,
      );
      expect(zed).toEqual<LeadRow>({
        id: leads.zed!.user.userId,
        name: 'Zed Lead',
        email: leads.zed!.user.creds.email,
        image: `${API.media}/${leads.zed!.uploadId}`,
        team: 'Team-2',
        branch: 'CSD',
        rollNumber: profile!.roll_number,
        teamMembers: studentsIn('Team-2'),
        coursesOwned: 2,
      });
      const figures = Object.fromEntries(body.leads.map((l) => [l.name, [l.teamMembers, l.coursesOwned]]));
      expect(figures).toEqual({
        'Abe Lead': [studentsIn('Team-2'), 0],
        'Zed Lead': [studentsIn('Team-2'), 2],
        'Amy Lead': [studentsIn('Team-7'), 1],
        'Bob Lead': [studentsIn('Team-10'), 0],
      });
      // The figures are real: two Team-2 students.
      expect(zed.teamMembers).toBe(2);
    });

    it('searches name, e-mail, team and branch (any case; % and _ literally)', async () => {
      const names = async (search: string) => (await getLeads({ search })).leads.map((l) => l.name);
      expect(await names('zed')).toEqual(['Zed Lead']);
      expect(await names(leads.amy!.user.creds.email.toUpperCase())).toEqual(['Amy Lead']);
      expect(await names('team-10')).toEqual(['Bob Lead']);
      expect(await names('Team-2')).toEqual(['Abe Lead', 'Zed Lead']);
      expect(await names('csm')).toEqual(['Abe Lead']);
      expect(await names('Student')).toEqual([]);
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual([]);
      const body = await getLeads({ search: 'lead' });
      expect(body.total).toBe(4);
    });

    it('pages', async () => {
      const first = await getLeads({ pageSize: 3 });
      const second = await getLeads({ pageSize: 3, page: 2 });
      expect(first.total).toBe(4);
      expect([...first.leads, ...second.leads].map((l) => l.name)).toEqual([
        'Abe Lead',
        'Zed Lead',
        'Amy Lead',
        'Bob Lead',
      ]);
      expect(second.page).toBe(2);
      expect(second.pageSize).toBe(3);
    });
  });

  describe('users', () => {
    const newestFirst = () => [...everyone].reverse();

    it('lists every account newest first, unverified ones included, with role, team and image', async () => {
      const body = await getUsers({ pageSize: 100 });
      expect(body.total).toBe(everyone.length);
      expect(body.users.map((u) => u.id)).toEqual(newestFirst().map((p) => p.user.userId));
      const byId = new Map(body.users.map((u) => [u.id, u]));
      for (const p of everyone) {
        const row = byId.get(p.user.userId)!;
        expect(row.name).toBe(p.user.creds.name);
        expect(row.email).toBe(p.user.creds.email);
        expect(row.role).toBe(p.user.role);
        expect(row.team).toBe(p.team);
        expect(row.image).toBe(
          p.uploadId ? `${API.media}/${p.uploadId}` : p === unverified ? 'https://example.com/nina.png' : null,
        );
        expect(Number.isNaN(Date.parse(row.joinedAt))).toBe(false);
      }
      const dates = body.users.map((u) => Date.parse(u.joinedAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it.each(ROLES)('filters by role %s', async (role) => {
      const body = await getUsers({ role, pageSize: 100 });
      const expected = newestFirst().filter((p) => p.user.role === role);
      expect(expected.length).toBeGreaterThan(0);
      expect(body.users.map((u) => u.id)).toEqual(expected.map((p) => p.user.userId));
      expect(body.total).toBe(expected.length);
      for (const u of body.users) expect(u.role).toBe(role);
    });

    it('searches name and e-mail, with the role filter too', async () => {
      const ids = async (params: Record<string, string>) =>
        (await getUsers({ ...params, pageSize: 100 })).users.map((u) => u.id);
      expect(await ids({ search: 'nina' })).toEqual([unverified.user.userId]);
      expect(await ids({ search: students[1]!.user.creds.email.toUpperCase() })).toEqual([students[1]!.user.userId]);
      expect(await ids({ search: 'lead' })).toEqual(
        newestFirst()
          .filter((p) => p.user.creds.name.includes('Lead'))
          .map((p) => p.user.userId),
      );
      expect(await ids({ search: 'student', role: 'Lead' })).toEqual([]);
      expect(await ids({ search: 'a', role: 'Admin' })).toEqual([admin.user.userId]);
      expect(await ids({ search: '%' })).toEqual([]);
      // A team is not searched here (name and e-mail only).
      expect(await ids({ search: 'Team-2' })).toEqual([]);
    });

    it('pages: the pages together are the whole list', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = await getUsers({ page, pageSize: 5 });
        expect(body.total).toBe(everyone.length);
        expect(body.page).toBe(page);
        seen.push(...body.users.map((u) => u.id));
      }
      expect(seen).toEqual(newestFirst().map((p) => p.user.userId));
    });

    it('refuses a bad query with 400, others than admins with 403', async () => {
      expectErrorShape(await admin.user.client.get(`${PEOPLE_API.users}?role=Teacher`), 400);
      expectErrorShape(await admin.user.client.get(`${PEOPLE_API.users}?pageSize=500`), 400);
      for (const caller of [instructor, leads.zed!, students[0]!, unverified]) {
        expectErrorShape(await caller.user.client.get(PEOPLE_API.users), 403, 'FORBIDDEN');
        expectErrorShape(await caller.user.client.get(PEOPLE_API.leads), 403, 'FORBIDDEN');
      }
      expectErrorShape(await t.client().get(PEOPLE_API.leads), 401, 'UNAUTHENTICATED');
    });
  });
});
