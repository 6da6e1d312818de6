/**
 * Counts attempts per key (an e-mail address, an address and client, a user) in the shared
 * rate-limit counters, so every app process counts the same; refuses once a budget is spent,
 * with a 429 that tells the real wait (the rest of the window).
 */
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import { authErrors } from './errors.js';

/** Sign-in, sign-up and forgotten-password budgets are per 15 minutes. */
export const EMAIL_WINDOW_SECONDS = 15 * 60;

export interface AttemptBudget {
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

export class AttemptLimiter {
  readonly points: number;
  private readonly windowMs: number;

  constructor(
    private readonly store: RateLimitStore,
    { points, windowSeconds }: AttemptBudget,
  ) {
    this.points = points;
    this.windowMs = windowSeconds * 1000;
  }

  private keyOf(kind: string, key: string): string {
    return `attempt:${kind}:${key}`;
  }

  /**
   * Counts one attempt of `kind` for `key`; throws 429 TOO_MANY_REQUESTS (with the wait) once more
   * than `points` (the budget, or a smaller one given here) were counted in the window.
   */
  async consume(kind: string, key: string, points: number = this.points): Promise<void> {
    const { hits, msLeft } = await this.store.hit(this.keyOf(kind, key), this.windowMs);
    if (hits > points) throw authErrors.tooManyAttempts(msLeft);
  }

  /** Counts one event of `kind` for `key` without refusing anything; answers the count in the window. */
  async record(kind: string, key: string): Promise<number> {
    return (await this.store.hit(this.keyOf(kind, key), this.windowMs)).hits;
  }

  /** The count of `kind` for `key` in the current window, without counting. */
  async counted(kind: string, key: string): Promise<number> {
    return (await this.store.peek(this.keyOf(kind, key))).hits;
  }

  /** Forgets the attempts of `kind` for `key` (after a success). */
  async clear(kind: string, key: string): Promise<void> {
    await this.store.clear(this.keyOf(kind, key));
  }
}
