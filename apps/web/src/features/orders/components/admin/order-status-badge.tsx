import { ORDER_STATUS_LABELS, type OrderStatus } from '@cms/contract';
import { CheckCircle2, CircleSlash, Clock, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STYLES: Record<OrderStatus, { className: string; icon: typeof Clock }> = {
  Approval: { className: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300', icon: CheckCircle2 },
  Pending: { className: 'bg-amber-500/10 text-amber-700 dark:text-amber-300', icon: Clock },
  Rejected: { className: 'bg-rose-500/10 text-rose-700 dark:text-rose-300', icon: XCircle },
  Cancelled: { className: 'bg-muted text-muted-foreground', icon: CircleSlash },
};

/** An order's status as admins see it (Approval is "success"), coloured by outcome. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { className, icon: Icon } = STYLES[status];
  return (
    <Badge variant="outline" className={cn('border-transparent capitalize', className)}>
      <Icon aria-hidden />
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
