import { ADMIN_ORDERS_MSG, formatRupees, type OrderStats } from '@cms/contract';
import { IndianRupee, Percent, Receipt, TrendingUp } from 'lucide-react';
import { StatFigures } from '@/components/stat-card';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';

/** A sum in rupees, a size smaller when it is long (lakhs and crores) so it stays inside its card. */
function Money({ paise }: { paise: number }) {
  const text = formatRupees(paise);
  return <span className={cn('whitespace-nowrap', text.length >= 10 && 'text-lg sm:text-xl')}>{text}</span>;
}

/** Spec 9: the success rate with one decimal. */
export const formatSuccessRate = (rate: number) => `${rate.toFixed(1)}%`;

/** The four figures of every order matching the filters (spec 2; amounts with 2 decimals). */
export function OrderStatsGrid({ stats }: { stats: OrderStats }) {
  return (
    <StatFigures
      label="Order statistics"
      figures={[
        {
          label: ADMIN_ORDERS_MSG.totalRevenue,
          value: <Money paise={stats.totalRevenuePaise} />,
          icon: IndianRupee,
          tone: 'emerald',
        },
        { label: ADMIN_ORDERS_MSG.totalOrders, value: formatCount(stats.totalOrders), icon: Receipt },
        {
          label: ADMIN_ORDERS_MSG.successRate,
          value: formatSuccessRate(stats.successRate),
          hint: `${formatCount(stats.successfulOrders)} successful`,
          icon: Percent,
          tone: 'amber',
        },
        {
          label: ADMIN_ORDERS_MSG.avgOrderValue,
          value: <Money paise={stats.avgOrderValuePaise} />,
          icon: TrendingUp,
          tone: 'rose',
        },
      ]}
    />
  );
}
