import type { ReactNode } from 'react';
import { Skeleton } from './ui/skeleton';

/** A picture card's place while it loads: the picture, then one bar per class in `lines`, then `footer`. */
export function CardSkeleton({ lines, footer }: { lines: readonly string[]; footer?: ReactNode }) {
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl border bg-card">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-5">
        {lines.map((line) => (
          <Skeleton key={line} className={line} />
        ))}
        {footer}
      </div>
    </div>
  );
}
