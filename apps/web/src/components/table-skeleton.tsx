import { Skeleton } from './ui/skeleton';

/** A table's place while its first page loads: the header bar and `rows` rows of `rowClassName`. */
export function TableSkeleton({ rows, rowClassName }: { rows: number; rowClassName: string }) {
  return (
    <div aria-hidden className="space-y-2 rounded-2xl border bg-card p-4">
      <Skeleton className="h-8 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}
