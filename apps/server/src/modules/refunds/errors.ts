/** The refusals of refunds: HTTP status, a stable code, and the message shown. */
import { PAYMENT_MSG, REFUND_MSG, type RefundRefusal } from '@cms/contract';
import { AppError, notFound } from '../../errors/index.js';

const REFUSAL_CODES: Record<RefundRefusal, string> = {
  'not-paid': 'NOT_PAID',
  free: 'NOTHING_PAID',
  'window-passed': 'REFUND_WINDOW_PASSED',
  'too-much-watched': 'TOO_MUCH_WATCHED',
  'already-asked': 'REFUND_ALREADY_ASKED',
};

export const refundErrors = {
  notFound: () => notFound(REFUND_MSG.notFound),
  orderNotFound: () => notFound(REFUND_MSG.orderNotFound),
  notYourOrder: () => new AppError(403, 'NOT_YOUR_ORDER', PAYMENT_MSG.notYourOrder),
  /** The buyer may not ask now: each reason its own code and message. */
  refused: (refusal: RefundRefusal, message: string) => new AppError(409, REFUSAL_CODES[refusal], message),
  /** Rejecting or approving a refund that was rejected or already refunded. */
  alreadyDecided: () => new AppError(409, 'ALREADY_DECIDED', REFUND_MSG.alreadyDecided),
  /** The provider refused the refund (now failed; an admin may try again). */
  providerRefused: (reason: string) => new AppError(409, 'REFUND_REFUSED', REFUND_MSG.providerRefused(reason)),
  /** The provider could not be reached: the refund is requested again, to be tried again. */
  providerUnavailable: () => new AppError(502, 'PROVIDER_UNAVAILABLE', REFUND_MSG.providerUnavailable),
};
