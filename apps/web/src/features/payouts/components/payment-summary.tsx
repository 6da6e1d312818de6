/** The pay page's facts: the order, the instructor to pay (and where), and the balance available. */
import { formatRupees, PAYOUT_MSG, type PayoutContext } from '@cms/contract';
import { Receipt, UserRound, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
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
        <Row label={PAYOUT_MSG.saleAmount}>
          <span className="tabular-nums">{formatRupees(order.amountPaise)}</span>
        </Row>
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
        <Row label="Earned">
          <span className="tabular-nums">{formatRupees(balance.earnedPaise)}</span>
        </Row>
        <Row label="Withdrawn (approved)">
          <span className="tabular-nums">{formatRupees(balance.approvedWithdrawalsPaise)}</span>
        </Row>
        <Row label="Withdrawals pending">
          <span className="tabular-nums">{formatRupees(balance.pendingWithdrawalsPaise)}</span>
        </Row>
        <Row label="Paid out">
          <span className="tabular-nums">{formatRupees(balance.paidOutPaise)}</span>
        </Row>
      </Panel>
    </div>
  );
}
