/** The course's headline figures: enrolled, completed, average progress and the 12 months' revenue. */
import { INSIGHTS_MSG, formatRupees, type CourseInsights } from '@cms/contract';
import { CheckCircle2, IndianRupee, TrendingUp, Users } from 'lucide-react';
import { StatFigures } from '@/components/stat-card';
import { formatCount } from '@/lib/format';

export function InsightFigures({ insights }: { insights: CourseInsights }) {
  const revenue = insights.revenue.reduce((sum, m) => sum + m.amountPaise, 0);
  return (
    <StatFigures
      label={INSIGHTS_MSG.courseInsights}
      stackedFrom="lg"
      figures={[
        { label: INSIGHTS_MSG.enrolled, value: formatCount(insights.enrolled), icon: Users },
        { label: INSIGHTS_MSG.completed, value: formatCount(insights.completed), icon: CheckCircle2, tone: 'emerald' },
        {
          label: INSIGHTS_MSG.averageProgress,
          value: insights.averageProgressPercent === null ? '—' : `${insights.averageProgressPercent}%`,
          icon: TrendingUp,
          tone: 'amber',
        },
        { label: INSIGHTS_MSG.revenue12Months, value: formatRupees(revenue), icon: IndianRupee, tone: 'rose' },
      ]}
    />
  );
}
