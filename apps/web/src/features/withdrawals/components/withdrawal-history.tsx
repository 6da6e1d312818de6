import { formatRupees, WITHDRAWAL_MSG, type Withdrawal } from '@cms/contract';
import { History } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

const orDash = (text: string | null) => (text?.trim() ? text : <span className="text-muted-foreground">—</span>);

function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-4 py-3 font-semibold lg:px-6', className)}>
      {children}
    </th>
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
        <>
          <div className="hidden overflow-x-auto rounded-2xl border bg-card shadow-sm md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{WITHDRAWAL_MSG.history}</caption>
              <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
                <tr>
                  <Th>{WITHDRAWAL_MSG.date}</Th>
                  <Th className="text-right">{WITHDRAWAL_MSG.amount}</Th>
                  <Th>{WITHDRAWAL_MSG.status}</Th>
                  <Th>{WITHDRAWAL_MSG.remarks}</Th>
                  <Th>{WITHDRAWAL_MSG.adminRemarks}</Th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {withdrawals.map((w) => (
                  <tr key={w.id} className="align-top">
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums lg:px-6">
                      {formatDate(w.date)}
                    </td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums lg:px-6">
                      {formatRupees(w.amountPaise)}
                    </td>
                    <td className="px-4 py-3 lg:px-6">
                      <WithdrawalStatusBadge status={w.status} />
                    </td>
                    <td className="max-w-64 px-4 py-3 break-words lg:px-6">{orDash(w.remarks)}</td>
                    <td className="max-w-64 px-4 py-3 break-words lg:px-6">{orDash(w.adminRemarks)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul aria-label={WITHDRAWAL_MSG.history} className="space-y-3 md:hidden">
            {withdrawals.map((w) => (
              <li key={w.id} className="rounded-2xl border bg-card p-4 shadow-sm">
                <div className="flex items-center justify-between gap-3">
                  <p className="text-lg font-bold tabular-nums">{formatRupees(w.amountPaise)}</p>
                  <WithdrawalStatusBadge status={w.status} />
                </div>
                <p className="text-xs text-muted-foreground tabular-nums">{formatDate(w.date)}</p>
                {w.remarks?.trim() || w.adminRemarks?.trim() ? (
                  <dl className="mt-3 space-y-2 border-t pt-3 text-sm">
                    {w.remarks?.trim() ? (
                      <div>
                        <dt className="text-xs text-muted-foreground">{WITHDRAWAL_MSG.remarks}</dt>
                        <dd className="break-words">{w.remarks}</dd>
                      </div>
                    ) : null}
                    {w.adminRemarks?.trim() ? (
                      <div>
                        <dt className="text-xs text-muted-foreground">{WITHDRAWAL_MSG.adminRemarks}</dt>
                        <dd className="break-words">{w.adminRemarks}</dd>
                      </div>
                    ) : null}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
