/**
 * The outbox without SMTP (a fresh install): every mail lands in the outbox table with status
 * `outbox` and no worker runs; admins list it (newest first, by status and kind, searching the
 * recipient, paged), read one mail with both bodies, and cannot retry (nothing would send it).
 * The data rules of who may read it (the authorization matrix covers every role and route too).
 */
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_API,
  MAIL_HIDDEN_SECRET,
  OUTBOX_API,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_PARAM,
  WITHDRAWAL_API,
  type OutboxMail,
  type OutboxPage,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../src/mail/mail.js';
import { appDrivers, databaseDrivers, sql } from './helpers/app.js';
import { BUYING_CAST, buyAndCapture, buyNow, capture, publishedCourse } from './helpers/orders.js';
import { pressSandboxButton, returnOf } from './helpers/sandbox-checkout.js';
import { fundedInstructor, processPath } from './helpers/sales.js';
import { createUser, expectErrorShape } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

const onePath = (id: string) => OUTBOX_API.one.replace(':id', id);
const retryPath = (id: string) => OUTBOX_API.retry.replace(':id', id);

describe.each(appDrivers)('outbox without SMTP (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    ...BUYING_CAST,
    ...usualCast('admin'),
  });

  const list = async (query = '') => {
    const res = await t.admin.client.get(`${OUTBOX_API.list}${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as OutboxPage;
  };
  /** Queues a mail as a service would, dated `minutesAgo` minutes ago; returns its id. */
  const queue = async (over: Partial<OutgoingMail> & { to: string }, minutesAgo: number) => {
    const row = await t.app.services.mail.enqueue(t.app.db, {
      toName: null,
      kind: 'message',
      subject: `Subject for ${over.to}`,
      text: 'text',
      html: '<p>html</p>',
      ...over,
    });
    await t.query(
      sql`update mail_outbox set created_at = now() - ${minutesAgo}::int * interval '1 minute' where id = ${row.id}`,
    );
    return row.id;
  };

  it('keeps mail in the outbox: no worker, status outbox, and the list says so', async () => {
    expect(t.app.mailWorker).toBeNull();
    expect(t.app.services.mail.delivery).toBe('outbox');
    const courseId = await publishedCourse(t.instructor, 299, 'Outbox course');
    const bought = await buyAndCapture(t.student, courseId);

    const page = await list(`?search=${encodeURIComponent(t.student.creds.email)}`);
    expect(page.delivery).toBe('outbox');
    expect(page.mails).toHaveLength(1);
    const [receipt] = page.mails;
    expect(receipt).toMatchObject({
      to: t.student.creds.email,
      toName: 'Sana Student',
      kind: 'receipt',
      subject: 'Your receipt for Outbox course',
      status: 'outbox',
      attempts: 0,
      lastError: null,
      sentAt: null,
      sensitive: false,
    });
    expect(Object.keys(receipt!)).not.toContain('text');

    const one = await t.admin.client.get(onePath(receipt!.id));
    expect(one.status, one.text).toBe(200);
    const mail = one.body as OutboxMail;
    expect(mail.redacted).toBe(false);
    expect(mail.text).toContain('Amount paid: ₹299.00');
    expect(mail.text).toContain(`Order ID: ${bought.orderId}`);
    expect(mail.text).toContain(`Go to My Courses: ${t.url}/student/mycourses`);
    expect(mail.html).toContain(`href="${t.url}/student/mycourses"`);

    // Without SMTP nothing would send a retried mail.
    expectErrorShape(await t.admin.client.post(retryPath(receipt!.id)), 409, 'NO_SMTP');
  });

  it("a withdrawal decision lands in the instructor's outbox mail with the amount, remarks and link", async () => {
    const ira = await fundedInstructor(t, [90_000], 'Ira Iyer', 'Course of Ira');
    const requested = await ira.client.post(WITHDRAWAL_API.request, { amountPaise: 50_000 });
    expect(requested.status, requested.text).toBe(201);
    const decided = await t.admin.client.request('PUT', processPath(requested.body.withdrawal.id as string), {
      json: { status: 'approved', remarks: 'Paid, ref UPI-1' },
    });
    expect(decided.status, decided.text).toBe(200);
    const [summary] = (await list(`?kind=withdrawal-decision&search=${encodeURIComponent(ira.creds.email)}`)).mails;
    expect(summary).toMatchObject({ subject: 'Your withdrawal request was approved', status: 'outbox' });
    const mail = (await t.admin.client.get(onePath(summary!.id))).body as OutboxMail;
    expect(mail.text).toContain('Your withdrawal request of ₹500.00 has been approved.');
    expect(mail.text).toContain('UPI ID: teacher@okbank');
    expect(mail.text).toContain('Admin remarks: Paid, ref UPI-1');
    expect(mail.text).toContain(`View Withdrawals: ${t.url}/instructor/withdrawals`);
  });

  describe('the list', () => {
    const tag = randomUUID().slice(0, 8);
    const address = (name: string) => `${name}.${tag}@list.test`;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      ids.a = await queue({ to: address('asha'), kind: 'message' }, 50);
      ids.b = await queue({ to: address('bala'), kind: 'reply' }, 40);
      ids.c = await queue({ to: address('chitra'), kind: 'receipt' }, 30);
      ids.d = await queue({ to: address('dev'), kind: 'message' }, 20);
      ids.e = await queue({ to: address('esha_x'), kind: 'password-reset', sensitive: true }, 10);
      // States the worker would leave (these rows were queued before SMTP was turned off, say).
      await t.query(sql`update mail_outbox set status = 'sent', attempts = 1, sent_at = now() where id = ${ids.b}`);
      await t.query(
        sql`update mail_outbox set status = 'failed', attempts = 8, last_error = 'connect ECONNREFUSED' where id = ${ids.d}`,
      );
    });

    const idsOf = (page: OutboxPage) => page.mails.map((m) => m.id);

    it('is newest first and searches the recipient, case-insensitively', async () => {
      const page = await list(`?search=${tag.toUpperCase()}`);
      expect(idsOf(page)).toEqual([ids.e, ids.d, ids.c, ids.b, ids.a]);
      expect(page.total).toBe(5);
      expect(idsOf(await list(`?search=CHITRA.${tag}`))).toEqual([ids.c]);
      // LIKE wildcards are taken literally
      expect(idsOf(await list(`?search=${encodeURIComponent(`_x.${tag}`)}`))).toEqual([ids.e]);
      expect((await list(`?search=${encodeURIComponent('%')}`)).total).toBe(0);
    });

    it('filters by status and by kind', async () => {
      expect(idsOf(await list(`?search=${tag}&status=failed`))).toEqual([ids.d]);
      expect(idsOf(await list(`?search=${tag}&status=sent`))).toEqual([ids.b]);
      expect(idsOf(await list(`?search=${tag}&status=outbox`))).toEqual([ids.e, ids.c, ids.a]);
      expect(idsOf(await list(`?search=${tag}&kind=message`))).toEqual([ids.d, ids.a]);
      expect(idsOf(await list(`?search=${tag}&kind=message&status=outbox`))).toEqual([ids.a]);
      const failed = (await list(`?search=${tag}&status=failed`)).mails[0]!;
      expect(failed).toMatchObject({ attempts: 8, lastError: 'connect ECONNREFUSED' });
    });

    it('pages', async () => {
      const first = await list(`?search=${tag}&pageSize=2`);
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(idsOf(first)).toEqual([ids.e, ids.d]);
      expect(idsOf(await list(`?search=${tag}&pageSize=2&page=3`))).toEqual([ids.a]);
      expect(idsOf(await list(`?search=${tag}&pageSize=2&page=4`))).toEqual([]);
    });

    it('refuses unknown filters with 400', async () => {
      for (const query of ['?status=lost', '?kind=spam', '?pageSize=1000', '?page=0']) {
        expectErrorShape(await t.admin.client.get(`${OUTBOX_API.list}${query}`), 400, 'BAD_REQUEST');
      }
    });

    it('a reset link is never usable from the outbox: stored and shown with its token hidden (issue 19)', async () => {
      const forgetful = await createUser(t, 'Empty', 'Forgetful Person');
      expect((await t.client().post(ACCOUNT_API.forgotPassword, { email: forgetful.creds.email })).status).toBe(200);
      await t.app.afterAnswer.idle();
      const page = await list(`?kind=password-reset&search=${encodeURIComponent(forgetful.creds.email)}`);
      expect(page.mails).toHaveLength(1);
      const mail = (await t.admin.client.get(onePath(page.mails[0]!.id))).body as OutboxMail;
      expect(mail).toMatchObject({ sensitive: true, redacted: false, status: 'outbox' });
      const hidden = `${t.url}${RESET_PASSWORD_PATH}?${RESET_TOKEN_PARAM}=${MAIL_HIDDEN_SECRET}`;
      expect(mail.text).toContain(hidden);
      expect(mail.html).toContain(`href="${hidden}"`);
      // Nothing else that could be the token: the stored bodies hold no secret either.
      const [row] = await t.query<{ text_body: string; html_body: string }>(
        sql`select text_body, html_body from mail_outbox where id = ${mail.id}`,
      );
      for (const body of [mail.text, mail.html, row!.text_body, row!.html_body]) {
        expect(body).not.toMatch(new RegExp(`${RESET_TOKEN_PARAM}=(?!${MAIL_HIDDEN_SECRET})`));
      }
      // The hidden link resets nothing.
      const res = await t
        .client()
        .post(ACCOUNT_API.resetPassword, { token: MAIL_HIDDEN_SECRET, password: 'new-pass-77' });
      expect(res.status).toBe(400);
    });

    it('a secret in a mail queued by other means is hidden too when shown', async () => {
      const id = await queue(
        {
          to: 'secret@example.com',
          kind: 'password-reset',
          sensitive: true,
          text: 'Go: http://x.example/r?token=abc123&x=1',
        },
        0,
      );
      const mail = (await t.admin.client.get(onePath(id))).body as OutboxMail;
      expect(mail.text).toBe(`Go: http://x.example/r?token=${MAIL_HIDDEN_SECRET}&x=1`);
    });

    it('one mail: 404 when unknown, 400 for a malformed id', async () => {
      expectErrorShape(await t.admin.client.get(onePath(randomUUID())), 404, 'MAIL_NOT_FOUND');
      expectErrorShape(await t.admin.client.get(onePath('not-a-uuid')), 400, 'BAD_REQUEST');
    });
  });

  it('only admins read the outbox or retry: others get 403, visitors 401', async () => {
    const id = await queue({ to: 'private@list.test', subject: 'Private' }, 1);
    for (const who of [t.student, t.lead, t.instructor]) {
      expectErrorShape(await who.client.get(OUTBOX_API.list), 403, 'FORBIDDEN');
      expectErrorShape(await who.client.get(onePath(id)), 403, 'FORBIDDEN');
      expectErrorShape(await who.client.post(retryPath(id)), 403, 'FORBIDDEN');
    }
    expectErrorShape(await t.client().get(OUTBOX_API.list), 401, 'UNAUTHENTICATED');
    expectErrorShape(await t.client().get(onePath(id)), 401, 'UNAUTHENTICATED');
  });
});

/** One receipt under a race: on PostgreSQL the captures really run side by side. */
describe.each(databaseDrivers)('outbox: concurrent captures (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    instructor: BUYING_CAST.instructor,
    lead: BUYING_CAST.lead,
  });

  it('concurrent captures of one order (several tabs) queue one receipt', async () => {
    const courseId = await publishedCourse(t.instructor, 349, 'Captured in many tabs');
    const order = await buyNow(t.lead, courseId);
    const back = returnOf(await pressSandboxButton(t.lead.client, order.paymentId, 'approve'));
    const body = { paymentId: back.paymentId, payerId: back.payerId, orderId: order.orderId };
    const answers = await Promise.all(Array.from({ length: 5 }, () => capture(t.lead, body)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const receipts = await t.query<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where kind = 'receipt' and to_address = ${t.lead.creds.email}`,
    );
    expect(receipts[0]!.n).toBe(1);
  });
});
