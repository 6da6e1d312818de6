import { DASHBOARD_MSG, formatRupees, RECOMMENDED_LIMIT, type CourseCard } from '@cms/contract';
import { CardThumbnail } from '@/features/courses';
import { CardTitleLink } from '@/features/courses';
import { InstructorLine } from '@/features/courses';
import { StudentCount } from '@/features/courses';
import { learnerPaths, type LearnerArea } from '@/config/paths';
import { CourseStrip } from './course-strip';

/** A recommended course: thumbnail, title (the link), by instructor, students, price. */
export function RecommendedCourse({ course, href }: { course: CourseCard; href: string }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-all focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-500/10">
      <CardThumbnail src={course.thumbnailUrl} />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 leading-snug font-bold">
          <CardTitleLink to={href}>{course.title}</CardTitleLink>
        </h3>
        <InstructorLine name={course.instructor?.name} id={course.instructor?.id} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-3 text-sm">
          <StudentCount course={course} />
          <span className="font-bold tabular-nums">{formatRupees(course.pricePaise)}</span>
        </div>
      </div>
    </article>
  );
}

/** Recommended for You / for Your Team: up to RECOMMENDED_LIMIT courses, or a quiet line. */
export function RecommendedSection({
  title,
  courses,
  area,
}: {
  title: string;
  courses: readonly CourseCard[];
  /** Whose catalogue the courses open in. */
  area: LearnerArea;
}) {
  return (
    <CourseStrip
      title={title}
      items={courses}
      limit={RECOMMENDED_LIMIT}
      itemKey={(course) => course.id}
      listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      empty={DASHBOARD_MSG.noRecommendations}
    >
      {(course) => <RecommendedCourse course={course} href={learnerPaths(area).course(course.id)} />}
    </CourseStrip>
  );
}
