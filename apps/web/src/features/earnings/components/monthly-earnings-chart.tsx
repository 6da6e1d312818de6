/**
 * The bar chart of monthly earnings, drawn with visx (d3 scales and plain SVG: a ~20 KB gzip chunk,
 * loaded lazily with the chart; docs/decisions.md, recharts → visx). Every colour is a theme
 * variable, so the chart follows light and dark mode. It is drawn for sighted users only; the
 * figure around it carries the same numbers as text. Pointing at a month (mouse, pen or touch)
 * highlights it and shows its amount and sales.
 */
import { formatRupees } from '@cms/contract';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarRounded } from '@visx/shape';
import { useState } from 'react';
import { plural } from '@/lib/format';

export interface ChartMonth {
  label: string;
  amountPaise: number;
  sales: number;
}

const HEIGHT = 260;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 64 };
const MAX_BAR_WIDTH = 48;
/** Room one month's label needs ("Sep 2026" at 12 px); narrower bands label every other month. */
const LABEL_WIDTH = 64;
/** The axis's top when nothing was earned: ₹100, so the ticks still read as rupees. */
const EMPTY_TOP_PAISE = 100 * 100;
/** The tooltip's height (three lines): it never rises above the chart. */
const TOOLTIP_HEIGHT = 80;

const axisRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  // "₹4K", "₹4.5K" (not "₹4.0K").
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

const tickLabel = { fill: 'var(--color-muted-foreground)', fontSize: 12 } as const;

/** Every `step`-th label, counted from the last month (the latest month is always labelled). */
const labelledMonths = (labels: readonly string[], step: number) =>
  labels.filter((_, i) => (labels.length - 1 - i) % step === 0);

export default function MonthlyEarningsChart({ months }: { months: readonly ChartMonth[] }) {
  const { parentRef, width } = useParentSize({ initialSize: { width: 600, height: HEIGHT }, debounceTime: 50 });
  const [hovered, setHovered] = useState<number | null>(null);

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const labels = months.map((m) => m.label);
  const x = scaleBand<string>({ domain: labels, range: [0, innerWidth], padding: 0.2 });
  const top = Math.max(EMPTY_TOP_PAISE, ...months.map((m) => m.amountPaise));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  // Whole paise only (no "₹0.005" ticks).
  const yTicks = y.ticks(5).filter(Number.isInteger);
  const barWidth = Math.min(x.bandwidth(), MAX_BAR_WIDTH);
  const step = Math.max(1, Math.ceil(LABEL_WIDTH / Math.max(1, x.step())));
  const shown = hovered === null ? undefined : months[hovered];

  return (
    <div ref={parentRef} className="relative size-full" onPointerLeave={() => setHovered(null)}>
      <svg width={width} height={HEIGHT} role="presentation">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows
            scale={y}
            tickValues={yTicks}
            width={innerWidth}
            stroke="var(--color-border)"
            strokeDasharray="4 4"
          />
          {months.map((m, i) => {
            const band = x(m.label) ?? 0;
            const barTop = y(m.amountPaise);
            const barHeight = innerHeight - barTop;
            return (
              <g key={m.label} data-month={m.label}>
                <rect
                  x={band - (x.step() - x.bandwidth()) / 2}
                  y={0}
                  width={x.step()}
                  height={innerHeight}
                  fill={hovered === i ? 'var(--color-muted)' : 'transparent'}
                  onPointerEnter={() => setHovered(i)}
                  onPointerDown={() => setHovered(i)}
                />
                {barHeight >= 1 && (
                  <BarRounded
                    x={band + (x.bandwidth() - barWidth) / 2}
                    y={barTop}
                    width={barWidth}
                    height={barHeight}
                    radius={6}
                    top
                    fill="var(--color-primary)"
                    pointerEvents="none"
                  />
                )}
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            tickValues={yTicks}
            tickFormat={(paise) => axisRupees.format(Number(paise) / 100)}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: '0.33em' }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={labelledMonths(labels, step)}
            hideTicks
            stroke="var(--color-border)"
            tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      {shown && hovered !== null && (
        <div
          role="tooltip"
          className="pointer-events-none absolute rounded-lg border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md"
          style={{
            // Above the month's bar, kept inside the chart at its edges.
            left: Math.min(
              Math.max(MARGIN.left + (x(shown.label) ?? 0) + x.bandwidth() / 2, 64),
              Math.max(64, width - 64),
            ),
            top: MARGIN.top + Math.max(Math.min(y(shown.amountPaise), innerHeight), TOOLTIP_HEIGHT),
            transform: 'translate(-50%, calc(-100% - 8px))',
          }}
        >
          <p className="font-semibold whitespace-nowrap">{shown.label}</p>
          <p className="tabular-nums">{formatRupees(shown.amountPaise)}</p>
          <p className="text-xs whitespace-nowrap text-muted-foreground">{plural(shown.sales, 'sale')}</p>
        </div>
      )}
    </div>
  );
}
