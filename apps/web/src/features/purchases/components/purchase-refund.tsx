/**
 * A purchase's refund: its state (requested, processing, rejected with the admin's note, refunded,
 * failed), else Request a refund when the server says it may be asked, else why not (the window
 * passed, too much of the course completed, a free order). Unpaid orders show nothing.
 */
import type { Purchase } from '@cms/contract';
import { RefundStatusBadge } from '@/components/refund-status-badge';
import { formatDate } from '@/lib/format';
import { RefundRequestDialog } from './refund-request-dialog';

export function PurchaseRefund({ purchase: p }: { purchase: Purchase }) {
  const { refund, refundable } = p;
  return (
    <div className="grid max-w-64 justify-items-start gap-1.5">
      {refund ? (
        <>
          <RefundStatusBadge status={refund.status} />
          {refund.status === 'rejected' && refund.decisionNote ? (
            <p className="text-xs text-muted-foreground">{refund.decisionNote}</p>
          ) : null}
        </>
      ) : null}
      {refundable.allowed ? (
        <RefundRequestDialog orderId={p.id} courseTitle={p.course.title} until={formatDate(refundable.until)} />
      ) : !refund && refundable.refusal !== 'not-paid' && refundable.message ? (
        <p className="text-xs text-muted-foreground">{refundable.message}</p>
      ) : null}
    </div>
  );
}
