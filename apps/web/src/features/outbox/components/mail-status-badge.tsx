import { MAIL_STATUS_LABELS, type MailStatus } from '@cms/contract';
import { CheckCircle2, Clock, Inbox, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STYLES: Record<MailStatus, { className: string; icon: typeof Clock }> = {
  queued: { className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200', icon: Clock },
  sent: {
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    icon: CheckCircle2,
  },
  failed: { className: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200', icon: XCircle },
  outbox: { className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200', icon: Inbox },
};

/** A mail's delivery state: queued amber, sent green, failed red, kept in the outbox blue, in both themes. */
export function MailStatusBadge({ status, className }: { status: MailStatus; className?: string }) {
  const { className: tone, icon: Icon } = STYLES[status];
  return (
    <Badge className={cn('border-transparent', tone, className)}>
      <Icon aria-hidden />
      {MAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
