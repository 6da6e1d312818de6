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
  /** Called after a mail was queued for SMTP (the delivery runner claims early); set by jobs/run-in-app.ts. */
  onQueued: (() => void) | null = null;

  constructor(
    /** The outbox table's data access (the delivery runner's queue). */
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

  /**
   * Takes the group's lock for the rest of `tx`: a writer takes it before it writes what the group's
   * mail will list (a message), so those writes and the mail follow one order (enqueueGrouped takes
   * it again, which is free within one transaction).
   */
  lockGroup(tx: Tx, groupKey: string): Promise<void> {
    return this.outbox.lockGroup(tx, groupKey);
  }

  /**
   * Queues a mail of a group (several messages to one person): while the group's last mail still
   * waits (queued and not yet claimed by the worker, or kept in the outbox) and is younger than
   * `windowMs`, `compose` is given it and what it returns replaces it; otherwise `compose` gets null
   * and its mail starts the group. With SMTP a new group's mail waits `windowMs` before it is due,
   * so what comes within the window is merged into it. A new group's mail is dated `startsAt` (the
   * time of the first thing it lists, written under the group's lock: see lockGroup), so `compose`
   * can list what was written since. Never for a mail holding a secret.
   */
  async enqueueGrouped(
    tx: Tx,
    group: { key: string; windowMs: number; startsAt: Date },
    compose: (waiting: OutboxRow | null) => Promise<OutgoingMail>,
  ): Promise<OutboxRow> {
    await this.outbox.lockGroup(tx, group.key);
    const waiting = await this.outbox.waitingInGroup(tx, group.key, group.windowMs);
    const mail = await compose(waiting ?? null);
    if (mail.sensitive) throw new Error('a mail holding a secret is never grouped');
    if (waiting) return this.outbox.replaceContent(tx, waiting.id, mail);
    const smtp = this.delivery === 'smtp';
    return this.outbox.add(tx, mail, smtp ? 'queued' : 'outbox', {
      groupKey: group.key,
      delayMs: smtp ? group.windowMs : 0,
      createdAt: group.startsAt,
    });
  }
}
