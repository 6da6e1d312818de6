/**
 * Background jobs (issue 22): a generic queue in the database. A worker claims a due job with
 * FOR UPDATE SKIP LOCKED and holds it by a lease (`locked_until`); a worker that dies leaves the
 * lease to run out and the job is claimed again. Failed attempts are retried with back-off.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** What to do: the runner's handler of that name (e.g. video-renditions). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    /** queued (due at run_after) → running (leased until locked_until) → done | failed. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_state_check', sql`${t.state} in ('queued','running','done','failed')`),
    // The claim's scan: due queued jobs, and running ones whose lease ran out.
    index('jobs_due_idx')
      .on(t.runAfter)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
  ],
);
