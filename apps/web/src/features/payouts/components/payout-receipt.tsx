/** The payout already recorded for the order: reference, when and by whom. */
import { formatRupees, PAYOUT_MSG, type Payout } from '@cms/contract';
import { CheckCircle2 } from 'lucide-react';
import { HeadingWithHint } from '@/components/heading-with-hint';
import { Card } from '@/components/ui/card';
import { formatWhen } from '@/lib/format';

export function PayoutReceipt({ payout }: { payout: Payout }) {
  return (
    <Card
      role="region"
      aria-labelledby="payout-receipt-title"
      className="mb-6 border-emerald-500/30 bg-emerald-500/5 p-5 sm:p-6"
    >
      <div className="mb-4 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-700 dark:text-emerald-300">
          <CheckCircle2 aria-hidden className="size-5" />
        </span>
        <HeadingWithHint
          id="payout-receipt-title"
          title={PAYOUT_MSG.paidOn}
          hint={PAYOUT_MSG.alreadyPaid}
          className="text-lg font-semibold tracking-tight"
        />
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(payout.amountPaise)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{PAYOUT_MSG.reference}</dt>
          <dd className="font-mono font-medium break-all">{payout.reference}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">When</dt>
          <dd className="font-medium">{formatWhen(payout.recordedAt)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">By</dt>
          <dd className="font-medium break-words">
            {payout.recordedBy.name} <span className="text-muted-foreground">({payout.recordedBy.email})</span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
