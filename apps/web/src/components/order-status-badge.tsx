/** An order's status as instructors and admins see it (spec 4: Approval reads "success"), coloured by outcome. */
import { ORDER_STATUS_LABELS, type OrderStatus } from '@cms/contract';
import { CheckCircle2, CircleSlash, Clock, Undo2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STYLES: Record<OrderStatus, { className: string; icon: typeof Clock }> = {
  Approval: {
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    icon: CheckCircle2,
  },
  Pending: { className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200', icon: Clock },
  Rejected: { className: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200', icon: XCircle },
  Cancelled: { className: 'bg-secondary text-secondary-foreground', icon: CircleSlash },
  Refunded: { className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200', icon: Undo2 },
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { className: tone, icon: Icon } = STYLES[status];
  return (
    <Badge variant="outline" className={cn('border-transparent capitalize', tone, className)}>
      <Icon aria-hidden />
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
