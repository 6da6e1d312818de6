/** The failures of the admins' outbox: HTTP status, a stable code, and the message shown. */
import { OUTBOX_MSG } from '@cms/contract';
import { AppError } from '../errors/index.js';

export const outboxErrors = {
  notFound: () => new AppError(404, 'MAIL_NOT_FOUND', OUTBOX_MSG.notFound),
  /** Only a failed mail can be queued again (a queued one is on its way, a sent one arrived). */
  notFailed: () => new AppError(409, 'MAIL_NOT_FAILED', OUTBOX_MSG.notFailed),
  /** Without SMTP_URL nothing would send it: mail stays in the outbox. */
  noSmtp: () => new AppError(409, 'NO_SMTP', OUTBOX_MSG.noSmtp),
};
