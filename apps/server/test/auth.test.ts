/** Sign-up, sign-in, session check, sign-out and the session store (spec sections 3, 5, 7, 8). */
import { createHash } from 'node:crypto';
import { ACCOUNT_MSG, API, MSG } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/passwords/index.js';
import { appDrivers, databaseDrivers, sql } from './helpers/app.js';
import { SESSION_COOKIE, type SetCookie } from './helpers/client.js';
import {
  PASSWORD,
  checkAuth,
  expectErrorShape,
  newCredentials,
  signIn,
  signUp,
  uniqueEmail,
  uploadAvatar,
} from './helpers/users.js';
import { suiteApp } from './helpers/suite.js';

const HOUR = 3600_000;
const TTL_HOURS = 24;

describe.each(appDrivers)('authentication (%s)', (driver) => {
  const t = suiteApp(driver, { env: { SESSION_TTL_HOURS: String(TTL_HOURS) } });

  /** A sign-in attempt fails: the account does not exist (or has another password). */
  async function expectNoAccount(email: string, password = PASSWORD) {
    const res = await signIn(t.client(), email, password);
    expectErrorShape(res, 401, 'UNAUTHENTICATED');
    expect(res.body.error.message).toBe(MSG.invalidCredentials);
  }

  describe('sign-up', () => {
    it('creates an account: 201 with success and message, and no session yet', async () => {
      const c = t.client();
      const res = await signUp(c, newCredentials('Grace Hopper'));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: MSG.signUpSuccess });
      expect(res.sessionCookie).toBeUndefined();
      expect((await checkAuth(c)).body).toEqual({ success: false, user: null });
    });

    it.each([['John3'], ['Ana-Maria'], ["O'Neil"], ['Zoë'], ['<script>']])('refuses the name %j', async (name) => {
      const creds = { ...newCredentials(), name };
      const res = await signUp(t.client(), creds);
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({ name: MSG.nameLetters });
      await expectNoAccount(creds.email);
    });

    it('accepts letters and spaces, and tidies the spacing', async () => {
      const creds = { ...newCredentials(), name: '  Mary   Jane Watson ' };
      expect((await signUp(t.client(), creds)).status).toBe(201);
      const res = await signIn(t.client(), creds.email, creds.password);
      expect(res.body.user.name).toBe('Mary Jane Watson');
    });

    it.each([['plainaddress'], ['a@b'], ['a b@c.de'], ['@example.com'], ['user@.'], ['user@example.']])(
      'refuses the e-mail %j with "Invalid email format"',
      async (email) => {
        const res = await signUp(t.client(), { name: 'Bad Mail', email, password: PASSWORD });
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.fields).toEqual({ email: MSG.invalidEmail });
      },
    );

    it.each([[1], [2], [7], [129], [400]])('refuses a password of %i characters', async (len) => {
      const creds = { ...newCredentials(), password: 'p'.repeat(len) };
      const res = await signUp(t.client(), creds);
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({ password: MSG.passwordLength });
      expect(res.body.error.message).toBe('Password must be 8 to 128 characters');
      await expectNoAccount(creds.email, creds.password);
    });

    it.each([[8], [21], [128]])('accepts a password of %i characters, which then signs in', async (len) => {
      const creds = { ...newCredentials(), password: 'pq'.repeat(len).slice(0, len) };
      expect((await signUp(t.client(), creds)).status).toBe(201);
      expect((await signIn(t.client(), creds.email, creds.password)).status).toBe(200);
    });

    it.each([['password1'], ['Password1'], ['12345678'], ['iloveyou'], ['QWERTY123'], ['trustno1']])(
      'refuses the common password %j with a message under the password field',
      async (password) => {
        const creds = { ...newCredentials(), password };
        const res = await signUp(t.client(), creds);
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.message).toBe(ACCOUNT_MSG.passwordTooCommon);
        expect(res.body.error.fields).toEqual({ password: ACCOUNT_MSG.passwordTooCommon });
        await expectNoAccount(creds.email, creds.password);
      },
    );

    it('names every missing field', async () => {
      const res = await signUp(t.client(), {});
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({
        name: MSG.nameRequired,
        email: MSG.emailRequired,
        password: MSG.passwordRequired,
      });
      const blank = await signUp(t.client(), { name: '   ', email: ' ', password: '' });
      expect(blank.body.error.fields).toEqual({
        name: MSG.nameRequired,
        email: MSG.emailRequired,
        password: MSG.passwordRequired,
      });
      const noPassword = await signUp(t.client(), { name: 'No Password', email: uniqueEmail() });
      expect(noPassword.body.error.fields).toEqual({ password: MSG.passwordRequired });
    });

    it.each([
      ['only spaces', ' '.repeat(12), ACCOUNT_MSG.passwordBlank],
      ['one character repeated', 'z'.repeat(12), ACCOUNT_MSG.passwordOneCharacter],
    ])('refuses a password of %s, and creates nothing (issue 19)', async (_case, password, message) => {
      const email = uniqueEmail('weak');
      const res = await signUp(t.client(), { name: 'Weak Password', email, password });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({ password: message });
      expect(await t.query(sql`select 1 from users where email = ${email}`)).toEqual([]);
    });

    it.each(['a@b@example.com', '"quoted"@example.com', 'ü@example.com', 'a@-example.com', 'a@example..com'])(
      'refuses %j, which the browser type=email refuses too (issue 19)',
      async (email) => {
        const res = await signUp(t.client(), { name: 'Odd Address', email, password: PASSWORD });
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.fields).toEqual({ email: MSG.invalidEmail });
        expect(await t.query(sql`select 1 from users where email = ${email.toLowerCase()}`)).toEqual([]);
      },
    );

    it('refuses fields of the wrong type', async () => {
      const res = await t.client().post(API.signUp, { name: ['A'], email: 5, password: { p: 1 } });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'name', 'password']);
    });

    it('refuses a taken e-mail with 409, whatever its case and surrounding spaces', async () => {
      const creds = newCredentials('First Owner');
      expect((await signUp(t.client(), creds)).status).toBe(201);
      for (const email of [creds.email, creds.email.toUpperCase(), `  ${creds.email.replace('user', 'USER')}  `]) {
        const res = await signUp(t.client(), { name: 'Second Owner', email, password: 'other-pass' });
        expectErrorShape(res, 409, 'CONFLICT');
        expect(res.body.error.message).toBe(MSG.emailTaken);
      }
      // the first account is untouched: its password still works, the other one does not
      const ok = await signIn(t.client(), creds.email, creds.password);
      expect(ok.body.user.name).toBe('First Owner');
      await expectNoAccount(creds.email, 'other-pass');
      const rows = await t.query<{ n: number }>(
        sql`select count(*)::int as n from users where email = ${creds.email.toLowerCase()}`,
      );
      expect(rows[0]!.n).toBe(1);
    });

    it('a refused sign-up leaves nothing behind: the same e-mail can then sign up', async () => {
      const creds = newCredentials('Valid Name');
      const refused = await signUp(t.client(), { ...creds, name: 'Inv4lid' });
      expect(refused.status).toBe(400);
      await expectNoAccount(creds.email);
      expect((await signUp(t.client(), creds)).status).toBe(201);
    });
  });

  describe('sign-in and sessions', () => {
    const creds = newCredentials('Ada Lovelace');
    beforeAll(async () => {
      expect((await signUp(t.client(), creds)).status).toBe(201);
    });

    const sessionRows = (userId: string) =>
      t.query<Record<string, unknown>>(sql`select * from sessions where user_id = ${userId} order by created_at`);

    it('returns the user (role Empty) and sets an httpOnly, SameSite=Lax, Path=/ session cookie', async () => {
      const c = t.client();
      const res = await signIn(c, creds.email, creds.password);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: MSG.signInSuccess,
        user: {
          userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          role: 'Empty',
          name: 'Ada Lovelace',
          email: creds.email,
          image: null,
        },
      });
      const cookie = res.sessionCookie as SetCookie;
      expect(cookie).toBeDefined();
      expect(cookie.value.length).toBeGreaterThanOrEqual(32);
      expect(cookie.attributes).toHaveProperty('httponly');
      expect(cookie.attributes.samesite?.toLowerCase()).toBe('lax');
      expect(cookie.attributes.path).toBe('/');
      expect(cookie.attributes).not.toHaveProperty('secure');
      const expires = Date.parse(cookie.attributes.expires ?? '');
      expect(expires).toBeGreaterThan(Date.now() + (TTL_HOURS - 1) * HOUR);
      expect(expires).toBeLessThanOrEqual(Date.now() + (TTL_HOURS + 1) * HOUR);
    });

    it('accepts the e-mail in another case and with spaces', async () => {
      const res = await signIn(t.client(), `  ${creds.email.toUpperCase()} `, creds.password);
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(creds.email);
    });

    it('answers a wrong password and an unknown e-mail the same way: 401 "Invalid email or password"', async () => {
      const wrong = await signIn(t.client(), creds.email, 'not-the-password');
      const unknown = await signIn(t.client(), uniqueEmail('nobody'), creds.password);
      for (const res of [wrong, unknown]) {
        expectErrorShape(res, 401, 'UNAUTHENTICATED');
        expect(res.body.error.message).toBe('Invalid email or password');
        expect(res.sessionCookie).toBeUndefined();
      }
      expect(wrong.body).toEqual(unknown.body);
    });

    it.each([['ab'], ['password'], ['p'.repeat(150)]])(
      'an account made under the old rules (password %j) still signs in: sign-in checks no length or list',
      async (oldPassword) => {
        const email = uniqueEmail('old.rules');
        await t.query(
          sql`insert into users (name, email, password_hash) values ('Old Rules', ${email}, ${await hashPassword(oldPassword)})`,
        );
        const res = await signIn(t.client(), email, oldPassword);
        expect(res.status, res.text).toBe(200);
        expect(res.body.user.email).toBe(email);
      },
    );

    it('checks the e-mail format and the presence of a password', async () => {
      const bad = await signIn(t.client(), 'not-an-email', 'x');
      expectErrorShape(bad, 400, 'BAD_REQUEST');
      expect(bad.body.error.fields).toEqual({ email: MSG.invalidEmail });
      const empty = await t.client().post(API.signIn, { email: creds.email, password: '' });
      expect(empty.body.error.fields).toEqual({ password: MSG.passwordRequired });
    });

    it('check-auth: without a cookie success false, with it success true and the user', async () => {
      const c = t.client();
      expect((await checkAuth(c)).body).toEqual({ success: false, user: null });
      const signin = await signIn(c, creds.email, creds.password);
      const res = await checkAuth(c);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, user: signin.body.user });
    });

    it('an unknown session cookie is ignored and cleared', async () => {
      const c = t.client();
      c.token = 'forged-token-value-that-was-never-issued';
      const res = await checkAuth(c);
      expect(res.body).toEqual({ success: false, user: null });
      expect(res.sessionCookie?.value).toBe('');
      expect(c.token).toBeNull();
    });

    it('sign-out revokes the session: the same cookie no longer works anywhere', async () => {
      const c = t.client();
      await signIn(c, creds.email, creds.password);
      const stolen = c.clone();
      const out = await c.post(API.logout, {});
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true, message: MSG.signedOut });
      expect(out.sessionCookie?.value).toBe('');
      expect(c.token).toBeNull();

      expect((await checkAuth(stolen)).body).toEqual({ success: false, user: null });
      const upload = await stolen.post(API.verifyStudent, {});
      expectErrorShape(upload, 401, 'UNAUTHENTICATED');
      expect(upload.body.error.message).toBe(MSG.unauthenticated);
      const again = await stolen.post(API.logout, {});
      expectErrorShape(again, 401, 'UNAUTHENTICATED');
    });

    it('signing in again replaces the previous session of that browser', async () => {
      const c = t.client();
      const first = await signIn(c, creds.email, creds.password);
      const old = c.clone();
      const second = await signIn(c, creds.email, creds.password);
      expect(second.sessionCookie?.value).not.toBe(first.sessionCookie?.value);
      expect((await checkAuth(c)).body.success).toBe(true);
      expect((await checkAuth(old)).body.success).toBe(false);
    });

    it('stores only a hash of the session token', async () => {
      const c = t.client();
      const res = await signIn(c, creds.email, creds.password);
      const token = c.token!;
      const rows = await sessionRows(res.body.user.userId);
      expect(rows.length).toBeGreaterThan(0);
      const mine = rows.filter((r) => r.token_hash === createHash('sha256').update(token).digest('hex'));
      expect(mine).toHaveLength(1);
      for (const row of rows) {
        for (const value of Object.values(row)) {
          expect(String(value)).not.toContain(token);
        }
      }
    });

    it('an expired session is refused with 401', async () => {
      const c = t.client();
      const res = await signIn(c, creds.email, creds.password);
      const hash = createHash('sha256').update(c.token!).digest('hex');
      await t.query(sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${hash}`);
      expect((await checkAuth(c)).body).toEqual({ success: false, user: null });
      c.token = res.sessionCookie!.value; // the browser may still hold it
      const protectedRoute = await c.post(API.verifyLead, {});
      expectErrorShape(protectedRoute, 401, 'UNAUTHENTICATED');
    });

    it('renews a session that has less than half of its lifetime left, and only then', async () => {
      const c = t.client();
      await signIn(c, creds.email, creds.password);
      const token = c.token!;
      const hash = createHash('sha256').update(token).digest('hex');
      const expiresOf = async () =>
        new Date(
          (
            await t.query<{ expires_at: string | Date }>(
              sql`select expires_at from sessions where token_hash = ${hash}`,
            )
          )[0]!.expires_at,
        ).getTime();

      // fresh session: no renewal, no cookie
      const quiet = await checkAuth(c);
      expect(quiet.body.success).toBe(true);
      expect(quiet.sessionCookie).toBeUndefined();

      await t.query(sql`update sessions set expires_at = now() + interval '2 hours' where token_hash = ${hash}`);
      const before = await expiresOf();
      const res = await checkAuth(c);
      expect(res.body.success).toBe(true);
      const cookie = res.sessionCookie!;
      expect(cookie).toBeDefined();
      expect(cookie.value).toBe(token);
      expect(cookie.attributes).toHaveProperty('httponly');
      expect(Date.parse(cookie.attributes.expires ?? '')).toBeGreaterThan(Date.now() + (TTL_HOURS - 1) * HOUR);
      const after = await expiresOf();
      expect(after).toBeGreaterThan(before + (TTL_HOURS - 3) * HOUR);
    });

    it('reflects a role change on the next request (the session reads the user each time)', async () => {
      const c = t.client();
      const other = newCredentials('Role Watcher');
      await signUp(c, other);
      const res = await signIn(c, other.email, other.password);
      await t.query(sql`update users set role = 'Admin' where id = ${res.body.user.userId}`);
      expect((await checkAuth(c)).body.user.role).toBe('Admin');
    });

    it('a user deleted from the database loses the session', async () => {
      const c = t.client();
      const other = newCredentials('Gone Soon');
      await signUp(c, other);
      const res = await signIn(c, other.email, other.password);
      await uploadAvatar(c);
      await t.query(sql`delete from users where id = ${res.body.user.userId}`);
      expect((await checkAuth(c)).body).toEqual({ success: false, user: null });
    });
  });
});

/** The unique e-mail under a race: on PostgreSQL the sign-ups really run side by side. */
describe.each(databaseDrivers)('authentication: concurrent sign-ups (%s)', (driver) => {
  const t = suiteApp(driver);

  it('concurrent sign-ups of one e-mail create exactly one account', async () => {
    const creds = newCredentials('Race Runner');
    const results = await Promise.all(Array.from({ length: 4 }, () => signUp(t.client(), creds)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.query<{ n: number }>(sql`select count(*)::int as n from users where email = ${creds.email}`);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('session cookie behind a TLS-terminating proxy', () => {
  const t = suiteApp('pglite', { env: { TRUST_PROXY: 'true' } });

  it('is Secure when the proxy says https, and not otherwise', async () => {
    const creds = newCredentials('Proxy User');
    expect((await signUp(t.client(), creds)).status).toBe(201);
    const httpsOrigin = t.url.replace('http:', 'https:');
    const viaTls = await t.client().post(
      API.signIn,
      { email: creds.email, password: creds.password },
      {
        headers: { 'x-forwarded-proto': 'https' },
        origin: httpsOrigin,
      },
    );
    expect(viaTls.status).toBe(200);
    expect(viaTls.sessionCookie?.attributes).toHaveProperty('secure');
    // the Origin check follows the forwarded scheme too
    const mixed = await t.client().post(
      API.signIn,
      { email: creds.email, password: creds.password },
      {
        headers: { 'x-forwarded-proto': 'https' },
      },
    );
    expectErrorShape(mixed, 403, 'FORBIDDEN');
    const plain = await signIn(t.client(), creds.email, creds.password);
    expect(plain.status).toBe(200);
    expect(plain.sessionCookie?.attributes).not.toHaveProperty('secure');
    expect(plain.sessionCookie?.name).toBe(SESSION_COOKIE);
  });
});
