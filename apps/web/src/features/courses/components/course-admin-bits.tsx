/** Pieces of the one-course pages (mostly the instructor's and the admin's): back link, overview, delete, publish, loading/error states. */
import { COURSE_MSG, formatRupees, type CourseDetail } from '@cms/contract';
import {
  ArrowLeft,
  BookOpen,
  CalendarDays,
  Clock,
  Crown,
  Eye,
  EyeOff,
  IndianRupee,
  Lock,
  PlayCircle,
  Star,
  Trash2,
  UserRound,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '../../../components/layout/page';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api';
import { formatCount, formatDate, formatDuration, formatRating, plural } from '../../../lib/format';
import { useDeleteCourse, usePublishCourse } from '../api/courses';
import { CourseThumbnail, LevelBadge, QueryErrorState, StatCard, StatusBadge } from './course-bits';
import { CourseTextSections, SectionCard } from './course-sections';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" className="mb-4 -ml-2">
      <Link to={to}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/** Loading, 404 (Course not found) and failure (message + retry) of a one-course page. */
export function CourseQueryState({
  query,
  back,
  retryLabel = 'Retry',
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  back: ReactNode;
  retryLabel?: string;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading course">
        {back}
        <Skeleton className="h-64 rounded-2xl" />
        <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-[86px] rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }
  return <CourseLoadFailure query={query} back={back} retryLabel={retryLabel} />;
}

/** A one-course page whose course did not load: Course not found (404), else the failure's message and a retry. */
export function CourseLoadFailure({
  query,
  back,
  retryLabel,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  back: ReactNode;
  retryLabel?: string;
}) {
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <>
      {back}
      {notFound ? (
        <EmptyState icon={BookOpen} title={COURSE_MSG.courseNotFound} />
      ) : (
        <QueryErrorState query={query} fallback={COURSE_MSG.failedToFetchCourse} retryLabel={retryLabel} />
      )}
    </>
  );
}

/** The course's facts for its instructor or an admin: header, figures, texts and lessons. */
export function CourseOverview({ course, actions }: { course: CourseDetail; actions: ReactNode }) {
  const updated = formatDate(course.updatedAt);
  const duration = formatDuration(course.totalDurationSeconds);
  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        <div className="flex flex-col md:flex-row">
          <div className="md:w-80 md:shrink-0 md:self-center md:py-6 md:pl-6">
            <div className="aspect-video overflow-hidden bg-muted md:rounded-xl">
              <CourseThumbnail src={course.thumbnailUrl} alt={`${course.title} thumbnail`} />
            </div>
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-4 p-6">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="soft">{course.category}</Badge>
              <LevelBadge level={course.level} />
              <StatusBadge isPublished={course.isPublished} />
              {course.deletedAt ? <Badge variant="destructive">Deleted</Badge> : null}
            </div>
            <div className="space-y-1.5">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{course.title}</h1>
              <p className="text-muted-foreground">{course.subtitle}</p>
            </div>
            <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
              <li className="inline-flex items-center gap-1.5">
                <UserRound aria-hidden className="size-4" />
                {course.instructor?.name ?? COURSE_MSG.unknownInstructor}
              </li>
              {updated ? (
                <li className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden className="size-4" />
                  Last updated {updated}
                </li>
              ) : null}
            </ul>
            {course.deletedAt ? (
              <p className="text-sm text-muted-foreground">Deleted on {formatDate(course.deletedAt)}.</p>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-2">{actions}</div>
          </div>
        </div>
      </Card>

      <section aria-label="Course figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard label="Students" value={formatCount(course.studentCount)} icon={Users} />
        <StatCard label="Leads" value={formatCount(course.leadCount)} icon={Crown} tone="rose" />
        <StatCard label="Lessons" value={formatCount(course.lessonCount)} icon={BookOpen} tone="emerald" />
        <StatCard label="Price" value={formatRupees(course.pricePaise)} icon={IndianRupee} tone="amber" />
        <StatCard
          label="Rating"
          value={
            course.rating.average === null ? (
              formatRating(null)
            ) : (
              <>
                {formatRating(course.rating.average)}
                <span className="ml-1 text-sm font-normal text-muted-foreground">({course.rating.count})</span>
              </>
            )
          }
          hint={course.rating.average === null ? 'No ratings yet' : undefined}
          icon={Star}
          tone="amber"
        />
        <StatCard label="Total length" value={duration || '—'} icon={Clock} />
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <CourseTextSections course={course} descriptionTitle="Description" />
        </div>
        <SectionCard
          title="Lessons"
          className="self-start lg:col-span-2"
          actions={<span className="text-sm text-muted-foreground">{plural(course.lessons.length, 'lesson')}</span>}
        >
          <ol className="divide-y overflow-hidden rounded-xl border">
            {course.lessons.map((lesson, i) => (
              <li key={lesson.id} className="flex items-center gap-3 px-4 py-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground">
                  {i + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{lesson.title}</p>
                  {lesson.freePreview ? (
                    <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">Free Preview</p>
                  ) : null}
                </div>
                {lesson.durationSeconds ? (
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {formatDuration(lesson.durationSeconds)}
                  </span>
                ) : null}
                {lesson.videoUrl ? (
                  <PlayCircle aria-hidden className="size-4 text-muted-foreground" />
                ) : (
                  <span className="text-muted-foreground">
                    <Lock aria-hidden className="size-4" />
                    <span className="sr-only">No video</span>
                  </span>
                )}
              </li>
            ))}
          </ol>
        </SectionCard>
      </div>
    </div>
  );
}

/** "Delete Course" with a confirmation; afterwards a toast and `redirectTo` (spec section 4). */
export function DeleteCourseButton({ id, title, redirectTo }: { id: string; title: string; redirectTo: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteCourse(id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (res) => {
        setOpen(false);
        toast.success(res.message || COURSE_MSG.courseDeleted);
        void navigate(redirectTo, { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error, COURSE_MSG.failedToDeleteCourse)),
    });
  return (
    <AlertDialog open={open} onOpenChange={(o) => !remove.isPending && setOpen(o)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Delete Course
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this course?</AlertDialogTitle>
          <AlertDialogDescription>
            “{title}” will be removed from the catalogue and can no longer be bought. Learners who already bought it
            keep their access.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Publish / Unpublish (the instructor's own course). */
export function PublishButton({ course }: { course: CourseDetail }) {
  const publish = usePublishCourse(course.id);
  const next = !course.isPublished;
  return (
    <Button
      variant="outline"
      disabled={publish.isPending}
      onClick={() =>
        publish.mutate(next, {
          onSuccess: (res) =>
            toast.success(res.message || (next ? COURSE_MSG.coursePublished : COURSE_MSG.courseUnpublished)),
          onError: (error) => toast.error(errorMessage(error, COURSE_MSG.anErrorOccurred)),
        })
      }
    >
      {next ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
      {publish.isPending ? (next ? 'Publishing...' : 'Unpublishing...') : next ? 'Publish' : 'Unpublish'}
    </Button>
  );
}
