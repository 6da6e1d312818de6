/** Demo data on a fresh database: one user per role, signing in with password demo1234. */
import { API, type Role } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, DEMO_PASSWORD, type DemoLogin } from '../src/demo/seed.js';
import { drivers, sql, startApp, type TestApp } from './helpers/app.js';
import { checkAuth, signIn } from './helpers/users.js';

describe.each(drivers)('demo data (%s)', (driver) => {
  let t: TestApp;
  let logins: DemoLogin[];
  beforeAll(async () => {
    t = await startApp(driver);
    expect(t.app.database.fresh).toBe(true);
    logins = await seedDemoData(t.app.db, t.app.media);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists one login per role, all with password demo1234', () => {
    expect(DEMO_PASSWORD).toBe('demo1234');
    expect(logins).toEqual([
      { role: 'Admin', email: 'admin@cms.local', password: 'demo1234' },
      { role: 'Instructor', email: 'instructor@cms.local', password: 'demo1234' },
      { role: 'Lead', email: 'lead@cms.local', password: 'demo1234' },
      { role: 'Student', email: 'student@cms.local', password: 'demo1234' },
    ]);
  });

  it.each(['Admin', 'Instructor', 'Lead', 'Student'] satisfies Role[])(
    '%s signs in with the demo password',
    async (role) => {
      const c = t.client();
      const email = `${role.toLowerCase()}@cms.local`;
      const res = await signIn(c, email, 'demo1234');
      expect(res.status, res.text).toBe(200);
      expect(res.body.user).toMatchObject({ role, email });
      expect((await checkAuth(c)).body.user.role).toBe(role);
      expect((await signIn(t.client(), email, 'wrong-password')).status).toBe(401);
    },
  );

  it('verified demo users have a profile and an avatar that is served', async () => {
    for (const role of ['Instructor', 'Lead', 'Student'] as const) {
      const c = t.client();
      const res = await signIn(c, `${role.toLowerCase()}@cms.local`, 'demo1234');
      const image = res.body.user.image as string;
      expect(image).toMatch(new RegExp(`^${API.media}/[0-9a-f-]{36}$`));
      const served = await c.get(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.bytes.subarray(1, 4).toString()).toBe('PNG');
    }
    const counts = await t.query<{ s: number; l: number; i: number }>(sql`select
      (select count(*)::int from student_profiles) as s,
      (select count(*)::int from lead_profiles) as l,
      (select count(*)::int from instructor_profiles) as i`);
    expect(counts[0]).toEqual({ s: 1, l: 1, i: 1 });
  });

  it('a demo user who is already verified cannot verify again', async () => {
    const c = t.client();
    await signIn(c, 'student@cms.local', 'demo1234');
    const res = await c.post(API.verifyLead, {
      rollNumber: 'ABCDE12345',
      branch: 'CSD',
      teamNo: 'Team-1',
      gender: 'Male',
      profileImg: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(409);
  });
});
