/**
 * Work a route starts once its answer has gone out, so the answer never waits for it and takes the
 * same time whatever the work finds ("Forgot password?" answers before it looks the address up).
 * A task starts when the response closes (sent, or the client went away), its failure is logged,
 * and the app waits for the tasks in progress before it closes (before the database does).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started after a route's answer went out. */
    afterAnswer: AfterAnswer;
  }
}

export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * Runs `task` once `reply`'s response has closed; the answer is never held for it. The task counts
   * as running from this call on, so `idle()` after the answer also waits for it.
   */
  run(reply: FastifyReply, task: () => Promise<void>): void {
    const running: Promise<void> = new Promise<void>((resolve) => reply.raw.once('close', resolve))
      .then(task)
      .catch((err: unknown) => this.log.error({ err }, 'work after the answer failed'))
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  /** Resolves once no task is running (the app's close; tests that read what the work wrote). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

export const afterAnswerPlugin = fp(
  async (app: FastifyInstance) => {
    const afterAnswer = new AfterAnswer(app.log);
    app.decorate('afterAnswer', afterAnswer);
    app.addHook('preClose', () => afterAnswer.idle());
  },
  { name: 'after-answer' },
);
