/**
 * The three profiles after verification, over HTTP like the browser: each role reads its own
 * profile with figures computed from enrolments, completed lessons, reviews and teams; the edits
 * (student, lead) and the instructor update with every validation message of spec 5 as a 400 field
 * error, the option-list rule (a value saved off the edit list stays valid, no other one), phone
 * numbers in E.164, the image (own profile-image uploads only, upload limits, replaces the avatar),
 * roll-number uniqueness (409 under the field), the body's _id ignored, and who may call what.
 */
import { API, MSG, PROFILE_API, PROFILE_MSG, type Role, type StudentProfileInfo } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, databaseDrivers, sql, type TestApp } from './helpers/app.js';
import type { Client, Res } from './helpers/client.js';
import { createCourse, review, uploadThumbnail, type CreatedCourse } from './helpers/courses.js';
import { png, padTo } from './helpers/images.js';
import { enrolAt, lessonIds, report } from './helpers/learning.js';
import {
  checkAuth,
  createUser,
  expectErrorShape,
  signedUpUser,
  upload,
  uploadAvatar,
  type TestUser,
} from './helpers/users.js';
import { FORM, VERIFY_PATH, rollNumber } from './helpers/verification.js';
import { usualCast } from './helpers/people.js';
import { suiteApp, suiteWithUsers } from './helpers/suite.js';

const put = (client: Client, path: string, json: unknown): Promise<Res> => client.request('PUT', path, { json });

/** A user verified through the API with some registration fields of our choosing. */
async function verifiedWith(
  t: TestApp,
  role: 'Student' | 'Lead' | 'Instructor',
  name: string,
  fields: Record<string, string>,
): Promise<TestUser> {
  const user = await signedUpUser(t, name);
  const img = await uploadAvatar(user.client);
  const v = await user.client.post(VERIFY_PATH[role], { ...FORM[role](img), ...fields });
  expect(v.status, v.text).toBe(201);
  return { ...user, role };
}

/** Valid edits with these fields, as the dialogs send them: each with a new roll number, then the overrides. */
const editWith =
  (fields: Record<string, unknown>) =>
  (overrides: Record<string, unknown> = {}) => ({ ...fields, rollNumber: rollNumber(), ...overrides });

/** A valid edit of each role's own. */
const studentEdit = editWith({ name: 'Asha Rao', gender: 'Female', branch: 'CSD', teamNum: 'Team-3' });
const leadEdit = editWith({ name: 'Lalit Menon', gender: 'Male', branch: 'CSM' });
const instructorEdit = editWith({
  linkedIn: 'https://www.linkedin.com/in/neha',
  gitHub: 'https://github.com/neha',
  gender: 'Other',
  college: 'CMS College of Engineering',
  branch: 'CSE',
  UPI: 'neha@okbank',
});

const INFO = { Student: PROFILE_API.studentInfo, Lead: PROFILE_API.leadInfo, Instructor: PROFILE_API.instructorView };
const UPDATE = {
  Student: PROFILE_API.studentUpdate,
  Lead: PROFILE_API.leadUpdate,
  Instructor: PROFILE_API.instructorUpdate,
};
const EDIT = { Student: studentEdit, Lead: leadEdit, Instructor: instructorEdit };
/** Where each role's profile sits in the answer (spec 7: FindUserData, data, profile). */
const PROFILE_KEY = { Student: 'FindUserData', Lead: 'data', Instructor: 'profile' } as const;

describe.each(appDrivers)('profiles (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    instructor: ['Instructor', 'Neha Teacher'],
    student: ['Student', 'Asha Student'],
    ...usualCast('lead'),
    admin: ['Admin', 'Admin Person'],
  });
  let c1: CreatedCourse;
  let c2: CreatedCourse;

  beforeAll(async () => {
    c1 = await createCourse(t.instructor.client, { lessons: 2, publish: true });
    c2 = await createCourse(t.instructor.client, { lessons: 1, publish: true });
  });

  const info = async (user: TestUser) => {
    const res = await user.client.get(INFO[user.role as 'Student']);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const profileOf = async (user: TestUser) => (await info(user))[PROFILE_KEY[user.role as 'Student']];
  /** Saves `edit` as the user's own profile: a 200 with `message` whose profile is the one read back; returns the answer. */
  async function saveOwnEdit(user: TestUser, edit: Record<string, unknown>, message: string) {
    const role = user.role as keyof typeof UPDATE;
    const res = await put(user.client, UPDATE[role], edit);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(message);
    expect(await profileOf(user)).toEqual(res.body[PROFILE_KEY[role]]);
    return res.body;
  }
  const completeLesson = async (user: TestUser, enrolmentId: string, lessonId: string) =>
    report(user.client, enrolmentId, lessonId, { positionSeconds: 1, completed: true });

  describe('reading', () => {
    it("the student's own profile with real figures: enrolments, lessons, completion, the stars they gave", async () => {
      const s = await createUser(t, 'Student', 'Ravi Kumar');
      const fresh = (await info(s)) as StudentProfileInfo;
      expect(fresh.success).toBe(true);
      expect(fresh.stats).toEqual({
        enrolledCourses: 0,
        totalLessons: 0,
        completionRate: null,
        avgRating: null,
        reviewCount: 0,
      });
      const [row] = await t.query<Record<string, string>>(
        sql`select * from student_profiles where user_id = ${s.userId}`,
      );
      expect(fresh.FindUserData).toEqual({
        _id: row!.id,
        userId: s.userId,
        name: 'Ravi Kumar',
        email: s.creds.email,
        role: 'Student',
        rollNumber: row!.roll_number,
        branch: 'CSD',
        teamNum: 'Team-3',
        gender: 'Female',
        college: null,
        phone: null,
        profileImg: `${API.media}/${row!.profile_upload_id}`,
      });

      const e1 = await enrolAt(t, s.userId, c1.id, 10);
      await enrolAt(t, s.userId, c2.id, 5);
      await completeLesson(s, e1, lessonIds(c1)[0]!);
      await review(t, s.userId, c1.id, 5);
      await review(t, s.userId, c2.id, 4);
      // Someone else's review is not this learner's.
      await review(t, t.student.userId, c1.id, 1);

      const { stats } = (await info(s)) as StudentProfileInfo;
      // 2 + 1 lessons, 1 completed: 33 %; (5 + 4) / 2 stars.
      expect(stats).toEqual({
        enrolledCourses: 2,
        totalLessons: 3,
        completionRate: 33,
        avgRating: 4.5,
        reviewCount: 2,
      });
    });

    it("the lead's own profile with real figures: team members (students of the lead's team) and mean progress", async () => {
      const l = await verifiedWith(t, 'Lead', 'Tara Lead', { teamNo: 'Team-9' });
      const fresh = await info(l);
      expect(fresh.stats).toEqual({ enrolledCourses: 0, totalLessons: 0, teamMembers: 0, avgProgress: null });
      expect(fresh.data).toMatchObject({ role: 'Lead', teamNo: 'Team-9', name: 'Tara Lead', email: l.creds.email });

      await verifiedWith(t, 'Student', 'Team Mate One', { teamNum: 'Team-9' });
      await verifiedWith(t, 'Student', 'Team Mate Two', { teamNum: 'Team-9' });
      await verifiedWith(t, 'Student', 'Elsewhere', { teamNum: 'Team-8' });
      // Another lead of the same team is not a team member; neither is a student whose role changed.
      await verifiedWith(t, 'Lead', 'Second Lead', { teamNo: 'Team-9' });
      const moved = await verifiedWith(t, 'Student', 'Moved On', { teamNum: 'Team-9' });
      await t.query(sql`update users set role = 'Admin' where id = ${moved.userId}`);

      const e1 = await enrolAt(t, l.userId, c1.id, 10);
      const e2 = await enrolAt(t, l.userId, c2.id, 5);
      await completeLesson(l, e1, lessonIds(c1)[0]!);
      await completeLesson(l, e2, lessonIds(c2)[0]!);
      // c1: 1 of 2 lessons (50 %), c2: 1 of 1 (100 %): mean 75 %.
      expect((await info(l)).stats).toEqual({ enrolledCourses: 2, totalLessons: 3, teamMembers: 2, avgProgress: 75 });
    });

    it("the instructor's own profile, with the phone", async () => {
      const body = await info(t.instructor);
      expect(body.success).toBe(true);
      expect(body.profile).toMatchObject({
        userId: t.instructor.userId,
        name: 'Neha Teacher',
        email: t.instructor.creds.email,
        role: 'Instructor',
        branch: 'CSE',
        gender: 'Other',
        college: 'CMS College of Engineering',
        linkedIn: 'https://www.linkedin.com/in/x',
        gitHub: 'https://github.com/x',
        UPI: 'teacher@okbank',
        phone: null,
      });
    });

    it('each route answers its own role only: 401 anonymous, 403 any other role', async () => {
      const users: Record<Role, TestUser | null> = {
        Student: t.student,
        Lead: t.lead,
        Instructor: t.instructor,
        Admin: t.admin,
        Empty: null,
      };
      const { client: empty } = await signedUpUser(t, 'Not Verified');
      for (const owner of ['Student', 'Lead', 'Instructor'] as const) {
        const anonymous = t.client();
        expectErrorShape(await anonymous.get(INFO[owner]), 401, 'UNAUTHENTICATED');
        expectErrorShape(await put(anonymous, UPDATE[owner], EDIT[owner]()), 401, 'UNAUTHENTICATED');
        for (const [role, user] of Object.entries(users)) {
          if (role === owner) continue;
          const client = user?.client ?? empty;
          expectErrorShape(await client.get(INFO[owner]), 403, 'FORBIDDEN');
          expectErrorShape(await put(client, UPDATE[owner], EDIT[owner]()), 403, 'FORBIDDEN');
        }
      }
    });

    it('the OpenAPI document describes the six routes', () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      for (const [path, method] of [
        [PROFILE_API.studentInfo, 'get'],
        [PROFILE_API.studentUpdate, 'put'],
        [PROFILE_API.leadInfo, 'get'],
        [PROFILE_API.leadUpdate, 'put'],
        [PROFILE_API.instructorView, 'get'],
        [PROFILE_API.instructorUpdate, 'put'],
      ] as const) {
        expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
    });
  });

  describe('editing', () => {
    it('the student edit saves every field in the profile and the name in the session user', async () => {
      const s = await createUser(t, 'Student', 'Old Name');
      const edit = studentEdit({
        name: 'Asha Rao',
        gender: 'Others',
        branch: 'Cyber',
        teamNum: 'Team-10',
        phone: '098765 43210',
        college: '  CMS College  ',
      });
      const saved = await saveOwnEdit(s, edit, PROFILE_MSG.profileUpdated);
      expect(saved.success).toBe(true);
      // Saved as sent, the phone in E.164 and the college trimmed.
      expect(saved.FindUserData).toMatchObject({
        ...edit,
        userId: s.userId,
        phone: '+919876543210',
        college: 'CMS College',
      });
      expect(saved.user).toMatchObject({ userId: s.userId, name: 'Asha Rao', role: 'Student' });
      expect((await checkAuth(s.client)).body.user.name).toBe('Asha Rao');

      // Absent phone and college stay; '' clears them.
      const kept = await put(s.client, PROFILE_API.studentUpdate, { ...edit, phone: undefined, college: undefined });
      expect(kept.body.FindUserData).toMatchObject({ phone: '+919876543210', college: 'CMS College' });
      const cleared = await put(s.client, PROFILE_API.studentUpdate, { ...edit, phone: '', college: '' });
      expect(cleared.body.FindUserData).toMatchObject({ phone: null, college: null });
      // null (what the web form sends for an emptied field) clears them too.
      await put(s.client, PROFILE_API.studentUpdate, { ...edit, phone: '+919876543210', college: 'CMS College' });
      const nulled = await put(s.client, PROFILE_API.studentUpdate, { ...edit, phone: null, college: null });
      expect(nulled.status, nulled.text).toBe(200);
      expect(nulled.body.FindUserData).toMatchObject({ phone: null, college: null });
    });

    it("the lead edit saves its fields; the lead's team cannot be changed", async () => {
      const l = await createUser(t, 'Lead', 'Old Lead');
      const edit = leadEdit({ phone: '+44 20 7946 0958', teamNo: 'Team-1', teamNum: 'Team-2', team: 'Team-3' });
      const saved = await saveOwnEdit(l, edit, PROFILE_MSG.profileUpdated);
      expect(saved.data).toMatchObject({
        name: 'Lalit Menon',
        rollNumber: edit.rollNumber,
        branch: 'CSM',
        gender: 'Male',
        teamNo: 'Team-7',
        phone: '+442079460958',
      });
    });

    it('the instructor update saves its fields and answers "Profile updated successfully" with the profile', async () => {
      const i = await createUser(t, 'Instructor', 'Dr Sen');
      const edit = instructorEdit({
        linkedIn: 'https://in.linkedin.com/in/sen',
        gitHub: 'https://github.com/sen',
        college: 'Another College',
        gender: 'Transgender',
        branch: 'Cyber',
        UPI: 'sen@upi',
        phone: '9876543211',
      });
      const saved = await saveOwnEdit(i, edit, PROFILE_MSG.profileUpdatedSuccessfully);
      // Saved as sent, the phone in E.164; the name is the account's.
      expect(saved.profile).toMatchObject({ ...edit, name: 'Dr Sen', phone: '+919876543211' });
    });

    it('an _id (or user id) in the body is ignored: the caller edits only their own profile', async () => {
      const victim = await createUser(t, 'Student', 'Victim Person');
      const before = await profileOf(victim);
      const attacker = await createUser(t, 'Student', 'Attacker Person');
      const res = await put(
        attacker.client,
        PROFILE_API.studentUpdate,
        studentEdit({ _id: before._id, userId: victim.userId, name: 'Changed By Someone' }),
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body.FindUserData.userId).toBe(attacker.userId);
      expect(res.body.FindUserData._id).not.toBe(before._id);
      expect(await profileOf(victim)).toEqual(before);
      expect(await profileOf(attacker)).toMatchObject({ name: 'Changed By Someone' });
    });
  });

  describe('validation (spec 5): 400 with the message under the field, nothing saved', () => {
    /** Each role's edit route and a valid edit of it. */
    const EDITS = {
      student: [PROFILE_API.studentUpdate, studentEdit],
      lead: [PROFILE_API.leadUpdate, leadEdit],
      instructor: [PROFILE_API.instructorUpdate, instructorEdit],
    } as const;

    it.each([
      ['student', 'name', { name: 'R2 D2' }, MSG.nameLetters],
      ['student', 'name', { name: '   ' }, MSG.nameRequired],
      ['student', 'rollNumber', { rollNumber: '22a91a0501' }, MSG.rollNumber],
      ['student', 'rollNumber', { rollNumber: '22A91A050' }, MSG.rollNumber],
      ['student', 'rollNumber', { rollNumber: '22A91A05012' }, MSG.rollNumber],
      ['student', 'teamNum', { teamNum: 'Team-11' }, MSG.team],
      ['student', 'teamNum', { teamNum: undefined }, MSG.team],
      ['student', 'phone', { phone: '12345' }, PROFILE_MSG.phone],
      ['student', 'phone', { phone: 'call me' }, PROFILE_MSG.phone],
      ['student', 'gender', { gender: '' }, MSG.selectOption],
      ['student', 'branch', { branch: undefined }, MSG.selectOption],
      ['lead', 'name', { name: 'Lead_1' }, MSG.nameLetters],
      ['lead', 'rollNumber', { rollNumber: 'SHORT' }, MSG.rollNumber],
      ['lead', 'phone', { phone: '+1 555' }, PROFILE_MSG.phone],
      ['instructor', 'linkedIn', { linkedIn: 'https://example.com/in/neha' }, MSG.linkedIn],
      ['instructor', 'linkedIn', { linkedIn: '' }, MSG.linkedIn],
      ['instructor', 'gitHub', { gitHub: 'https://gitlab.com/neha' }, MSG.gitHub],
      ['instructor', 'gitHub', { gitHub: 'github.com' }, MSG.gitHub],
      ['instructor', 'UPI', { UPI: 'not a upi' }, MSG.upi],
      ['instructor', 'rollNumber', { rollNumber: 'ABC' }, MSG.rollNumber],
      ['instructor', 'college', { college: ' ' }, MSG.required],
      ['instructor', 'phone', { phone: '000' }, PROFILE_MSG.phone],
      ['instructor', 'gender', { gender: undefined }, MSG.selectOption],
    ] as const)('%s %s %j -> %s', async (role, field, overrides, message) => {
      const [path, edit] = EDITS[role];
      const who = t[role];
      const before = await profileOf(who);
      const res = await put(who.client, path, edit(overrides));
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields?.[field], res.text).toBe(message);
      expect(await profileOf(who)).toEqual(before);
    });
  });

  describe('option lists: the edit list, plus the value saved before', () => {
    it('a student registered as Other / CMS keeps both; CSC (a registration value never saved) is refused', async () => {
      const s = await verifiedWith(t, 'Student', 'Off List', { gender: 'Other', branch: 'CMS' });
      const ok = await put(s.client, PROFILE_API.studentUpdate, studentEdit({ gender: 'Other', branch: 'CMS' }));
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body.FindUserData).toMatchObject({ gender: 'Other', branch: 'CMS' });

      const csc = await put(s.client, PROFILE_API.studentUpdate, studentEdit({ gender: 'Other', branch: 'CSC' }));
      expectErrorShape(csc, 400, 'BAD_REQUEST');
      expect(csc.body.error.fields).toEqual({ branch: MSG.selectOption });
      const transgender = await put(s.client, PROFILE_API.studentUpdate, studentEdit({ gender: 'Transgender' }));
      expect(transgender.body.error.fields).toEqual({ gender: MSG.selectOption });

      // Edit-list values are accepted; afterwards the old off-list values are no longer saved.
      const moved = await put(s.client, PROFILE_API.studentUpdate, studentEdit({ gender: 'Others', branch: 'AID' }));
      expect(moved.status, moved.text).toBe(200);
      const back = await put(s.client, PROFILE_API.studentUpdate, studentEdit({ gender: 'Other', branch: 'CMS' }));
      expectErrorShape(back, 400, 'BAD_REQUEST');
      expect(back.body.error.fields).toEqual({ gender: MSG.selectOption });
      expect(await profileOf(s)).toMatchObject({ gender: 'Others', branch: 'AID' });
    });

    it('a lead registered with CSC keeps it; the other lead registration values are refused', async () => {
      const l = await verifiedWith(t, 'Lead', 'Csc Lead', { branch: 'CSC', gender: 'Other' });
      expect((await put(l.client, PROFILE_API.leadUpdate, leadEdit({ branch: 'CSC', gender: 'Other' }))).status).toBe(
        200,
      );
      const res = await put(l.client, PROFILE_API.leadUpdate, leadEdit({ branch: 'CMS' }));
      expect(res.body.error.fields).toEqual({ branch: MSG.selectOption });
    });

    it('an instructor keeps the registration branch CSE and gender Other; IT and Others are refused', async () => {
      const i = await createUser(t, 'Instructor', 'List Teacher');
      expect((await put(i.client, PROFILE_API.instructorUpdate, instructorEdit())).status).toBe(200);
      const it1 = await put(i.client, PROFILE_API.instructorUpdate, instructorEdit({ branch: 'IT' }));
      expect(it1.body.error.fields).toEqual({ branch: MSG.selectOption });
      const others = await put(i.client, PROFILE_API.instructorUpdate, instructorEdit({ gender: 'Others' }));
      expect(others.body.error.fields).toEqual({ gender: MSG.selectOption });
      const listed = await put(
        i.client,
        PROFILE_API.instructorUpdate,
        instructorEdit({ gender: 'Male', branch: 'CSM' }),
      );
      expect(listed.status, listed.text).toBe(200);
    });
  });

  describe('the profile image', () => {
    it("a new upload of the caller's replaces the profile image and the session user's avatar", async () => {
      for (const role of ['Student', 'Lead', 'Instructor'] as const) {
        const u = await createUser(t, role, `Image ${role}`);
        const before = await profileOf(u);
        const imageId = await uploadAvatar(u.client);
        const res = await put(u.client, UPDATE[role], EDIT[role]({ profileImg: imageId }));
        expect(res.status, res.text).toBe(200);
        const url = `${API.media}/${imageId}`;
        expect(res.body[PROFILE_KEY[role]].profileImg).toBe(url);
        expect(res.body.user.image).toBe(url);
        expect(url).not.toBe(before.profileImg);
        expect((await checkAuth(u.client)).body.user.image).toBe(url);
        expect((await profileOf(u)).profileImg).toBe(url);
        // Without an image (absent or ''), the image stays.
        const kept = await put(u.client, UPDATE[role], EDIT[role]({ profileImg: '' }));
        expect(kept.body[PROFILE_KEY[role]].profileImg).toBe(url);
      }
    });

    it("another user's upload, a course thumbnail or an unknown id is refused with the image message", async () => {
      const s = await createUser(t, 'Student', 'Image Thief');
      const before = await profileOf(s);
      const othersImage = await uploadAvatar(t.student.client);
      const thumbnail = await uploadThumbnail(t.instructor.client);
      for (const id of [othersImage, thumbnail, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await put(s.client, PROFILE_API.studentUpdate, studentEdit({ profileImg: id, name: 'New Name' }));
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.fields).toEqual({ profileImg: MSG.profileImage });
      }
      const ownThumbnail = await uploadThumbnail(t.instructor.client);
      const res = await put(
        t.instructor.client,
        PROFILE_API.instructorUpdate,
        instructorEdit({ profileImg: ownThumbnail }),
      );
      expect(res.body.error.fields).toEqual({ profileImg: MSG.profileImage });
      expect(await profileOf(s)).toEqual(before);
      expect((await checkAuth(s.client)).body.user).toMatchObject({ name: 'Image Thief', image: before.profileImg });
    });

    it('the upload endpoint refuses an image over 5 MB and a file that is not an image (spec messages)', async () => {
      const big = await upload(t.lead.client, padTo(png(), 5_242_881));
      expectErrorShape(big, 413, 'PAYLOAD_TOO_LARGE');
      expect(big.body.error.message).toBe(MSG.fileTooLarge);
      const text = await upload(t.lead.client, Buffer.from('hello, not an image'), {
        filename: 'me.png',
        type: 'image/png',
      });
      expectErrorShape(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(text.body.error.message).toBe(MSG.invalidImageType);
    });
  });

  describe('roll numbers stay unique', () => {
    it('a roll number another student holds: 409 under the field, and nothing changes', async () => {
      const s = await createUser(t, 'Student', 'Roll Taker');
      const before = await profileOf(s);
      const taken = (await profileOf(t.student)).rollNumber as string;
      const imageId = await uploadAvatar(s.client);
      const res = await put(
        s.client,
        PROFILE_API.studentUpdate,
        studentEdit({ rollNumber: taken, name: 'Should Not Stick', profileImg: imageId }),
      );
      expectErrorShape(res, 409, 'CONFLICT');
      expect(res.body.error.message).toBe(PROFILE_MSG.rollNumberTaken);
      expect(res.body.error.fields).toEqual({ rollNumber: PROFILE_MSG.rollNumberTaken });
      expect(await profileOf(s)).toEqual(before);
      expect((await checkAuth(s.client)).body.user).toMatchObject({ name: 'Roll Taker', image: before.profileImg });
    });

    it("an instructor and a lead also get 409 for a roll number of their own table; keeping one's own is fine", async () => {
      const i = await createUser(t, 'Instructor', 'Roll Teacher');
      const takenI = (await profileOf(t.instructor)).rollNumber as string;
      expectErrorShape(
        await put(i.client, PROFILE_API.instructorUpdate, instructorEdit({ rollNumber: takenI })),
        409,
        'CONFLICT',
      );
      const l = await createUser(t, 'Lead', 'Roll Lead');
      const takenL = (await profileOf(t.lead)).rollNumber as string;
      expectErrorShape(await put(l.client, PROFILE_API.leadUpdate, leadEdit({ rollNumber: takenL })), 409, 'CONFLICT');
      const own = (await profileOf(l)).rollNumber as string;
      expect((await put(l.client, PROFILE_API.leadUpdate, leadEdit({ rollNumber: own }))).status).toBe(200);
    });
  });
});

/** Roll numbers stay unique under a race: on PostgreSQL the edits really run side by side. */
describe.each(databaseDrivers)('profiles: concurrent edits (%s)', (driver) => {
  const t = suiteApp(driver);

  it('two concurrent edits to the same free roll number: one 200, one 409', async () => {
    const a = await createUser(t, 'Student', 'Racer One');
    const b = await createUser(t, 'Student', 'Racer Two');
    const roll = rollNumber();
    const results = await Promise.all([
      put(a.client, PROFILE_API.studentUpdate, studentEdit({ rollNumber: roll })),
      put(b.client, PROFILE_API.studentUpdate, studentEdit({ rollNumber: roll })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [{ n }] = (await t.query<{ n: number }>(
      sql`select count(*)::int as n from student_profiles where roll_number = ${roll}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});
