import { Skeleton } from '@/components/ui/skeleton';

/** The list while it loads: table rows on wide screens, cards on phones. */
export function OutboxSkeleton() {
  return (
    <div aria-hidden>
      <div className="hidden space-y-3 rounded-2xl border bg-card p-4 md:block">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
      <div className="space-y-3 md:hidden">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
