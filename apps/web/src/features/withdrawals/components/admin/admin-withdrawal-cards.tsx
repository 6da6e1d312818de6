import { formatRupees, WITHDRAWAL_MSG, type AdminWithdrawal } from '@cms/contract';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { WithdrawalStatusBadge } from '../withdrawal-status-badge';
import { AdminRemarks } from './admin-withdrawals-table';
import { WithdrawalHistoryDisclosure } from './withdrawal-audit';

/** The requests on phones: one card each, Process or remarks and History at the bottom. */
export function AdminWithdrawalCards({
  withdrawals,
  onProcess,
  busy,
}: {
  withdrawals: AdminWithdrawal[];
  onProcess: (withdrawal: AdminWithdrawal) => void;
  busy: boolean;
}) {
  return (
    <ul
      aria-label="Withdrawal requests"
      aria-busy={busy}
      className={cn('space-y-3 transition-opacity md:hidden', busy && 'opacity-60')}
    >
      {withdrawals.map((w) => (
        <li key={w.id} className="space-y-3 rounded-2xl border bg-card p-4 shadow-sm">
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
        </li>
      ))}
    </ul>
  );
}
