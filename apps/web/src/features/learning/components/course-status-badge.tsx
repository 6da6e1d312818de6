import { LEARNING_MSG, type CourseStatus } from '@cms/contract';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

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
