/** An order's status as admins see it (spec 4: Approval is shown as success). */
import { ORDER_STATUS_LABELS, type OrderStatus } from '@cms/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const TONES: Record<OrderStatus, string> = {
  Approval: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  Pending: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  Rejected: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
  Cancelled: 'bg-muted text-muted-foreground',
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-transparent capitalize', TONES[status], className)}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
