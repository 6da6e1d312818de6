import { EARNINGS_MSG, formatRupees, type EarningsSummary } from '@cms/contract';
import { CalendarDays, Clock, IndianRupee, Wallet } from 'lucide-react';
import { StatFigures } from '@/components/stat-card';
import { GrowthHint } from './growth-hint';

/** Total Earnings, This Month (with growth), Available Balance and Pending Withdrawals. */
export function EarningsFigures({ summary }: { summary: EarningsSummary }) {
  const { balance } = summary;
  return (
    <StatFigures
      label="Earnings figures"
      stackedFrom="sm"
      figures={[
        {
          label: EARNINGS_MSG.totalEarnings,
          value: formatRupees(summary.totalPaise),
          hint: 'From approved sales',
          icon: IndianRupee,
        },
        {
          label: EARNINGS_MSG.thisMonth,
          value: formatRupees(summary.thisMonthPaise),
          hint: <GrowthHint percent={summary.growthPercent} />,
          icon: CalendarDays,
          tone: 'emerald',
        },
        {
          label: EARNINGS_MSG.availableBalance,
          value: formatRupees(balance.availablePaise),
          hint:
            balance.paidOutPaise > 0
              ? `${EARNINGS_MSG.paidOut}: ${formatRupees(balance.paidOutPaise)}`
              : 'Ready to withdraw',
          icon: Wallet,
          tone: 'amber',
        },
        {
          label: EARNINGS_MSG.pendingWithdrawals,
          value: formatRupees(balance.pendingWithdrawalsPaise),
          hint: 'Awaiting approval',
          icon: Clock,
          tone: 'rose',
        },
      ]}
    />
  );
}
