/**
 * Rate-limit counters shared by every app process on one database: one row per key (a route and
 * client, an e-mail address and client, …) counting the hits of its current window.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** Hits counted in the current window. */
    hits: integer('hits').notNull(),
    /** When the current window ends (a hit after it starts a new window). */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
