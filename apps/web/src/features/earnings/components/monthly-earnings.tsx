import { EARNINGS_CHART_MONTHS, EARNINGS_MSG, formatRupees, type MonthlyEarning } from '@cms/contract';
import { lazy, Suspense, useId } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { plural } from '@/lib/format';
import { formatMonth } from '@/features/earnings/month-label';

/** The chart's chunk (visx, ~20 KB gzip) loads only when the chart is shown, after the figures. */
const MonthlyEarningsChart = lazy(() => import('./monthly-earnings-chart'));

/**
 * Monthly Earnings: a figure whose caption names it; the bar chart is for the eyes (hidden from
 * assistive technology), and a visually hidden table carries the same months and amounts as text.
 */
export function MonthlyEarnings({ monthly }: { monthly: readonly MonthlyEarning[] }) {
  const headingId = useId();
  const months = monthly.map((m) => ({ label: formatMonth(m.month), amountPaise: m.amountPaise, sales: m.sales }));
  const total = monthly.reduce((sum, m) => sum + m.amountPaise, 0);
  return (
    <Card className="mb-8 p-4 sm:p-6">
      <figure aria-labelledby={headingId} className="space-y-4">
        <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="text-lg font-bold tracking-tight">
            {EARNINGS_MSG.monthlyEarnings}
          </h2>
          <p className="text-sm text-muted-foreground">
            Last {EARNINGS_CHART_MONTHS} months · <span className="tabular-nums">{formatRupees(total)}</span>
          </p>
        </figcaption>
        <div aria-hidden className="h-[260px] text-muted-foreground">
          <Suspense fallback={<Skeleton className="size-full rounded-xl" />}>
            <MonthlyEarningsChart months={months} />
          </Suspense>
        </div>
        <table className="sr-only">
          <caption>{EARNINGS_MSG.monthlyEarnings} by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Earnings</th>
              <th scope="col">Sales</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.label}>
                <th scope="row">{m.label}</th>
                <td>{formatRupees(m.amountPaise)}</td>
                <td>{plural(m.sales, 'sale')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}
