/** Small presentational pieces shared by every course page (catalogue, detail, admin, instructor). */
import { COURSE_MSG, levelLabel, REVIEW_MSG, type CatalogueStats } from '@cms/contract';
import { AlertTriangle, BookOpen, RefreshCw, Star, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatCount, plural } from '../../../lib/format';
import { cn } from '../../../lib/utils';

/** Gradient banner with the page's one <h1>. */
export function WelcomeBanner({
  greeting,
  title,
  description,
  actions,
}: {
  greeting?: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative mb-8 overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-700 px-6 py-8 text-white shadow-lg shadow-indigo-900/10 sm:px-8">
      <div aria-hidden className="absolute -top-16 -right-10 size-56 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-20 left-1/3 size-56 rounded-full bg-white/5" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          {greeting ? <p className="text-sm font-medium text-indigo-100">{greeting}</p> : null}
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="max-w-2xl text-sm text-indigo-100 sm:text-base">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </section>
  );
}

export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'indigo',
  hint,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tone?: 'indigo' | 'emerald' | 'amber' | 'rose';
  /** A small line under the value. */
  hint?: ReactNode;
}) {
  const tones = {
    indigo: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-300',
    emerald: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
    amber: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
    rose: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
  };
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-11', tones[tone])}>
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-bold tracking-tight tabular-nums sm:text-2xl">{value}</p>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
    </Card>
  );
}

export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {children}
    </section>
  );
}

/** Level badge: Beginner, Intermediate, otherwise All Levels (spec section 9). */
export function LevelBadge({ level, className }: { level: string | null | undefined; className?: string }) {
  const label = levelLabel(level);
  const tone =
    label === 'Beginner'
      ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
      : label === 'Intermediate'
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
        : 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200';
  return <Badge className={cn('border-transparent shadow-sm', tone, className)}>{label}</Badge>;
}

export function StatusBadge({ isPublished, className }: { isPublished: boolean; className?: string }) {
  return isPublished ? (
    <Badge className={cn('border-transparent bg-emerald-700 text-white shadow-sm', className)}>Published</Badge>
  ) : (
    <Badge className={cn('border-transparent bg-slate-800 text-white shadow-sm', className)}>Draft</Badge>
  );
}

/** "★ 4.5 (12)" or "No ratings yet". */
export function RatingText({
  rating,
  className,
}: {
  rating: { average: number | null; count: number };
  className?: string;
}) {
  if (rating.average === null || rating.count === 0) {
    return <span className={cn('text-muted-foreground', className)}>{COURSE_MSG.noRatingsYet}</span>;
  }
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
      <span className="font-semibold">{rating.average.toFixed(1)}</span>
      <span className="text-muted-foreground">({formatCount(rating.count)})</span>
      <span className="sr-only">
        {' '}
        out of 5 from {rating.count} {rating.count === 1 ? 'rating' : 'ratings'}
      </span>
    </span>
  );
}

/** The course image, or a neutral gradient when there is none (or it fails to load). */
export function CourseThumbnail({
  src,
  className,
  alt = '',
}: {
  src: string | null | undefined;
  className?: string;
  alt?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setBroken(src)}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      className={cn(
        'flex size-full items-center justify-center bg-gradient-to-br from-indigo-500 via-violet-500 to-fuchsia-500',
        className,
      )}
    >
      <BookOpen aria-hidden className="size-10 text-white/80" />
    </div>
  );
}

/** A failed load: the message and a retry button. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try Again',
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-14 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle aria-hidden className="size-6" />
      </span>
      <p className="max-w-md text-base font-semibold">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className={cn(retrying && 'animate-spin')} />
        {retryLabel}
      </Button>
    </div>
  );
}

/** The ErrorState of a failed query: its message (or `fallback`), and a retry button that refetches it. */
export function QueryErrorState({
  query,
  fallback,
  retryLabel,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  fallback: string;
  retryLabel?: string;
}) {
  return (
    <ErrorState
      message={errorMessage(query.error, fallback)}
      onRetry={() => void query.refetch()}
      retryLabel={retryLabel}
      retrying={query.isFetching}
    />
  );
}

export function CourseCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl border bg-card">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <div className="flex items-center justify-between pt-2">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-9 w-28 rounded-lg" />
        </div>
      </div>
    </div>
  );
}

export function CourseGridSkeleton({ count = 6, label = 'Loading courses' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <CourseCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function StatGridSkeleton() {
  return (
    <div aria-hidden className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-[86px] rounded-2xl" />
      ))}
    </div>
  );
}

/** The "Avg Rating" figure of a list: the real average with how many ratings it is over, or "No ratings yet". */
export function AvgRatingStat({ stats }: { stats: RatingFigures }) {
  const rating = averageRating(stats);
  return <StatCard label="Avg Rating" value={rating.value} hint={rating.hint} icon={Star} tone="amber" />;
}

type RatingFigures = Pick<CatalogueStats, 'avgRating' | 'ratingCount'>;

/** An average rating figure: "4.5" with the hint "from 12 ratings", or "—" with "No ratings yet". */
export function averageRating(figures: RatingFigures): { value: string; hint: string } {
  if (figures.avgRating === null || figures.ratingCount === 0) return { value: '—', hint: REVIEW_MSG.noRatingsYet };
  return { value: figures.avgRating.toFixed(1), hint: `from ${plural(figures.ratingCount, 'rating')}` };
}
