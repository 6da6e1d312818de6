/**
 * Queues mail. Services call `enqueue(tx, mail)` inside the transaction of the action that causes
 * the mail, so a mail exists exactly when its action committed, and sending can never block or
 * fail that action: delivery is the worker's job (SMTP), or the mail simply stays in the outbox.
 */
import type { Db, Tx } from '../db/client.js';
import { hideSecrets } from './hidden-secrets.js';
import type { MailDelivery, OutgoingMail } from './mail.js';
import type { OutboxRepository, OutboxRow } from './outbox-repository.js';

export class MailQueue {
  /** Called after a mail was queued for SMTP (the worker wakes up early); set by the worker. */
  onQueued: (() => void) | null = null;

  constructor(
    /** The outbox table's data access (the worker claims from it). */
    readonly outbox: OutboxRepository,
    readonly delivery: MailDelivery,
    /** The college's time zone (config TIME_ZONE): templates write dates in it. */
    readonly timeZone: string,
  ) {}

  /**
   * Without SMTP nothing will ever deliver the mail: one holding a secret (a reset link) is stored
   * with the secret hidden, so nobody (an admin, a database reader) can use it.
   */
  async enqueue(tx: Tx | Db, mail: OutgoingMail): Promise<OutboxRow> {
    const kept =
      this.delivery === 'outbox' && mail.sensitive
        ? { ...mail, text: hideSecrets(mail.text), html: hideSecrets(mail.html) }
        : mail;
    const row = await this.outbox.add(tx, kept, this.delivery === 'smtp' ? 'queued' : 'outbox');
    if (this.delivery === 'smtp') this.onQueued?.();
    return row;
  }
}
