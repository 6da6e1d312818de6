/**
 * The admins' outbox (/Admin/outbox): every mail the platform queued, its delivery state, its
 * bodies, and a retry for a mail the worker gave up on. Mail is written by the services whose
 * actions cause it (MailQueue.enqueue) and delivered by the worker; this service reads and retries.
 */
import {
  MAIL_REDACTED_NOTE,
  OUTBOX_MSG,
  type MailKind,
  type MailStatus,
  type OutboxMail,
  type OutboxMailSummary,
  type OutboxPage,
  type OutboxQuery,
  type OutboxRetryResponse,
} from '@cms/contract';
import { isoOrNull } from '../dates/iso.js';
import { outboxErrors } from './errors.js';
import { hideSecrets } from './hidden-secrets.js';
import type { OutboxRepository, OutboxRow, OutboxSummaryRow } from './outbox-repository.js';
import type { MailQueue } from './queue.js';

export function toOutboxSummary(row: OutboxSummaryRow): OutboxMailSummary {
  return {
    id: row.id,
    to: row.toAddress,
    toName: row.toName,
    kind: row.kind as MailKind,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: isoOrNull(row.sentAt),
    createdAt: row.createdAt.toISOString(),
    sensitive: row.sensitive,
  };
}

/** One mail with its bodies; a secret in them (a reset link's token) is never shown. */
export function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    ...toOutboxSummary(row),
    text: row.sensitive ? hideSecrets(row.textBody) : row.textBody,
    html: row.sensitive ? hideSecrets(row.htmlBody) : row.htmlBody,
    redacted: row.sensitive && row.status === 'sent' && row.textBody === MAIL_REDACTED_NOTE,
  };
}

export class OutboxService {
  constructor(
    private readonly repo: OutboxRepository,
    private readonly mail: MailQueue,
  ) {}

  /** GET OUTBOX_API.list: newest first, by status, kind and recipient, paged. */
  async list(query: OutboxQuery): Promise<OutboxPage> {
    const { rows, total } = await this.repo.list(query);
    return {
      mails: rows.map(toOutboxSummary),
      delivery: this.mail.delivery,
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** GET OUTBOX_API.one: the mail, a secret in it hidden. */
  async one(id: string): Promise<OutboxMail> {
    const row = await this.repo.one(id);
    if (!row) throw outboxErrors.notFound();
    return toOutboxMail(row);
  }

  /** A failed mail back to queued with its attempts reset; the worker is woken. SMTP only. */
  async retry(id: string): Promise<OutboxRetryResponse> {
    if (this.mail.delivery !== 'smtp') throw outboxErrors.noSmtp();
    const row = await this.repo.requeueFailed(id);
    if (!row) {
      if (!(await this.repo.one(id))) throw outboxErrors.notFound();
      throw outboxErrors.notFailed();
    }
    this.mail.onQueued?.();
    return { success: true, message: OUTBOX_MSG.retried, mail: toOutboxSummary(row) };
  }
}
