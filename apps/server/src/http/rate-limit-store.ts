/**
 * Rate-limit counters kept in the database (table rate_limits), so every app process on one
 * database counts the same hits: two instances behind a proxy refuse a budget as one.
 *
 * A counter is one row per key counting the hits of a fixed window that starts with its first
 * hit. A hit is one atomic statement (insert, or on conflict count on / start a new window once
 * the old one is over) whose times are the database's clock, never a process's. Expired rows are
 * only garbage: a hit on one starts a new window anyway, and `sweep` deletes them.
 *
 * `RateLimitStore` serves the services (AttemptLimiter); `routeLimitStore` adapts it to
 * @fastify/rate-limit's store interface for the routes' `config.rateLimit`.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/rate-limits.js';

/** A counter as it stands: hits in the current window and the milliseconds until it ends. */
export interface Count {
  hits: number;
  msLeft: number;
}

/** Milliseconds until the row's window ends, by the database's clock. */
const msLeft = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`;

export class RateLimitStore {
  constructor(private readonly db: Db) {}

  /** Counts one hit of `key` in a window of `windowMs` (a new window when the last one is over). */
  async hit(key: string, windowMs: number): Promise<Count> {
    const newWindowEnd = sql`now() + (${windowMs}::double precision * interval '1 millisecond')`;
    const over = sql`${rateLimits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: newWindowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${over} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${over} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, msLeft });
    return row!;
  }

  /** The counter of `key` without counting; 0 hits when it has none or its window is over. */
  async peek(key: string): Promise<Count> {
    const [row] = await this.db
      .select({ hits: rateLimits.hits, msLeft })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
    return row ?? { hits: 0, msLeft: 0 };
  }

  /** Forgets the counter of `key`. */
  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Deletes every counter whose window is over; answers how many. */
  async sweep(): Promise<number> {
    const gone = await this.db
      .delete(rateLimits)
      .where(lte(rateLimits.resetAt, sql`now()`))
      .returning({ key: rateLimits.key });
    return gone.length;
  }
}

/** What @fastify/rate-limit hands `child`: the route's merged options, with the route itself. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store over `store`: the keys of a route's limit are `route:<METHOD><url>:<client>`
 * (one budget per route and client, as its own stores keep them).
 */
export function routeLimitStore(store: RateLimitStore): FastifyRateLimitStoreCtor {
  class RouteLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      store.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method = '', url = '' } = (routeOptions as unknown as ChildOptions).routeInfo ?? {};
      return new RouteLimitStore(undefined, `${this.prefix}${[method].flat().join(',')}${url}:`);
    }
  }
  return RouteLimitStore;
}
