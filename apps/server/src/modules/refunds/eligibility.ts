/**
 * Whether a buyer may ask for a refund of an order now (no I/O): a paid order (Approval, not paid in
 * full by a coupon) with no refund yet, paid within the window, and under the progress limit — the
 * completed lessons over the course's lessons, as My courses computes it.
 */
import { REFUND_MSG, completionPercent, type RefundRefusal, type Refundable } from '@cms/contract';

export interface RefundPolicy {
  /** REFUND_DAYS: the window after payment. */
  days: number;
  /** REFUND_MAX_PROGRESS: a refund only under this completion percentage. */
  maxProgressPercent: number;
}

export interface RefundCandidate {
  status: string;
  provider: string;
  capturedAt: Date | null;
  /** A refund exists for the order (whatever its state). */
  hasRefund: boolean;
  completedLessons: number;
  totalLessons: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the order's refund window, or null when it was never paid. */
export const refundWindowEnd = (capturedAt: Date | null, policy: RefundPolicy): Date | null =>
  capturedAt ? new Date(capturedAt.getTime() + policy.days * DAY_MS) : null;

export function refundRefusalMessage(refusal: RefundRefusal, policy: RefundPolicy): string {
  switch (refusal) {
    case 'not-paid':
      return REFUND_MSG.notPaid;
    case 'free':
      return REFUND_MSG.free;
    case 'window-passed':
      return REFUND_MSG.windowPassed(policy.days);
    case 'too-much-watched':
      return REFUND_MSG.tooMuchWatched(policy.maxProgressPercent);
    case 'already-asked':
      return REFUND_MSG.alreadyAsked;
  }
}

function refusalOf(c: RefundCandidate, policy: RefundPolicy, now: Date): RefundRefusal | null {
  if (c.hasRefund) return 'already-asked';
  if (c.status !== 'Approval') return 'not-paid';
  if (c.provider === 'free') return 'free';
  const end = refundWindowEnd(c.capturedAt, policy);
  if (!end || now.getTime() >= end.getTime()) return 'window-passed';
  if (completionPercent(c.completedLessons, c.totalLessons) >= policy.maxProgressPercent) return 'too-much-watched';
  return null;
}

export function refundable(c: RefundCandidate, policy: RefundPolicy, now: Date = new Date()): Refundable {
  const refusal = refusalOf(c, policy, now);
  const end = c.status === 'Approval' && c.provider !== 'free' ? refundWindowEnd(c.capturedAt, policy) : null;
  return {
    allowed: refusal === null,
    refusal,
    message: refusal ? refundRefusalMessage(refusal, policy) : null,
    until: end && refusal !== 'window-passed' && refusal !== 'already-asked' ? end.toISOString() : null,
  };
}
