/**
 * Background rounds run inside the app, one at a time on an unref'd timer: the first `firstAfterMs`
 * after the app listens, then each `everyMs` after the last one ended. Before the app closes (before
 * the database and storage do) no round starts any more and the one in progress is waited for.
 */
import type { FastifyInstance } from 'fastify';

/**
 * When work that can wait (settling orders a crash left Pending …) has its first round: a few
 * seconds after the app listens, so that a restarted server answers its first requests without
 * sharing the database with it (docs/performance.md, restart).
 */
export const AFTER_START_MS = 3_000;

export interface PeriodicRounds {
  firstAfterMs: number;
  everyMs: number;
  /** One round; it logs its own failures (a rejection here would stop nothing, but is not expected). */
  round: () => Promise<void>;
}

export function periodicRounds(app: FastifyInstance, { firstAfterMs, everyMs, round }: PeriodicRounds): void {
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();

  const run = () => {
    timer = null;
    current = round().finally(() => {
      if (!stopped) schedule(everyMs);
    });
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(run, delayMs);
    timer.unref();
  };

  app.addHook('onListen', async () => {
    if (started || stopped) return;
    started = true;
    schedule(firstAfterMs);
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await current;
  });
}
