import { ListSkeleton } from '@/components/list-skeleton';

/** The card grid's place while the instructors load. */
export function InstructorGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ListSkeleton
      count={count}
      label="Loading instructors"
      className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
      item="h-64 rounded-2xl"
    />
  );
}
