/**
 * Runs the job runner (jobs/job-runner.ts) with the HLS transcoding job inside the app (jobs/run-in-app.ts):
 * it starts when the app is ready and stops before the app closes (before the database and storage
 * do), queueing its jobs in progress again. TRANSCODE_CONCURRENCY=0: no runner in this instance
 * (`app.jobRunner` null). Tests run one at once with `runOnce()` on a runner of their own or this one.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/index.js';
import { JobRunner } from '../../jobs/job-runner.js';
import type { JobRepository } from '../../jobs/job-repository.js';
import { runInApp } from '../../jobs/run-in-app.js';
import { VIDEO_RENDITIONS_JOB, type VideoRenditionService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner; null when TRANSCODE_CONCURRENCY is 0. */
    jobRunner: JobRunner | null;
  }
}

export const transcodeWorkerPlugin = fp(
  async (
    app: FastifyInstance,
    { config, jobs, videoRenditions }: { config: Config; jobs: JobRepository; videoRenditions: VideoRenditionService },
  ) => {
    const concurrency = config.video.transcodeConcurrency;
    if (concurrency === 0 || !config.video.ffmpegPath) {
      if (concurrency > 0) app.log.warn('no ffmpeg: lesson videos are served as uploaded (set FFMPEG_PATH)');
      app.decorate('jobRunner', null);
      return;
    }
    const runner = new JobRunner(
      jobs,
      { [VIDEO_RENDITIONS_JOB]: videoRenditions },
      {
        concurrency,
        log: app.log.child({ module: 'jobs' }),
      },
    );
    app.decorate('jobRunner', runner);
    runInApp(app, runner, videoRenditions);
  },
  { name: 'transcode-worker' },
);
