/**
 * The Q&A counts in the sidebars: the learner's unread replies beside My Courses, the instructor's
 * new questions beside Questions. Nothing when the count is zero (or cannot be read); screen
 * readers hear the count as part of the link's name.
 */
import { NavCountBadge } from '@/components/nav-count-badge';
import { useNewQuestionCount, useQuestionUnread } from '@/features/questions/api/questions';

/** Beside My Courses: replies to the learner's questions not yet read. */
export function UnreadRepliesBadge() {
  const count = useQuestionUnread().data?.count ?? 0;
  return (
    <NavCountBadge
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
    <NavCountBadge
      count={count}
      label={`${count} new ${count === 1 ? 'question' : 'questions'}`}
      testId="qa-new-badge"
    />
  );
}
