import { MAIL_KIND_LABELS, OUTBOX_MSG, type OutboxMailSummary } from '@cms/contract';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatWhen } from '@/lib/format';
import { MailDeliveryState } from './mail-delivery-state';
import { MailRecipient } from './mail-recipient';

export interface MailListProps {
  mails: OutboxMailSummary[];
  onOpen: (mail: OutboxMailSummary) => void;
  /** Absent when nothing could send a retried mail (no SMTP). */
  onRetry?: (mail: OutboxMailSummary) => void;
  /** The mail being retried. */
  retryingId?: string | null;
  busy: boolean;
}

const SUBJECT_LINK =
  'rounded-sm text-left break-words hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function columns({ onOpen, onRetry, retryingId }: MailListProps): DataColumn<OutboxMailSummary>[] {
  return [
    {
      header: OUTBOX_MSG.date,
      className: 'whitespace-nowrap text-muted-foreground tabular-nums',
      cell: (mail) => <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time>,
    },
    { header: OUTBOX_MSG.to, className: 'max-w-56 min-w-40', cell: (mail) => <MailRecipient mail={mail} /> },
    {
      header: OUTBOX_MSG.subject,
      className: 'min-w-48',
      cell: (mail) => (
        <button
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(mail);
          }}
          className={`${SUBJECT_LINK} font-medium`}
        >
          {mail.subject}
        </button>
      ),
    },
    {
      header: OUTBOX_MSG.kind,
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (mail) => MAIL_KIND_LABELS[mail.kind],
    },
    {
      header: OUTBOX_MSG.status,
      className: 'max-w-64 min-w-44',
      cell: (mail) => <MailDeliveryState mail={mail} onRetry={onRetry} retrying={retryingId === mail.id} />,
    },
  ];
}

/** One mail on phones: date and kind, the subject (opens the mail), the recipient and the state. */
function MailCard({
  mail,
  onOpen,
  onRetry,
  retryingId,
}: Omit<MailListProps, 'mails' | 'busy'> & { mail: OutboxMailSummary }) {
  return (
    <>
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
      <button type="button" onClick={() => onOpen(mail)} className={`mt-2 block w-full ${SUBJECT_LINK} font-semibold`}>
        {mail.subject}
      </button>
      <div className="mt-1 text-sm">
        <span className="sr-only">{OUTBOX_MSG.to}: </span>
        <MailRecipient mail={mail} />
      </div>
      <MailDeliveryState className="mt-3" mail={mail} onRetry={onRetry} retrying={retryingId === mail.id} />
    </>
  );
}

/** The mail as a table (tablets and desktops; a click on a row, or its subject, opens the mail), cards on phones. */
export function OutboxTable(props: MailListProps) {
  return (
    <DataTable
      caption="Mail"
      columns={columns(props)}
      rows={props.mails}
      rowKey={(mail) => mail.id}
      headRule
      rowClassName="cursor-pointer align-top transition-colors hover:bg-muted/40"
      onRowClick={props.onOpen}
      busy={props.busy}
      cards={{
        as: 'ol',
        render: (mail) => <MailCard mail={mail} {...props} />,
      }}
    />
  );
}
