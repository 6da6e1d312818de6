/**
 * Runs the clean-up of uploads attached to nothing (MediaService.deleteUnattached) inside the app:
 * every UPLOAD_CLEANUP_INTERVAL_MS once the app listens (0: never), one round at a time, on an
 * unref'd timer. Stops before the app closes (before the database and storage do), waiting for the
 * round in progress. Tests and operators run a round with `media.deleteUnattached()`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/index.js';
import type { MediaService } from './service.js';

export const uploadCleanupPlugin = fp(
  async (app: FastifyInstance, { config, media }: { config: Config; media: MediaService }) => {
    const { cleanupIntervalMs } = config.uploads;
    if (cleanupIntervalMs === 0) return;
    const log = app.log.child({ module: 'upload-cleanup' });
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    let round: Promise<void> = Promise.resolve();

    const run = () => {
      timer = null;
      round = media
        .deleteUnattached()
        .then(
          (deleted) => {
            if (deleted > 0) log.info({ deleted }, 'deleted uploads attached to nothing');
          },
          (err: unknown) => log.error({ err }, 'upload clean-up failed'),
        )
        .finally(() => {
          if (!stopped) schedule();
        });
    };
    const schedule = () => {
      timer = setTimeout(run, cleanupIntervalMs);
      timer.unref();
    };

    app.addHook('onListen', async () => {
      if (timer || stopped) return;
      schedule();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await round;
    });
  },
  { name: 'upload-cleanup' },
);
