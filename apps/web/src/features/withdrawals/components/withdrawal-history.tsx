import { formatRupees, WITHDRAWAL_MSG, type Withdrawal } from '@cms/contract';
import { History } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { factOfLook } from '@/components/fact';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

const orDash = (text: string | null) => (text?.trim() ? text : <span className="text-muted-foreground">—</span>);

const COLUMNS: readonly DataColumn<Withdrawal>[] = [
  {
    header: WITHDRAWAL_MSG.date,
    className: 'whitespace-nowrap text-muted-foreground tabular-nums',
    cell: (w) => formatDate(w.date),
  },
  {
    header: WITHDRAWAL_MSG.amount,
    headClassName: 'text-right',
    className: 'text-right font-semibold whitespace-nowrap tabular-nums',
    cell: (w) => formatRupees(w.amountPaise),
  },
  { header: WITHDRAWAL_MSG.status, cell: (w) => <WithdrawalStatusBadge status={w.status} /> },
  { header: WITHDRAWAL_MSG.remarks, className: 'max-w-64 break-words', cell: (w) => orDash(w.remarks) },
  { header: WITHDRAWAL_MSG.adminRemarks, className: 'max-w-64 break-words', cell: (w) => orDash(w.adminRemarks) },
];

const Remark = factOfLook({ labelClassName: 'text-xs text-muted-foreground', valueClassName: 'break-words' });

/** One request on phones: amount and status, the date, and the remarks there are. */
function WithdrawalCard({ w }: { w: Withdrawal }) {
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <p className="text-lg font-bold tabular-nums">{formatRupees(w.amountPaise)}</p>
        <WithdrawalStatusBadge status={w.status} />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">{formatDate(w.date)}</p>
      {w.remarks?.trim() || w.adminRemarks?.trim() ? (
        <dl className="mt-3 space-y-2 border-t pt-3 text-sm">
          {w.remarks?.trim() ? <Remark label={WITHDRAWAL_MSG.remarks}>{w.remarks}</Remark> : null}
          {w.adminRemarks?.trim() ? <Remark label={WITHDRAWAL_MSG.adminRemarks}>{w.adminRemarks}</Remark> : null}
        </dl>
      ) : null}
    </>
  );
}

/**
 * Withdrawal History, newest first: a table from `md` up, cards on phones (one or the other is
 * hidden by CSS).
 */
export function WithdrawalHistory({ withdrawals }: { withdrawals: readonly Withdrawal[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {WITHDRAWAL_MSG.history}
      </h2>
      {withdrawals.length === 0 ? (
        <EmptyState
          icon={History}
          title={WITHDRAWAL_MSG.noWithdrawals}
          description="Your requests and their status show here."
        />
      ) : (
        <DataTable
          caption={WITHDRAWAL_MSG.history}
          columns={COLUMNS}
          rows={withdrawals}
          rowKey={(w) => w.id}
          pad="px-4 py-3 lg:px-6"
          rowClassName="align-top"
          cards={{ render: (w) => <WithdrawalCard w={w} /> }}
        />
      )}
    </section>
  );
}
