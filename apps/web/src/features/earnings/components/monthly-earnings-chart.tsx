/**
 * The bar chart of monthly earnings (recharts, loaded lazily: it is heavy). Every colour is a theme
 * variable, so the chart follows light and dark mode. It is drawn for sighted users only; the
 * figure around it carries the same numbers as text.
 */
import { formatRupees } from '@cms/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { plural } from '@/lib/format';

export interface ChartMonth {
  label: string;
  amountPaise: number;
  sales: number;
}

const axisRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const tick = { fill: 'var(--color-muted-foreground)', fontSize: 12 };

function ChartTooltip({ active, payload }: TooltipContentProps) {
  const month = payload?.[0]?.payload as ChartMonth | undefined;
  if (!active || !month) return null;
  return (
    <div className="rounded-lg border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-semibold">{month.label}</p>
      <p className="tabular-nums">{formatRupees(month.amountPaise)}</p>
      <p className="text-xs text-muted-foreground">{plural(month.sales, 'sale')}</p>
    </div>
  );
}

export default function MonthlyEarningsChart({ months }: { months: readonly ChartMonth[] }) {
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 600, height: 260 }}>
      <BarChart
        accessibilityLayer={false}
        data={months as ChartMonth[]}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--color-border)" strokeDasharray="4 4" />
        <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: 'var(--color-border)' }} />
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={64}
          allowDecimals={false}
          tickFormatter={(paise: number) => axisRupees.format(paise / 100)}
        />
        <Tooltip content={ChartTooltip} cursor={{ fill: 'var(--color-muted)' }} />
        <Bar dataKey="amountPaise" name="Earnings" fill="var(--color-primary)" radius={[6, 6, 0, 0]} maxBarSize={48} />
      </BarChart>
    </ResponsiveContainer>
  );
}
