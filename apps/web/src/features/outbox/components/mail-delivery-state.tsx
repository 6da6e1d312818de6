import { OUTBOX_MSG, type OutboxMailSummary } from '@cms/contract';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { MailStatusBadge } from './mail-status-badge';

/**
 * The status badge and, for a mail that had trouble, its attempts and last error; a failed mail
 * gets Retry when this server sends by SMTP.
 */
export function MailDeliveryState({
  mail,
  onRetry,
  retrying,
  className,
}: {
  mail: OutboxMailSummary;
  /** Absent when nothing could send a retried mail (no SMTP). */
  onRetry?: (mail: OutboxMailSummary) => void;
  retrying?: boolean;
  className?: string;
}) {
  const troubled = mail.status !== 'sent' && mail.lastError !== null;
  return (
    <div className={cn('flex min-w-0 flex-col items-start gap-1.5', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <MailStatusBadge status={mail.status} />
        {troubled ? (
          <span className="text-xs text-muted-foreground tabular-nums">{OUTBOX_MSG.attempts(mail.attempts)}</span>
        ) : null}
      </div>
      {troubled ? (
        <p
          className="line-clamp-2 text-xs [overflow-wrap:anywhere] text-rose-700 dark:text-rose-300"
          title={mail.lastError ?? ''}
        >
          <span className="sr-only">{OUTBOX_MSG.lastError}: </span>
          {mail.lastError}
        </p>
      ) : null}
      {mail.status === 'failed' && onRetry ? (
        <Button
          size="sm"
          variant="outline"
          disabled={retrying}
          onClick={(e) => {
            e.stopPropagation();
            onRetry(mail);
          }}
          aria-label={`${OUTBOX_MSG.retry}: ${mail.subject}`}
        >
          <RotateCw aria-hidden className={cn(retrying && 'animate-spin')} />
          {retrying ? OUTBOX_MSG.retrying : OUTBOX_MSG.retry}
        </Button>
      ) : null}
    </div>
  );
}
