/** The figures of a page: one labelled card per figure, in a grid that has two columns on phones. */
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';
import { cn } from '@/lib/utils';

const TONES = {
  indigo: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-300',
  emerald: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  amber: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
  rose: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
} as const;

export type StatTone = keyof typeof TONES;

/** From which width the icon stays above the figure (long figures such as rupee amounts need the room). */
const STACKED_FROM = {
  sm: 'sm:flex-col sm:items-start sm:gap-3',
  lg: 'lg:flex-col lg:items-start lg:gap-3',
} as const;

/**
 * One figure: a group named by its label (so that `getByRole('group', { name })` finds it), the
 * value, and an optional hint under it.
 */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'indigo',
  stackedFrom,
  className,
}: {
  label: string;
  value: ReactNode;
  /** A small line under the value. */
  hint?: ReactNode;
  icon: LucideIcon;
  tone?: StatTone;
  /** Keep the icon above the figure from this width on (by default it moves beside it from sm). */
  stackedFrom?: keyof typeof STACKED_FROM;
  className?: string;
}) {
  const id = useId();
  return (
    <Card
      role="group"
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5',
        stackedFrom && STACKED_FROM[stackedFrom],
        className,
      )}
    >
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-11', TONES[tone])}>
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p id={id} className="text-sm text-muted-foreground">
          {label}
        </p>
        <p className="text-xl font-bold tracking-tight tabular-nums sm:text-2xl">{value}</p>
        {hint ? <p className="mt-0.5 truncate text-xs text-muted-foreground">{hint}</p> : null}
      </div>
    </Card>
  );
}

/**
 * Two columns on phones, then `columns` across: three from `sm`, four from `fourFrom` (`xl` for
 * pages whose cards are wide, such as the catalogue's).
 */
interface GridLayout {
  columns?: 3 | 4;
  fourFrom?: 'lg' | 'xl';
}

const gridColumns = ({ columns = 4, fourFrom = 'lg' }: GridLayout) =>
  cn(
    'mb-8 grid grid-cols-2 gap-3 sm:gap-4',
    columns === 3 ? 'sm:grid-cols-3' : fourFrom === 'xl' ? 'xl:grid-cols-4' : 'lg:grid-cols-4',
  );

/** The figures of a page: a labelled region. */
export function StatGrid({ label, children, ...layout }: GridLayout & { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={gridColumns(layout)}>
      {children}
    </section>
  );
}

/** One figure of `StatFigures`: what `StatCard` shows of it. */
export interface StatFigure {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
  tone?: StatTone;
  className?: string;
}

/** The figures of a page as data: one `StatCard` per figure (all stacked from `stackedFrom`) in a `StatGrid`. */
export function StatFigures({
  figures,
  stackedFrom,
  ...grid
}: GridLayout & {
  label: string;
  figures: readonly StatFigure[];
  stackedFrom?: keyof typeof STACKED_FROM;
}) {
  return (
    <StatGrid {...grid}>
      {figures.map((figure) => (
        <StatCard key={figure.label} {...figure} stackedFrom={stackedFrom} />
      ))}
    </StatGrid>
  );
}

/** The grid's place while its figures load: `columns` placeholders. */
export function StatGridSkeleton(layout: GridLayout) {
  return (
    <div aria-hidden className={gridColumns(layout)}>
      {Array.from({ length: layout.columns ?? 4 }, (_, i) => (
        <Skeleton key={i} className="h-[86px] rounded-2xl" />
      ))}
    </div>
  );
}
