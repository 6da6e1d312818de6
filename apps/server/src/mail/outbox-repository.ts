/** Data access of the mail outbox (the table every mail is written to). */
import type { Db, Tx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import type { OutgoingMail } from './mail.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export class OutboxRepository {
  constructor(readonly db: Db) {}

  /** Writes a mail in the caller's transaction: it exists exactly when the action committed. */
  async add(tx: Tx | Db, mail: OutgoingMail, status: 'queued' | 'outbox'): Promise<OutboxRow> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        toAddress: mail.to,
        toName: mail.toName ?? null,
        kind: mail.kind,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        status,
        sensitive: mail.sensitive ?? false,
      })
      .returning();
    return row!;
  }
}
