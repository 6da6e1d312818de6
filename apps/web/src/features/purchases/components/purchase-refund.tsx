/**
 * A purchase's refund: its state (requested, processing, rejected with the admin's note, refunded,
 * failed), else Request a refund when the server says it may be asked, else why not (the window
 * passed, too much of the course completed, a free order). Unpaid orders show nothing.
 */
import { REFUND_MSG, type Purchase, type RefundStatus } from '@cms/contract';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { RefundRequestDialog } from './refund-request-dialog';

const TONES: Record<RefundStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  processing: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  rejected: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  refunded: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  failed: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', TONES[status])}>
      {REFUND_MSG.statusLabels[status]}
    </Badge>
  );
}

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
