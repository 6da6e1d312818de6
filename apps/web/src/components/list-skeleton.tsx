import { Skeleton } from './ui/skeleton';

export function ListSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div aria-hidden className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-28 rounded-2xl" />
      ))}
    </div>
  );
}
