/**
 * Roles an admin grants (ROLE_APPROVAL, issue 19 item 1): a verification for a held role is a
 * request; the applicant reaches nothing of the role until an admin approves it; the approval writes
 * the profile and takes effect on the applicant's next request (no new sign-in); a rejection carries
 * a reason; each decision is audited and mailed once. Without the setting (the spec) roles come at once.
 */
import {
  API,
  AUDIT_API,
  DASHBOARD_API,
  PROFILE_API,
  ROLE_REQUEST_API,
  ROLE_REQUEST_MSG,
  TEAM_API,
  type AdminRoleRequest,
  type AuditEntry,
  type RoleRequest,
} from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { appDrivers, databaseDrivers, sql } from './helpers/app.js';
import { mailsTo } from './helpers/team.js';
import { suiteWithUsers } from './helpers/suite.js';
import { checkAuth, createUser, expectErrorShape, uploadAvatar, type TestUser } from './helpers/users.js';
import { FORM, VERIFY_PATH } from './helpers/verification.js';
import type { TestApp } from './helpers/app.js';

const approvePath = (id: string) => ROLE_REQUEST_API.approve.replace(':id', id);
const rejectPath = (id: string) => ROLE_REQUEST_API.reject.replace(':id', id);

/** A new signed-up user (role Empty) who sends the verification form of `role`; the answer and the form sent. */
async function applicant<R extends 'Lead' | 'Instructor'>(t: TestApp, role: R, name = `Applying ${role}`) {
  const user = await createUser(t, 'Empty', name);
  const form = FORM[role](await uploadAvatar(user.client)) as ReturnType<(typeof FORM)[R]>;
  const res = await user.client.post(VERIFY_PATH[role], form);
  return { user, form, res };
}

async function sentRequest<R extends 'Lead' | 'Instructor'>(t: TestApp, role: R, name?: string) {
  const a = await applicant(t, role, name);
  expect(a.res.status, a.res.text).toBe(202);
  return { ...a, request: a.res.body.request as RoleRequest };
}

const mine = async (who: TestUser) => {
  const res = await who.client.get(ROLE_REQUEST_API.mine);
  expect(res.status, res.text).toBe(200);
  return res.body.request as RoleRequest | null;
};

describe.each(appDrivers)('role approval on (ROLE_APPROVAL=both) (%s)', (driver) => {
  const t = suiteWithUsers(driver, { admin: ['Admin', 'Asha Admin'] }, { env: { ROLE_APPROVAL: 'both' } });

  const list = async (query = '') => {
    const res = await t.admin.client.get(`${ROLE_REQUEST_API.admin}${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as { requests: AdminRoleRequest[]; pending: number; total: number };
  };

  it('a Lead form becomes a pending request: 202 with the details, the role stays Empty, nothing of the Lead is reachable', async () => {
    const { user, form, res, request } = await sentRequest(t, 'Lead', 'Leela Applicant');
    expect(res.body.message).toBe(ROLE_REQUEST_MSG.sent);
    expect(request).toMatchObject({
      role: 'Lead',
      status: 'pending',
      reason: null,
      decidedAt: null,
      details: { rollNumber: form.rollNumber, branch: form.branch, team: form.teamNo, gender: form.gender },
    });
    expect(request.details.profileImg).toBe(`${API.media}/${form.profileImg}`);
    expect((await checkAuth(user.client)).body.user.role).toBe('Empty');
    expect(await mine(user)).toEqual(request);
    for (const path of [DASHBOARD_API.lead, TEAM_API.members, PROFILE_API.leadInfo]) {
      expectErrorShape(await user.client.get(path), 403, 'FORBIDDEN');
    }
    // One open request at a time, whatever the role.
    const again = await user.client.post(VERIFY_PATH.Instructor, FORM.Instructor(form.profileImg));
    expectErrorShape(again, 409, 'ROLE_REQUEST_PENDING');
    expect(again.body.error.message).toBe(ROLE_REQUEST_MSG.alreadyPending);
  });

  it('a student is never held: 201 and the role at once', async () => {
    const user = await createUser(t, 'Empty');
    const res = await user.client.post(VERIFY_PATH.Student, FORM.Student(await uploadAvatar(user.client)));
    expect(res.status, res.text).toBe(201);
    expect((await checkAuth(user.client)).body.user.role).toBe('Student');
  });

  it('a request with a roll number already taken, or an image not the caller’s, is refused and nothing is kept', async () => {
    const first = await createUser(t, 'Instructor');
    const [row] = await t.query<{ roll_number: string }>(
      sql`select roll_number from instructor_profiles where user_id = ${first.userId}`,
    );
    const taken = row!.roll_number;
    const user = await createUser(t, 'Empty');
    const img = await uploadAvatar(user.client);
    const dup = await user.client.post(VERIFY_PATH.Instructor, { ...FORM.Instructor(img), rollNumber: taken });
    expectErrorShape(dup, 409);
    expect(dup.body.error.fields).toHaveProperty('rollNumber');
    const foreign = await user.client.post(VERIFY_PATH.Instructor, FORM.Instructor(await uploadAvatar(first.client)));
    expectErrorShape(foreign, 400);
    expect(await mine(user)).toBeNull();
  });

  it('admins list pending requests oldest first with the applicant and the count for the badge', async () => {
    const a = await sentRequest(t, 'Instructor', 'Indu Applicant');
    const b = await sentRequest(t, 'Lead', 'Lokesh Applicant');
    const page = await list();
    const ids = page.requests.map((r) => r.id);
    expect(ids.indexOf(a.request.id)).toBeLessThan(ids.indexOf(b.request.id));
    expect(page.pending).toBe(page.requests.filter((r) => r.status === 'pending').length);
    const row = page.requests.find((r) => r.id === a.request.id)!;
    expect(row.applicant).toEqual({ id: a.user.userId, name: 'Indu Applicant', email: a.user.creds.email });
    expect(row.details).toMatchObject({ college: a.form.college, UPI: a.form.UPI, linkedIn: a.form.linkedIn });
    expect(row.decidedBy).toBeNull();
    // The applicant's profile image is the admin's to see.
    const img = await t.admin.client.get(row.details.profileImg);
    expect(img.status).toBe(200);
  });

  it('approval: the role works on the applicant’s next request without a new sign-in; audited and mailed once', async () => {
    const { user, request, form } = await sentRequest(t, 'Lead', 'Latha Applicant');
    const pendingBefore = (await list()).pending;
    const res = await t.admin.client.post(approvePath(request.id), {});
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(ROLE_REQUEST_MSG.approved);
    expect(res.body.request).toMatchObject({ status: 'approved', decidedBy: 'Asha Admin' });
    expect((await list()).pending).toBe(pendingBefore - 1);
    // Same cookie, no sign-in: the session reads the role on every request.
    expect((await checkAuth(user.client)).body.user.role).toBe('Lead');
    const info = await user.client.get(PROFILE_API.leadInfo);
    expect(info.status, info.text).toBe(200);
    expect(info.body.data ?? info.body).toMatchObject({ rollNumber: form.rollNumber });
    expect((await user.client.get(TEAM_API.members)).status).toBe(200);
    expect((await mine(user))!.status).toBe('approved');
    // Once only.
    expectErrorShape(await t.admin.client.post(approvePath(request.id), {}), 409, 'ALREADY_DECIDED');
    expectErrorShape(await t.admin.client.post(rejectPath(request.id), { reason: 'late' }), 409, 'ALREADY_DECIDED');
    const mails = await mailsTo(t, user.creds.email);
    expect(mails.map((m) => m.kind)).toEqual(['role-decision']);
    expect(mails[0]!.subject).toMatch(/You are now a Lead/);
    expect(mails[0]!.text_body).toContain(`${t.url}/lead/dashboard`);
    const audit = await t.admin.client.get(`${AUDIT_API.list}?entityType=role-request&entityId=${request.id}`);
    const entries = audit.body.entries as AuditEntry[];
    expect(entries.map((e) => e.action)).toEqual(['role.approved']);
    expect(entries[0]!.actor.name).toBe('Asha Admin');
    expect(entries[0]!.summary).toContain('Latha Applicant');
  });

  it('rejection needs a reason; the applicant sees it, is mailed it, and may send a new request', async () => {
    const { user, request, form } = await sentRequest(t, 'Instructor', 'Ravi Applicant');
    expectErrorShape(await t.admin.client.post(rejectPath(request.id), { reason: '   ' }), 400);
    expectErrorShape(await t.admin.client.post(rejectPath(request.id), {}), 400);
    const reason = 'Please use your college e-mail and the LinkedIn of your own profile.';
    const res = await t.admin.client.post(rejectPath(request.id), { reason });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(ROLE_REQUEST_MSG.rejected);
    expect(await mine(user)).toMatchObject({ status: 'rejected', reason });
    expect((await checkAuth(user.client)).body.user.role).toBe('Empty');
    const mails = await mailsTo(t, user.creds.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(reason);
    expect(mails[0]!.text_body).toContain(`${t.url}/check/verify`);
    const audit = await t.admin.client.get(`${AUDIT_API.list}?entityType=role-request&entityId=${request.id}`);
    expect((audit.body.entries as AuditEntry[])[0]).toMatchObject({ action: 'role.rejected', after: { reason } });
    const again = await user.client.post(VERIFY_PATH.Instructor, form);
    expect(again.status, again.text).toBe(202);
  });

  it('filters by status and pages; unknown or malformed ids answer 404 and 400', async () => {
    const rejected = await list('?status=rejected');
    expect(rejected.requests.every((r) => r.status === 'rejected')).toBe(true);
    expect(rejected.total).toBeGreaterThan(0);
    const all = await list('?status=all&pageSize=1');
    expect(all.requests).toHaveLength(1);
    expect(all.total).toBeGreaterThan(1);
    expectErrorShape(await t.admin.client.post(approvePath('00000000-0000-4000-8000-000000000000'), {}), 404);
    expectErrorShape(await t.admin.client.post(approvePath('not-a-uuid'), {}), 400);
  });

  it('an applicant who was disabled meanwhile cannot be approved', async () => {
    const { user, request } = await sentRequest(t, 'Lead');
    const off = await t.admin.client.post(`/api/admin/users/${user.userId}/disable`, {});
    expect(off.status, off.text).toBe(200);
    expectErrorShape(await t.admin.client.post(approvePath(request.id), {}), 409, 'APPLICANT_UNAVAILABLE');
  });
});

describe.each(appDrivers)('role approval off (the spec’s default) (%s)', (driver) => {
  const t = suiteWithUsers(driver, {});

  it('an Instructor and a Lead get the role at once (201) and no request is kept', async () => {
    for (const role of ['Instructor', 'Lead'] as const) {
      const { user, res } = await applicant(t, role);
      expect(res.status, res.text).toBe(201);
      expect((await checkAuth(user.client)).body.user.role).toBe(role);
      expect(await mine(user)).toBeNull();
    }
  });
});

describe.each(databaseDrivers)('role approval races (%s)', (driver) => {
  const t = suiteWithUsers(
    driver,
    { admin: ['Admin', 'Asha Admin'], other: ['Admin', 'Omar Admin'] },
    { env: { ROLE_APPROVAL: 'instructor' } },
  );

  it('two admins deciding one request at once: exactly one 200 and one 409, one profile, one mail', async () => {
    const { user, request } = await sentRequest(t, 'Instructor');
    const answers = await Promise.all([
      t.admin.client.post(approvePath(request.id), {}),
      t.other.client.post(rejectPath(request.id), { reason: 'Not a teacher here' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await mailsTo(t, user.creds.email)).toHaveLength(1);
  });

  it('one applicant sending two forms at once keeps one pending request', async () => {
    const user = await createUser(t, 'Empty');
    const img = await uploadAvatar(user.client);
    const answers = await Promise.all([
      user.client.post(VERIFY_PATH.Instructor, FORM.Instructor(img)),
      user.client.post(VERIFY_PATH.Instructor, FORM.Instructor(img)),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([202, 409]);
  });
});
