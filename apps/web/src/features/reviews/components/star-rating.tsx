import { RATING_MAX } from '@cms/contract';
import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** "4 out of 5 stars" (or "4.5 out of 5 stars" for an average). */
export const starsLabel = (value: number) =>
  `${Number.isInteger(value) ? value : value.toFixed(1)} out of ${RATING_MAX} stars`;

/** Five stars, as many filled as the (rounded) rating; read out as "4 out of 5 stars". */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={starsLabel(value)} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            'size-4',
            i < filled ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-slate-300 dark:text-slate-600',
          )}
        />
      ))}
    </span>
  );
}
