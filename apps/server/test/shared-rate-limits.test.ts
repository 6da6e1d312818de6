/**
 * Rate-limit counters live in the database (issue 11, item 5): two app processes on one
 * PostgreSQL behave as one, so a budget spent half on each instance is refused as one budget.
 * Expired counters are deleted (at start, then periodically), so the table does not grow forever.
 */
import fs from 'node:fs/promises';
import { ACCOUNT_API, API } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers, pgAvailable, sql, startApp, type TestApp } from './helpers/app.js';
import { expectTooManyRequests, newCredentials, uniqueEmail, type Credentials } from './helpers/users.js';

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const signInOn = (t: TestApp, ip: string, email: string, password: string) =>
  t.client().post(API.signIn, { email, password }, from(ip));
const forgotOn = (t: TestApp, ip: string, email: string) =>
  t.client().post(ACCOUNT_API.forgotPassword, { email }, from(ip));

describe.skipIf(!pgAvailable)('two app instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  const env = { TRUST_PROXY: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '6', RATE_LIMIT_EMAIL_PER_15_MIN: '3' };
  beforeAll(async () => {
    a = await startApp('postgres', { env });
    b = await startApp('postgres', { env, databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  async function account(ip: string): Promise<Credentials> {
    const creds = newCredentials('Shared User');
    expect((await a.client().post(API.signUp, creds, from(ip))).status).toBe(201);
    return creds;
  }

  it('share one database', () => {
    expect(b.databaseUrl).toBe(a.databaseUrl);
    expect(b.port).not.toBe(a.port);
  });

  it('a per-IP budget of six sign-ins per minute, spent three on each instance, is refused on both', async () => {
    const ip = '198.51.100.21';
    const statuses = [];
    for (const t of [a, b, a, b, a, b]) {
      statuses.push((await signInOn(t, ip, uniqueEmail('nobody'), 'wrong-guess')).status);
    }
    expect(statuses).toEqual(Array(6).fill(401));
    expectTooManyRequests(await signInOn(a, ip, uniqueEmail('nobody'), 'wrong-guess'), 60);
    expectTooManyRequests(await signInOn(b, ip, uniqueEmail('nobody'), 'wrong-guess'), 60);
    // another client still has its own budget
    expect((await signInOn(b, '198.51.100.22', uniqueEmail('nobody'), 'wrong-guess')).status).toBe(401);
  });

  it("three failed sign-ins for one address and client, spread over both instances, spend the client's tries", async () => {
    const x = await account('198.51.100.30');
    const ip = '198.51.100.31';
    const statuses = [];
    for (const t of [a, b, a]) statuses.push((await signInOn(t, ip, x.email, 'wrong-guess')).status);
    expect(statuses).toEqual([401, 401, 401]);
    expectTooManyRequests(await signInOn(b, ip, x.email, x.password), 15 * 60);
    // not a lock-out: the owner's own client signs in on either instance
    expect((await signInOn(a, '198.51.100.32', x.email, x.password)).status).toBe(200);
  });

  it('a success on one instance clears the failures counted on the other', async () => {
    const x = await account('198.51.100.40');
    const statuses = [];
    for (const [t, password] of [
      [a, 'typo-one'],
      [a, 'typo-two'],
      [b, x.password],
      [a, 'typo-three'],
      [a, 'typo-four'],
      [b, x.password],
    ] as const) {
      statuses.push((await signInOn(t, '198.51.100.41', x.email, password)).status);
    }
    expect(statuses).toEqual([401, 401, 200, 401, 401, 200]);
  });

  it("the forgotten-password budget of one address and client is one budget across both instances; another client's is its own", async () => {
    const x = await account('198.51.100.50');
    const statuses = [];
    for (const t of [a, b, a]) statuses.push((await forgotOn(t, '198.51.100.51', x.email)).status);
    expect(statuses).toEqual([200, 200, 200]);
    expectTooManyRequests(await forgotOn(b, '198.51.100.51', x.email), 15 * 60);
    expect((await forgotOn(b, '198.51.100.52', x.email)).status).toBe(200);
  });
});

describe.each(databaseDrivers)('rate-limit counters (%s)', (driver) => {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  afterAll(async () => {
    await second?.close();
    if (first) await fs.rm(first.dataDir, { recursive: true, force: true });
  });

  it('an instance deletes expired counters when it starts; live ones stay', async () => {
    first = await startApp(driver);
    await first.query(sql`
      insert into rate_limits (key, hits, reset_at) values
        ('test:expired-long-ago', 7, now() - interval '2 hours'),
        ('test:just-expired', 7, now() - interval '1 second'),
        ('test:live', 7, now() + interval '10 minutes')`);
    await first.close({ keepData: true });
    second = await startApp(driver, { dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    const rows = await second.query<{ key: string; hits: number }>(
      sql`select key, hits from rate_limits where key like 'test:%' order by key`,
    );
    expect(rows).toEqual([{ key: 'test:live', hits: 7 }]);
  });
});
