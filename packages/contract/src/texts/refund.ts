import { REFUND_NOTE_MAX, REFUND_REASON_MAX, REFUND_REASON_MIN } from '../constants.js';
import type { RefundStatus } from '../options.js';

/** Our texts (the spec has no refunds): see docs/spec-coverage.md's deviations. */
export const REFUND_MSG = {
  // the buyer's request
  reasonLength: `Tell us why in ${REFUND_REASON_MIN} to ${REFUND_REASON_MAX} characters`,
  requested: 'Refund requested. An admin will review it and you will get an e-mail with the decision.',
  // each refusal of a request (also why the purchases list offers no refund)
  notPaid: 'Only a paid order can be refunded.',
  free: 'This order was free: there is nothing to refund.',
  windowPassed: (days: number) =>
    `Refunds can be asked for within ${days} days of payment; this order's window has passed.`,
  tooMuchWatched: (percent: number) =>
    `A refund cannot be asked for once ${percent} % or more of the course is completed.`,
  alreadyAsked: 'A refund has already been asked for this order.',
  // the admins' decisions
  refunded: 'Refund completed: the money goes back to the buyer and the enrolment has ended.',
  processing: 'The payment provider is processing the refund; it completes when the provider confirms it.',
  providerRefused: (reason: string) => `The payment provider refused the refund: ${reason}`,
  providerUnavailable:
    'The payment service is unavailable. The refund is still requested; please try again in a moment.',
  rejected: 'Refund request rejected. The buyer has been told why.',
  alreadyDecided: 'This refund has already been decided.',
  notFound: 'Refund not found',
  orderNotFound: 'Order not found',
  noteRequired: 'Tell the buyer why the refund is rejected',
  noteTooLong: `At most ${REFUND_NOTE_MAX} characters`,
  adminReasonRequired: 'Enter the reason for this refund',
  adminReasonTooLong: `At most ${REFUND_REASON_MAX} characters`,
  // statuses as people read them
  statusLabels: {
    requested: 'Requested',
    rejected: 'Rejected',
    processing: 'Processing',
    refunded: 'Refunded',
    failed: 'Failed',
  } satisfies Record<RefundStatus, string>,
  allStatuses: 'All statuses',
  // screen texts the web may use
  purchasesTitle: 'Purchases',
  purchasesSubtitle: 'Every order you placed, with its invoice and refund.',
  noPurchases: 'No purchases yet',
  purchasesFetchFailed: 'Failed to fetch your purchases. Please try again.',
  requestRefund: 'Request a refund',
  refundReason: 'Why do you want a refund?',
  refundUntil: (date: string) => `A refund can be asked for until ${date}.`,
  submitRequest: 'Send request',
  refundsTitle: 'Refunds',
  refundsSubtitle: 'Refund requests from buyers and refunds made by admins.',
  noRefunds: 'No refunds found',
  refundsFetchFailed: 'Failed to fetch the refunds. Please try again.',
  approve: 'Approve and refund',
  reject: 'Reject',
  retry: 'Try again',
  rejectNote: 'Note to the buyer',
  refundOrder: 'Refund this order',
  adminReason: 'Reason for the refund',
  creditNote: 'Credit note',
  // the admins' Refunds screen and the order detail's Refund
  approveTitle: 'Approve this refund?',
  /** What approving (or refunding outright) does, through the order's provider (its name as shown). */
  approveEffects: (provider: string) =>
    `The money goes back through ${provider}, the learner loses access to the course and a credit note is issued.`,
  rejectTitle: 'Reject this refund?',
  rejectDescription: (buyer: string) => `${buyer} will get an e-mail with your note.`,
  decidedBy: (name: string) => `By ${name}`,
  refundedOutright: (name: string) => `Refunded outright by ${name}`,
} as const;
