/**
 * The mail outbox: every e-mail the product sends is a row here, written in the transaction of
 * the action that caused it. With SMTP_URL a worker delivers queued rows (retries with back-off);
 * without it a row is kept here with status 'outbox', and admins read it at /Admin/outbox.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    /** What the mail is about: message, reply, receipt, withdrawal-decision, password-reset, … */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** queued (waiting for the SMTP worker) → sent | failed; outbox: kept here, no SMTP configured. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try (again); back-off moves it forward after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** A mail with a secret (a reset link): its bodies are redacted once delivered by SMTP. */
    sensitive: boolean('sensitive').notNull().default(false),
    /**
     * Mail that may be merged: a new mail with the same key, while this one is still waiting, is
     * added to it (several messages to one person within a few minutes become one mail).
     */
    groupKey: text('group_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('queued','sent','failed','outbox')`),
    // The worker's scan: due queued mail, oldest first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    // The admins' outbox, newest first, all or one status.
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt, t.id),
    index('mail_outbox_group_idx')
      .on(t.groupKey, t.createdAt)
      .where(sql`${t.groupKey} is not null`),
    index('mail_outbox_to_trgm_idx').using('gin', t.toAddress.op('gin_trgm_ops')),
  ],
);
