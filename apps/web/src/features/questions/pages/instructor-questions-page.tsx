/**
 * /instructor/questions (issue 20 item 5): learners' questions on the instructor's courses, newest
 * first; New (no instructor reply yet, the default, counted in the nav) or All, one course or
 * every one. Each opens the lesson's Q&A under the course's player.
 */
import {
  INSTRUCTOR_QUESTION_STATUSES,
  LESSON_QUERY_PARAM,
  QUESTION_MSG,
  type InstructorQuestion,
  type InstructorQuestionStatus,
} from '@cms/contract';
import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SelectBox, type SelectOption } from '@/components/list-filters';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatWhen } from '@/lib/format';
import { useInstructorQuestions, useQuestionCourses } from '@/features/questions/api/questions';

const STATUS_LABELS: Record<InstructorQuestionStatus, string> = {
  new: QUESTION_MSG.statusNew,
  all: QUESTION_MSG.statusAll,
};
const ALL_COURSES = '';

/** The lesson's Q&A under the course's player. */
export const questionLink = (q: Pick<InstructorQuestion, 'course' | 'lesson'>) =>
  `${paths.instructor.coursePlayer(q.course.id)}?${LESSON_QUERY_PARAM}=${encodeURIComponent(q.lesson.id)}#qa`;

export function InstructorQuestionsPage() {
  const [status, setStatus] = useState<InstructorQuestionStatus>('new');
  const [courseId, setCourseId] = useState(ALL_COURSES);
  const [page, setPage] = useState(1);
  const query = useInstructorQuestions({ status, courseId: courseId || undefined, page });
  const courses = useQuestionCourses();
  const courseOptions: SelectOption[] = [
    { value: ALL_COURSES, label: QUESTION_MSG.allCourses },
    ...(courses.data ?? []).map((c) => ({ value: c.id, label: c.title })),
  ];
  const newCount = query.data?.newCount;
  return (
    <>
      <PageHeader
        title={QUESTION_MSG.pageTitle}
        description={QUESTION_MSG.pageSubtitle}
        badge={newCount !== undefined && newCount > 0 ? QUESTION_MSG.newCount(newCount) : undefined}
      />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:flex">
        <SelectBox
          label={QUESTION_MSG.statusFilter}
          value={status}
          options={INSTRUCTOR_QUESTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
          className="sm:w-40"
        />
        <SelectBox
          label={QUESTION_MSG.courseFilter}
          value={courseId}
          options={courseOptions}
          onChange={(c) => {
            setCourseId(c);
            setPage(1);
          }}
          className="sm:w-72"
        />
      </div>
      {query.isPending ? (
        <ListSkeleton count={3} label="Loading questions" className="space-y-3" item="h-24 rounded-xl" />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, QUESTION_MSG.loadFailed)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.questions.length === 0 ? (
        <EmptyState
          icon={MessageCircleQuestion}
          title={status === 'new' ? QUESTION_MSG.noNewQuestions : QUESTION_MSG.noQuestions}
        />
      ) : (
        <>
          <ul className="space-y-3" aria-label={QUESTION_MSG.pageTitle}>
            {query.data.questions.map((q) => (
              <QuestionRow key={q.id} question={q} />
            ))}
          </ul>
          <div className="mt-6">
            <Pagination
              page={query.data.page}
              pageSize={query.data.pageSize}
              total={query.data.total}
              onPage={setPage}
            />
          </div>
        </>
      )}
    </>
  );
}

function QuestionRow({ question: q }: { question: InstructorQuestion }) {
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
        <Avatar name={q.asker.name} src={q.asker.image} className="size-9" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-xs text-muted-foreground">
            {q.course.title} · {q.lesson.title}
          </p>
          <p className="font-medium break-words whitespace-pre-line">{q.body}</p>
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span>{q.asker.name}</span>
            <time dateTime={q.createdAt}>{formatWhen(q.createdAt)}</time>
            <span>{QUESTION_MSG.replies(q.repliesCount)}</span>
            {q.answered ? (
              <Badge variant="soft">{QUESTION_MSG.answered}</Badge>
            ) : (
              <Badge>{QUESTION_MSG.statusNew}</Badge>
            )}
          </p>
        </div>
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link to={questionLink(q)}>{QUESTION_MSG.openLesson}</Link>
        </Button>
      </Card>
    </li>
  );
}
