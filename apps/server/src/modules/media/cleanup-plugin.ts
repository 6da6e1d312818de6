/**
 * Runs the clean-up of uploads attached to nothing (MediaService.deleteUnattached) inside the app:
 * every UPLOAD_CLEANUP_INTERVAL_MS once the app listens (0: never), one round at a time, on an
 * unref'd timer. Stops before the app closes (before the database and storage do), waiting for the
 * round in progress. Tests and operators run a round with `media.deleteUnattached()`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/index.js';
import { periodicRounds } from '../../http/periodic-rounds.js';
import type { MediaService } from './service.js';

export const uploadCleanupPlugin = fp(
  async (app: FastifyInstance, { config, media }: { config: Config; media: MediaService }) => {
    const { cleanupIntervalMs } = config.uploads;
    if (cleanupIntervalMs === 0) return;
    const log = app.log.child({ module: 'upload-cleanup' });
    periodicRounds(app, {
      firstAfterMs: cleanupIntervalMs,
      everyMs: cleanupIntervalMs,
      round: () =>
        media.deleteUnattached().then(
          (deleted) => {
            if (deleted > 0) log.info({ deleted }, 'deleted uploads attached to nothing');
          },
          (err: unknown) => log.error({ err }, 'upload clean-up failed'),
        ),
    });
  },
  { name: 'upload-cleanup' },
);
