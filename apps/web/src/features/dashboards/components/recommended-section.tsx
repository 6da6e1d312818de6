import { DASHBOARD_MSG, formatRupees, RECOMMENDED_LIMIT, type CourseCard } from '@cms/contract';
import { CardThumbnail } from '@/features/courses';
import { CardTitleLink } from '@/features/courses';
import { InstructorLine } from '@/features/courses';
import { StudentCount } from '@/features/courses';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from '@/components/empty-line';

/** A recommended course: thumbnail, title (the link), by instructor, students, price. */
export function RecommendedCourse({ course, href }: { course: CourseCard; href: string }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-all focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-500/10">
      <CardThumbnail src={course.thumbnailUrl} />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 leading-snug font-bold">
          <CardTitleLink to={href}>{course.title}</CardTitleLink>
        </h3>
        <InstructorLine name={course.instructor?.name} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-3 text-sm">
          <StudentCount count={course.studentCount} />
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
  courseHref,
}: {
  title: string;
  courses: readonly CourseCard[];
  courseHref: (courseId: string) => string;
}) {
  return (
    <DashboardSection title={title}>
      {courses.length === 0 ? (
        <EmptyLine>{DASHBOARD_MSG.noRecommendations}</EmptyLine>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {courses.slice(0, RECOMMENDED_LIMIT).map((course) => (
            <li key={course.id}>
              <RecommendedCourse course={course} href={courseHref(course.id)} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
