/**
 * "Request a refund" of one purchase: a dialog with the reason (the contract's limits). A success
 * toasts the server's message and closes; the reason's refusal shows under the field; any other
 * failure (the window passed meanwhile, already asked) toasts and closes on a 409.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { REFUND_MSG, REFUND_REASON_MAX, refundRequestInputSchema, type RefundRequestInput } from '@cms/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReasonForm } from '@/components/reason-form';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { reasonErrorHandler } from '@/lib/reason-errors';
import { toast } from '@/lib/toast';
import { useRequestRefund } from '../api/purchases';

export function RefundRequestDialog({
  orderId,
  courseTitle,
  until,
}: {
  orderId: string;
  courseTitle: string;
  /** The window's end, as shown (e.g. "12 Jan 2026"). */
  until: string;
}) {
  const [open, setOpen] = useState(false);
  const request = useRequestRefund(orderId);
  const busy = request.isPending;
  const form = useForm<RefundRequestInput>({
    resolver: zodResolver(refundRequestInputSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: (res) => {
        toast.success(res.message || REFUND_MSG.requested);
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
        <Button size="sm" variant="outline" aria-label={`${REFUND_MSG.requestRefund}: ${courseTitle}`}>
          <Undo2 aria-hidden />
          {REFUND_MSG.requestRefund}
        </Button>
      }
      title={REFUND_MSG.requestRefund}
      description={until ? `${courseTitle}. ${REFUND_MSG.refundUntil(until)}` : courseTitle}
      busy={busy}
    >
      <ReasonForm
        form={form}
        id={`refund-reason-${orderId}`}
        label={REFUND_MSG.refundReason}
        maxLength={REFUND_REASON_MAX}
        busy={busy}
        submitLabel={REFUND_MSG.submitRequest}
        icon={<Undo2 aria-hidden />}
        onSubmit={submit}
      />
    </TitledDialog>
  );
}
