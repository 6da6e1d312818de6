/**
 * What the job runner (job-runner.ts) needs of a table of work: claim what is due under a lease,
 * keep the lease while working, and settle each attempt. The jobs table (job-repository.ts) and the
 * mail outbox (mail/outbox-repository.ts) each implement it; the runner's loop is the same for both.
 */

/** One piece of work as its queue hands it to the runner. */
export interface ClaimedJob<P> {
  id: string;
  /** Which handler runs it. */
  kind: string;
  /** This attempt's number, from 1. */
  attempts: number;
  payload: P;
}

export interface JobQueue<P> {
  /**
   * Claims up to `limit` due jobs of `kinds` for one worker, held from other workers and instances
   * for `leaseMs` (FOR UPDATE SKIP LOCKED: two claims at once never get the same job).
   */
  claim(kinds: string[], limit: number, leaseMs: number): Promise<ClaimedJob<P>[]>;
  /** Keeps the lease of a job still being worked on; false when it was lost. */
  extendLease(id: string, attempts: number, leaseMs: number): Promise<boolean>;
  markDone(id: string, attempts: number): Promise<void>;
  /** A failed attempt: tried again `retryInMs` from now, or (null) given up for good. */
  markFailed(id: string, attempts: number, error: string, retryInMs: number | null): Promise<void>;
  /** The worker stops (the app closes): the job is due again at once, this attempt not counted. */
  release(id: string, attempts: number): Promise<void>;
}
