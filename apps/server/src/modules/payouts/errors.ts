/** The failures of recording a payout: HTTP status, a stable code, and the message shown. */
import { PAYOUT_MSG } from '@cms/contract';
import { AppError } from '../../errors/index.js';

export const payoutErrors = {
  orderNotFound: () => new AppError(404, 'ORDER_NOT_FOUND', PAYOUT_MSG.orderNotFound),
  /** Only successful (Approval) orders earn the instructor money. */
  notPayable: () => new AppError(409, 'NOT_PAYABLE', PAYOUT_MSG.notPayable),
  /** At most one payout per order. */
  alreadyPaid: () => new AppError(409, 'ALREADY_PAID', PAYOUT_MSG.alreadyPaid),
  /** Never above the instructor's available balance. */
  exceedsBalance: () => new AppError(409, 'INSUFFICIENT_BALANCE', PAYOUT_MSG.exceedsBalance),
};

export type PayoutBlock = 'alreadyPaid' | 'notPayable' | 'exceedsBalance';
