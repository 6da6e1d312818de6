/** Role verification POST /api/check-verify/{student,lead,instructor} (spec sections 3, 4, 5, 7). */
import { randomUUID } from 'node:crypto';
import {
  API,
  BRANCHES_INSTRUCTOR,
  BRANCHES_LEAD,
  BRANCHES_STUDENT,
  GENDERS_REGISTRATION,
  MSG,
  TEAMS,
  values,
  type VerifiableRole,
} from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, databaseDrivers, sql, type TestApp } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import { checkAuth, createUser, expectErrorShape, uploadAvatar, type TestUser } from './helpers/users.js';
import { FORM, VERIFY_PATH, instructorForm, leadForm, rollNumber, studentForm } from './helpers/verification.js';
import { suiteApp } from './helpers/suite.js';

const ROLES: VerifiableRole[] = ['Student', 'Lead', 'Instructor'];
const TEAM_FIELD = { Student: 'teamNum', Lead: 'teamNo' } as const;
const BRANCHES = {
  Student: values(BRANCHES_STUDENT),
  Lead: values(BRANCHES_LEAD),
  Instructor: values(BRANCHES_INSTRUCTOR),
};
const BAD_ROLL = 'bad-roll';

/** The users and checks the verification suites' tests share, on their app. */
function verificationSteps(t: TestApp) {
  /** A signed-in user with role Empty and one uploaded avatar. */
  async function emptyUser(name = 'Pending Person'): Promise<TestUser & { img: string }> {
    const u = await createUser(t, 'Empty', name);
    return { ...u, img: await uploadAvatar(u.client) };
  }

  async function profileCount(userId: string): Promise<number> {
    const rows = await t.query<{ n: number }>(sql`
      select (select count(*) from student_profiles where user_id = ${userId})
           + (select count(*) from lead_profiles where user_id = ${userId})
           + (select count(*) from instructor_profiles where user_id = ${userId}) as n`);
    return Number(rows[0]!.n);
  }

  async function expectStillEmpty(u: TestUser) {
    const check = await checkAuth(u.client);
    expect(check.body.user).toMatchObject({ role: 'Empty', image: null });
    expect(await profileCount(u.userId)).toBe(0);
  }

  return { emptyUser, profileCount, expectStillEmpty };
}

describe.each(appDrivers)('verification (%s)', (driver) => {
  const t = suiteApp(driver);
  const { emptyUser, profileCount, expectStillEmpty } = verificationSteps(t);

  describe('successful verification', () => {
    it('Student: 201 with role, data and user; the session now shows role Student and the image', async () => {
      const u = await emptyUser('Sana Student');
      const form = studentForm(u.img);
      const res = await u.client.post(API.verifyStudent, form);
      expect(res.status, res.text).toBe(201);
      const image = `${API.media}/${u.img}`;
      expect(res.body).toEqual({
        success: true,
        message: MSG.registrationSuccess,
        role: 'Student',
        data: {
          _id: expect.any(String),
          userId: u.userId,
          name: 'Sana Student',
          email: u.creds.email,
          role: 'Student',
          rollNumber: form.rollNumber,
          branch: 'CSD',
          teamNum: 'Team-3',
          gender: 'Female',
          college: null,
          phone: null,
          profileImg: image,
        },
        user: { userId: u.userId, role: 'Student', name: 'Sana Student', email: u.creds.email, image },
      });
      expect((await checkAuth(u.client)).body).toEqual({ success: true, user: res.body.user });
      const served = await u.client.get(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    });

    it('Lead: 201, the team is teamNo, role Lead', async () => {
      const u = await emptyUser('Lalit Lead');
      const form = leadForm(u.img);
      const res = await u.client.post(API.verifyLead, form);
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: MSG.registrationSuccess, role: 'Lead' });
      expect(res.body.data).toMatchObject({
        role: 'Lead',
        rollNumber: form.rollNumber,
        branch: 'CSM',
        teamNo: 'Team-7',
        gender: 'Male',
        profileImg: `${API.media}/${u.img}`,
      });
      expect(res.body.data).not.toHaveProperty('teamNum');
      expect((await checkAuth(u.client)).body.user).toMatchObject({ role: 'Lead', image: `${API.media}/${u.img}` });
    });

    it('Instructor: 201 with college, LinkedIn, GitHub and UPI, role Instructor', async () => {
      const u = await emptyUser('Ira Instructor');
      const form = instructorForm(u.img);
      const res = await u.client.post(API.verifyInstructor, form);
      expect(res.status, res.text).toBe(201);
      expect(res.body.role).toBe('Instructor');
      // Every field of the form comes back as sent (college, LinkedIn, GitHub, UPI among them); the image as its URL.
      expect(res.body.data).toMatchObject({ role: 'Instructor', ...form, profileImg: `${API.media}/${u.img}` });
      expect((await checkAuth(u.client)).body.user).toMatchObject({
        role: 'Instructor',
        image: `${API.media}/${u.img}`,
      });
    });

    it('the role comes from the path, never from the body', async () => {
      const u = await emptyUser();
      const res = await u.client.post(API.verifyStudent, {
        ...studentForm(u.img),
        role: 'Admin',
        userId: randomUUID(),
      });
      expect(res.status).toBe(201);
      expect(res.body.role).toBe('Student');
      expect((await checkAuth(u.client)).body.user.role).toBe('Student');
    });

    it('trims the roll number', async () => {
      const u = await emptyUser();
      const roll = rollNumber();
      const res = await u.client.post(API.verifyStudent, { ...studentForm(u.img), rollNumber: `  ${roll} ` });
      expect(res.status).toBe(201);
      expect(res.body.data.rollNumber).toBe(roll);
    });
  });

  describe('validation (one pending user, refused again and again)', () => {
    let u: TestUser & { img: string };
    beforeAll(async () => {
      u = await emptyUser('Often Refused');
    });
    afterAll(async () => {
      // nothing of the refused attempts was saved
      await expectStillEmpty(u);
    });

    const send = (role: VerifiableRole, body: Record<string, unknown>) => u.client.post(VERIFY_PATH[role], body);
    const valid = (role: VerifiableRole): Record<string, unknown> => FORM[role](u.img);

    async function expectFields(role: VerifiableRole, body: Record<string, unknown>, fields: Record<string, string>) {
      const res = await send(role, body);
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual(fields);
      return res;
    }

    describe.each(ROLES)('%s', (role) => {
      it.each([
        ['ABCDE1234'],
        ['ABCDE123456'],
        ['abcde12345'],
        ['ABCDe12345'],
        ['ABCDE-1234'],
        ['ABCDE 1234'],
        ['ÄBCDE12345'],
        [''],
        ['A'.repeat(11) + 'B'.repeat(189)],
      ])('refuses the roll number %j', async (roll) => {
        const res = await expectFields(role, { ...valid(role), rollNumber: roll }, { rollNumber: MSG.rollNumber });
        expect(res.body.error.fields.rollNumber).toBe(
          'Roll number must be 10 characters long and contain only capital letters and numbers',
        );
      });

      it('refuses a missing roll number', async () => {
        const { rollNumber: _omit, ...body } = valid(role);
        await expectFields(role, body, { rollNumber: MSG.rollNumber });
      });

      it('requires a profile image: "Please select a profile image"', async () => {
        const { profileImg: _omit, ...body } = valid(role);
        const res = await expectFields(role, body, { profileImg: MSG.profileImage });
        expect(res.body.error.fields.profileImg).toBe('Please select a profile image');
        await expectFields(role, { ...body, profileImg: '' }, { profileImg: MSG.profileImage });
        await expectFields(role, { ...body, profileImg: '   ' }, { profileImg: MSG.profileImage });
      });

      it('refuses a profile image that is not an upload of the caller', async () => {
        const other = await emptyUser('Image Owner');
        for (const profileImg of [
          other.img,
          randomUUID(),
          'not-a-uuid',
          `${API.media}/${u.img}`,
          'https://example.com/a.png',
        ]) {
          const res = await send(role, { ...valid(role), profileImg });
          expectErrorShape(res, 400, 'BAD_REQUEST');
          expect(res.body.error.fields).toEqual({ profileImg: MSG.profileImage });
        }
        await expectStillEmpty(other);
      });

      it('accepts every branch of its list and refuses the others', async () => {
        const mine = BRANCHES[role];
        const everyBranch = new Set([
          ...values(BRANCHES_STUDENT),
          ...values(BRANCHES_LEAD),
          ...values(BRANCHES_INSTRUCTOR),
          'Cyber',
          'CSI',
          'csd',
          '',
        ]);
        for (const branch of everyBranch) {
          // a bad roll number keeps the request from succeeding; only the branch verdict is of interest
          const res = await send(role, { ...valid(role), rollNumber: BAD_ROLL, branch });
          expect(res.status).toBe(400);
          if (mine.includes(branch)) expect(res.body.error.fields, branch).toEqual({ rollNumber: MSG.rollNumber });
          else expect(res.body.error.fields, branch).toEqual({ rollNumber: MSG.rollNumber, branch: MSG.selectOption });
        }
      });

      it('accepts the registration genders Male, Female, Other only', async () => {
        expect(values(GENDERS_REGISTRATION)).toEqual(['Male', 'Female', 'Other']);
        for (const gender of ['Male', 'Female', 'Other', 'Others', 'Transgender', 'male', '', 'Robot']) {
          const res = await send(role, { ...valid(role), rollNumber: BAD_ROLL, gender });
          const ok = ['Male', 'Female', 'Other'].includes(gender);
          expect(res.body.error.fields, gender).toEqual(
            ok ? { rollNumber: MSG.rollNumber } : { rollNumber: MSG.rollNumber, gender: MSG.selectOption },
          );
        }
      });
    });

    describe.each(['Student', 'Lead'] as const)('%s team', (role) => {
      const field = TEAM_FIELD[role];

      it.each([['Team-0'], ['Team-11'], ['team-1'], ['Team-1 '], ['Team1'], ['Team-01'], ['']])(
        'refuses %j with "Please select a valid team"',
        async (team) => {
          await expectFields(role, { ...valid(role), [field]: team }, { [field]: 'Please select a valid team' });
        },
      );

      it('accepts Team-1 to Team-10', async () => {
        expect(TEAMS).toHaveLength(10);
        for (let i = 1; i <= 10; i++) {
          const res = await send(role, { ...valid(role), rollNumber: BAD_ROLL, [field]: `Team-${i}` });
          expect(res.body.error.fields, `Team-${i}`).toEqual({ rollNumber: MSG.rollNumber });
        }
      });

      it(`reads the team from ${field} only`, async () => {
        const other = role === 'Student' ? 'teamNo' : 'teamNum';
        const { [field]: team, ...rest } = valid(role);
        await expectFields(role, { ...rest, [other]: team }, { [field]: MSG.team });
      });
    });

    describe('Instructor links and details', () => {
      it.each([
        ['https://evil.com/linkedin.com'],
        ['https://linkedin.com.evil.com/in/x'],
        ['https://evillinkedin.com/in/x'],
        ['linkedin.com/in/x'],
        ['javascript:alert(1)//linkedin.com'],
        ['ftp://linkedin.com/in/x'],
        [''],
      ])('refuses the LinkedIn URL %j', async (linkedIn) => {
        await expectFields('Instructor', { ...valid('Instructor'), linkedIn }, { linkedIn: MSG.linkedIn });
      });

      it.each([['https://evil.com/github.com'], ['https://github.com.evil.com/x'], ['github.com/x'], ['']])(
        'refuses the GitHub URL %j',
        async (gitHub) => {
          await expectFields('Instructor', { ...valid('Instructor'), gitHub }, { gitHub: MSG.gitHub });
        },
      );

      it('accepts LinkedIn and GitHub URLs on those hosts and their subdomains', async () => {
        for (const [linkedIn, gitHub] of [
          ['https://www.linkedin.com/in/x', 'https://github.com/x'],
          ['https://linkedin.com/in/x', 'https://gist.github.com/x'],
          ['http://in.linkedin.com/in/x', 'https://www.github.com/x'],
        ]) {
          const res = await send('Instructor', { ...valid('Instructor'), rollNumber: BAD_ROLL, linkedIn, gitHub });
          expect(res.body.error.fields, `${linkedIn} ${gitHub}`).toEqual({ rollNumber: MSG.rollNumber });
        }
      });

      it('requires LinkedIn, GitHub, college and UPI', async () => {
        const { linkedIn: _l, gitHub: _g, college: _c, UPI: _u, ...rest } = valid('Instructor');
        await expectFields('Instructor', rest, {
          linkedIn: MSG.linkedIn,
          gitHub: MSG.gitHub,
          college: MSG.required,
          UPI: MSG.upi,
        });
        await expectFields('Instructor', { ...valid('Instructor'), college: '   ' }, { college: MSG.required });
        await expectFields(
          'Instructor',
          { ...valid('Instructor'), college: 'C'.repeat(201) },
          { college: 'At most 200 characters' },
        );
      });

      it.each([['not-a-upi'], ['@okbank'], ['name@'], ['a b@okbank'], ['']])('refuses the UPI id %j', async (UPI) => {
        await expectFields('Instructor', { ...valid('Instructor'), UPI }, { UPI: MSG.upi });
      });
    });

    it('names every missing field of an empty body', async () => {
      const res = await send('Instructor', {});
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(Object.keys(res.body.error.fields).sort()).toEqual(
        ['UPI', 'branch', 'college', 'gender', 'gitHub', 'linkedIn', 'profileImg', 'rollNumber'].sort(),
      );
    });
  });

  describe('once only', () => {
    it.each(ROLES)('a verified %s cannot verify again, as any role: 409 and the role stays', async (role) => {
      const u = await createUser(t, role);
      const img = await uploadAvatar(u.client);
      for (const again of ROLES) {
        const res = await u.client.post(VERIFY_PATH[again], FORM[again](img));
        expectErrorShape(res, 409, 'CONFLICT');
        expect(res.body.error.message).toBe(MSG.alreadyVerified);
      }
      expect((await checkAuth(u.client)).body.user.role).toBe(role);
      expect(await profileCount(u.userId)).toBe(1);
    });

    it('an Admin cannot verify into another role', async () => {
      const admin = await createUser(t, 'Admin');
      const img = await uploadAvatar(admin.client);
      for (const role of ROLES) {
        const res = await admin.client.post(VERIFY_PATH[role], FORM[role](img));
        expectErrorShape(res, 409, 'CONFLICT');
      }
      expect((await checkAuth(admin.client)).body.user.role).toBe('Admin');
      expect(await profileCount(admin.userId)).toBe(0);
    });

    it('a roll number already registered is refused with 409, and nothing is saved', async () => {
      const first = await emptyUser('First Holder');
      const form = studentForm(first.img);
      expect((await first.client.post(API.verifyStudent, form)).status).toBe(201);
      const second = await emptyUser('Second Holder');
      const res = await second.client.post(API.verifyStudent, {
        ...studentForm(second.img),
        rollNumber: form.rollNumber,
      });
      expectErrorShape(res, 409, 'CONFLICT');
      await expectStillEmpty(second);
      // the refusal left the user free to register with their own roll number
      expect((await second.client.post(API.verifyStudent, studentForm(second.img))).status).toBe(201);
    });

    it('roll numbers are unique within each role too (lead and instructor)', async () => {
      for (const role of ['Lead', 'Instructor'] as const) {
        const a = await emptyUser();
        const form = FORM[role](a.img);
        expect((await a.client.post(VERIFY_PATH[role], form)).status).toBe(201);
        const b = await emptyUser();
        const res = await b.client.post(VERIFY_PATH[role], { ...FORM[role](b.img), rollNumber: form.rollNumber });
        expectErrorShape(res, 409, 'CONFLICT');
        await expectStillEmpty(b);
      }
    });
  });

  it('anonymous callers get 401 on every verification path', async () => {
    const c: Client = t.client();
    for (const role of ROLES) {
      const res = await c.post(VERIFY_PATH[role], FORM[role](randomUUID()));
      expectErrorShape(res, 401, 'UNAUTHENTICATED');
    }
  });
});

/** Once only, and unique roll numbers, under a race: on PostgreSQL the verifications really run side by side. */
describe.each(databaseDrivers)('verification: concurrent verifications (%s)', (driver) => {
  const t = suiteApp(driver);
  const { emptyUser, profileCount, expectStillEmpty } = verificationSteps(t);

  it('two concurrent verifications by one user: exactly one 201, the other 409', async () => {
    const u = await emptyUser('Double Clicker');
    const [a, b] = await Promise.all([
      u.client.post(API.verifyStudent, studentForm(u.img)),
      u.client.post(API.verifyLead, leadForm(u.img)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const winner = a.status === 201 ? a : b;
    expect((await checkAuth(u.client)).body.user.role).toBe(winner.body.role);
    expect(await profileCount(u.userId)).toBe(1);
  });

  it('five concurrent identical verifications: one 201, four 409', async () => {
    const u = await emptyUser('Many Clicks');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => u.client.post(API.verifyInstructor, instructorForm(u.img))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await profileCount(u.userId)).toBe(1);
  });

  it('two users racing for one roll number: one 201, one 409, the loser still Empty', async () => {
    const a = await emptyUser();
    const b = await emptyUser();
    const roll = rollNumber();
    const results = await Promise.all(
      [a, b].map((u) => u.client.post(API.verifyStudent, { ...studentForm(u.img), rollNumber: roll })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results[0]!.status === 409 ? a : b;
    await expectStillEmpty(loser);
  });
});
