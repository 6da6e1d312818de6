/**
 * A stranger cannot lock anyone out (issue 11, hostile probe): failed sign-ins are counted per
 * address AND client, so ten wrong passwords from one client throttle that client only, and the
 * 429 says how long to wait (the rest of the 15-minute window) with a Retry-After.
 */
import { API, MSG, tooManyAttemptsMessage } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { appDrivers, sql } from './helpers/app.js';
import { checkAuth, expectErrorShape, newCredentials, signUp, type Credentials } from './helpers/users.js';
import type { Client, Res } from './helpers/client.js';
import { suiteApp } from './helpers/suite.js';

const ATTACKER = '198.51.100.66';
const VICTIM = '203.0.113.10';

/** A sign-in from the client at `ip` (the app trusts X-Forwarded-For, as behind its proxy). */
const signInFrom = (client: Client, ip: string, email: string, password: string) =>
  client.post(API.signIn, { email, password }, { headers: { 'x-forwarded-for': ip } });

/** A 429 that tells the real wait: Retry-After within the window, and the message derived from it. */
function expectThrottled(res: Res, windowSeconds: number): number {
  expectErrorShape(res, 429, 'TOO_MANY_REQUESTS');
  expect(res.sessionCookie).toBeUndefined();
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.body.error.message).toBe(tooManyAttemptsMessage(retryAfter));
  return retryAfter;
}

describe.each(appDrivers)('sign-in lock-out (%s)', (driver) => {
  const t = suiteApp(driver, {
    env: { TRUST_PROXY: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_EMAIL_PER_15_MIN: '10' },
  });

  async function victim(): Promise<Credentials> {
    const creds = newCredentials('Targeted User');
    expect((await signUp(t.client(), creds)).status).toBe(201);
    return creds;
  }

  it('ten wrong passwords from one client throttle that client; the right password from another client signs in', async () => {
    const x = await victim();
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await signInFrom(t.client(), ATTACKER, x.email, `wrong-guess-${i}`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // The attacker's client is out of tries, whatever it sends (the right password too).
    expectThrottled(await signInFrom(t.client(), ATTACKER, x.email, 'wrong-guess-10'), 15 * 60);
    expectThrottled(await signInFrom(t.client(), ATTACKER, x.email, x.password), 15 * 60);

    const own = t.client();
    const res = await signInFrom(own, VICTIM, x.email, x.password);
    expect(res.status, res.text).toBe(200);
    expect(res.body.user.email).toBe(x.email);
    expect((await checkAuth(own)).body.user.email).toBe(x.email);

    // The victim's success does not give the attacker new tries.
    expectThrottled(await signInFrom(t.client(), ATTACKER, x.email, 'wrong-guess-11'), 15 * 60);
  });

  it('while a stranger keeps hammering, the user may still mistype and then sign in', async () => {
    const x = await victim();
    for (let i = 0; i < 12; i++) await signInFrom(t.client(), ATTACKER, x.email, `wrong-guess-${i}`);
    const statuses = [];
    for (const password of ['my-typo-one', 'my-typo-two', x.password]) {
      statuses.push((await signInFrom(t.client(), VICTIM, x.email, password)).status);
    }
    expect(statuses).toEqual([401, 401, 200]);
  });

  it("when the window is over, the throttled client's tries come back", async () => {
    const x = await victim();
    for (let i = 0; i < 10; i++) await signInFrom(t.client(), ATTACKER, x.email, `wrong-guess-${i}`);
    expectThrottled(await signInFrom(t.client(), ATTACKER, x.email, x.password), 15 * 60);
    // fifteen minutes later (the counters' windows moved into the past)
    await t.query(sql`update rate_limits set reset_at = now() - interval '1 second' where key like ${`%${x.email}`}`);
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await signInFrom(t.client(), ATTACKER, x.email, `later-guess-${i}`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    expectThrottled(await signInFrom(t.client(), ATTACKER, x.email, 'later-guess-10'), 15 * 60);
  });

  it('the 429 tells the real wait: the rest of the 15-minute window, not "a minute"', async () => {
    const x = await victim();
    for (let i = 0; i < 10; i++) await signInFrom(t.client(), ATTACKER, x.email, `wrong-guess-${i}`);
    const res = await signInFrom(t.client(), ATTACKER, x.email, x.password);
    const retryAfter = expectThrottled(res, 15 * 60);
    expect(res.body.error.message).toBe(
      `Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    );
    expect(res.body.error.message).toMatch(/in 1[45] minutes\.$/);
    expect(res.body.error.message).not.toBe(MSG.tooManyAttempts);
  });
});
