/**
 * The mail outbox (issue 10, item 5): every e-mail the product sends is a row the admins read at
 * /Admin/outbox. With SMTP configured a worker delivers queued mail (retries with back-off; a mail
 * that still fails is `failed` and can be retried); without it mail is kept here (`outbox`).
 */
import { z } from 'zod';
import { listQuerySchema, pageOf, searchQuery } from './paging.js';
import { actionResponseSchema } from './http.js';

/** Every kind of mail the product sends. */
export const MAIL_KINDS = [
  'message',
  'reply',
  'receipt',
  'withdrawal-decision',
  'password-reset',
  'password-reset-google',
  'password-changed',
  'role-decision',
  'question-reply',
  'refund-decision',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  message: 'Team message',
  reply: 'Reply',
  receipt: 'Receipt',
  'withdrawal-decision': 'Withdrawal decision',
  'password-reset': 'Password reset',
  'password-reset-google': 'Password reset (Google account)',
  'password-changed': 'Password changed',
  'role-decision': 'Role request decision',
  'question-reply': 'Q&A reply',
  'refund-decision': 'Refund decision',
};

/** queued (waiting for the SMTP worker) → sent | failed; outbox: kept here, no SMTP configured. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'outbox'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  outbox: 'In outbox',
};

/** How mail leaves this server: by SMTP (SMTP_URL set), or kept in the outbox for admins to read. */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** After this many failed attempts a mail is `failed` (an admin can retry it). */
export const MAIL_MAX_ATTEMPTS = 8;

/**
 * What stands for the secret of a link (a reset link's token) wherever the outbox shows a mail: the
 * admins never see a usable reset link. Without SMTP the mail is stored that way, so nobody can use it.
 */
export const MAIL_HIDDEN_SECRET = 'hidden';

/** What replaces the bodies of a mail holding a secret (a reset link) once SMTP delivered it. */
export const MAIL_REDACTED_NOTE = '[redacted after delivery]';

export const outboxQuerySchema = listQuerySchema({
  status: z.enum(MAIL_STATUSES).optional(),
  kind: z.enum(MAIL_KINDS).optional(),
  /** Part of the recipient's address (case-insensitive). */
  search: searchQuery,
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** A mail as the list shows it (no bodies). */
export const outboxMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  toName: z.string().nullable(),
  kind: z.enum(MAIL_KINDS),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the worker tries (again): meaningful while queued. */
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** Holds a secret (a reset link): the outbox shows it hidden, and its bodies are redacted once delivered by SMTP. */
  sensitive: z.boolean(),
});
export type OutboxMailSummary = z.infer<typeof outboxMailSummarySchema>;

/** GET OUTBOX_API.list: newest first; `delivery` says whether this server sends by SMTP. */
export const outboxPageSchema = pageOf('mails', outboxMailSummarySchema, { delivery: z.enum(MAIL_DELIVERIES) });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** GET OUTBOX_API.one: the mail with both bodies. */
export const outboxMailSchema = outboxMailSummarySchema.extend({
  text: z.string(),
  html: z.string(),
  /** The bodies were replaced by MAIL_REDACTED_NOTE after delivery. */
  redacted: z.boolean(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** POST OUTBOX_API.retry: the mail, queued again. */
export const outboxRetryResponseSchema = actionResponseSchema({
  mail: outboxMailSummarySchema,
});
export type OutboxRetryResponse = z.infer<typeof outboxRetryResponseSchema>;
