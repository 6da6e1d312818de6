/** The pay page's facts: the order, the instructor to pay (and where), and the balance available. */
import { formatRupees, PAYOUT_MSG, type PayoutContext } from '@cms/contract';
import { Receipt, UserRound, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { factOfLook } from '@/components/fact';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { OrderStatusBadge } from '@/components/order-status-badge';

function Panel({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="p-5">
      <h2
        id={id}
        className="mb-4 flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        <Icon aria-hidden className="size-4" />
        {title}
      </h2>
      <dl className="space-y-3">{children}</dl>
    </Card>
  );
}

const Row = factOfLook({
  className: 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm',
  labelClassName: 'text-muted-foreground',
  valueClassName: 'min-w-0 text-right font-medium break-words',
});

/** A sum of money, in figures that line up. */
function MoneyRow({ label, paise }: { label: string; paise: number }) {
  return (
    <Row label={label}>
      <span className="tabular-nums">{formatRupees(paise)}</span>
    </Row>
  );
}

export function PaymentSummary({ context }: { context: PayoutContext }) {
  const { order, instructor, balance } = context;
  return (
    <div className="mb-6 grid gap-4 lg:grid-cols-3">
      <Panel title={PAYOUT_MSG.order} icon={Receipt}>
        <Row label="Date">{formatDate(order.date)}</Row>
        <Row label="Course">{order.courseTitle}</Row>
        <Row label="Buyer">{order.userEmail}</Row>
        <MoneyRow label={PAYOUT_MSG.saleAmount} paise={order.amountPaise} />
        <MoneyRow label={PAYOUT_MSG.payoutAmount} paise={context.payoutPaise} />
        <Row label="Status">
          <OrderStatusBadge status={order.status} />
        </Row>
      </Panel>
      <Panel title={PAYOUT_MSG.instructor} icon={UserRound}>
        <Row label="Name">{instructor.name}</Row>
        <Row label="Email">{instructor.email}</Row>
        <Row label={PAYOUT_MSG.upiId}>
          {instructor.upi ?? <span className="text-amber-700 dark:text-amber-300">{PAYOUT_MSG.noUpi}</span>}
        </Row>
      </Panel>
      <Panel title="Balance" icon={Wallet}>
        <Row label={PAYOUT_MSG.availableBalance}>
          <span className="text-lg font-bold tabular-nums">{formatRupees(balance.availablePaise)}</span>
        </Row>
        <MoneyRow label="Earned" paise={balance.earnedPaise} />
        <MoneyRow label="Withdrawn (approved)" paise={balance.approvedWithdrawalsPaise} />
        <MoneyRow label="Withdrawals pending" paise={balance.pendingWithdrawalsPaise} />
        <MoneyRow label="Paid out" paise={balance.paidOutPaise} />
      </Panel>
    </div>
  );
}
