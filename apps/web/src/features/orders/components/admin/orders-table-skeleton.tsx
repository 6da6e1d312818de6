import { Skeleton } from '@/components/ui/skeleton';

/** The list's place while the first page loads. */
export function OrdersTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div aria-hidden className="space-y-2 rounded-2xl border bg-card p-4">
      <Skeleton className="h-8 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
