import { EARNINGS_MSG, formatRupees, WITHDRAWAL_MSG, type Balance } from '@cms/contract';
import { Clock, Smartphone, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';

/** The available balance beside the form, the pending requests held back, and where the money goes. */
export function BalancePanel({ balance, upi }: { balance: Balance; upi: string | null }) {
  const labelId = useId();
  return (
    <Card className="flex flex-col gap-5 p-6">
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-500/10 text-emerald-700 dark:text-emerald-300">
          <Wallet aria-hidden className="size-6" />
        </span>
        <div className="min-w-0">
          <p id={labelId} className="text-sm text-muted-foreground">
            {EARNINGS_MSG.availableBalance}
          </p>
          <p className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">
            {formatRupees(balance.availablePaise)}
          </p>
        </div>
      </div>
      <dl className="space-y-3 border-t pt-4 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="inline-flex items-center gap-2 text-muted-foreground">
            <Clock aria-hidden className="size-4" />
            {EARNINGS_MSG.pendingWithdrawals}
          </dt>
          <dd className="font-semibold tabular-nums">{formatRupees(balance.pendingWithdrawalsPaise)}</dd>
        </div>
        {upi ? (
          <div className="flex items-center justify-between gap-3">
            <dt className="inline-flex items-center gap-2 text-muted-foreground">
              <Smartphone aria-hidden className="size-4" />
              {WITHDRAWAL_MSG.upiId}
            </dt>
            <dd className="min-w-0 truncate font-semibold">{upi}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-xs text-muted-foreground">
        Pending requests are held back from the available balance until an admin processes them.
      </p>
    </Card>
  );
}
