/**
 * "Q&A" under a lesson (issue 20 item 5): the course's learners ask and reply, its instructor
 * replies (marked "Instructor") and accepts an answer, admins read. The lesson is picked here
 * (the one in `?lesson=`, as the mails link, else the one given); the server says what the caller
 * may do. An asker's question with new replies is marked until it is shown, then marked read.
 */
import {
  LESSON_QUERY_PARAM,
  QUESTION_MSG,
  type LessonQuestion,
  type LessonQuestionsPage,
  type QuestionReply,
} from '@cms/contract';
import { CheckCircle2, GraduationCap, MessageCircleQuestion } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { HeadingWithHint } from '@/components/heading-with-hint';
import { ListSkeleton } from '@/components/list-skeleton';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { formatWhen } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import {
  useAcceptReply,
  useAskQuestion,
  useLessonQuestions,
  useMarkQuestionRead,
  useReplyToQuestion,
} from '@/features/questions/api/questions';
import { TextForm } from './text-form';

export interface QaLesson {
  id: string;
  title: string;
}

export function LessonQuestions({
  courseId,
  lessons,
  initialLessonId,
  currentLessonId,
  className,
}: {
  courseId: string;
  lessons: readonly QaLesson[];
  /** The lesson shown first when the address names none (the player's first lesson). */
  initialLessonId?: string | null;
  /** The lesson the player shows now: the section follows it (the select can still pick another). */
  currentLessonId?: string | null;
  className?: string;
}) {
  const [searchParams] = useSearchParams();
  const linked = searchParams.get(LESSON_QUERY_PARAM);
  const known = (id: string | null | undefined) => (id && lessons.some((l) => l.id === id) ? id : undefined);
  const [lessonId, setLessonId] = useState(() => known(linked) ?? known(initialLessonId) ?? lessons[0]?.id);
  // Follow the player when it moves to another lesson (the state changes during render, React's
  // way of adjusting state to a prop: https://react.dev/learn/you-might-not-need-an-effect).
  const [followed, setFollowed] = useState(currentLessonId);
  if (currentLessonId !== followed) {
    setFollowed(currentLessonId);
    if (known(currentLessonId)) setLessonId(currentLessonId!);
  }
  const selectId = useId();
  if (!lessonId) return null;
  return (
    <section aria-labelledby="qa-heading" id="qa" className={cn('mt-8 max-w-3xl space-y-4', className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <HeadingWithHint
          id="qa-heading"
          title={QUESTION_MSG.title}
          hint={QUESTION_MSG.subtitle}
          className="text-xl font-bold tracking-tight"
        />
        {lessons.length > 1 ? (
          <div className="w-full space-y-1 sm:w-72">
            <label htmlFor={selectId} className="text-sm font-medium">
              {QUESTION_MSG.lessonLabel}
            </label>
            <NativeSelect
              id={selectId}
              value={lessonId}
              onChange={(e) => setLessonId(e.target.value)}
              options={lessons.map((l) => ({ value: l.id, label: l.title }))}
            />
          </div>
        ) : null}
      </div>
      <LessonQa key={lessonId} courseId={courseId} lessonId={lessonId} />
    </section>
  );
}

function LessonQa({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const query = useLessonQuestions(courseId, lessonId);
  const ask = useAskQuestion(courseId, lessonId);
  if (query.isPending) {
    return <ListSkeleton count={2} label="Loading questions" className="space-y-3" item="h-20 rounded-xl" />;
  }
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, QUESTION_MSG.loadFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const first: LessonQuestionsPage = query.data.pages[0]!;
  const questions = query.data.pages.flatMap((p) => p.questions);
  return (
    <div className="space-y-4">
      {first.canAsk ? (
        <Card className="p-4">
          <TextForm
            id={`ask-${lessonId}`}
            label={QUESTION_MSG.askLabel}
            placeholder={QUESTION_MSG.askPlaceholder}
            submitLabel={QUESTION_MSG.ask}
            onSubmit={(text) => ask.mutateAsync(text)}
          />
        </Card>
      ) : !first.canReply ? (
        <p className="text-sm text-muted-foreground">{QUESTION_MSG.adminReadOnly}</p>
      ) : null}
      {questions.length === 0 ? (
        <EmptyState
          icon={MessageCircleQuestion}
          title={QUESTION_MSG.empty}
          description={first.canAsk ? QUESTION_MSG.emptyHint : undefined}
          className="py-10"
        />
      ) : (
        <ul className="space-y-4" aria-label="Questions">
          {questions.map((q) => (
            <QuestionItem key={q.id} question={q} page={first} courseId={courseId} lessonId={lessonId} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {QUESTION_MSG.showMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Byline({ author, at, instructor }: { author: LessonQuestion['author']; at: string; instructor?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Avatar name={author.name} src={author.image} className="size-8" />
      <span className="font-semibold">{author.name}</span>
      {instructor ? (
        <Badge>
          <GraduationCap aria-hidden />
          {QUESTION_MSG.instructor}
        </Badge>
      ) : null}
      <time dateTime={at} className="text-xs text-muted-foreground">
        {formatWhen(at)}
      </time>
    </div>
  );
}

function QuestionItem({
  question,
  page,
  courseId,
  lessonId,
}: {
  question: LessonQuestion;
  page: LessonQuestionsPage;
  courseId: string;
  lessonId: string;
}) {
  const reply = useReplyToQuestion(courseId, lessonId);
  const markRead = useMarkQuestionRead();
  const [unread] = useState(question.unreadReplies);
  const { mutate } = markRead;
  // Shown to its asker with new replies: they are read now (the mark stays until the next visit).
  useEffect(() => {
    if (question.mine && question.unreadReplies > 0) mutate(question.id);
  }, [question.id, question.mine, question.unreadReplies, mutate]);
  const headingId = `question-${question.id}`;
  return (
    <li>
      <Card className="space-y-3 p-4" aria-labelledby={headingId}>
        <Byline author={question.author} at={question.createdAt} />
        <p id={headingId} className="break-words whitespace-pre-line">
          {question.body}
        </p>
        {unread > 0 ? <Badge variant="soft">{QUESTION_MSG.unread}</Badge> : null}
        {question.replies.length > 0 ? (
          <ul className="space-y-3 border-l-2 pl-4" aria-label={QUESTION_MSG.replies(question.replies.length)}>
            {question.replies.map((r) => (
              <ReplyItem
                key={r.id}
                reply={r}
                questionId={question.id}
                canAccept={page.canAccept}
                courseId={courseId}
                lessonId={lessonId}
              />
            ))}
          </ul>
        ) : null}
        {page.canReply ? (
          <TextForm
            id={`reply-${question.id}`}
            label={<span className="sr-only">{QUESTION_MSG.replyLabel}</span>}
            placeholder={QUESTION_MSG.replyPlaceholder}
            submitLabel={QUESTION_MSG.reply}
            rows={2}
            onSubmit={(text) => reply.mutateAsync({ questionId: question.id, text })}
          />
        ) : null}
      </Card>
    </li>
  );
}

function ReplyItem({
  reply,
  questionId,
  canAccept,
  courseId,
  lessonId,
}: {
  reply: QuestionReply;
  questionId: string;
  canAccept: boolean;
  courseId: string;
  lessonId: string;
}) {
  const accept = useAcceptReply(courseId, lessonId);
  const onAccept = (replyId: string | null) =>
    accept.mutate(
      { questionId, replyId },
      { onSuccess: (r) => toast.success(r.message), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <li
      className={cn(
        'space-y-1 rounded-lg p-2',
        reply.accepted && 'border border-emerald-600/40 bg-emerald-50 dark:bg-emerald-950/30',
      )}
      aria-label={reply.accepted ? QUESTION_MSG.accepted : undefined}
    >
      {reply.accepted ? (
        <p className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800 dark:text-emerald-300">
          <CheckCircle2 aria-hidden className="size-4" />
          {QUESTION_MSG.accepted}
        </p>
      ) : null}
      <Byline author={reply.author} at={reply.createdAt} instructor={reply.byInstructor} />
      <p className="text-sm break-words whitespace-pre-line">{reply.body}</p>
      {canAccept ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={accept.isPending}
          onClick={() => onAccept(reply.accepted ? null : reply.id)}
        >
          <CheckCircle2 aria-hidden />
          {reply.accepted ? QUESTION_MSG.clearAccepted : QUESTION_MSG.accept}
        </Button>
      ) : null}
    </li>
  );
}
