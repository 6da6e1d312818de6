/**
 * Runs a job runner inside the app (the mail worker, the transcoding worker): it starts when the app
 * is ready, is woken by its queue's producer (`onQueued`), and stops before the app closes (before
 * the database and storage do), queueing its jobs in progress again.
 */
import type { FastifyInstance } from 'fastify';
import type { JobRunner } from './job-runner.js';

/** What queues the runner's work: it calls `onQueued` after queueing, so the runner claims at once. */
export interface JobProducer {
  onQueued: (() => void) | null;
}

export function runInApp<P>(
  app: FastifyInstance,
  runner: JobRunner<P>,
  producer: JobProducer,
  /** After the runner stopped (closing what its handlers used). */
  onStopped?: () => void,
): void {
  app.addHook('onReady', async () => {
    producer.onQueued = () => runner.wake();
    runner.start();
  });
  app.addHook('preClose', async () => {
    producer.onQueued = null;
    await runner.stop();
    onStopped?.();
  });
}
