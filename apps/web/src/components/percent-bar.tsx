import { Progress } from './ui/progress';
import { cn } from '@/lib/utils';

/** A named progress bar (aria-valuenow = the percent) with the percent written beside it. */
export function PercentBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Progress value={percent} aria-label={label} className="flex-1" />
      <span className="w-10 shrink-0 text-right text-xs font-semibold text-muted-foreground tabular-nums">
        {percent}%
      </span>
    </div>
  );
}
