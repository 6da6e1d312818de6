import { formatRupees, WITHDRAWAL_MSG, type AdminWithdrawal } from '@cms/contract';
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { WithdrawalStatusBadge } from '../withdrawal-status-badge';
import { HistoryToggle, WithdrawalAudit } from './withdrawal-audit';

const COLUMNS = [
  WITHDRAWAL_MSG.date,
  WITHDRAWAL_MSG.instructor,
  WITHDRAWAL_MSG.amount,
  WITHDRAWAL_MSG.upiId,
  WITHDRAWAL_MSG.status,
  WITHDRAWAL_MSG.action,
] as const;

const auditId = (w: AdminWithdrawal) => `withdrawal-history-${w.id}`;

/** Remarks of a processed request (the admin's), or a dash. */
export function AdminRemarks({ text }: { text: string | null }) {
  return text?.trim() ? (
    <p className="text-sm break-words">
      <span className="text-xs text-muted-foreground">{WITHDRAWAL_MSG.adminRemarks}: </span>
      {text}
    </p>
  ) : (
    <p className="text-xs text-muted-foreground">{WITHDRAWAL_MSG.adminRemarks}: —</p>
  );
}

function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cn('px-4 py-3 align-top lg:px-5', className)}>{children}</td>;
}

/**
 * The requests as a table (tablets and desktops): pending rows have Process; processed ones show
 * the admin's remarks and a History row that opens under them.
 */
export function AdminWithdrawalsTable({
  withdrawals,
  onProcess,
  busy,
}: {
  withdrawals: AdminWithdrawal[];
  onProcess: (withdrawal: AdminWithdrawal) => void;
  busy: boolean;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="hidden overflow-x-auto rounded-2xl border bg-card shadow-sm md:block">
      <table className={cn('w-full text-sm transition-opacity', busy && 'opacity-60')} aria-busy={busy}>
        <caption className="sr-only">Withdrawal requests</caption>
        <thead className="border-b bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {COLUMNS.map((label) => (
              <th
                key={label}
                scope="col"
                className={cn('px-4 py-3 font-semibold lg:px-5', label === WITHDRAWAL_MSG.amount && 'text-right')}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {withdrawals.map((w) => {
            const open = openId === w.id;
            return (
              <Fragment key={w.id}>
                <tr className="transition-colors hover:bg-muted/40">
                  <Cell className="whitespace-nowrap text-muted-foreground tabular-nums">
                    <time dateTime={w.date}>{formatDate(w.date)}</time>
                  </Cell>
                  <Cell className="min-w-52">
                    <p className="font-medium break-words">{w.instructor.name}</p>
                    <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{w.instructor.email}</p>
                  </Cell>
                  <Cell className="text-right font-semibold whitespace-nowrap tabular-nums">
                    {formatRupees(w.amountPaise)}
                  </Cell>
                  <Cell className="font-mono text-xs whitespace-nowrap">{w.upi}</Cell>
                  <Cell>
                    <WithdrawalStatusBadge status={w.status} />
                  </Cell>
                  <Cell className="w-64 max-w-72">
                    {w.status === 'pending' ? (
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
                        <HistoryToggle
                          open={open}
                          onToggle={() => setOpenId(open ? null : w.id)}
                          controls={auditId(w)}
                        />
                      </div>
                    )}
                  </Cell>
                </tr>
                {open ? (
                  <tr className="bg-muted/30">
                    <td colSpan={COLUMNS.length} className="px-4 py-3 lg:px-5">
                      <WithdrawalAudit id={auditId(w)} withdrawalId={w.id} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
