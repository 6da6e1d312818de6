/**
 * Runs mail delivery (delivery.ts, on the job runner) inside the app when SMTP_URL is set: it starts
 * when the app is ready and stops before the app closes (before the database does), then closes the
 * transport. `app.mailWorker` is the runner (null without SMTP), so tests can run it at once with
 * `runOnce()`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.js';
import { runInApp } from '../jobs/run-in-app.js';
import type { MailAttachments } from './attachments.js';
import { mailRunner, type MailRunner } from './delivery.js';
import type { MailQueue } from './queue.js';
import { smtpTransport } from './transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP delivery runner; null when mail stays in the outbox. */
    mailWorker: MailRunner | null;
  }
}

export const mailWorkerPlugin = fp(
  async (
    app: FastifyInstance,
    { config, mail, attachments }: { config: Config; mail: MailQueue; attachments?: MailAttachments },
  ) => {
    const smtpUrl = config.mail.smtpUrl;
    if (!smtpUrl || mail.delivery !== 'smtp') {
      app.decorate('mailWorker', null);
      return;
    }
    const transport = smtpTransport(smtpUrl);
    const runner = mailRunner(mail.outbox, transport, {
      from: config.mail.from,
      pollMs: config.mail.pollMs,
      ...(attachments && { attachments }),
      log: app.log.child({ module: 'mail' }),
    });
    app.decorate('mailWorker', runner);
    runInApp(app, runner, mail, () => transport.close());
  },
  { name: 'mail-worker' },
);
