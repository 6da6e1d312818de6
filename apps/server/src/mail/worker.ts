/**
 * The mail worker (SMTP_URL set): delivers queued mail from the outbox table. It claims due rows in
 * small batches (a lease that other workers and instances skip), sends each through the transport
 * and marks it sent, or counts the failed attempt and tries again later with exponential back-off;
 * after MAIL_MAX_ATTEMPTS the mail is `failed` and shows as such in the admins' outbox. It polls
 * every `pollMs`, can be woken early when a mail is queued, and never throws out of its loop.
 */
import { MAIL_MAX_ATTEMPTS } from '@cms/contract';
import type { MailAttachments } from './attachments.js';
import type { OutboxRepository, OutboxRow } from './outbox-repository.js';
import type { MailTransport } from './transport.js';

export interface WorkerLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
const silent: WorkerLog = { warn: () => undefined, error: () => undefined };

/** The first retry waits 30 s, each further one twice as long, never more than an hour. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 3_600_000;

/** The wait after the `attempts`-th failed attempt (from 1), with up to 10 % jitter so retries spread out. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
  return Math.round(Math.min(base * (1 + 0.1 * random()), BACKOFF_MAX_MS));
}

export interface MailWorkerOptions {
  /** The From of every mail. */
  from: string;
  /** How often it looks for due mail when not woken. */
  pollMs: number;
  /** Mails claimed per claim. */
  batchSize?: number;
  /** How long a claim keeps other workers off a mail (longer than any send takes). */
  leaseMs?: number;
  maxAttempts?: number;
  /** The delay after a wake-up: the mail is queued before its transaction commits. */
  wakeDelayMs?: number;
  log?: WorkerLog;
  /** Makes the files a mail carries (a receipt's invoice PDF) at each attempt; none without it. */
  attachments?: MailAttachments;
}

/** What one run did. */
export interface RunResult {
  sent: number;
  /** Failed attempts that will be tried again. */
  retrying: number;
  /** Mails that ran out of attempts. */
  failed: number;
}

/** Claims per run at most, so that one run ends even while mail keeps arriving. */
const MAX_CLAIMS_PER_RUN = 50;
const ERROR_MAX = 1000;

const describe = (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  return (message || 'unknown error').slice(0, ERROR_MAX);
};

export class MailWorker {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly wakeDelayMs: number;
  private readonly log: WorkerLog;
  private timer: NodeJS.Timeout | null = null;
  private timerDue = 0;
  private stopped = true;
  /** Runs one after another: a run starts when the previous one ended. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transport: MailTransport,
    private readonly options: MailWorkerOptions,
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
    this.wakeDelayMs = options.wakeDelayMs ?? 200;
    this.log = options.log ?? silent;
  }

  /** Starts polling (a first run at once). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the run in progress; then closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.chain;
    this.transport.close();
  }

  /** A mail was queued: run soon instead of at the next poll. */
  wake(): void {
    if (!this.stopped) this.schedule(this.wakeDelayMs);
  }

  /**
   * Delivers every mail due now (after the run in progress, if any, ended). Rejects only when the
   * database fails; a failed delivery is counted, never thrown.
   */
  runOnce(): Promise<RunResult> {
    const run = this.chain.then(() => this.drain());
    this.chain = run.catch(() => undefined);
    return run;
  }

  private schedule(delayMs: number): void {
    const due = Date.now() + delayMs;
    if (this.timer && this.timerDue <= due) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    try {
      await this.runOnce();
    } catch (err) {
      this.log.error({ err }, 'mail worker: run failed');
    } finally {
      if (!this.stopped) this.schedule(this.options.pollMs);
    }
  }

  private async drain(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retrying: 0, failed: 0 };
    for (let claims = 0; claims < MAX_CLAIMS_PER_RUN; claims++) {
      const rows = await this.outbox.claimDue(this.batchSize, this.leaseMs);
      for (const row of rows) result[await this.deliver(row)]++;
      if (rows.length < this.batchSize) break;
    }
    return result;
  }

  private async deliver(row: OutboxRow): Promise<keyof RunResult> {
    let error: string | null = null;
    try {
      const attachments = (await this.options.attachments?.of(row)) ?? [];
      await this.transport.send({
        from: this.options.from,
        to: row.toName ? { name: row.toName, address: row.toAddress } : row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        outboxId: row.id,
        ...(attachments.length > 0 && { attachments }),
      });
    } catch (err) {
      error = describe(err);
    }
    if (error === null) {
      await this.outbox.markSent(row.id);
      return 'sent';
    }
    const attempts = row.attempts + 1;
    const context = { mailId: row.id, kind: row.kind, attempts, err: error };
    if (attempts >= this.maxAttempts) {
      await this.outbox.markAttemptFailed(row.id, attempts, error, null);
      this.log.error(context, 'mail delivery failed for good');
      return 'failed';
    }
    const retryInMs = backoffMs(attempts);
    await this.outbox.markAttemptFailed(row.id, attempts, error, retryInMs);
    this.log.warn({ ...context, retryInMs }, 'mail delivery failed; will retry');
    return 'retrying';
  }
}
