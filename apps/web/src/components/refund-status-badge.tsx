/** A refund's state (issue 21): requested and processing amber, refunded blue, rejected and failed red, in both themes. */
import { REFUND_MSG, type RefundStatus } from '@cms/contract';
import { ToneBadge } from '@/components/tone-badge';

const TONES: Record<RefundStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  processing: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  rejected: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  refunded: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  failed: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return <ToneBadge tone={TONES[status]}>{REFUND_MSG.statusLabels[status]}</ToneBadge>;
}
