import { formatRupees, type CourseDetail } from '@cms/contract';
import { BookOpen, Clock, Crown, IndianRupee, Lock, PlayCircle, Star, UserRound, Users } from 'lucide-react';
import { type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatCount, formatDate, formatDuration, formatRating, plural } from '@/lib/format';
import { CourseFact, UpdatedFact } from './course-fact';
import { CourseThumbnail } from './course-thumbnail';
import { InstructorLink } from './instructor-link';
import { LessonList } from './lesson-list';
import { LevelBadge } from './level-badge';
import { StatCard } from '@/components/stat-card';
import { StatusBadge } from './status-badge';
import { CourseTextSections, SectionCard } from './course-sections';

/** The course's facts for its instructor or an admin: header, figures, texts and lessons. */
export function CourseOverview({
  course,
  actions,
  lessonActions,
  lessonDetail,
}: {
  course: CourseDetail;
  actions: ReactNode;
  /** Per lesson, before its icon (the instructor's Captions). */
  lessonActions?: (lesson: CourseDetail['lessons'][number]) => ReactNode;
  /** Shown under a lesson's title (its video's processing). */
  lessonDetail?: (lesson: CourseDetail['lessons'][number]) => ReactNode;
}) {
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
              <CourseFact icon={UserRound}>
                <InstructorLink instructor={course.instructor} className="hover:text-foreground" />
              </CourseFact>
              <UpdatedFact at={course.updatedAt} />
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
          <LessonList
            lessons={course.lessons}
            detail={lessonDetail}
            trailing={(lesson) => (
              <>
                {lessonActions?.(lesson)}
                {lesson.videoUrl ? (
                  <PlayCircle aria-hidden className="size-4 text-muted-foreground" />
                ) : (
                  <span className="text-muted-foreground">
                    <Lock aria-hidden className="size-4" />
                    <span className="sr-only">No video</span>
                  </span>
                )}
              </>
            )}
          />
        </SectionCard>
      </div>
    </div>
  );
}
