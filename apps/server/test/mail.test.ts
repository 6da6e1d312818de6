/**
 * Mail over SMTP, against a real local SMTP server (smtp-server) started here: the app runs with
 * SMTP_URL pointing at it and its worker delivers what the actions queued in their transactions —
 * the buyer's receipt on a capture (once), the instructor's withdrawal decision — with text and
 * HTML parts. A rolled-back action leaves no mail; a server that is down costs an attempt and a
 * back-off, and the mail arrives once it is up; after MAIL_MAX_ATTEMPTS the mail is failed, the
 * admins' outbox shows it and a retry delivers it; a mail with a secret is redacted after delivery;
 * two workers never send one mail twice. Runs on both drivers (a few seconds each: every send is
 * a local connection).
 */
import {
  MAIL_MAX_ATTEMPTS,
  MAIL_HIDDEN_SECRET,
  MAIL_REDACTED_NOTE,
  OUTBOX_API,
  WITHDRAWAL_API,
  type OutboxMail,
  type OutboxMailSummary,
} from '@cms/contract';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../src/mail/mail.js';
import { smtpTransport } from '../src/mail/transport.js';
import { mailRunner, type MailRunner } from '../src/mail/delivery.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { databaseDrivers, sql } from './helpers/app.js';
import { BUYING_CAST, buyAndCapture, capture, publishedCourse } from './helpers/orders.js';
import { freePort } from './helpers/postgres.js';
import { fundedInstructor, processPath } from './helpers/sales.js';
import { startSmtp, type SmtpSink } from './helpers/smtp.js';
import { expectErrorShape, uniqueEmail } from './helpers/users.js';
import { suiteWithUsers } from './helpers/suite.js';

interface OutboxRecord {
  id: string;
  to_address: string;
  kind: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  text_body: string;
  html_body: string;
  sent_at: Date | string | null;
  /** next_attempt_at > now() in the database's clock. */
  due_later: boolean;
}

const textOf = (m: ParsedMail) => m.text ?? '';
const htmlOf = (m: ParsedMail) => (typeof m.html === 'string' ? m.html : '');
const outboxIdOf = (m: ParsedMail) => m.headers.get('x-cms-outbox-id');

/** A mail built by hand (the queue and the worker do not care which template made it). */
const plainMail = (to: string, over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to,
  toName: 'Test Person',
  kind: 'message',
  subject: 'Hello from the test',
  text: 'Plain text body',
  html: '<p>HTML body</p>',
  ...over,
});

describe.each(databaseDrivers)('mail over SMTP (%s)', (driver) => {
  let smtp: SmtpSink;
  let worker: MailRunner;
  const t = suiteWithUsers(driver, { ...BUYING_CAST, admin: ['Admin', 'Asha Admin'] }, async () => {
    smtp = await startSmtp();
    const port = await freePort();
    return {
      port,
      // A long poll: the tests run the worker themselves (runOnce waits for a run in progress).
      env: { SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_POLL_MS: '600000' },
    };
  });

  beforeAll(() => {
    worker = t.app.mailWorker!;
    // The tests run the worker themselves. Queuing a mail would also wake it 200 ms later, and that
    // run would race the test's own runs: claiming the mails a test counts or claims itself.
    t.app.services.mail.onQueued = null;
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  const rowsTo = (address: string) =>
    t.query<OutboxRecord>(
      sql`select *, next_attempt_at > now() as due_later from mail_outbox where to_address = ${address} order by created_at`,
    );
  const onlyRowTo = async (address: string) => {
    const rows = await rowsTo(address);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const enqueue = (mail: OutgoingMail) => t.app.services.mail.enqueue(t.app.db, mail);

  it('runs a worker because SMTP_URL is set; mail is queued for it', () => {
    expect(worker).toBeInstanceOf(JobRunner);
    expect(t.app.services.mail.delivery).toBe('smtp');
  });

  it('a capture mails the buyer a receipt with text and HTML parts; a replayed capture does not mail again', async () => {
    const courseId = await publishedCourse(t.instructor, 499, 'Receipts & Rupees');
    const bought = await buyAndCapture(t.student, courseId);
    await worker.runOnce();

    const [receipt, ...more] = smtp.to(t.student.creds.email);
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toBe('Your receipt for Receipts & Rupees');
    expect(receipt!.from?.value).toEqual([{ name: 'CMS', address: 'no-reply@cms.local' }]);
    expect(receipt!.to).toMatchObject({ value: [{ address: t.student.creds.email, name: 'Sana Student' }] });
    const text = textOf(receipt!);
    expect(text).toContain('Hello Sana,');
    expect(text).toContain('Amount paid: ₹499.00');
    expect(text).toContain(`Order ID: ${bought.orderId}`);
    expect(text).toContain(`Go to My Courses: ${t.url}/student/mycourses`);
    expect(text).toMatch(/Date: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    const html = htmlOf(receipt!);
    expect(html).toContain('₹499.00');
    expect(html).toContain('Receipts &amp; Rupees');
    expect(html).toContain(`href="${t.url}/student/mycourses"`);

    const row = await onlyRowTo(t.student.creds.email);
    expect(row).toMatchObject({ kind: 'receipt', status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(outboxIdOf(receipt!)).toBe(row.id);

    // The return page may capture again: the same answer, no second receipt.
    const again = await capture(t.student, {
      orderId: bought.orderId,
      paymentId: bought.paymentId,
      payerId: bought.payerId,
    });
    expect(again.status, again.text).toBe(200);
    await worker.runOnce();
    expect(smtp.to(t.student.creds.email)).toHaveLength(1);
    expect(await rowsTo(t.student.creds.email)).toHaveLength(1);
  });

  it('a withdrawal decision mails the instructor; a second decision (409) leaves no mail', async () => {
    const ira = await fundedInstructor(t, [50_000], 'Ira Iyer', 'Withdrawal course');
    const requested = await ira.client.post(WITHDRAWAL_API.request, { amountPaise: 12_345 });
    expect(requested.status, requested.text).toBe(201);
    const path = processPath(requested.body.withdrawal.id as string);
    const decided = await t.admin.client.request('PUT', path, {
      json: { status: 'rejected', remarks: 'UPI <name> mismatch' },
    });
    expect(decided.status, decided.text).toBe(200);
    await worker.runOnce();

    const [mail, ...more] = smtp.to(ira.creds.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your withdrawal request was rejected');
    const text = textOf(mail!);
    expect(text).toContain('Your withdrawal request of ₹123.45 has been rejected.');
    expect(text).toContain('Admin remarks: UPI <name> mismatch');
    expect(text).toContain(`View Withdrawals: ${t.url}/instructor/withdrawals`);
    expect(htmlOf(mail!)).toContain('UPI &lt;name&gt; mismatch');

    const second = await t.admin.client.request('PUT', path, { json: { status: 'approved' } });
    expectErrorShape(second, 409, 'ALREADY_PROCESSED');
    await worker.runOnce();
    expect(smtp.to(ira.creds.email)).toHaveLength(1);
    expect(await rowsTo(ira.creds.email)).toHaveLength(1);
  });

  it('a mail queued in a transaction that rolls back never exists and is never sent', async () => {
    const to = uniqueEmail('rolled-back');
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.services.mail.enqueue(tx, plainMail(to));
        throw new Error('the action failed after queueing its mail');
      }),
    ).rejects.toThrow('the action failed');
    await worker.runOnce();
    expect(await rowsTo(to)).toHaveLength(0);
    expect(smtp.to(to)).toHaveLength(0);
  });

  it('while the SMTP server is down the action succeeds and the mail waits; it arrives once the server is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    const courseId = await publishedCourse(t.instructor, 799, 'Bought while mail was down');
    await buyAndCapture(t.lead, courseId); // 200: sending never blocks the action
    await worker.runOnce();

    const waiting = await onlyRowTo(t.lead.creds.email);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, due_later: true, sent_at: null });
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Not due yet: another run leaves it alone.
    await worker.runOnce();
    expect(await onlyRowTo(t.lead.creds.email)).toMatchObject({ status: 'queued', attempts: 1 });

    smtp = await startSmtp(port);
    await t.query(sql`update mail_outbox set next_attempt_at = now() - interval '1 second' where id = ${waiting.id}`);
    await worker.runOnce();
    const [receipt] = smtp.to(t.lead.creds.email);
    expect(receipt!.subject).toBe('Your receipt for Bought while mail was down');
    expect(textOf(receipt!)).toContain(`${t.url}/lead/mycourses`);
    expect(await onlyRowTo(t.lead.creds.email)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it(`after ${MAIL_MAX_ATTEMPTS} failed attempts a mail is failed, the outbox shows it, and a retry delivers it`, async () => {
    const to = uniqueEmail('unlucky');
    const port = smtp.port;
    await smtp.stop();
    const queued = await enqueue(plainMail(to, { subject: 'Eventually delivered' }));
    await t.query(sql`update mail_outbox set attempts = ${MAIL_MAX_ATTEMPTS - 2} where id = ${queued.id}`);
    await worker.runOnce();
    expect(await onlyRowTo(to)).toMatchObject({ status: 'queued', attempts: MAIL_MAX_ATTEMPTS - 1 });
    await t.query(sql`update mail_outbox set next_attempt_at = now() - interval '1 second' where id = ${queued.id}`);
    await worker.runOnce();
    const failed = await onlyRowTo(to);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    await worker.runOnce();
    expect(await onlyRowTo(to)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });

    const list = await t.admin.client.get(`${OUTBOX_API.list}?status=failed&search=${encodeURIComponent(to)}`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.delivery).toBe('smtp');
    expect(list.body.mails).toHaveLength(1);
    expect(list.body.mails[0] as OutboxMailSummary).toMatchObject({
      id: queued.id,
      to,
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      subject: 'Eventually delivered',
    });
    expect((list.body.mails[0] as OutboxMailSummary).lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtp(port);
    const retryPath = OUTBOX_API.retry.replace(':id', queued.id);
    const retried = await t.admin.client.post(retryPath);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.mail).toMatchObject({ status: 'queued', attempts: 0 });
    await worker.runOnce();
    expect(smtp.to(to).map((m) => m.subject)).toEqual(['Eventually delivered']);
    expect(await onlyRowTo(to)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    expectErrorShape(await t.admin.client.post(retryPath), 409, 'MAIL_NOT_FAILED');
  });

  it('a mail holding a secret is delivered in full, then its bodies are redacted in the outbox', async () => {
    const to = uniqueEmail('reset');
    const link = 'http://127.0.0.1/reset?token=SECRET-TOKEN-123';
    const queued = await enqueue(
      plainMail(to, {
        kind: 'password-reset',
        sensitive: true,
        text: `Reset: ${link}`,
        html: `<a href="${link}">Reset</a>`,
      }),
    );
    const before = await t.admin.client.get(OUTBOX_API.one.replace(':id', queued.id));
    // Queued for SMTP the row holds the link (the worker sends it), but the outbox never shows it usable.
    expect(before.body).toMatchObject({
      status: 'queued',
      sensitive: true,
      redacted: false,
      text: `Reset: ${link.replace('SECRET-TOKEN-123', MAIL_HIDDEN_SECRET)}`,
    });
    expect(before.text).not.toContain('SECRET');
    await worker.runOnce();

    const [delivered] = smtp.to(to);
    expect(textOf(delivered!)).toContain(link);
    expect(htmlOf(delivered!)).toContain(link);
    const row = await onlyRowTo(to);
    expect(row.status).toBe('sent');
    expect(row.text_body).toBe(MAIL_REDACTED_NOTE);
    expect(row.html_body).toContain(MAIL_REDACTED_NOTE);
    expect(row.html_body).not.toContain('SECRET');
    const after = await t.admin.client.get(OUTBOX_API.one.replace(':id', queued.id));
    expect(after.body as OutboxMail).toMatchObject({ status: 'sent', redacted: true, text: MAIL_REDACTED_NOTE });

    // An ordinary mail keeps its bodies after delivery.
    const receipts = await t.admin.client.get(
      `${OUTBOX_API.list}?kind=receipt&search=${encodeURIComponent(t.student.creds.email)}`,
    );
    const receipt = await t.admin.client.get(OUTBOX_API.one.replace(':id', receipts.body.mails[0].id as string));
    expect(receipt.body).toMatchObject({ status: 'sent', redacted: false });
    expect(receipt.body.text).toContain('₹499.00');
  });

  it('a claim takes at most its batch, however many mails are due', async () => {
    const tag = uniqueEmail('claim').split('@')[0]!;
    for (let i = 0; i < 6; i++) await enqueue(plainMail(`${tag}.${i}@example.com`));
    const claimed = await t.app.services.mail.outbox.claimDue(2, 60_000);
    expect(claimed).toHaveLength(2);
    expect(claimed.every((m) => m.toAddress.startsWith(`${tag}.`))).toBe(true);
    // Out of the way of the next test's count.
    await t.query(sql`delete from mail_outbox where to_address like ${`${tag}.%`}`);
  });

  it('two workers running at once send every mail exactly once', async () => {
    const tag = uniqueEmail('batch').split('@')[0]!;
    const addresses = Array.from({ length: 12 }, (_, i) => `${tag}.${i}@example.com`);
    for (const to of addresses) await enqueue(plainMail(to));
    const transport = smtpTransport(smtp.url);
    // Two runners of their own (not polling, so every send is counted by a run below).
    const [one, other] = ['One <one@cms.local>', 'Other <other@cms.local>'].map((from) =>
      mailRunner(t.app.services.mail.outbox, transport, { from, pollMs: 600_000, concurrency: 3 }),
    ) as [MailRunner, MailRunner];
    try {
      const results = await Promise.all([one.runOnce(), other.runOnce(), one.runOnce(), other.runOnce()]);
      expect(results.reduce((n, sent) => n + sent, 0)).toBe(addresses.length);
    } finally {
      transport.close();
    }
    const ids = smtp.messages.filter((m) => addresses.some((a) => smtp.to(a).includes(m))).map(outboxIdOf);
    expect(ids).toHaveLength(addresses.length);
    expect(new Set(ids).size).toBe(addresses.length);
    const [{ sent }] = (await t.query<{ sent: number }>(
      sql`select count(*)::int as sent from mail_outbox where to_address like ${`${tag}.%`} and status = 'sent' and attempts = 1`,
    )) as [{ sent: number }];
    expect(sent).toBe(addresses.length);
  });
});
