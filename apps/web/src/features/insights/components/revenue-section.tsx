/**
 * Revenue by month: the last 12 calendar months as bars (plain CSS, drawn for the eyes only) and a
 * visually hidden table with the same months, amounts and sales as text.
 */
import { INSIGHTS_MSG, formatRupees, type RevenueMonth } from '@cms/contract';
import { IndianRupee } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Card } from '@/components/ui/card';
import { plural } from '@/lib/format';

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A server month "2026-06" (a calendar month of the college's time zone) as "Jun 2026". */
const formatMonth = (month: string) => {
  const [year, mon] = month.split('-').map(Number);
  return year && mon ? monthFormat.format(new Date(Date.UTC(year, mon - 1, 1))) : month;
};

export function RevenueSection({ revenue }: { revenue: readonly RevenueMonth[] }) {
  const max = Math.max(0, ...revenue.map((m) => m.amountPaise));
  const total = revenue.reduce((sum, m) => sum + m.amountPaise, 0);
  return (
    <Card className="p-4 sm:p-6">
      <figure aria-labelledby="insights-revenue" className="space-y-4">
        <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="insights-revenue" className="text-lg font-bold tracking-tight">
            {INSIGHTS_MSG.revenueByMonth}
          </h2>
          <p className="text-sm text-muted-foreground tabular-nums">{formatRupees(total)}</p>
        </figcaption>
        {total === 0 ? (
          <EmptyState icon={IndianRupee} title={INSIGHTS_MSG.noSales} />
        ) : (
          <>
            <div aria-hidden className="flex h-48 items-end gap-1 sm:gap-2">
              {revenue.map((m) => (
                <div key={m.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
                  <div
                    className="w-full max-w-12 rounded-t-md bg-primary"
                    style={{
                      height: `${max > 0 ? Math.max((m.amountPaise / max) * 100, m.amountPaise > 0 ? 2 : 0) : 0}%`,
                    }}
                    title={`${formatMonth(m.month)}: ${formatRupees(m.amountPaise)} · ${plural(m.sales, 'sale')}`}
                  />
                  <span className="w-full truncate text-center text-[10px] text-muted-foreground sm:text-xs">
                    {formatMonth(m.month).split(' ')[0]}
                  </span>
                </div>
              ))}
            </div>
            <table className="sr-only">
              <caption>{INSIGHTS_MSG.revenueByMonth}</caption>
              <thead>
                <tr>
                  <th scope="col">{INSIGHTS_MSG.month}</th>
                  <th scope="col">{INSIGHTS_MSG.revenueByMonth}</th>
                  <th scope="col">{INSIGHTS_MSG.sales}</th>
                </tr>
              </thead>
              <tbody>
                {revenue.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{formatMonth(m.month)}</th>
                    <td>{formatRupees(m.amountPaise)}</td>
                    <td>{plural(m.sales, 'sale')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </figure>
    </Card>
  );
}
