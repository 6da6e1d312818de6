/**
 * The admins' refunds as a table (tablets and desktops) and one card per refund on phones: when it
 * was asked, the buyer, the course, the amount, the reason (and the admin who refunded outright),
 * the state with who decided and the note (or why the provider refused), and the actions of an
 * open one: Approve and Reject a request, Try again or Reject a failed one.
 */
import { formatRupees, REFUND_COLUMNS as COL, REFUND_MSG, type RefundRow } from '@cms/contract';
import { Check, RotateCcw, X } from 'lucide-react';
import { Fact, factOfLook } from '@/components/fact';
import { RefundStatusBadge } from '@/components/refund-status-badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';

export interface RefundActions {
  onApprove: (refund: RefundRow) => void;
  onReject: (refund: RefundRow) => void;
}

const isOpen = (r: RefundRow) => r.status === 'requested' || r.status === 'failed';
const byAdmin = (r: RefundRow) => r.requestedBy.role === 'Admin';

function Buyer({ r }: { r: RefundRow }) {
  return (
    <>
      <p className="font-medium break-words">{r.buyer.name}</p>
      <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{r.buyer.email}</p>
    </>
  );
}

function Reason({ r }: { r: RefundRow }) {
  return (
    <>
      <p className="text-sm break-words whitespace-pre-line">{r.reason}</p>
      {byAdmin(r) ? (
        <p className="mt-1 text-xs text-muted-foreground">{REFUND_MSG.refundedOutright(r.requestedBy.name)}</p>
      ) : null}
    </>
  );
}

/** The state, who decided and when, the note of a rejection or the provider's refusal, the credit note. */
function Decision({ r }: { r: RefundRow }) {
  return (
    <div className="grid justify-items-start gap-1">
      <RefundStatusBadge status={r.status} />
      {r.decidedBy ? (
        <p className="text-xs text-muted-foreground">
          {REFUND_MSG.decidedBy(r.decidedBy.name)}
          {r.decidedAt ? (
            <>
              {' · '}
              <time dateTime={r.decidedAt}>{formatDate(r.decidedAt)}</time>
            </>
          ) : null}
        </p>
      ) : null}
      {r.decisionNote ? <p className="text-xs break-words whitespace-pre-line">{r.decisionNote}</p> : null}
      {r.failureReason && isOpen(r) ? <p className="text-xs break-words text-destructive">{r.failureReason}</p> : null}
      {r.creditNote ? (
        <p className="text-xs text-muted-foreground">
          {REFUND_MSG.creditNote} <span className="font-mono">{r.creditNote.number}</span>
        </p>
      ) : null}
    </div>
  );
}

function Actions({ r, actions, block }: { r: RefundRow; actions: RefundActions; block?: boolean }) {
  if (!isOpen(r)) return <span className="text-muted-foreground">—</span>;
  const who = `${r.buyer.name}, ${r.course.title}`;
  const approve = r.status === 'failed' ? REFUND_MSG.retry : REFUND_MSG.approve;
  return (
    <div className={block ? 'grid grid-cols-2 gap-2' : 'flex flex-wrap gap-2'}>
      <Button size="sm" onClick={() => actions.onApprove(r)} aria-label={`${approve}: ${who}`}>
        {r.status === 'failed' ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
        {approve}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => actions.onReject(r)}
        aria-label={`${REFUND_MSG.reject}: ${who}`}
      >
        <X aria-hidden />
        {REFUND_MSG.reject}
      </Button>
    </div>
  );
}

function columns(actions: RefundActions): DataColumn<RefundRow>[] {
  return [
    {
      header: COL.requested,
      className: 'whitespace-nowrap text-muted-foreground tabular-nums',
      cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>,
    },
    { header: COL.buyer, className: 'min-w-36', cell: (r) => <Buyer r={r} /> },
    { header: COL.course, className: 'min-w-32 font-medium break-words', cell: (r) => r.course.title },
    {
      header: COL.amount,
      headClassName: 'text-right',
      className: 'text-right font-semibold whitespace-nowrap tabular-nums',
      cell: (r) => formatRupees(r.amountPaise),
    },
    { header: COL.reason, className: 'min-w-40 max-w-64', cell: (r) => <Reason r={r} /> },
    { header: COL.status, className: 'min-w-36 max-w-56', cell: (r) => <Decision r={r} /> },
    { header: COL.actions, className: 'w-40', cell: (r) => <Actions r={r} actions={actions} /> },
  ];
}

/** One refund on a phone: the amount and state on top, then the facts, the actions at the bottom. */
/** A fact of a refund's card: a small muted label over its value. */
const CardFact = factOfLook({ labelClassName: 'text-xs text-muted-foreground' });

function RefundCard({ r, actions }: { r: RefundRow; actions: RefundActions }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold tabular-nums">{formatRupees(r.amountPaise)}</p>
          <p className="font-medium break-words">{r.course.title}</p>
        </div>
        <p className="shrink-0 text-xs text-muted-foreground tabular-nums">
          <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
        </p>
      </div>
      <dl className="grid gap-2 text-sm">
        <CardFact label={COL.buyer}>
          <Buyer r={r} />
        </CardFact>
        <CardFact label={COL.reason}>
          <Reason r={r} />
        </CardFact>
        <Fact label={COL.status} labelClassName="sr-only">
          <Decision r={r} />
        </Fact>
      </dl>
      {isOpen(r) ? (
        <div className="border-t pt-3">
          <Actions r={r} actions={actions} block />
        </div>
      ) : null}
    </>
  );
}

export function RefundsTable({
  refunds,
  actions,
  busy,
}: {
  refunds: RefundRow[];
  actions: RefundActions;
  busy: boolean;
}) {
  return (
    <DataTable
      caption={REFUND_MSG.refundsTitle}
      columns={columns(actions)}
      rows={refunds}
      rowKey={(r) => r.id}
      frame="card"
      pad="px-4 py-3"
      headRule
      rowClassName="align-top transition-colors hover:bg-muted/40"
      busy={busy}
      cards={{
        className: 'space-y-3',
        itemClassName: 'space-y-3 rounded-2xl border bg-card p-4 shadow-sm',
        render: (r) => <RefundCard r={r} actions={actions} />,
      }}
    />
  );
}
