import { CardSkeleton } from '@/components/card-skeleton';
import { ListSkeleton } from '@/components/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export function CourseCardSkeleton() {
  return (
    <CardSkeleton
      lines={['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-full']}
      footer={
        <div className="flex items-center justify-between pt-2">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-9 w-28 rounded-lg" />
        </div>
      }
    />
  );
}

export function CourseGridSkeleton({ count = 6, label = 'Loading courses' }: { count?: number; label?: string }) {
  return (
    <ListSkeleton count={count} label={label} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      <CourseCardSkeleton />
    </ListSkeleton>
  );
}
