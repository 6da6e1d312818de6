/** A person's row while it loads: a round picture beside a column of bars (a conversation, a team member). */
import { Skeleton } from './ui/skeleton';

export function AvatarSkeleton({
  avatar,
  lines,
  className,
  hidden,
}: {
  /** The picture's size class, e.g. `size-10`. */
  avatar: string;
  /** One bar per class. */
  lines: readonly string[];
  className: string;
  /** Hide the row itself from assistive technology (when no container above it is). */
  hidden?: boolean;
}) {
  return (
    <div aria-hidden={hidden || undefined} className={className}>
      <Skeleton className={`${avatar} rounded-full`} />
      <div className="flex-1 space-y-2">
        {lines.map((line) => (
          <Skeleton key={line} className={line} />
        ))}
      </div>
    </div>
  );
}
