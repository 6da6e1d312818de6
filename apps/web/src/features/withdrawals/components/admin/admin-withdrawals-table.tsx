import { formatRupees, WITHDRAWAL_MSG, type AdminWithdrawal } from '@cms/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { WithdrawalStatusBadge } from '../withdrawal-status-badge';
import { HistoryToggle, WithdrawalAudit, WithdrawalHistoryDisclosure } from './withdrawal-audit';

const auditId = (w: AdminWithdrawal) => `withdrawal-history-${w.id}`;

/** Remarks of a processed request (the admin's), or a dash. */
function AdminRemarks({ text }: { text: string | null }) {
  return text?.trim() ? (
    <p className="text-sm break-words">
      <span className="text-xs text-muted-foreground">{WITHDRAWAL_MSG.adminRemarks}: </span>
      {text}
    </p>
  ) : (
    <p className="text-xs text-muted-foreground">{WITHDRAWAL_MSG.adminRemarks}: —</p>
  );
}

type Process = (withdrawal: AdminWithdrawal) => void;

function columns(
  onProcess: Process,
  openId: string | null,
  toggle: (w: AdminWithdrawal) => void,
): DataColumn<AdminWithdrawal>[] {
  return [
    {
      header: WITHDRAWAL_MSG.date,
      className: 'whitespace-nowrap text-muted-foreground tabular-nums',
      cell: (w) => <time dateTime={w.date}>{formatDate(w.date)}</time>,
    },
    {
      header: WITHDRAWAL_MSG.instructor,
      className: 'min-w-52',
      cell: (w) => (
        <>
          <p className="font-medium break-words">{w.instructor.name}</p>
          <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{w.instructor.email}</p>
        </>
      ),
    },
    {
      header: WITHDRAWAL_MSG.amount,
      headClassName: 'text-right',
      className: 'text-right font-semibold whitespace-nowrap tabular-nums',
      cell: (w) => formatRupees(w.amountPaise),
    },
    { header: WITHDRAWAL_MSG.upiId, className: 'font-mono text-xs whitespace-nowrap', cell: (w) => w.upi },
    { header: WITHDRAWAL_MSG.status, cell: (w) => <WithdrawalStatusBadge status={w.status} /> },
    {
      header: WITHDRAWAL_MSG.action,
      className: 'w-64 max-w-72',
      cell: (w) =>
        w.status === 'pending' ? (
          <Button
            size="sm"
            onClick={() => onProcess(w)}
            aria-label={`${WITHDRAWAL_MSG.process} ${formatRupees(w.amountPaise)} for ${w.instructor.name}`}
          >
            {WITHDRAWAL_MSG.process}
          </Button>
        ) : (
          <div className="space-y-1.5">
            <AdminRemarks text={w.adminRemarks} />
            <HistoryToggle open={openId === w.id} onToggle={() => toggle(w)} controls={auditId(w)} />
          </div>
        ),
    },
  ];
}

/** One request on phones: Process, or the remarks and History, at the bottom. */
function WithdrawalCard({ w, onProcess }: { w: AdminWithdrawal; onProcess: Process }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold tabular-nums">{formatRupees(w.amountPaise)}</p>
          <p className="text-xs text-muted-foreground tabular-nums">
            <time dateTime={w.date}>{formatDate(w.date)}</time>
          </p>
        </div>
        <WithdrawalStatusBadge status={w.status} />
      </div>
      <dl className="space-y-1.5 text-sm">
        <div>
          <dt className="sr-only">{WITHDRAWAL_MSG.instructor}</dt>
          <dd className="font-medium break-words">{w.instructor.name}</dd>
          <dd className="text-xs break-all text-muted-foreground">{w.instructor.email}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">{WITHDRAWAL_MSG.upiId}:</dt>
          <dd className="min-w-0 font-mono text-xs leading-5 break-all">{w.upi}</dd>
        </div>
      </dl>
      <div className="border-t pt-3">
        {w.status === 'pending' ? (
          <Button className="w-full" onClick={() => onProcess(w)}>
            {WITHDRAWAL_MSG.process}
          </Button>
        ) : (
          <div className="space-y-2">
            <AdminRemarks text={w.adminRemarks} />
            <WithdrawalHistoryDisclosure withdrawalId={w.id} />
          </div>
        )}
      </div>
    </>
  );
}

/**
 * The requests as a table (tablets and desktops): pending rows have Process; processed ones show
 * the admin's remarks and a History row that opens under them. Cards on phones.
 */
export function AdminWithdrawalsTable({
  withdrawals,
  onProcess,
  busy,
}: {
  withdrawals: AdminWithdrawal[];
  onProcess: Process;
  busy: boolean;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = (w: AdminWithdrawal) => setOpenId(openId === w.id ? null : w.id);
  return (
    <DataTable
      caption="Withdrawal requests"
      columns={columns(onProcess, openId, toggle)}
      rows={withdrawals}
      rowKey={(w) => w.id}
      pad="px-4 py-3 lg:px-5"
      headRule
      rowClassName="align-top transition-colors hover:bg-muted/40"
      rowDetail={(w) => (openId === w.id ? <WithdrawalAudit id={auditId(w)} withdrawalId={w.id} /> : null)}
      busy={busy}
      cards={{
        label: 'Withdrawal requests',
        className: 'space-y-3',
        itemClassName: 'space-y-3 rounded-2xl border bg-card p-4 shadow-sm',
        render: (w) => <WithdrawalCard w={w} onProcess={onProcess} />,
      }}
    />
  );
}
