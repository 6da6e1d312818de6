/**
 * "Approve this refund?" (or try a failed one again): what approval does, through the order's
 * provider, then Cancel or Approve. The server's message is toasted either way (refunded, the
 * provider processing it, refused, unavailable) and the dialog closes; the list is fetched again.
 */
import { formatRupees, PAYMENT_PROVIDER_LABELS, REFUND_MSG, type RefundRow } from '@cms/contract';
import { Check } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorToast, successToast } from '@/lib/decision-toasts';
import type { DialogOpenProps } from '@/lib/use-dialog-item';
import { useApproveRefund } from '../api/admin-refunds';

export const providerName = (provider: string) => PAYMENT_PROVIDER_LABELS[provider] ?? provider;

export function ApproveRefundDialog({
  refund,
  open,
  onOpenChange,
}: DialogOpenProps & {
  refund: RefundRow;
}) {
  const approve = useApproveRefund();
  const close = () => onOpenChange(false);
  const label = refund.status === 'failed' ? REFUND_MSG.retry : REFUND_MSG.approve;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={REFUND_MSG.approveTitle}
      description={
        <>
          <span className="block font-medium text-foreground">
            {formatRupees(refund.amountPaise)} · {refund.buyer.name} · {refund.course.title}
          </span>
          {REFUND_MSG.approveEffects(providerName(refund.provider))}
        </>
      }
      confirmLabel={label}
      icon={<Check aria-hidden />}
      busy={approve.isPending}
      onConfirm={() => approve.mutate(refund.id, { onSuccess: successToast(close), onError: errorToast(close) })}
    />
  );
}
