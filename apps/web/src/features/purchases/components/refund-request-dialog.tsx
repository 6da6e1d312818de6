/**
 * "Request a refund" of one purchase: a dialog with the reason (the contract's limits). A success
 * toasts the server's message and closes; the reason's refusal shows under the field; any other
 * failure (the window passed meanwhile, already asked) toasts and closes on a 409.
 */
import { REFUND_MSG, REFUND_REASON_MAX, refundRequestInputSchema } from '@cms/contract';
import { Undo2 } from 'lucide-react';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
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
  return (
    <ReasonDialog
      schema={refundRequestInputSchema}
      mutation={useRequestRefund(orderId)}
      variables={(values) => values}
      done={REFUND_MSG.requested}
      trigger={
        <Button size="sm" variant="outline" aria-label={`${REFUND_MSG.requestRefund}: ${courseTitle}`}>
          <Undo2 aria-hidden />
          {REFUND_MSG.requestRefund}
        </Button>
      }
      title={REFUND_MSG.requestRefund}
      description={until ? `${courseTitle}. ${REFUND_MSG.refundUntil(until)}` : courseTitle}
      id={`refund-reason-${orderId}`}
      label={REFUND_MSG.refundReason}
      maxLength={REFUND_REASON_MAX}
      submitLabel={REFUND_MSG.submitRequest}
      icon={<Undo2 aria-hidden />}
    />
  );
}
