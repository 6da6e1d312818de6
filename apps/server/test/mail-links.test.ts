/**
 * Links in mail never come from the request (issue 19, item 2): every request that queues a mail
 * with a link (forgot password, for an account with a password and a Google-only one, change and
 * reset password, a lead's message and a reply, a purchase's receipt, a withdrawal decision) is sent
 * with a forged Host or X-Forwarded-Host (and a matching Origin, as a script would). No mail may
 * name the forged host: every link points to the address the app listens on (PUBLIC_URL unset),
 * or to PUBLIC_URL when it is set.
 */
import http from 'node:http';
import { ACCOUNT_API, WITHDRAWAL_API } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { recordQueuedMail } from './helpers/queued-mail.js';
import { hashPassword } from '../src/passwords/index.js';
import { databaseDrivers, sql, type TestApp } from './helpers/app.js';
import type { Client, RequestOptions } from './helpers/client.js';
import { buyAndCapture, publishedCourse } from './helpers/orders.js';
import { usualCast } from './helpers/people.js';
import { fundedInstructor, processPath } from './helpers/sales.js';
import { suiteWithUsers } from './helpers/suite.js';
import { reply, sendToMember, setTeam } from './helpers/team.js';
import { PASSWORD, createUser, uniqueEmail } from './helpers/users.js';

/** Every mail the apps queued, as queued (before the outbox hid a secret in it). */
const queued = recordQueuedMail();

const EVIL_HOST = 'evil.example';
const EVIL_ORIGIN = `http://${EVIL_HOST}`;

/** Every later request of `client` forges X-Forwarded-Host (and a matching Origin on writes). */
function forge(client: Client): void {
  const request = client.request.bind(client);
  client.request = (method: string, path: string, opts: RequestOptions = {}) =>
    request(method, path, {
      ...opts,
      ...(method === 'GET' || method === 'HEAD' ? {} : { origin: EVIL_ORIGIN }),
      headers: { 'x-forwarded-host': EVIL_HOST, ...opts.headers },
    });
}

/** A POST through node:http, whose Host header can be anything (fetch always sends the real one). */
function postWithHost(t: TestApp, path: string, json: unknown, host: string): Promise<number> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: t.port,
        method: 'POST',
        path,
        headers: {
          host,
          origin: `http://${host}`,
          'x-forwarded-host': host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every mail's bodies, and every http(s) URL in them. */
async function mailLinks(t: TestApp) {
  await t.app.afterAnswer.idle();
  const rows = await t.query<{ kind: string; text_body: string; html_body: string }>(
    sql`select kind, text_body, html_body from mail_outbox order by created_at, id`,
  );
  const urls = rows.flatMap((r) =>
    [...`${r.text_body} ${r.html_body}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]),
  );
  return { rows, kinds: new Set(rows.map((r) => r.kind)), urls };
}

const CAST = { ...usualCast('admin', 'lead', 'student'), buyer: ['Student', 'Bina Buyer'] } as const;

describe.each(databaseDrivers)('links in mail ignore the request (%s)', (driver) => {
  describe('behind a proxy that passes X-Forwarded-Host on (TRUST_PROXY=true), PUBLIC_URL unset', () => {
    const t = suiteWithUsers(driver, CAST, { env: { TRUST_PROXY: 'true' } });

    it('no mail of any kind names the forged host; every link is the listening address', async () => {
      for (const user of [t.admin, t.lead, t.student, t.buyer]) forge(user.client);

      // Password mails: forgot (with a password, and Google-only), change, reset.
      const forgetful = await createUser(t, 'Student', 'Forgetful User');
      forge(forgetful.client);
      const google = uniqueEmail('google');
      await t.query(
        sql`insert into users (name, email, google_sub, role) values ('Gita Google', ${google}, ${`sub-${google}`}, 'Student')`,
      );
      for (const email of [forgetful.creds.email, google]) {
        expect((await forgetful.client.post(ACCOUNT_API.forgotPassword, { email })).status).toBe(200);
      }
      await t.app.afterAnswer.idle();
      // The outbox stores the link's token hidden (no SMTP here): the recipient's copy is the queued one.
      const resetMail = queued.find((m) => m.to === forgetful.creds.email && m.kind === 'password-reset');
      const token = /token=([A-Za-z0-9_-]+)/.exec(resetMail!.text)![1]!;
      const reset = await t
        .client()
        .post(
          ACCOUNT_API.resetPassword,
          { token, password: 'reset-pass-1', confirm: 'reset-pass-1' },
          { origin: EVIL_ORIGIN, headers: { 'x-forwarded-host': EVIL_HOST } },
        );
      expect(reset.status, reset.text).toBe(200);
      const changer = await createUser(t, 'Student', 'Changing User');
      forge(changer.client);
      const change = await changer.client.post(ACCOUNT_API.changePassword, {
        currentPassword: PASSWORD,
        newPassword: 'changed-pass-1',
      });
      expect(change.status, change.text).toBe(200);

      // A lead's message and the member's reply.
      for (const u of [t.lead, t.student]) await setTeam(t, u, 'Team-2');
      const conversationId = await sendToMember(t.lead, t.student, 'Hello from your lead');
      await reply(t.student, conversationId, 'Hello back');

      // A purchase's receipt, and a withdrawal decision.
      const seller = await createUser(t, 'Instructor', 'Selling Instructor');
      await buyAndCapture(t.buyer, await publishedCourse(seller, 499, 'Forged Host Course'));
      const funded = await fundedInstructor(t, [100_000], 'Funded Instructor');
      forge(funded.client);
      const asked = await funded.client.post(WITHDRAWAL_API.request, { amountPaise: 10_000 });
      expect(asked.status, asked.text).toBe(201);
      const decided = await t.admin.client.request('PUT', processPath(asked.body.withdrawal.id), {
        json: { status: 'approved' },
      });
      expect(decided.status, decided.text).toBe(200);

      const { rows, kinds, urls } = await mailLinks(t);
      expect([...kinds].sort()).toEqual(
        [
          'message',
          'password-changed',
          'password-reset',
          'password-reset-google',
          'receipt',
          'reply',
          'withdrawal-decision',
        ].sort(),
      );
      for (const row of rows) expect(`${row.text_body}${row.html_body}`, row.kind).not.toContain(EVIL_HOST);
      for (const mail of queued) expect(`${mail.text}${mail.html}`, mail.kind).not.toContain(EVIL_HOST);
      expect(urls.length).toBeGreaterThanOrEqual(rows.length);
      for (const url of urls) expect(new URL(url).origin, url).toBe(t.url);
    });

    it('a forged Host header itself (not only X-Forwarded-Host) gives no foreign link either', async () => {
      const user = await createUser(t, 'Student', 'Hosted User');
      expect(await postWithHost(t, ACCOUNT_API.forgotPassword, { email: user.creds.email }, EVIL_HOST)).toBe(200);
      const { rows, urls } = await mailLinks(t);
      expect(rows.some((r) => r.text_body.includes(EVIL_HOST))).toBe(false);
      for (const url of urls) expect(new URL(url).origin).toBe(t.url);
    });
  });

  describe('with PUBLIC_URL set', () => {
    const PUBLIC_URL = 'https://cms.college.example';
    const t = suiteWithUsers(driver, {}, { env: { PUBLIC_URL } });

    it('links point to PUBLIC_URL whatever Host the request named', async () => {
      // (Requests from this test's client carry no Origin: it is not PUBLIC_URL's.)
      const email = uniqueEmail('public');
      await t.query(
        sql`insert into users (name, email, password_hash, role) values ('Public User', ${email}, ${await hashPassword(PASSWORD)}, 'Student')`,
      );
      expect(await postWithHost(t, ACCOUNT_API.forgotPassword, { email }, EVIL_HOST)).toBe(403);
      // The Origin check refuses a foreign Origin; without one the request passes, and the link is still ours.
      const res = await t.client().post(ACCOUNT_API.forgotPassword, { email }, { origin: null });
      expect(res.status, res.text).toBe(200);
      const { urls } = await mailLinks(t);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(new URL(url).origin).toBe(PUBLIC_URL);
    });
  });
});
