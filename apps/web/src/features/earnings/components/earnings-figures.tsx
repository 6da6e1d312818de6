import { EARNINGS_MSG, formatRupees, type EarningsSummary } from '@cms/contract';
import { CalendarDays, Clock, IndianRupee, Wallet } from 'lucide-react';
import { StatCard, StatGrid } from '@/components/stat-card';
import { GrowthHint } from './growth-hint';

/** Total Earnings, This Month (with growth), Available Balance and Pending Withdrawals. */
export function EarningsFigures({ summary }: { summary: EarningsSummary }) {
  const { balance } = summary;
  return (
    <StatGrid label="Earnings figures">
      <StatCard
        label={EARNINGS_MSG.totalEarnings}
        value={formatRupees(summary.totalPaise)}
        hint="From approved sales"
        icon={IndianRupee}
        stackedFrom="sm"
      />
      <StatCard
        label={EARNINGS_MSG.thisMonth}
        value={formatRupees(summary.thisMonthPaise)}
        hint={<GrowthHint percent={summary.growthPercent} />}
        icon={CalendarDays}
        tone="emerald"
        stackedFrom="sm"
      />
      <StatCard
        label={EARNINGS_MSG.availableBalance}
        value={formatRupees(balance.availablePaise)}
        hint={
          balance.paidOutPaise > 0
            ? `${EARNINGS_MSG.paidOut}: ${formatRupees(balance.paidOutPaise)}`
            : 'Ready to withdraw'
        }
        icon={Wallet}
        tone="amber"
        stackedFrom="sm"
      />
      <StatCard
        label={EARNINGS_MSG.pendingWithdrawals}
        value={formatRupees(balance.pendingWithdrawalsPaise)}
        hint="Awaiting approval"
        icon={Clock}
        tone="rose"
        stackedFrom="sm"
      />
    </StatGrid>
  );
}
