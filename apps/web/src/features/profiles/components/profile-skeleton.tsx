import { StatGridSkeleton } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';

/** A profile page while it loads: the header, `figures` stat cards (none for the instructor) and the cards. */
export function ProfileSkeleton({ figures = true }: { figures?: boolean }) {
  return (
    <div role="status" aria-label="Loading your profile">
      <Skeleton className="mb-8 h-48 rounded-2xl sm:h-44" />
      {figures ? <StatGridSkeleton /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-72 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-44 rounded-2xl" />
      </div>
    </div>
  );
}
