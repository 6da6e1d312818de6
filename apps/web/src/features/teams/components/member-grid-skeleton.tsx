/** The team grid while it loads: card-shaped placeholders. */
import { AvatarSkeleton } from '@/components/avatar-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export const MEMBER_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function MemberGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading team members" className={MEMBER_GRID}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden className="space-y-4 rounded-2xl border bg-card p-5">
          <AvatarSkeleton
            avatar="size-14"
            lines={['h-4 w-2/3', 'h-5 w-16 rounded-full']}
            className="flex items-center gap-4"
          />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
      ))}
    </div>
  );
}
