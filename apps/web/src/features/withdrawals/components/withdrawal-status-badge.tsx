import type { WithdrawalStatus } from '@cms/contract';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STYLES: Record<WithdrawalStatus, { label: string; className: string; icon: typeof Clock }> = {
  pending: {
    label: 'Pending',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    icon: Clock,
  },
  approved: {
    label: 'Approved',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    icon: CheckCircle2,
  },
  rejected: {
    label: 'Rejected',
    className: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
    icon: XCircle,
  },
};

/** A withdrawal request's status (spec 4): pending amber, approved green, rejected red, in both themes. */
export function WithdrawalStatusBadge({ status, className }: { status: WithdrawalStatus; className?: string }) {
  const { label, className: tone, icon: Icon } = STYLES[status];
  return (
    <Badge className={cn('border-transparent', tone, className)}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
