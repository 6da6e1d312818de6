/**
 * Sign-in throttling: per client IP per minute (every auth route), failed sign-ins per address and
 * client per 15 minutes, fewer tries per client for an address failing from many clients, and
 * sign-ups per address. Every 429 tells the real wait (message and Retry-After).
 */
import { API } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { appDrivers } from './helpers/app.js';
import type { Client, Res } from './helpers/client.js';
import { expectTooManyRequests, newCredentials, signIn, signUp } from './helpers/users.js';
import { suiteApp } from './helpers/suite.js';

/** A 429 whose message and Retry-After tell the same wait, within `windowSeconds`, and no session. */
function expect429(res: Res, windowSeconds: number) {
  expectTooManyRequests(res, windowSeconds);
  expect(res.sessionCookie).toBeUndefined();
}

/** A sign-in from the client at `ip` (the app trusts X-Forwarded-For, as behind its proxy). */
const signInFrom = (client: Client, ip: string, email: string, password: string) =>
  client.post(API.signIn, { email, password }, { headers: { 'x-forwarded-for': ip } });

describe.each(appDrivers)('rate limits (%s)', (driver) => {
  describe('per IP: RATE_LIMIT_AUTH_PER_MINUTE=3', () => {
    const t = suiteApp(driver, { env: { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_EMAIL_PER_15_MIN: '1000' } });

    it('the 4th sign-in from one IP within a minute gets 429, whatever the account, saying the seconds left', async () => {
      const creds = newCredentials('Limited User');
      expect((await signUp(t.client(), creds)).status).toBe(201);
      const other = newCredentials('Other User');
      const statuses = [];
      statuses.push((await signIn(t.client(), creds.email, 'wrong-password')).status);
      statuses.push((await signIn(t.client(), other.email, other.password)).status);
      statuses.push((await signIn(t.client(), creds.email, creds.password)).status);
      expect(statuses).toEqual([401, 401, 200]);

      const fourth = await signIn(t.client(), creds.email, creds.password);
      expect429(fourth, 60);
      expect(fourth.body.error.message).toMatch(/^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/);

      // a forged X-Forwarded-For does not buy a new budget (the proxy is not trusted)
      const spoofed = await t
        .client()
        .post(
          API.signIn,
          { email: creds.email, password: creds.password },
          { headers: { 'x-forwarded-for': '203.0.113.9' } },
        );
      expect429(spoofed, 60);
    });

    it('other routes are not throttled', async () => {
      for (let i = 0; i < 6; i++) expect((await t.client().get(API.checkAuth)).status).toBe(200);
    });
  });

  describe('per address and client: RATE_LIMIT_EMAIL_PER_15_MIN=3', () => {
    const t = suiteApp(driver, {
      env: { TRUST_PROXY: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_EMAIL_PER_15_MIN: '3' },
    });

    it('from one client, the 4th attempt for one address gets 429 — even with the right password — while other clients and addresses still work', async () => {
      const victim = newCredentials('Victim User');
      const bystander = newCredentials('Bystander User');
      expect((await signUp(t.client(), victim)).status).toBe(201);
      expect((await signUp(t.client(), bystander)).status).toBe(201);
      // the budget is per address, not per spelling of it
      const spellings = [victim.email, victim.email.toUpperCase(), ` ${victim.email} `];
      for (const email of spellings) {
        expect((await signInFrom(t.client(), '198.51.100.1', email, 'bad-guess-1')).status).toBe(401);
      }
      expect429(await signInFrom(t.client(), '198.51.100.1', victim.email, victim.password), 15 * 60);
      expect((await signInFrom(t.client(), '198.51.100.1', bystander.email, bystander.password)).status).toBe(200);
      expect((await signInFrom(t.client(), '198.51.100.2', victim.email, victim.password)).status).toBe(200);
    });

    it('a successful sign-in clears the count of failed ones', async () => {
      const creds = newCredentials('Forgetful User');
      expect((await signUp(t.client(), creds)).status).toBe(201);
      const statuses = [];
      for (const password of ['typo-one', 'typo-two', creds.password, 'typo-three', 'typo-four', creds.password]) {
        statuses.push((await signInFrom(t.client(), '198.51.100.3', creds.email, password)).status);
      }
      expect(statuses).toEqual([401, 401, 200, 401, 401, 200]);
    });

    it('unknown e-mails are throttled the same way as known ones', async () => {
      const ghost = newCredentials('Ghost User');
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await signInFrom(t.client(), '198.51.100.4', ghost.email, ghost.password)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('an address failing from many clients gives each new client fewer tries, and its owner still signs in', async () => {
      const victim = newCredentials('Much Attacked');
      expect((await signUp(t.client(), victim)).status).toBe(201);
      // five clients spend their three tries each: 15 failures, five times a client's budget
      for (let c = 0; c < 5; c++) {
        for (let i = 0; i < 3; i++) {
          expect((await signInFrom(t.client(), `192.0.2.${c}`, victim.email, `guess-${c}-${i}`)).status).toBe(401);
        }
      }
      // a sixth client now has a single try (a third of three) before its 429
      expect((await signInFrom(t.client(), '192.0.2.100', victim.email, 'guess-six-1')).status).toBe(401);
      expect429(await signInFrom(t.client(), '192.0.2.100', victim.email, 'guess-six-2'), 15 * 60);
      // the owner, from their own client, is not locked out
      const own = await signInFrom(t.client(), '203.0.113.77', victim.email, victim.password);
      expect(own.status, own.text).toBe(200);
    });

    it('sign-ups for one e-mail are throttled too', async () => {
      const creds = newCredentials('Repeat Signer');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await signUp(t.client(), creds)).status);
      expect(statuses).toEqual([201, 409, 409, 429]);
    });
  });
});
