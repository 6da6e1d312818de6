import { COURSE_MSG } from '@cms/contract';
import { Star } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';

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
