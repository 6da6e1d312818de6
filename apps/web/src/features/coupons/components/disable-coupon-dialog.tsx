/**
 * Disable a coupon, after "Are you sure?": the server's message as a toast (its refusal, e.g. the coupon gone, as
 * the error toast); either way the dialog closes and the list is fetched again.
 */
import { COUPON_MSG, type CouponRow } from '@cms/contract';
import { Ban } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
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
}: {
  side: CouponSide;
  coupon: CouponRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useDisableCoupon(side);
  const confirm = () =>
    mutation.mutate(coupon.id, {
      onSuccess: (res) => {
        toast.success(res.message || COUPON_MSG.disabledDone(coupon.code));
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        onOpenChange(false);
      },
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
