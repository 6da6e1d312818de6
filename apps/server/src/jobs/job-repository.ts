/**
 * The jobs table (db/schema/jobs.ts), a queue of the job runner (job-queue.ts): enqueue, claim with
 * FOR UPDATE SKIP LOCKED under a lease, extend the lease while working, and settle (done, retry
 * later, failed).
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import type { JobQueue } from './job-queue.js';

export type JobRow = typeof jobs.$inferSelect;

const fromNow = (ms: number) => sql`now() + (${ms}::double precision * interval '1 millisecond')`;

export class JobRepository implements JobQueue<JobRow['payload']> {
  constructor(private readonly db: Db) {}

  /** Queues a job, in the caller's transaction when given (so it exists only if the action commits). */
  async enqueue(
    kind: string,
    payload: Record<string, unknown>,
    db: Pick<Db, 'insert'> | Tx = this.db,
  ): Promise<string> {
    const [row] = await db.insert(jobs).values({ kind, payload }).returning({ id: jobs.id });
    return row!.id;
  }

  /**
   * Claims up to `limit` jobs of `kinds` for one worker: due queued ones, and running ones whose
   * lease ran out (their worker died or was killed). One statement locks the rows no other worker
   * holds (FOR UPDATE SKIP LOCKED), marks them running until `leaseMs` from now and counts the attempt.
   */
  async claim(kinds: string[], limit: number, leaseMs: number): Promise<JobRow[]> {
    if (kinds.length === 0 || limit <= 0) return [];
    const claimable = and(
      inArray(jobs.kind, kinds),
      or(
        and(eq(jobs.state, 'queued'), lte(jobs.runAfter, sql`now()`)),
        and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, sql`now()`)),
      ),
    );
    // A CTE runs once: as a subquery of the UPDATE, PostgreSQL may re-run it per row and claim more than `limit`.
    const due = this.db
      .$with('due')
      .as(
        this.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(claimable)
          .orderBy(asc(jobs.runAfter))
          .limit(limit)
          .for('update', { skipLocked: true }),
      );
    return this.db
      .with(due)
      .update(jobs)
      .set({
        state: 'running',
        lockedUntil: fromNow(leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, this.db.select({ id: due.id }).from(due)))
      .returning();
  }

  /** Keeps the lease of a job still being worked on; false when it was lost (reclaimed elsewhere). */
  async extendLease(id: string, attempts: number, leaseMs: number): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ lockedUntil: fromNow(leaseMs), updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.attempts, attempts)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  async markDone(id: string, attempts: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state: 'done', lockedUntil: null, error: null, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.attempts, attempts)));
  }

  /** A failed attempt: tried again `retryInMs` from now, or (null) given up for good. */
  async markFailed(id: string, attempts: number, error: string, retryInMs: number | null): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        error,
        lockedUntil: null,
        ...(retryInMs === null ? { state: 'failed' } : { state: 'queued', runAfter: fromNow(retryInMs) }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.attempts, attempts)));
  }

  /** The worker stops (the app closes): the job is queued again at once, this attempt not counted. */
  async release(id: string, attempts: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state: 'queued', attempts: attempts - 1, lockedUntil: null, runAfter: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.attempts, attempts)));
  }

  one(id: string): Promise<JobRow | undefined> {
    return this.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id))
      .limit(1)
      .then((rows) => rows[0]);
  }
}
