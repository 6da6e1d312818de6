/**
 * The learning page of an enrolment (spec section 2 "Course viewing" / "Course player"):
 * Back to Courses, the course progress, the shared player starting at the first unfinished lesson
 * and its saved position, progress reports while watching, Mark as done, and the review form.
 */
import { COURSE_MSG, LEARNING_MSG, LESSON_QUERY_PARAM, type EnrolmentView } from '@cms/contract';
import { BookOpen, CheckCircle2, PartyPopper, UserRound } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { HeadingWithHint } from '@/components/heading-with-hint';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/lib/api';
import { plural } from '@/lib/format';
import { BackLink } from '@/components/back-link';
import { QueryErrorState } from '@/components/error-state';
import { CoursePlayer, type PlayerLesson } from '@/components/player/course-player';
import type { PlaybackReport } from '@/components/player/video-player';
import { CertificateLinks, useCourseCertificateId } from '@/features/certificates';
import { CourseLoading } from '@/features/courses';
import { QuizPanel } from '@/features/quizzes';
import { LessonQuestions } from '@/features/questions';
import { ReviewForm } from '@/features/reviews';
import { useEnrolment } from '@/features/learning/api/learning';
import { useLessonProgress } from '@/features/learning/api/use-lesson-progress';
import { CourseStatusBadge } from '@/features/learning/components/course-status-badge';
import { PercentBar } from '@/components/percent-bar';
import { learnerPaths, type LearnerArea } from '@/config/paths';
import { learningKeys } from '@/lib/query-keys';

export function LearningPage({ area }: { area: LearnerArea }) {
  const { id } = useParams();
  const paths = learnerPaths(area);
  const query = useEnrolment(id);
  const back = <BackLink to={paths.myCourses} label={LEARNING_MSG.backToCourses} />;

  if (!id?.trim()) {
    return (
      <>
        {back}
        <NotFound myCourses={paths.myCourses} />
      </>
    );
  }
  if (query.isPending) {
    return (
      <CourseLoading back={back}>
        <Skeleton className="mb-6 h-24 rounded-2xl" />
        <div className="grid gap-6 lg:grid-cols-[minmax(260px,320px)_1fr]">
          <Skeleton className="order-2 h-80 rounded-2xl lg:order-1" />
          <Skeleton className="order-1 aspect-video rounded-2xl lg:order-2" />
        </div>
      </CourseLoading>
    );
  }
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    return (
      <>
        {back}
        {status === 404 || status === 403 ? (
          <NotFound myCourses={paths.myCourses} message={status === 403 ? query.error.message : undefined} />
        ) : (
          <QueryErrorState query={query} fallback={COURSE_MSG.failedToFetchCourse} />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <Learning view={query.data} area={area} />
    </>
  );
}

function NotFound({ myCourses, message }: { myCourses: string; message?: string }) {
  return (
    <EmptyState
      icon={BookOpen}
      title={LEARNING_MSG.enrolmentNotFound}
      description={message ?? 'It may have been removed, or this link belongs to another account.'}
      action={
        <Button asChild variant="outline">
          <Link to={myCourses}>{LEARNING_MSG.goToMyCourses}</Link>
        </Button>
      }
    />
  );
}

/**
 * "Course completed!": shown once the last lesson is done, above the player, with the certificate's
 * links (the server issued it with the completion: the learner's certificates tell its id).
 */
function CourseCompleted({ myCourses, courseId }: { myCourses: string; courseId: string }) {
  const certificateId = useCourseCertificateId(courseId);
  return (
    <Card
      role="status"
      className="mb-6 flex flex-col gap-4 border-emerald-600/40 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:bg-emerald-950/40"
    >
      <div className="flex items-start gap-3">
        <PartyPopper aria-hidden className="mt-0.5 size-7 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <HeadingWithHint
          title={LEARNING_MSG.courseCompletedTitle}
          hint={LEARNING_MSG.courseCompletedBody}
          className="text-lg font-bold"
        />
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {certificateId ? <CertificateLinks certificateId={certificateId} /> : null}
        <Button asChild variant="outline" className="shrink-0">
          <Link to={myCourses}>{LEARNING_MSG.goToMyCourses}</Link>
        </Button>
      </div>
    </Card>
  );
}

function Learning({ view, area }: { view: EnrolmentView; area: LearnerArea }) {
  const { course, progress, enrolmentId } = view;
  const queryClient = useQueryClient();
  const { report, markDone } = useLessonProgress(enrolmentId);
  /** The latest position the player reported per lesson (for Mark as done). */
  const positions = useRef<Record<string, number>>({});

  const startPositions = useMemo(
    () => Object.fromEntries(progress.lessons.map((l) => [l.lessonId, l.positionSeconds])),
    [progress.lessons],
  );
  const completed = useMemo(
    () => new Set(progress.lessons.filter((l) => l.completed).map((l) => l.lessonId)),
    [progress.lessons],
  );
  // Where the player starts: fixed for the life of the page (later answers must not move it).
  // The lesson a link names (?lesson=, e.g. a Q&A reply's mail), else where the learner left off.
  const [searchParams] = useSearchParams();
  const [initialLessonId] = useState(() => {
    const linked = searchParams.get(LESSON_QUERY_PARAM);
    return linked && course.lessons.some((l) => l.id === linked) ? linked : progress.resumeLessonId;
  });
  const [shownLessonId, setShownLessonId] = useState<string | null>(initialLessonId);
  // The completion moment: the course became completed while this page was open.
  const [completedBefore] = useState(progress.status === LEARNING_MSG.completed);
  const justCompleted = !completedBefore && progress.status === LEARNING_MSG.completed;

  const onProgress = (lessonId: string, r: PlaybackReport) => {
    positions.current[lessonId] = r.positionSeconds;
    report({
      lessonId,
      input: {
        positionSeconds: Math.round(r.positionSeconds * 10) / 10,
        ...(r.durationSeconds ? { durationSeconds: Math.round(r.durationSeconds * 10) / 10 } : {}),
      },
      keepalive: r.reason === 'hidden' || r.reason === 'unmount',
    });
  };

  const onMarkDone = (lesson: PlayerLesson) => {
    const saved = progress.lessons.find((l) => l.lessonId === lesson.id)?.positionSeconds ?? 0;
    const positionSeconds = Math.round((positions.current[lesson.id] ?? saved) * 10) / 10;
    markDone.mutate(
      { lessonId: lesson.id, positionSeconds },
      {
        onSuccess: () => toast.success(LEARNING_MSG.markedDone),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const lessonActions = (lesson: PlayerLesson) =>
    lesson.kind === 'quiz' && !completed.has(lesson.id) ? null : completed.has(lesson.id) ? (
      <span className="inline-flex h-9 items-center gap-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 aria-hidden className="size-4" />
        Lesson completed
      </span>
    ) : (
      <Button
        variant="secondary"
        size="sm"
        className="h-9"
        onClick={() => onMarkDone(lesson)}
        disabled={markDone.isPending}
      >
        <CheckCircle2 aria-hidden />
        {LEARNING_MSG.markDone}
      </Button>
    );

  return (
    <>
      <div className="mb-6 grid gap-4 lg:grid-cols-[1fr_minmax(280px,360px)] lg:items-end">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="soft">{course.category}</Badge>
          </div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{course.title}</h1>
          <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <UserRound aria-hidden className="size-4" />
            by {course.instructor?.name ?? COURSE_MSG.unknownInstructor}
            <span aria-hidden>·</span>
            {plural(course.lessons.length, 'lesson')}
          </p>
        </div>
        <Card className="space-y-2 p-4">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-semibold">Course progress</p>
            <CourseStatusBadge status={progress.status} />
          </div>
          <PercentBar percent={progress.progressPercent} label="Course progress" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress.completedLessons} of {progress.totalLessons} lessons completed
          </p>
        </Card>
      </div>

      {justCompleted ? <CourseCompleted myCourses={learnerPaths(area).myCourses} courseId={course.id} /> : null}

      <CoursePlayer
        autoAdvance
        lessons={course.lessons}
        poster={course.thumbnailUrl}
        initialLessonId={initialLessonId}
        startPositions={startPositions}
        completedLessonIds={completed}
        onProgress={onProgress}
        lessonActions={lessonActions}
        renderQuiz={(lesson) => <QuizPanel enrolmentId={enrolmentId} lessonId={lesson.id} title={lesson.title} />}
        onLessonChange={setShownLessonId}
      />

      <LessonQuestions
        courseId={course.id}
        lessons={course.lessons}
        initialLessonId={initialLessonId}
        currentLessonId={shownLessonId}
      />

      <div className="mt-8 max-w-3xl">
        <ReviewForm
          courseId={course.id}
          myReview={view.myReview}
          onSaved={(myReview) =>
            queryClient.setQueryData<EnrolmentView>(learningKeys.enrolment(enrolmentId), (old) =>
              old ? { ...old, myReview } : old,
            )
          }
        />
      </div>
    </>
  );
}
