import { MAIL_KIND_LABELS, OUTBOX_MSG } from '@cms/contract';
import { formatWhen } from '@/lib/format';
import { cn } from '@/lib/utils';
import { MailDeliveryState } from './mail-delivery-state';
import { MailRecipient } from './mail-recipient';
import type { MailListProps } from './outbox-table';

/** The mail on phones: one card each; the subject opens the mail. */
export function OutboxCards({ mails, onOpen, onRetry, retryingId, busy }: MailListProps) {
  return (
    <ol
      className={cn('space-y-3 transition-opacity md:hidden', busy && 'opacity-60')}
      aria-label="Mail"
      aria-busy={busy}
    >
      {mails.map((mail) => (
        <li key={mail.id} className="rounded-2xl border bg-card p-4 shadow-sm">
          <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span>
              <span className="sr-only">{OUTBOX_MSG.date}: </span>
              <time dateTime={mail.createdAt} className="tabular-nums">
                {formatWhen(mail.createdAt)}
              </time>
            </span>
            <span>
              <span className="sr-only">{OUTBOX_MSG.kind}: </span>
              {MAIL_KIND_LABELS[mail.kind]}
            </span>
          </p>
          <button
            type="button"
            onClick={() => onOpen(mail)}
            className="mt-2 block w-full rounded-sm text-left font-semibold break-words hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {mail.subject}
          </button>
          <div className="mt-1 text-sm">
            <span className="sr-only">{OUTBOX_MSG.to}: </span>
            <MailRecipient mail={mail} />
          </div>
          <MailDeliveryState className="mt-3" mail={mail} onRetry={onRetry} retrying={retryingId === mail.id} />
        </li>
      ))}
    </ol>
  );
}
