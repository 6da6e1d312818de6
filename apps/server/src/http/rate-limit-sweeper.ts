/**
 * Deletes expired rate-limit counters: once when the app is ready, then every `everyMs` (5 minutes)
 * while it runs, so the shared table holds live windows only. Each instance sweeps; a delete of
 * rows already gone is harmless. A failed sweep is logged and tried again at the next tick.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitStore } from './rate-limit-store.js';

export const SWEEP_EVERY_MS = 5 * 60_000;

export const rateLimitSweeper = fp(
  async (app: FastifyInstance, { store, everyMs = SWEEP_EVERY_MS }: { store: RateLimitStore; everyMs?: number }) => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> = Promise.resolve();
    const sweep = () => {
      running = store.sweep().then(
        () => undefined,
        (err: unknown) => app.log.warn({ err }, 'rate-limit sweep failed'),
      );
      return running;
    };
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    });
    // Before the database closes.
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'rate-limit-sweeper' },
);
