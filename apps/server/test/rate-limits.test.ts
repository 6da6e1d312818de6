/** Sign-in throttling: per client IP per minute, and per e-mail address per 15 minutes. */
import { API, MSG } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startApp, type TestApp } from './helpers/app.js';
import { expectErrorShape, newCredentials, signIn, signUp } from './helpers/users.js';

function expect429(res: Awaited<ReturnType<typeof signIn>>) {
  expectErrorShape(res, 429, 'TOO_MANY_REQUESTS');
  expect(res.body.error.message).toBe(MSG.tooManyAttempts);
  expect(res.sessionCookie).toBeUndefined();
}

describe.each(drivers)('rate limits (%s)', (driver) => {
  describe('per IP: RATE_LIMIT_AUTH_PER_MINUTE=3', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp(driver, { env: { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_EMAIL_PER_15_MIN: '1000' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('the 4th sign-in from one IP within a minute gets 429, whatever the account', async () => {
      const creds = newCredentials('Limited User');
      expect((await signUp(t.client(), creds)).status).toBe(201);
      const other = newCredentials('Other User');
      const statuses = [];
      statuses.push((await signIn(t.client(), creds.email, 'wrong-password')).status);
      statuses.push((await signIn(t.client(), other.email, other.password)).status);
      statuses.push((await signIn(t.client(), creds.email, creds.password)).status);
      expect(statuses).toEqual([401, 401, 200]);

      const fourth = await signIn(t.client(), creds.email, creds.password);
      expect429(fourth);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);

      // a forged X-Forwarded-For does not buy a new budget (the proxy is not trusted)
      const spoofed = await t
        .client()
        .post(
          API.signIn,
          { email: creds.email, password: creds.password },
          { headers: { 'x-forwarded-for': '203.0.113.9' } },
        );
      expect429(spoofed);
    });

    it('other routes are not throttled', async () => {
      for (let i = 0; i < 6; i++) expect((await t.client().get(API.checkAuth)).status).toBe(200);
    });
  });

  describe('per e-mail: RATE_LIMIT_EMAIL_PER_15_MIN=3', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp(driver, { env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_EMAIL_PER_15_MIN: '3' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('the 4th attempt for one e-mail gets 429 — even with the right password — while another e-mail still works', async () => {
      const victim = newCredentials('Victim User');
      const bystander = newCredentials('Bystander User');
      expect((await signUp(t.client(), victim)).status).toBe(201);
      expect((await signUp(t.client(), bystander)).status).toBe(201);
      // the budget is per address, not per spelling of it
      const spellings = [victim.email, victim.email.toUpperCase(), ` ${victim.email} `];
      for (const email of spellings) expect((await signIn(t.client(), email, 'bad-guess')).status).toBe(401);
      expect429(await signIn(t.client(), victim.email, victim.password));
      expect((await signIn(t.client(), bystander.email, bystander.password)).status).toBe(200);
    });

    it('a successful sign-in clears the count of failed ones', async () => {
      const creds = newCredentials('Forgetful User');
      expect((await signUp(t.client(), creds)).status).toBe(201);
      const statuses = [];
      for (const password of ['x1', 'x2', creds.password, 'x3', 'x4', creds.password]) {
        statuses.push((await signIn(t.client(), creds.email, password)).status);
      }
      expect(statuses).toEqual([401, 401, 200, 401, 401, 200]);
    });

    it('unknown e-mails are throttled the same way as known ones', async () => {
      const ghost = newCredentials('Ghost User');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await signIn(t.client(), ghost.email, ghost.password)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('sign-ups for one e-mail are throttled too', async () => {
      const creds = newCredentials('Repeat Signer');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await signUp(t.client(), creds)).status);
      expect(statuses).toEqual([201, 409, 409, 429]);
    });
  });
});
