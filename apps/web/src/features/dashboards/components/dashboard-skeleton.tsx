import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ListSkeleton } from '@/components/list-skeleton';

const LISTS = {
  actions: <ListSkeleton count={2} className="grid gap-3 sm:grid-cols-2" />,
  courses: <ListSkeleton count={3} className="grid gap-3 sm:grid-cols-3" />,
  cards: <ListSkeleton count={4} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" />,
};

/** The dashboard's place while it loads: `cards` figures, then `lists` (a row of course cards by default). */
export function DashboardSkeleton({
  label,
  cards,
  lists = ['courses', 'cards'],
}: {
  label: string;
  cards: number;
  lists?: readonly (keyof typeof LISTS)[];
}) {
  return (
    <div role="status" aria-label={label} className="space-y-8">
      <div className={cn('grid grid-cols-2 gap-3 sm:gap-4', cards === 3 ? 'sm:grid-cols-3' : 'lg:grid-cols-4')}>
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-[86px] rounded-2xl" />
        ))}
      </div>
      {lists.map((list) => (
        <div key={list}>{LISTS[list]}</div>
      ))}
    </div>
  );
}
