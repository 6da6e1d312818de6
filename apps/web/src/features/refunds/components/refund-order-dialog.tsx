/**
 * "Refund this order" (the admins' order detail, a paid order): what a refund does, the reason
 * (required), Cancel and Refund. The server's message is toasted (refunded, or the provider
 * processing it); a reason refused shows under the field; any other refusal is toasted, and a 409
 * (not paid, already asked, the provider refused) also closes the dialog.
 */
import { adminRefundInputSchema, REFUND_MSG, REFUND_REASON_MAX } from '@cms/contract';
import { Undo2 } from 'lucide-react';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
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
  return (
    <ReasonDialog
      schema={adminRefundInputSchema}
      mutation={useRefundOrder(orderId)}
      variables={(input) => input}
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          <Undo2 aria-hidden />
          {REFUND_MSG.refundOrder}
        </Button>
      }
      title={REFUND_MSG.refundOrder}
      description={`${summary}. ${REFUND_MSG.approveEffects(providerName(provider))}`}
      id={`admin-refund-reason-${orderId}`}
      label={REFUND_MSG.adminReason}
      maxLength={REFUND_REASON_MAX}
      submitLabel={REFUND_MSG.refundOrder}
      icon={<Undo2 aria-hidden />}
    />
  );
}
