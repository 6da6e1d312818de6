/**
 * The one runner of background work: the jobs of the jobs table (transcoding) and the mail of the
 * outbox, each from its queue (job-queue.ts). It claims due jobs of the kinds it has handlers for,
 * up to `concurrency` at once, under a lease it extends while a job runs (so a killed process's jobs
 * are claimed again once their lease ran out). A failed attempt is retried with back-off until
 * `maxAttempts`; a PermanentJobError (bad input) gives up at once. It polls every `pollMs`, can be
 * woken when a job is queued, never throws out of its loop, and a clean stop queues the jobs in
 * progress again.
 */
import type { ClaimedJob, JobQueue } from './job-queue.js';

/** What the jobs table's handlers are given. */
type JobPayload = Record<string, unknown>;

/** The job cannot succeed however often it is tried (a file that cannot be decoded). */
export class PermanentJobError extends Error {}

export interface JobContext {
  jobId: string;
  attempt: number;
  /** Aborted when the runner stops (the app closes): the handler should end soon. */
  signal: AbortSignal;
}

export interface JobHandler<P = JobPayload> {
  run(payload: P, ctx: JobContext): Promise<void>;
  /** Called once when the job fails for good (permanent error or out of attempts). */
  giveUp?(payload: P, error: string): Promise<void>;
}

export interface JobRunnerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
const silent: JobRunnerLog = { info: () => undefined, error: () => undefined };

export interface JobRunnerOptions {
  concurrency: number;
  pollMs?: number;
  /** A claim holds a job this long; extended every third of it while the job runs. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The wait after the n-th failed attempt. */
  backoffMs?: (attempts: number) => number;
  /** The delay of a wake-up (a job queued in a transaction is claimable once it commits). */
  wakeDelayMs?: number;
  log?: JobRunnerLog;
}

export const JOB_LEASE_MS = 60_000;
export const JOB_MAX_ATTEMPTS = 3;
/** The first retry waits 30 s, each further one twice as long, never more than an hour. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 3_600_000;

/**
 * The wait after the `attempts`-th failed attempt (from 1), with up to 10 % jitter so that jobs
 * failing together (a mail server down, a transcoder restarted) do not all retry at once.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
  return Math.round(Math.min(base * (1 + 0.1 * random()), BACKOFF_MAX_MS));
}

const ERROR_MAX = 1000;
const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX) || 'error';

export class JobRunner<P = JobPayload> {
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly wakeDelayMs: number;
  private readonly log: JobRunnerLog;
  private readonly running = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private timerDue = 0;
  private stopped = true;
  private claiming: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly repo: JobQueue<P>,
    private readonly handlers: Record<string, JobHandler<P>>,
    private readonly options: JobRunnerOptions,
  ) {
    this.pollMs = options.pollMs ?? 5000;
    this.leaseMs = options.leaseMs ?? JOB_LEASE_MS;
    this.maxAttempts = options.maxAttempts ?? JOB_MAX_ATTEMPTS;
    this.backoffMs = options.backoffMs ?? backoffMs;
    this.wakeDelayMs = options.wakeDelayMs ?? 50;
    this.log = options.log ?? silent;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops claiming, aborts the jobs in progress and queues them again (their attempt not counted). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.claiming;
    await Promise.all(this.running.values());
  }

  /** A job was queued: claim now instead of at the next poll. */
  wake(): void {
    if (!this.stopped) this.schedule(this.wakeDelayMs);
  }

  /**
   * Claims what is due (up to the free slots) and waits for those jobs to end; then claims again
   * until nothing is due. For tests and the bench; the polling loop does the same in the background.
   */
  async runOnce(): Promise<number> {
    let ran = 0;
    for (;;) {
      const started = await this.claimFree();
      if (started === 0 && this.running.size === 0) return ran;
      ran += started;
      await Promise.race(this.running.values());
    }
  }

  /** Claims `delayMs` from now, unless a claim is already due sooner. */
  private schedule(delayMs: number): void {
    const due = Date.now() + delayMs;
    if (this.timer && this.timerDue <= due) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.claimFree().finally(() => {
        if (!this.stopped) this.schedule(this.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Claims jobs for the free slots and starts them; how many were started. */
  private claimFree(): Promise<number> {
    const next = this.claiming.then(async () => {
      const free = this.options.concurrency - this.running.size;
      if (free <= 0 || this.abort.signal.aborted) return 0;
      let claimed: ClaimedJob<P>[];
      try {
        claimed = await this.repo.claim(Object.keys(this.handlers), free, this.leaseMs);
      } catch (err) {
        this.log.error({ err }, 'job claim failed');
        return 0;
      }
      for (const job of claimed) {
        const done = this.execute(job).finally(() => {
          this.running.delete(job.id);
          // A slot is free: look for more at once.
          if (!this.stopped) this.schedule(0);
        });
        this.running.set(job.id, done);
      }
      return claimed.length;
    });
    this.claiming = next.catch(() => undefined);
    return next;
  }

  private async execute(job: ClaimedJob<P>): Promise<void> {
    const handler = this.handlers[job.kind]!;
    if (job.attempts > this.maxAttempts) {
      // Claimed again after its worker died on the last attempt: give up rather than loop.
      const error = 'no attempts left';
      await this.repo.markFailed(job.id, job.attempts, error, null).catch(() => undefined);
      await handler.giveUp?.(job.payload, error).catch(() => undefined);
      return;
    }
    const keepAlive = setInterval(() => {
      this.repo.extendLease(job.id, job.attempts, this.leaseMs).catch((err: unknown) => {
        this.log.error({ err, jobId: job.id }, 'job lease not extended');
      });
    }, this.leaseMs / 3);
    keepAlive.unref();
    try {
      await handler.run(job.payload, { jobId: job.id, attempt: job.attempts, signal: this.abort.signal });
      await this.repo.markDone(job.id, job.attempts);
      this.log.info({ jobId: job.id, kind: job.kind }, 'job done');
    } catch (err) {
      if (this.abort.signal.aborted) {
        await this.repo.release(job.id, job.attempts).catch(() => undefined);
        return;
      }
      const error = describe(err);
      const final = err instanceof PermanentJobError || job.attempts >= this.maxAttempts;
      this.log.error({ err, jobId: job.id, kind: job.kind, attempt: job.attempts, final }, 'job failed');
      try {
        await this.repo.markFailed(job.id, job.attempts, error, final ? null : this.backoffMs(job.attempts));
        if (final) await handler.giveUp?.(job.payload, error);
      } catch (settleErr) {
        this.log.error({ err: settleErr, jobId: job.id }, 'job failure not recorded');
      }
    } finally {
      clearInterval(keepAlive);
    }
  }
}
