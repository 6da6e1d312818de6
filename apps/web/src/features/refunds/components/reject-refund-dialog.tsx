/**
 * "Reject this refund?": the note to the buyer (required, mailed), Cancel and Reject. The note's
 * refusal shows under the field (ours or the server's); any other failure is toasted, and a 409
 * (decided meanwhile) also closes the dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REFUND_MSG,
  REFUND_NOTE_MAX,
  refundRejectInputSchema,
  type RefundRejectInput,
  type RefundRow,
} from '@cms/contract';
import { Loader2, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { DialogCancel } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form';
import { reasonErrorHandler } from '@/lib/reason-errors';
import { toast } from '@/lib/toast';
import { useRejectRefund } from '../api/admin-refunds';

export function RejectRefundDialog({
  refund,
  open,
  onOpenChange,
}: {
  refund: RefundRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reject = useRejectRefund();
  const busy = reject.isPending;
  const form = useForm<RefundRejectInput>({
    resolver: zodResolver(refundRejectInputSchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit((input) =>
    reject.mutate(
      { id: refund.id, input },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onOpenChange(false);
        },
        onError: reasonErrorHandler(form, () => onOpenChange(false), 'note'),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent aria-busy={busy}>
        <DialogHeader>
          <DialogTitle>{REFUND_MSG.rejectTitle}</DialogTitle>
          <DialogDescription>
            {refund.course.title}. {REFUND_MSG.rejectDescription(refund.buyer.name)}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <TextareaField
            form={form}
            name="note"
            id={`refund-note-${refund.id}`}
            label={REFUND_MSG.rejectNote}
            rows={4}
            maxLength={REFUND_NOTE_MAX}
            disabled={busy}
            required
          />
          <DialogFooter>
            <DialogCancel label="Cancel" disabled={busy} />
            <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
              {busy ? <Loader2 aria-hidden className="animate-spin" /> : <X aria-hidden />}
              {REFUND_MSG.reject}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
