import { levelLabel } from '@cms/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Level badge: Beginner, Intermediate, otherwise All Levels (spec section 9). */
export function LevelBadge({ level, className }: { level: string | null | undefined; className?: string }) {
  const label = levelLabel(level);
  const tone =
    label === 'Beginner'
      ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
      : label === 'Intermediate'
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
        : 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200';
  return <Badge className={cn('border-transparent shadow-sm', tone, className)}>{label}</Badge>;
}
