/**
 * Runs the mail worker inside the app when SMTP_URL is set: it starts when the app is ready and
 * stops before the app closes (before the database does). `app.mailWorker` is the worker (null
 * without SMTP), so tests can run it at once with `runOnce()`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.js';
import type { MailAttachments } from './attachments.js';
import type { MailQueue } from './queue.js';
import { smtpTransport } from './transport.js';
import { MailWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP delivery worker; null when mail stays in the outbox. */
    mailWorker: MailWorker | null;
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
    const worker = new MailWorker(mail.outbox, smtpTransport(smtpUrl), {
      from: config.mail.from,
      pollMs: config.mail.pollMs,
      ...(attachments && { attachments }),
      log: app.log.child({ module: 'mail' }),
    });
    app.decorate('mailWorker', worker);
    app.addHook('onReady', async () => {
      mail.onQueued = () => worker.wake();
      worker.start();
    });
    app.addHook('preClose', async () => {
      mail.onQueued = null;
      await worker.stop();
    });
  },
  { name: 'mail-worker' },
);
