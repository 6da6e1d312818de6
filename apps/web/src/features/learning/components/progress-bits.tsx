/** Progress pieces shared by My courses, the learning page and the dashboards. */
import { LEARNING_MSG, type CourseStatus } from '@cms/contract';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/utils';

/** "In Progress" or "Completed". */
export function CourseStatusBadge({ status, className }: { status: CourseStatus; className?: string }) {
  const completed = status === LEARNING_MSG.completed;
  return (
    <Badge
      className={cn(
        'border-transparent shadow-sm',
        completed
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
        className,
      )}
    >
      {completed ? <CheckCircle2 aria-hidden /> : <CircleDashed aria-hidden />}
      {completed ? LEARNING_MSG.completed : LEARNING_MSG.inProgress}
    </Badge>
  );
}

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
