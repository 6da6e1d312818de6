import { ORDER_STATUS_LABELS, type OrderStatus } from '@cms/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const TONES: Record<OrderStatus, string> = {
  Approval: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Rejected: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  Cancelled: 'bg-secondary text-secondary-foreground',
};

/** An order's status as the admins see it too (Approval reads "success"). */
export function SaleStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge className={cn('border-transparent capitalize', TONES[status], className)}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
