/**
 * "Reject this refund?": the note to the buyer (required, mailed), Cancel and Reject. The note's
 * refusal shows under the field (ours or the server's); any other failure is toasted, and a 409
 * (decided meanwhile) also closes the dialog.
 */
import { REFUND_MSG, REFUND_NOTE_MAX, refundRejectInputSchema, type RefundRow } from '@cms/contract';
import { X } from 'lucide-react';
import { ReasonDialog } from '@/components/reason-dialog';
import type { DialogOpenProps } from '@/lib/use-dialog-item';
import { useRejectRefund } from '../api/admin-refunds';

export function RejectRefundDialog({
  refund,
  open,
  onOpenChange,
}: DialogOpenProps & {
  refund: RefundRow;
}) {
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      schema={refundRejectInputSchema}
      field="note"
      mutation={useRejectRefund()}
      variables={(input) => ({ id: refund.id, input })}
      title={REFUND_MSG.rejectTitle}
      description={`${refund.course.title}. ${REFUND_MSG.rejectDescription(refund.buyer.name)}`}
      id={`refund-note-${refund.id}`}
      label={REFUND_MSG.rejectNote}
      maxLength={REFUND_NOTE_MAX}
      submitLabel={REFUND_MSG.reject}
      icon={<X aria-hidden />}
    />
  );
}
