/**
 * Mail delivery (SMTP_URL set) on the job runner (jobs/job-runner.ts): the outbox is its queue, and
 * the one handler sends a claimed mail through the transport, with the files it carries made at each
 * attempt. The runner marks it sent (a sensitive mail's bodies redacted), or counts the failed
 * attempt and tries again later with the runner's exponential back-off; after MAIL_MAX_ATTEMPTS the mail is
 * `failed` and shows as such in the admins' outbox.
 */
import { MAIL_MAX_ATTEMPTS } from '@cms/contract';
import { JobRunner, type JobHandler, type JobRunnerOptions } from '../jobs/job-runner.js';
import type { MailAttachments } from './attachments.js';
import { DELIVER_MAIL, type OutboxRepository, type OutboxRow } from './outbox-repository.js';
import type { MailTransport } from './transport.js';

export interface MailDeliveryOptions extends Partial<JobRunnerOptions> {
  /** The From of every mail. */
  from: string;
  /** How often it looks for due mail when not woken. */
  pollMs: number;
  /** Makes the files a mail carries (a receipt's invoice PDF) at each attempt; none without it. */
  attachments?: MailAttachments;
}

/** The runner that delivers the outbox's mail; `app.mailWorker` is one. */
export type MailRunner = JobRunner<OutboxRow>;

/** Sends one claimed mail; throwing (the server refused, a file could not be made) fails the attempt. */
function deliverMail(transport: MailTransport, from: string, attachments?: MailAttachments): JobHandler<OutboxRow> {
  return {
    async run(row) {
      const files = (await attachments?.of(row)) ?? [];
      await transport.send({
        from,
        to: row.toName ? { name: row.toName, address: row.toAddress } : row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        outboxId: row.id,
        ...(files.length > 0 && { attachments: files }),
      });
    },
  };
}

/**
 * A runner delivering the outbox's due mail through `transport`: a few sends at once, each claim
 * holding its mail five minutes (longer than any send takes), woken 200 ms after a mail is queued
 * (it is queued before its transaction commits).
 */
export function mailRunner(
  outbox: OutboxRepository,
  transport: MailTransport,
  { from, attachments, ...options }: MailDeliveryOptions,
): MailRunner {
  return new JobRunner(
    outbox,
    { [DELIVER_MAIL]: deliverMail(transport, from, attachments) },
    { concurrency: 4, leaseMs: 5 * 60_000, maxAttempts: MAIL_MAX_ATTEMPTS, wakeDelayMs: 200, ...options },
  );
}
