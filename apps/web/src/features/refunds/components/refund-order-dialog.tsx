/**
 * "Refund this order" (the admins' order detail, a paid order): what a refund does, the reason
 * (required), Cancel and Refund. The server's message is toasted (refunded, or the provider
 * processing it); a reason refused shows under the field; any other refusal is toasted, and a 409
 * (not paid, already asked, the provider refused) also closes the dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { adminRefundInputSchema, REFUND_MSG, REFUND_REASON_MAX, type AdminRefundInput } from '@cms/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReasonForm } from '@/components/reason-form';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { reasonErrorHandler } from '@/lib/reason-errors';
import { toast } from '@/lib/toast';
import { useRefundOrder } from '../api/admin-refunds';
import { providerName } from './approve-refund-dialog';

export function RefundOrderDialog({
  orderId,
  provider,
  summary,
}: {
  orderId: string;
  /** The order's payment provider (as the contract names it). */
  provider: string;
  /** The course and amount, as the dialog's description starts. */
  summary: string;
}) {
  const [open, setOpen] = useState(false);
  const refund = useRefundOrder(orderId);
  const busy = refund.isPending;
  const form = useForm<AdminRefundInput>({
    resolver: zodResolver(adminRefundInputSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit((input) =>
    refund.mutate(input, {
      onSuccess: (res) => {
        toast.success(res.message);
        setOpen(false);
      },
      onError: reasonErrorHandler(form, () => setOpen(false)),
    }),
  );
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) form.reset({ reason: '' });
        setOpen(next);
      }}
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          <Undo2 aria-hidden />
          {REFUND_MSG.refundOrder}
        </Button>
      }
      title={REFUND_MSG.refundOrder}
      description={`${summary}. ${REFUND_MSG.approveEffects(providerName(provider))}`}
      busy={busy}
    >
      <ReasonForm
        form={form}
        id={`admin-refund-reason-${orderId}`}
        label={REFUND_MSG.adminReason}
        maxLength={REFUND_REASON_MAX}
        busy={busy}
        submitLabel={REFUND_MSG.refundOrder}
        icon={<Undo2 aria-hidden />}
        onSubmit={submit}
      />
    </TitledDialog>
  );
}
