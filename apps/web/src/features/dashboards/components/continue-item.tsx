import { type EnrolledCourse } from '@cms/contract';
import { CardThumbnail } from '@/features/courses';
import { CardTitleLink } from '@/features/courses';
import { LessonCount } from '@/features/courses';
import { CourseStatusBadge } from '@/features/learning';
import { PercentBar } from '@/components/percent-bar';

/**
 * An enrolment to continue: thumbnail, title (the link), lessons, status and progress. A row on
 * phones and tablets, a card in the three columns of wide screens.
 */
export function ContinueItem({ item, href }: { item: EnrolledCourse; href: string }) {
  const { course } = item;
  return (
    <article className="group relative flex h-full gap-4 rounded-2xl border bg-card p-3 shadow-sm transition-all focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:p-4 lg:flex-col lg:gap-3">
      <CardThumbnail src={course.thumbnailUrl} className="w-28 shrink-0 self-start rounded-xl sm:w-40 lg:w-full" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="line-clamp-2 leading-snug font-semibold">
          <CardTitleLink to={href}>{course.title}</CardTitleLink>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <CourseStatusBadge status={item.status} />
          <LessonCount count={course.lessonCount} />
        </div>
        <PercentBar percent={item.progressPercent} label={`${course.title} progress`} className="mt-auto pt-1" />
      </div>
    </article>
  );
}
