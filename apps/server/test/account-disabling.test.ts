/**
 * Admins disable and re-enable accounts from /Admin/users (issue 19 item 1): every session of the
 * account ends at once, sign-in is refused with a clear message (only after the right password:
 * a wrong one still says the usual), each change is audited, and the last active admin stays.
 */
import {
  ACCOUNT_ERROR,
  ACCOUNT_MSG,
  AUDIT_API,
  DASHBOARD_API,
  PEOPLE_API,
  PEOPLE_MSG,
  type AuditEntry,
  type UserRow,
} from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { appDrivers, databaseDrivers, sql } from './helpers/app.js';
import { suiteWithUsers } from './helpers/suite.js';
import { checkAuth, createUser, expectErrorShape, signIn, type TestUser } from './helpers/users.js';

const disablePath = (id: string) => PEOPLE_API.disable.replace(':id', id);
const enablePath = (id: string) => PEOPLE_API.enable.replace(':id', id);

describe.each(appDrivers)('disabling accounts (%s)', (driver) => {
  const t = suiteWithUsers(driver, { admin: ['Admin', 'Asha Admin'] });

  const listed = async (who: TestUser) => {
    const res = await t.admin.client.get(`${PEOPLE_API.users}?search=${encodeURIComponent(who.creds.email)}`);
    expect(res.status, res.text).toBe(200);
    return (res.body.users as UserRow[])[0]!;
  };

  it('ends every session at once, refuses the right password with the message, and is listed as disabled', async () => {
    const student = await createUser(t, 'Student', 'Dev Disabled');
    const otherDevice = t.client();
    expect((await signIn(otherDevice, student.creds.email, student.creds.password)).status).toBe(200);
    expect(await listed(student)).toMatchObject({ disabled: false });

    const res = await t.admin.client.post(disablePath(student.userId), {});
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(PEOPLE_MSG.disabledDone);
    expect(res.body.user).toMatchObject({ id: student.userId, disabled: true, role: 'Student' });
    expect(await listed(student)).toMatchObject({ disabled: true });

    for (const client of [student.client, otherDevice]) {
      expect((await checkAuth(client)).body.success).toBe(false);
      expectErrorShape(await client.get(DASHBOARD_API.student), 401, 'UNAUTHENTICATED');
    }
    const refused = await signIn(t.client(), student.creds.email, student.creds.password);
    expectErrorShape(refused, 403, ACCOUNT_ERROR.disabled);
    expect(refused.body.error.message).toBe(ACCOUNT_MSG.accountDisabled);
    // A wrong password learns nothing about the account.
    expectErrorShape(await signIn(t.client(), student.creds.email, 'not-the-password-1'), 401);

    const back = await t.admin.client.post(enablePath(student.userId), {});
    expect(back.status, back.text).toBe(200);
    expect(back.body.message).toBe(PEOPLE_MSG.enabledDone);
    const again = t.client();
    expect((await signIn(again, student.creds.email, student.creds.password)).status).toBe(200);
    expect((await again.get(DASHBOARD_API.student)).status).toBe(200);
  });

  it('writes one audit entry per change, none for a change that changes nothing', async () => {
    const instructor = await createUser(t, 'Instructor', 'Ivo Audited');
    await t.admin.client.post(disablePath(instructor.userId), {});
    const twice = await t.admin.client.post(disablePath(instructor.userId), {});
    expect(twice.status).toBe(200);
    await t.admin.client.post(enablePath(instructor.userId), {});
    const res = await t.admin.client.get(`${AUDIT_API.list}?entityType=user&entityId=${instructor.userId}`);
    const entries = res.body.entries as AuditEntry[];
    expect(entries.map((e) => e.action)).toEqual(['account.enabled', 'account.disabled']);
    expect(entries[1]).toMatchObject({
      actor: { name: 'Asha Admin' },
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(entries[1]!.summary).toContain('Ivo Audited');
  });

  it('an admin cannot disable their own account; unknown and malformed ids answer 404 and 400', async () => {
    const own = await t.admin.client.post(disablePath(t.admin.userId), {});
    expectErrorShape(own, 409, 'OWN_ACCOUNT');
    expect(own.body.error.message).toBe(PEOPLE_MSG.ownAccount);
    expect((await checkAuth(t.admin.client)).body.success).toBe(true);
    expectErrorShape(await t.admin.client.post(disablePath('00000000-0000-4000-8000-000000000000'), {}), 404);
    expectErrorShape(await t.admin.client.post(disablePath('nope'), {}), 400);
  });
});

describe.each(databaseDrivers)('the last active admin (%s)', (driver) => {
  const t = suiteWithUsers(driver, { a: ['Admin', 'Anil Admin'], b: ['Admin', 'Bina Admin'] });

  it('two admins disabling each other at once: one succeeds, the other is refused as the last active admin', async () => {
    const [ab, ba] = await Promise.all([
      t.a.client.post(disablePath(t.b.userId), {}),
      t.b.client.post(disablePath(t.a.userId), {}),
    ]);
    const statuses = [ab.status, ba.status].sort();
    // The loser was either refused as the last admin (409) or, when the winner committed first,
    // its own session had already ended (401). Never both disabled.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const loser = ab.status === 200 ? ba : ab;
    if (loser.status === 409) expect(loser.body.error.code).toBe('LAST_ADMIN');
    const rows = await t.query<{ n: number }>(
      sql`select count(*)::int as n from users where role = 'Admin' and disabled_at is null`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
