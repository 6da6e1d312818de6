/** Counts attempts per key (an e-mail address, a user) in memory; refuses once a budget is spent. */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { authErrors } from './errors.js';

export class AttemptLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(points: number, durationSeconds: number) {
    this.limiter = new RateLimiterMemory({ points, duration: durationSeconds });
  }

  /** Counts one attempt of `kind` for `key`; throws 429 TOO_MANY_REQUESTS once the budget is spent. */
  async consume(kind: string, key: string): Promise<void> {
    try {
      await this.limiter.consume(`${kind}:${key}`);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw authErrors.tooManyAttempts();
      throw e;
    }
  }

  /** Forgets the attempts of `kind` for `key` (after a success). */
  async clear(kind: string, key: string): Promise<void> {
    await this.limiter.delete(`${kind}:${key}`);
  }
}

/** Sign-in, sign-up and forgotten-password budgets are per e-mail address, per 15 minutes. */
export const EMAIL_WINDOW_SECONDS = 15 * 60;
