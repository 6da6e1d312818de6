/** A coupon's status as a badge: Active, Disabled, Expired or Used up (colours readable in light and dark). */
import { COUPON_MSG, type CouponStatus } from '@cms/contract';
import { ToneBadge } from '@/components/tone-badge';

const TONES: Record<CouponStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  disabled: 'bg-muted text-muted-foreground',
  expired: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'used-up': 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  return <ToneBadge tone={TONES[status]}>{COUPON_MSG.statusLabels[status]}</ToneBadge>;
}
