/**
 * The Q&A counts in the sidebars: the learner's unread replies beside My Courses, the instructor's
 * new questions beside Questions. Nothing when the count is zero (or cannot be read); screen
 * readers hear the count as part of the link's name.
 */
import { useNewQuestionCount, useQuestionUnread } from '@/features/questions/api/questions';

function CountBadge({ count, label, testId }: { count: number; label: string; testId: string }) {
  if (count === 0) return null;
  return (
    <span
      data-testid={testId}
      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums group-aria-[current=page]:bg-primary-foreground group-aria-[current=page]:text-primary"
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">, {label}</span>
    </span>
  );
}

/** Beside My Courses: replies to the learner's questions not yet read. */
export function UnreadRepliesBadge() {
  const count = useQuestionUnread().data?.count ?? 0;
  return (
    <CountBadge
      count={count}
      label={`${count} new ${count === 1 ? 'reply' : 'replies'} to your questions`}
      testId="qa-unread-badge"
    />
  );
}

/** Beside Questions: the instructor's questions with no instructor reply yet. */
export function NewQuestionsBadge() {
  const count = useNewQuestionCount().data ?? 0;
  return (
    <CountBadge count={count} label={`${count} new ${count === 1 ? 'question' : 'questions'}`} testId="qa-new-badge" />
  );
}
