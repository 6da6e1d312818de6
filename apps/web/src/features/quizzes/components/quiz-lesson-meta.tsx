/** How a quiz lesson reads in a curriculum list: "Quiz · N questions" and its pass mark (no duration). */
import { QUIZ_MSG, type QuizSummary } from '@cms/contract';
import { ListChecks } from 'lucide-react';
import { cn } from '@/lib/utils';

export function QuizLessonIcon({ className }: { className?: string }) {
  return <ListChecks aria-hidden className={cn('size-4', className)} />;
}

export function QuizLessonMeta({ quiz, className }: { quiz: QuizSummary; className?: string }) {
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground', className)}>
      <QuizLessonIcon className="size-3.5" />
      <span>{QUIZ_MSG.lessonSummary(quiz.questionCount)}</span>
      <span aria-hidden>·</span>
      <span>{QUIZ_MSG.passMarkIs(quiz.passMarkPercent)}</span>
    </span>
  );
}
