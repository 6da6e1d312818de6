import { MAIL_KIND_LABELS, OUTBOX_MSG, type OutboxMailSummary } from '@cms/contract';
import { formatWhen } from '@/lib/format';
import { cn } from '@/lib/utils';
import { MailDeliveryState } from './mail-delivery-state';
import { MailRecipient } from './mail-recipient';

const COLUMNS = [OUTBOX_MSG.date, OUTBOX_MSG.to, OUTBOX_MSG.subject, OUTBOX_MSG.kind, OUTBOX_MSG.status] as const;

export interface MailListProps {
  mails: OutboxMailSummary[];
  onOpen: (mail: OutboxMailSummary) => void;
  /** Absent when nothing could send a retried mail (no SMTP). */
  onRetry?: (mail: OutboxMailSummary) => void;
  /** The mail being retried. */
  retryingId?: string | null;
  busy: boolean;
}

/** The mail as a table (tablets and desktops): a click on a row, or its subject, opens the mail. */
export function OutboxTable({ mails, onOpen, onRetry, retryingId, busy }: MailListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border bg-card shadow-sm md:block">
      <table className={cn('w-full text-sm transition-opacity', busy && 'opacity-60')} aria-busy={busy}>
        <caption className="sr-only">Mail</caption>
        <thead className="border-b bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {COLUMNS.map((label) => (
              <th key={label} scope="col" className="px-4 py-3 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {mails.map((mail) => (
            <tr
              key={mail.id}
              onClick={() => onOpen(mail)}
              className="cursor-pointer align-top transition-colors hover:bg-muted/40"
            >
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums">
                <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time>
              </td>
              <td className="max-w-56 min-w-40 px-4 py-3">
                <MailRecipient mail={mail} />
              </td>
              <td className="min-w-48 px-4 py-3">
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(mail);
                  }}
                  className="rounded-sm text-left font-medium break-words hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {mail.subject}
                </button>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{MAIL_KIND_LABELS[mail.kind]}</td>
              <td className="max-w-64 min-w-44 px-4 py-3">
                <MailDeliveryState mail={mail} onRetry={onRetry} retrying={retryingId === mail.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
