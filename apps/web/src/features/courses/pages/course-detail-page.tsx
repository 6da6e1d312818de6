/**
 * Course detail / purchase for students and leads (spec section 2): header facts, description,
 * price with Buy Now (or Continue Learning for a buyer), the intro video, What you'll learn,
 * Requirements, the curriculum with free-preview dialogs and the Student reviews.
 */
import { formatRupees, LEARNING_MSG, type CourseDetail } from '@cms/contract';
import { ArrowRight, BookOpen, Clock, Crown, Lock, PlayCircle, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDuration, plural } from '@/lib/format';

import { BuyNowButton } from '@/features/orders';
import { VideoPlayer } from '@/components/player/video-player';
import { CourseReviews } from '@/features/reviews';
import { useCourse } from '@/features/courses/api/courses';
import { BackLink } from '@/components/back-link';
import { CourseLoadFailure } from '@/features/courses/components/course-query-state';
import { CourseFact, StudentsFact, UpdatedFact } from '@/features/courses/components/course-fact';
import { CourseThumbnail } from '@/features/courses/components/course-thumbnail';
import { InstructorLink } from '@/features/courses/components/instructor-link';
import { LevelBadge } from '@/features/courses/components/level-badge';
import { RatingText } from '@/features/courses/components/rating-text';
import { LessonList, type CourseLesson } from '@/features/courses/components/lesson-list';
import { CourseTextSections, SectionCard } from '@/features/courses/components/course-sections';
import { learnerPaths } from '@/config/paths';

type Lesson = CourseLesson;

export function CourseDetailPage({ area }: { area: 'student' | 'lead' }) {
  const { id } = useParams();
  const query = useCourse(id);
  const learner = learnerPaths(area);

  const back = <BackLink to={learner.courses} label="Back to Courses" />;

  if (query.isPending) return <DetailSkeleton back={back} />;
  if (query.isError) return <CourseLoadFailure query={query} back={back} />;
  const course = query.data;
  return (
    <>
      {back}
      <CourseHeader course={course} />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <IntroVideo course={course} />
          <CourseTextSections course={course} descriptionTitle="About this course" />
          <Curriculum course={course} />
          <CourseReviews courseId={course.id} />
        </div>
        <aside aria-label="Purchase" className="order-first lg:sticky lg:top-24 lg:order-last lg:self-start">
          <PurchaseCard
            course={course}
            learnHref={course.viewer.enrolmentId ? learner.learn(course.viewer.enrolmentId) : learner.myCourses}
          />
        </aside>
      </div>
    </>
  );
}

function CourseHeader({ course }: { course: CourseDetail }) {
  return (
    <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-indigo-950 to-violet-950 px-6 py-8 text-white shadow-lg sm:px-8">
      <div aria-hidden className="absolute -top-20 -right-16 size-64 rounded-full bg-indigo-500/20 blur-2xl" />
      <div className="relative space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className="border-transparent bg-white/15 text-white">{course.category}</Badge>
          <LevelBadge level={course.level} />
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{course.title}</h1>
        <p className="max-w-3xl text-base text-indigo-100 sm:text-lg">{course.subtitle}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-indigo-100">
          <CourseFact icon={UserRound}>
            Created by{' '}
            <span className="font-semibold text-white">
              <InstructorLink instructor={course.instructor} className="focus-visible:ring-white" />
            </span>
          </CourseFact>
          <UpdatedFact at={course.updatedAt} />
          <StudentsFact count={course.studentCount} />
          <CourseFact icon={Crown}>
            {formatCount(course.leadCount)} {course.leadCount === 1 ? 'lead' : 'leads'}
          </CourseFact>
          <li className="inline-flex items-center gap-1.5 [&_.text-muted-foreground]:text-indigo-200">
            <RatingText rating={course.rating} />
          </li>
        </ul>
      </div>
    </section>
  );
}

/** The first lesson the caller may watch, with the thumbnail as its poster; else the thumbnail. */
function IntroVideo({ course }: { course: CourseDetail }) {
  const intro = course.lessons.find((l) => l.videoUrl);
  return (
    <Card className="overflow-hidden p-3 sm:p-4">
      {intro?.videoUrl ? (
        <VideoPlayer
          src={intro.videoUrl}
          hlsSrc={intro.hlsUrl}
          poster={course.thumbnailUrl}
          title={`Course introduction: ${intro.title}`}
        />
      ) : (
        <div className="aspect-video overflow-hidden rounded-xl bg-muted">
          <CourseThumbnail src={course.thumbnailUrl} alt={course.title} />
        </div>
      )}
    </Card>
  );
}

function PurchaseCard({ course, learnHref }: { course: CourseDetail; learnHref: string }) {
  const total = formatDuration(course.totalDurationSeconds);
  return (
    <Card className="overflow-hidden">
      <div className="space-y-5 p-6">
        <div>
          <p className="text-sm text-muted-foreground">Price</p>
          <p className="text-3xl font-bold tracking-tight tabular-nums">{formatRupees(course.pricePaise)}</p>
        </div>
        {course.viewer.enrolled ? (
          <>
            <Button asChild size="lg" variant="gradient" className="w-full">
              <Link to={learnHref}>
                {LEARNING_MSG.continueLearning}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <p className="-mt-2 text-center text-sm font-medium text-emerald-700 dark:text-emerald-400">
              You own this course
            </p>
          </>
        ) : course.viewer.isOwner ? (
          <p className="rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">This is your own course.</p>
        ) : (
          <BuyNowButton courseId={course.id} courseTitle={course.title} className="w-full" />
        )}
        <ul className="space-y-2 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <BookOpen aria-hidden className="size-4" />
            {plural(course.lessonCount, 'lesson')}
          </li>
          {total ? (
            <li className="flex items-center gap-2">
              <Clock aria-hidden className="size-4" />
              {total} of video
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <PlayCircle aria-hidden className="size-4" />
            Lifetime access, learn at your own pace
          </li>
        </ul>
      </div>
    </Card>
  );
}

function Curriculum({ course }: { course: CourseDetail }) {
  const [preview, setPreview] = useState<Lesson | null>(null);
  const playable = (l: Lesson) => Boolean(l.videoUrl) && (l.freePreview || course.viewer.canWatch);
  return (
    <SectionCard
      title="Course content"
      actions={
        <span className="text-sm text-muted-foreground">
          {plural(course.lessons.length, 'lesson')}
          {course.totalDurationSeconds ? ` · ${formatDuration(course.totalDurationSeconds)}` : ''}
        </span>
      }
    >
      {course.lessons.length === 0 ? (
        <p className="text-sm text-muted-foreground">No lessons yet.</p>
      ) : (
        <LessonList
          lessons={course.lessons}
          trailing={(lesson) =>
            playable(lesson) ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPreview(lesson)}
                aria-label={`Preview ${lesson.title}`}
              >
                <PlayCircle aria-hidden />
                <span className="max-sm:sr-only">Preview</span>
              </Button>
            ) : (
              <span className="flex size-8 shrink-0 items-center justify-center text-muted-foreground">
                <Lock aria-hidden className="size-4" />
                <span className="sr-only">Locked</span>
              </span>
            )
          }
        />
      )}
      <Dialog open={preview !== null} onOpenChange={(o) => !o && setPreview(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader className="pr-8">
            <DialogTitle>{preview?.title}</DialogTitle>
            <DialogDescription>{preview?.freePreview ? 'Free preview' : course.title}</DialogDescription>
          </DialogHeader>
          {preview?.videoUrl ? (
            <VideoPlayer
              src={preview.videoUrl}
              hlsSrc={preview.hlsUrl}
              title={preview.title}
              poster={course.thumbnailUrl}
              autoPlay
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}

function DetailSkeleton({ back }: { back: ReactNode }) {
  return (
    <div role="status" aria-label="Loading course">
      {back}
      <Skeleton className="h-56 rounded-2xl" />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="aspect-video rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}
