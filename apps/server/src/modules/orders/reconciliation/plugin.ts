/**
 * Runs the reconciler inside the app: a first round a few seconds after the app listens (orders a
 * crash left Pending are settled at start, once the server answers; sooner when
 * RECONCILE_INTERVAL_MS is shorter), then one every RECONCILE_INTERVAL_MS (0: never), one round at a
 * time. Each round also resumes refunds left processing (the refunds module, through the
 * StuckRefunds port). Stops before the app closes (before the database does), waiting for the round
 * in progress. Receipts' links point to PUBLIC_URL, else to the address the app listens on.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config/index.js';
import { appOrigin } from '../../../http/origin.js';
import { AFTER_START_MS, periodicRounds } from '../../../http/periodic-rounds.js';
import type { OrderReconciler } from './reconciler.js';

/** What a round needs of refunds (a port): refunds left processing asked about again, each outcome counted. */
export interface StuckRefunds {
  resumeStuck(): Promise<Record<string, number>>;
}

export const reconcilePlugin = fp(
  async (
    app: FastifyInstance,
    { config, reconciler, refunds }: { config: Config; reconciler: OrderReconciler; refunds: StuckRefunds },
  ) => {
    const { intervalMs } = config.reconcile;
    if (intervalMs === 0) return;
    const log = app.log.child({ module: 'reconcile' });
    periodicRounds(app, {
      firstAfterMs: Math.min(AFTER_START_MS, intervalMs),
      everyMs: intervalMs,
      round: () =>
        reconciler
          .runOnce(appOrigin(config, app))
          .then(
            (result) => {
              if (result.completed || result.rejected || result.expired)
                log.info({ result }, 'reconciled Pending orders');
            },
            (err: unknown) => log.error({ err }, 'reconcile round failed'),
          )
          .then(() => refunds.resumeStuck())
          .then(
            (result) => {
              if (Object.values(result).some((n) => n > 0)) log.info({ result }, 'resumed processing refunds');
            },
            (err: unknown) => log.error({ err }, 'refund resume round failed'),
          ),
    });
  },
  { name: 'order-reconcile' },
);
