/**
 * Account security (issue 10, item 2) over HTTP: change password (current password checked, other
 * sessions revoked, Google-only refused), forgot password (one answer for every address, mails in
 * the outbox) and reset (single use, expiry, every session revoked, concurrent use), rate limits.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SUPERSEDE_AFTER_MINUTES } from '../src/modules/auth/password-service.js';
import {
  ACCOUNT_API,
  ACCOUNT_ERROR,
  ACCOUNT_MSG,
  MSG,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_TTL_MINUTES,
  tooManyAttemptsMessage,
} from '@cms/contract';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { recordQueuedMail } from './helpers/queued-mail.js';
import { UserRepository } from '../src/modules/auth/repository.js';
import { databaseDrivers, sql, type TestApp } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import {
  PASSWORD,
  checkAuth,
  createUser,
  expectErrorShape,
  signIn,
  uniqueEmail,
  type TestUser,
  expectTooManyRequests,
} from './helpers/users.js';
import { suiteApp } from './helpers/suite.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

interface OutboxMail {
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  sensitive: boolean;
}

/**
 * Every mail the apps queued, as queued: the recipient's copy. Without SMTP the outbox stores a
 * reset link with its token hidden (outbox.test.ts), so the links are read from here.
 */
const queued = recordQueuedMail();

/** The mails to one address, oldest first: the outbox's rows, with the bodies as the recipient gets them. */
async function mailsTo(t: TestApp, email: string): Promise<OutboxMail[]> {
  const rows = await t.query<OutboxMail>(
    sql`select kind, subject, text_body, html_body, status, sensitive from mail_outbox
        where to_address = ${email} order by created_at, id`,
  );
  const copies = queued.filter((m) => m.to === email);
  expect(copies).toHaveLength(rows.length);
  return rows.map((row, i) => ({ ...row, text_body: copies[i]!.text, html_body: copies[i]!.html }));
}

/** The token of the reset link in a mail's text. */
function tokenIn(mail: OutboxMail | undefined): string {
  const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '');
  if (!match) throw new Error(`no reset link in ${mail?.text_body}`);
  return match[1]!;
}

const change = (client: Client, body: Record<string, unknown>) => client.post(ACCOUNT_API.changePassword, body);
/** Forgot password from the client at `ip` (X-Forwarded-For; the suites that set it trust the proxy); waits for the work after the answer. */
async function forgot(t: TestApp, email: string, ip?: string) {
  const res = await t
    .client()
    .post(ACCOUNT_API.forgotPassword, { email }, ip ? { headers: { 'x-forwarded-for': ip } } : {});
  await t.app.afterAnswer.idle();
  return res;
}
const reset = (client: Client, token: string, password: string) =>
  client.post(ACCOUNT_API.resetPassword, { token, password, confirm: password });

/** Signs in again as `user` in a new client (another device). */
async function anotherDevice(t: TestApp, user: TestUser, password = user.creds.password): Promise<Client> {
  const c = t.client();
  const res = await signIn(c, user.creds.email, password);
  expect(res.status, res.text).toBe(200);
  return c;
}

const isSignedIn = async (c: Client) => (await checkAuth(c)).body.success === true;

/** A Google-only account (no password hash) with a session of its own, written to the database. */
async function googleOnlyUser(t: TestApp): Promise<{ email: string; client: Client }> {
  const email = uniqueEmail('google');
  const [row] = await t.query<{ id: string }>(
    sql`insert into users (name, email, google_sub, role) values ('Gita Google', ${email}, ${`sub-${randomBytes(6).toString('hex')}`}, 'Student') returning id`,
  );
  const token = randomBytes(32).toString('base64url');
  await t.query(
    sql`insert into sessions (user_id, token_hash, expires_at) values (${row!.id}, ${sha256(token)}, now() + interval '1 hour')`,
  );
  const client = t.client();
  client.token = token;
  expect((await checkAuth(client)).body.user?.email).toBe(email);
  return { email, client };
}

describe.each(databaseDrivers)('password change and reset (%s)', (driver) => {
  const t = suiteApp(driver);

  describe('change password', () => {
    it('declares any signed-in user, and refuses anonymous callers with 401', async () => {
      expect(t.app.routeCatalog.find((e) => e.url === ACCOUNT_API.changePassword)?.roles).toBe('authenticated');
      const res = await change(t.client(), { currentPassword: 'a', newPassword: 'bb', confirm: 'bb' });
      expectErrorShape(res, 401, 'UNAUTHENTICATED');
    });

    it('needs the right current password: a wrong one is a field error and changes nothing', async () => {
      const user = await createUser(t, 'Empty');
      const res = await change(user.client, {
        currentPassword: 'not-it',
        newPassword: 'brand-new',
        confirm: 'brand-new',
      });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({ currentPassword: ACCOUNT_MSG.currentPasswordIncorrect });
      expect((await signIn(t.client(), user.creds.email, user.creds.password)).status).toBe(200);
      expect((await signIn(t.client(), user.creds.email, 'brand-new')).status).toBe(401);
      expect(await mailsTo(t, user.creds.email)).toEqual([]);
    });

    it.each([
      ['too short', () => ({ newPassword: 'x', confirm: 'x' }), { newPassword: MSG.passwordLength }],
      ['7 characters', () => ({ newPassword: 'seven77', confirm: 'seven77' }), { newPassword: MSG.passwordLength }],
      ['too long', () => ({ newPassword: 'y'.repeat(129) }), { newPassword: MSG.passwordLength }],
      [
        'a common one',
        () => ({ newPassword: 'Password1', confirm: 'Password1' }),
        { newPassword: ACCOUNT_MSG.passwordTooCommon },
      ],
      ['missing', () => ({ confirm: 'abc' }), { newPassword: MSG.passwordRequired }],
      ['the current one', (current: string) => ({ newPassword: current }), { newPassword: ACCOUNT_MSG.samePassword }],
      [
        'not repeated alike',
        () => ({ newPassword: 'new-pass', confirm: 'new-pasS' }),
        { confirm: ACCOUNT_MSG.passwordsDiffer },
      ],
    ])('refuses a new password that is %s', async (_case, body, fields) => {
      const user = await createUser(t, 'Empty');
      const res = await change(user.client, { currentPassword: user.creds.password, ...body(user.creds.password) });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual(fields);
      expect((await signIn(t.client(), user.creds.email, user.creds.password)).status).toBe(200);
    });

    it('replaces the password, keeps this session, revokes every other one and queues a mail', async () => {
      const user = await createUser(t, 'Student');
      const laptop = await anotherDevice(t, user);
      const phone = await anotherDevice(t, user);
      const res = await change(user.client, {
        currentPassword: user.creds.password,
        newPassword: 'fresh-pass',
        confirm: 'fresh-pass',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ success: true, message: ACCOUNT_MSG.passwordChanged });

      expect(await isSignedIn(user.client)).toBe(true);
      expect(await isSignedIn(laptop)).toBe(false);
      expect(await isSignedIn(phone)).toBe(false);
      expect((await signIn(t.client(), user.creds.email, user.creds.password)).status).toBe(401);
      expect((await signIn(t.client(), user.creds.email, 'fresh-pass')).status).toBe(200);

      const mails = await mailsTo(t, user.creds.email);
      expect(mails.map((m) => [m.kind, m.status, m.sensitive])).toEqual([['password-changed', 'outbox', false]]);
      expect(mails[0]!.subject).toBe('Your password was changed');
      expect(mails[0]!.text_body).toContain(`${t.url}/auth/signin`);
    });

    it('works without `confirm` (the API may omit it)', async () => {
      const user = await createUser(t, 'Empty');
      const res = await change(user.client, { currentPassword: user.creds.password, newPassword: 'no-confirm' });
      expect(res.status, res.text).toBe(200);
      expect((await signIn(t.client(), user.creds.email, 'no-confirm')).status).toBe(200);
    });

    it('tells a Google-only account that it signs in with Google', async () => {
      const { client, email } = await googleOnlyUser(t);
      const res = await change(client, { currentPassword: 'anything', newPassword: 'new-pass', confirm: 'new-pass' });
      expectErrorShape(res, 400, ACCOUNT_ERROR.googleOnly);
      expect(res.body.error.message).toBe(ACCOUNT_MSG.googleOnly);
      expect(await mailsTo(t, email)).toEqual([]);
    });
  });

  describe('forgot password', () => {
    it('gives an existing, an unknown and a Google-only address the same status and body', async () => {
      const user = await createUser(t, 'Empty');
      const google = await googleOnlyUser(t);
      const unknown = uniqueEmail('nobody');
      const answers = [];
      for (const email of [user.creds.email, unknown, google.email]) {
        const res = await forgot(t, email);
        answers.push({ status: res.status, body: res.body, cookie: res.sessionCookie });
      }
      expect(answers[0]).toEqual({
        status: 200,
        body: { success: true, message: ACCOUNT_MSG.resetLinkSent },
        cookie: undefined,
      });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);

      // The account with a password gets a reset link; the Google-only one how to sign in; nobody else anything.
      const [resetMail, ...more] = await mailsTo(t, user.creds.email);
      expect(more).toEqual([]);
      expect(resetMail).toMatchObject({ kind: 'password-reset', status: 'outbox', sensitive: true });
      expect(resetMail!.text_body).toContain(`${t.url}${RESET_PASSWORD_PATH}?token=`);
      expect(resetMail!.text_body).toContain(`${RESET_TOKEN_TTL_MINUTES} minutes`);
      const token = tokenIn(resetMail);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(resetMail!.html_body).toContain(`href="${t.url}${RESET_PASSWORD_PATH}?token=${token}"`);

      const googleMails = await mailsTo(t, google.email);
      expect(googleMails.map((m) => [m.kind, m.status])).toEqual([['password-reset-google', 'outbox']]);
      expect(googleMails[0]!.text_body).toContain(`${t.url}/auth/signin`);
      expect(googleMails[0]!.text_body).not.toMatch(/token=/);
      expect(await mailsTo(t, unknown)).toEqual([]);
    });

    it('stores only the SHA-256 of the token, with a 30-minute expiry', async () => {
      const user = await createUser(t, 'Empty');
      expect((await forgot(t, user.creds.email.toUpperCase())).status).toBe(200);
      const token = tokenIn((await mailsTo(t, user.creds.email))[0]);
      const rows = await t.query<{ token_hash: string; minutes: number; used_at: Date | null }>(
        sql`select token_hash, extract(epoch from (expires_at - created_at)) / 60 as minutes, used_at
            from password_resets where user_id = ${user.userId}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(sha256(token));
      expect(rows[0]!.token_hash).not.toContain(token);
      expect(Number(rows[0]!.minutes)).toBeCloseTo(RESET_TOKEN_TTL_MINUTES, 0);
      expect(rows[0]!.used_at).toBeNull();
    });

    it('refuses a malformed address with a field error', async () => {
      const res = await forgot(t, 'not-an-email');
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({ email: MSG.invalidEmail });
    });

    it(`a newer link supersedes an unused one issued ${SUPERSEDE_AFTER_MINUTES} minutes ago or more`, async () => {
      const user = await createUser(t, 'Empty');
      await forgot(t, user.creds.email);
      await t.query(
        sql`update password_resets set created_at = now() - make_interval(mins => ${SUPERSEDE_AFTER_MINUTES}::int)
            where user_id = ${user.userId}`,
      );
      await forgot(t, user.creds.email);
      const [first, second] = await mailsTo(t, user.creds.email);
      expectErrorShape(await reset(t.client(), tokenIn(first), 'older-link'), 400, ACCOUNT_ERROR.resetInvalid);
      expect((await reset(t.client(), tokenIn(second), 'newer-link')).status).toBe(200);
      expect((await signIn(t.client(), user.creds.email, 'newer-link')).status).toBe(200);
    });

    it(`requests within ${SUPERSEDE_AFTER_MINUTES} minutes cancel no link: the owner's earlier one still works`, async () => {
      const user = await createUser(t, 'Empty');
      await forgot(t, user.creds.email);
      const [own] = await mailsTo(t, user.creds.email);
      await t.query(
        sql`update password_resets set created_at = now() - interval '4 minutes' where user_id = ${user.userId}`,
      );
      // Someone else asks for links to the same address, again and again.
      for (let i = 0; i < 3; i++) expect((await forgot(t, user.creds.email)).status).toBe(200);
      expect(await mailsTo(t, user.creds.email)).toHaveLength(4);
      expect((await reset(t.client(), tokenIn(own), 'owners-link')).status).toBe(200);
      expect((await signIn(t.client(), user.creds.email, 'owners-link')).status).toBe(200);
    });
  });

  describe('forgot password: the answer does not wait for the work', () => {
    it('answers a known and an unknown address before either is looked up; the mail follows', async () => {
      const user = await createUser(t, 'Empty');
      const unknown = uniqueEmail('nobody');
      const watched = [user.creds.email, unknown];
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const lookedUp: string[] = [];
      const byEmail = UserRepository.prototype.byEmail;
      // Every look-up of the two addresses waits at the gate: an answer that waited for it would never come.
      const spy = vi.spyOn(UserRepository.prototype, 'byEmail').mockImplementation(async function (
        this: UserRepository,
        email: string,
      ) {
        if (watched.includes(email)) {
          lookedUp.push(email);
          await gate;
        }
        return byEmail.call(this, email);
      });
      try {
        for (const email of watched) {
          const answer = t.client().post(ACCOUNT_API.forgotPassword, { email });
          const first = await Promise.race([answer, delay(5000).then(() => 'no answer while the look-up waits')]);
          expect(typeof first === 'string' ? first : first.status).toBe(200);
        }
        // Both answered while their work was still waiting to look the address up.
        expect(lookedUp.sort()).toEqual([...watched].sort());
        expect(await mailsTo(t, user.creds.email)).toEqual([]);
      } finally {
        release();
        await t.app.afterAnswer.idle();
        spy.mockRestore();
      }
      expect((await mailsTo(t, user.creds.email)).map((m) => m.kind)).toEqual(['password-reset']);
      expect(await mailsTo(t, unknown)).toEqual([]);
    });
  });

  describe('reset password', () => {
    /** A user signed in on two devices, and the token of a fresh reset link. */
    async function userWithLink() {
      const user = await createUser(t, 'Student');
      const other = await anotherDevice(t, user);
      expect((await forgot(t, user.creds.email)).status).toBe(200);
      const mail = (await mailsTo(t, user.creds.email)).find((m) => m.kind === 'password-reset');
      return { user, other, token: tokenIn(mail) };
    }

    it('works once: the new password signs in, the old does not, every session ends', async () => {
      const { user, other, token } = await userWithLink();
      const res = await reset(t.client(), token, 'reset-pass');
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ success: true, message: ACCOUNT_MSG.resetDone });
      expect(res.sessionCookie).toBeUndefined(); // the user signs in afterwards

      // An old client's check-auth is unauthenticated, on every device.
      expect((await checkAuth(user.client)).body).toEqual({ success: false, user: null });
      expect(await isSignedIn(other)).toBe(false);
      expect((await signIn(t.client(), user.creds.email, user.creds.password)).status).toBe(401);
      expect((await signIn(t.client(), user.creds.email, 'reset-pass')).status).toBe(200);

      const again = await reset(t.client(), token, 'second-try');
      expectErrorShape(again, 400, ACCOUNT_ERROR.resetInvalid);
      expect(again.body.error.message).toBe(ACCOUNT_MSG.resetInvalid);
      expect((await signIn(t.client(), user.creds.email, 'second-try')).status).toBe(401);

      const kinds = (await mailsTo(t, user.creds.email)).map((m) => m.kind);
      expect(kinds).toEqual(['password-reset', 'password-changed']);
    });

    it('refuses an expired token', async () => {
      const { user, token } = await userWithLink();
      await t.query(
        sql`update password_resets set expires_at = now() - interval '1 second' where token_hash = ${sha256(token)}`,
      );
      expectErrorShape(await reset(t.client(), token, 'too-late'), 400, ACCOUNT_ERROR.resetInvalid);
      expect((await signIn(t.client(), user.creds.email, user.creds.password)).status).toBe(200);
    });

    it('refuses unknown and malformed tokens', async () => {
      expectErrorShape(
        await reset(t.client(), randomBytes(32).toString('base64url'), 'whatever'),
        400,
        ACCOUNT_ERROR.resetInvalid,
      );
      const empty = await reset(t.client(), '', 'whatever');
      expectErrorShape(empty, 400, 'BAD_REQUEST');
      expect(empty.body.error.fields).toEqual({ token: ACCOUNT_MSG.resetInvalid });
      expectErrorShape(await reset(t.client(), 'x'.repeat(500), 'whatever'), 400, 'BAD_REQUEST');
    });

    it('checks the new password without using the token up', async () => {
      const { user, token } = await userWithLink();
      for (const password of ['x', 'seven77', 'z'.repeat(129)]) {
        const short = await reset(t.client(), token, password);
        expectErrorShape(short, 400, 'BAD_REQUEST');
        expect(short.body.error.fields).toEqual({ password: MSG.passwordLength });
      }
      for (const password of ['iloveyou', 'Football1']) {
        const common = await reset(t.client(), token, password);
        expectErrorShape(common, 400, 'BAD_REQUEST');
        expect(common.body.error.fields).toEqual({ password: ACCOUNT_MSG.passwordTooCommon });
        expect((await signIn(t.client(), user.creds.email, password)).status).toBe(401);
      }
      const differ = await t
        .client()
        .post(ACCOUNT_API.resetPassword, { token, password: 'abcd-wxyz', confirm: 'abcd-wxyZ' });
      expect(differ.body.error.fields).toEqual({ confirm: ACCOUNT_MSG.passwordsDiffer });
      expect((await reset(t.client(), token, 'valid-one')).status).toBe(200);
      expect((await signIn(t.client(), user.creds.email, 'valid-one')).status).toBe(200);
    });

    it('two concurrent uses of one token: exactly one succeeds', async () => {
      const { user, token } = await userWithLink();
      const results = await Promise.all([reset(t.client(), token, 'racer-one'), reset(t.client(), token, 'racer-two')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const winner = results[0]!.status === 200 ? 'racer-one' : 'racer-two';
      const loser = winner === 'racer-one' ? 'racer-two' : 'racer-one';
      expect(results.find((r) => r.status === 400)!.body.error.code).toBe(ACCOUNT_ERROR.resetInvalid);
      expect((await signIn(t.client(), user.creds.email, winner)).status).toBe(200);
      expect((await signIn(t.client(), user.creds.email, loser)).status).toBe(401);
      const changed = (await mailsTo(t, user.creds.email)).filter((m) => m.kind === 'password-changed');
      expect(changed).toHaveLength(1);
    });

    it('a password change makes an unused reset link stop working', async () => {
      const { user, token } = await userWithLink();
      const res = await change(user.client, { currentPassword: user.creds.password, newPassword: 'changed-1' });
      expect(res.status, res.text).toBe(200);
      expectErrorShape(await reset(t.client(), token, 'via-link'), 400, ACCOUNT_ERROR.resetInvalid);
    });
  });

  describe('rate limits: RATE_LIMIT_AUTH_PER_MINUTE=3', () => {
    const limited = suiteApp(driver, { env: { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_EMAIL_PER_15_MIN: '1000' } });

    it('forgot password answers 429 after three requests from one IP, whatever the address', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await forgot(limited, uniqueEmail('ip'))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await forgot(limited, uniqueEmail('ip'));
      // the message tells the seconds left of the minute, as Retry-After does
      expectTooManyRequests(res, 60);
    });

    it('reset password answers 429 after three requests from one IP', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await reset(limited.client(), `guess-${i}`, 'whatever')).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
    });

    it('change password counts per user: 429 after three, while another user still may', async () => {
      // Sign-ins are throttled per IP too: two users, one sign-in each, before the budget matters.
      const first = await createLimitedUser(limited);
      const second = await createLimitedUser(limited);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await change(first, { currentPassword: 'wrong', newPassword: `new-pass-${i}` })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect((await change(second, { currentPassword: 'wrong', newPassword: 'other-pass' })).status).toBe(400);
    });
  });

  describe('forgot password counts per address and client (RATE_LIMIT_EMAIL_PER_15_MIN=10, behind a proxy)', () => {
    const proxied = suiteApp(driver, {
      env: { TRUST_PROXY: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_EMAIL_PER_15_MIN: '10' },
    });
    const STRANGER = '198.51.100.77';
    const OWNER = '203.0.113.20';

    it("ten requests from a stranger's client throttle that client; the owner's request still gets a working link", async () => {
      const user = await createUser(proxied, 'Empty');
      const statuses = [];
      for (let i = 0; i < 10; i++) statuses.push((await forgot(proxied, user.creds.email, STRANGER)).status);
      expect(statuses).toEqual(Array(10).fill(200));
      expectTooManyRequests(await forgot(proxied, user.creds.email, STRANGER), 15 * 60);

      expect((await forgot(proxied, user.creds.email, OWNER)).status).toBe(200);
      const mails = await mailsTo(proxied, user.creds.email);
      expect(mails).toHaveLength(11);
      // The owner's link (the newest) works; so would the stranger's, all sent to the owner.
      expect((await reset(proxied.client(), tokenIn(mails.at(-1)), 'owners-new-pass')).status).toBe(200);
      expect((await signIn(proxied.client(), user.creds.email, 'owners-new-pass')).status).toBe(200);
    });
  });

  describe('attempt budgets: RATE_LIMIT_EMAIL_PER_15_MIN=2', () => {
    const limited = suiteApp(driver, { env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_EMAIL_PER_15_MIN: '2' } });

    it('forgot password: the third request for one address gets 429, known or not; others still work', async () => {
      const user = await createUser(limited, 'Empty');
      const unknown = uniqueEmail('nobody');
      for (const email of [user.creds.email, unknown]) {
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await forgot(limited, email)).status);
        expect(statuses, email).toEqual([200, 200, 429]);
      }
      // A different spelling of the same address is the same budget.
      expect((await forgot(limited, ` ${user.creds.email.toUpperCase()} `)).status).toBe(429);
      expect((await forgot(limited, uniqueEmail('fresh'))).status).toBe(200);
      expect((await mailsTo(limited, user.creds.email)).map((m) => m.kind)).toEqual([
        'password-reset',
        'password-reset',
      ]);
    });

    it('change password: after two wrong current passwords even the right one waits', async () => {
      const user = await createUser(limited, 'Empty');
      const wrong = { currentPassword: 'wrong', newPassword: 'new-pass' };
      expect((await change(user.client, wrong)).status).toBe(400);
      expect((await change(user.client, wrong)).status).toBe(400);
      const right = await change(user.client, { currentPassword: user.creds.password, newPassword: 'new-pass' });
      expectErrorShape(right, 429, 'TOO_MANY_REQUESTS');
      // the rest of the 15-minute window, in the message and in Retry-After
      const retryAfter = Number(right.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(right.body.error.message).toBe(tooManyAttemptsMessage(retryAfter));
      expect((await signIn(limited.client(), user.creds.email, user.creds.password)).status).toBe(200);
    });
  });
});

/** A signed-up, signed-in account on an app whose sign-ins are throttled (no verification needed). */
async function createLimitedUser(t: TestApp): Promise<Client> {
  const client = t.client();
  const email = uniqueEmail('limited');
  expect((await client.post('/api/auth/signup', { name: 'Limited User', email, password: PASSWORD })).status).toBe(201);
  const res = await signIn(client, email, PASSWORD);
  expect(res.status, res.text).toBe(200);
  return client;
}
