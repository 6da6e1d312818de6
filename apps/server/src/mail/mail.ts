/** The shapes of an e-mail: its rendered content and where it goes. */
import type { MailKind } from '@cms/contract';

/** Every kind of mail the product sends (the outbox shows and filters by it): the contract's list. */
export { MAIL_KINDS, type MailKind } from '@cms/contract';

/** A rendered mail: a subject and the same content as plain text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A mail ready to queue. */
export interface OutgoingMail extends MailContent {
  to: string;
  toName?: string | null;
  kind: MailKind;
  /**
   * Holds a secret (a reset link): the outbox never shows it (hidden-secrets.ts), stores it hidden
   * without SMTP, and replaces the bodies by a note once SMTP delivered them.
   */
  sensitive?: boolean;
  /**
   * The document (an invoice, or a refund's credit note) the mail carries as a PDF, made when the mail is sent (MailAttachments):
   * its outbox row takes the document's id as its own, so one mail per document, named without a
   * column of its own.
   */
  documentId?: string;
}

/**
 * How mail leaves: 'smtp' queues it for the worker (SMTP_URL set); 'outbox' keeps it in the
 * outbox table for admins to read (nothing configured).
 */
export type { MailDelivery } from '@cms/contract';
