/** The failures of withdrawal requests and their processing: HTTP status, a stable code, the message shown. */
import { WITHDRAWAL_MSG } from '@cms/contract';
import { AppError } from '../../errors/index.js';

export const withdrawalErrors = {
  /** Spec 5: the amount is more than the available balance (pending requests held back). */
  exceedsBalance: () =>
    new AppError(409, 'INSUFFICIENT_BALANCE', WITHDRAWAL_MSG.exceedsBalance, {
      amountPaise: WITHDRAWAL_MSG.exceedsBalance,
    }),
  /** Refunds took the balance below zero (issue 21): no withdrawal until later sales recover it. */
  negativeBalance: () => new AppError(409, 'NEGATIVE_BALANCE', WITHDRAWAL_MSG.negativeBalance),
  /** The instructor's profile has no UPI ID to send the money to. */
  upiRequired: () => new AppError(409, 'UPI_REQUIRED', WITHDRAWAL_MSG.upiRequired),
  notFound: () => new AppError(404, 'WITHDRAWAL_NOT_FOUND', WITHDRAWAL_MSG.notFound),
  /** Approving would leave the balance below zero (a sale was reversed after the request). */
  approvalExceedsBalance: () => new AppError(409, 'INSUFFICIENT_BALANCE', WITHDRAWAL_MSG.approvalExceedsBalance),
  /** Spec 4: only pending requests can be processed, once. */
  alreadyProcessed: () => new AppError(409, 'ALREADY_PROCESSED', WITHDRAWAL_MSG.alreadyProcessed),
};
