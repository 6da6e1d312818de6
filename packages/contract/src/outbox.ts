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

export const OUTBOX_MSG = {
  title: 'Outbox',
  subtitle: 'Every e-mail the platform sends: receipts, messages, withdrawal decisions and password resets.',
  deliverySmtp: 'Mail is sent through the SMTP server; failed deliveries are retried and can be retried here.',
  deliveryOutbox: 'No SMTP server is configured: mail is not sent but kept here for admins to read.',
  searchPlaceholder: 'Search by recipient...',
  searchLabel: 'Search by recipient',
  status: 'Status',
  kind: 'Kind',
  allStatuses: 'All statuses',
  allKinds: 'All kinds',
  date: 'Date',
  to: 'To',
  subject: 'Subject',
  none: 'No mail yet',
  noMatch: 'No mail matches these filters',
  clearFilters: 'Clear Filters',
  fetchFailed: 'Failed to fetch the outbox. Please try again.',
  mailFailed: 'Failed to load this mail.',
  text: 'Text',
  html: 'HTML',
  htmlPreview: 'HTML preview of the mail',
  attempts: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`,
  lastError: 'Last error',
  nextAttempt: 'Next attempt',
  sentAt: 'Sent',
  retry: 'Retry',
  retrying: 'Retrying...',
  retried: 'The mail is queued again',
  retryFailed: 'Failed to retry the mail',
  redacted: 'The body held a secret link and was removed after delivery.',
  /** Over the bodies of a mail holding a secret that is not (yet) delivered. */
  secretHidden:
    'The secret part of this link is hidden, so nobody can use it from the outbox. Only the recipient can, once the mail is delivered: delivering mail needs an SMTP server (SMTP_URL).',
  // errors
  notFound: 'Mail not found',
  notFailed: 'Only a failed mail can be retried',
  noSmtp: 'No SMTP server is configured: mail stays in the outbox',
} as const;

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
