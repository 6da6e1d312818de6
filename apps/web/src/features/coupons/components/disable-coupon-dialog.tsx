/**
 * Disable a coupon, after "Are you sure?": the server's message as a toast (its refusal, e.g. the coupon gone, as
 * the error toast); either way the dialog closes and the list is fetched again.
 */
import { COUPON_MSG, type CouponRow } from '@cms/contract';
import { Ban } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorToast, successToast } from '@/lib/decision-toasts';
import type { DialogOpenProps } from '@/lib/use-dialog-item';
import { useDisableCoupon, type CouponSide } from '../api/coupons';

/** The row's Disable (named with the code); disabled once the coupon is. */
export function DisableCouponButton({ coupon, onClick }: { coupon: CouponRow; onClick: (coupon: CouponRow) => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onClick(coupon)}
      disabled={coupon.status === 'disabled'}
      aria-label={`${COUPON_MSG.disable} ${coupon.code}`}
      className="text-destructive hover:text-destructive"
    >
      <Ban aria-hidden />
      {COUPON_MSG.disable}
    </Button>
  );
}

export function DisableCouponDialog({
  side,
  coupon,
  open,
  onOpenChange,
}: DialogOpenProps & {
  side: CouponSide;
  coupon: CouponRow;
}) {
  const mutation = useDisableCoupon(side);
  const close = () => onOpenChange(false);
  const confirm = () =>
    mutation.mutate(coupon.id, {
      onSuccess: successToast(close, COUPON_MSG.disabledDone(coupon.code)),
      onError: errorToast(close),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={COUPON_MSG.disableTitle(coupon.code)}
      description={COUPON_MSG.disableBody}
      confirmLabel={COUPON_MSG.disable}
      icon={<Ban aria-hidden />}
      busy={mutation.isPending}
      onConfirm={confirm}
      destructive
    />
  );
}
