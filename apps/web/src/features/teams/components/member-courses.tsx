/** The member's enrolled courses in View Profile: title, status (In Progress / Completed) and a progress bar. */
import { TEAM_MSG, type MemberCourse } from '@cms/contract';
import { PercentBar } from '@/components/percent-bar';
import { CourseStatusBadge } from '@/features/learning';

export function MemberCourses({ courses }: { courses: readonly MemberCourse[] }) {
  if (courses.length === 0) return <p className="text-sm text-muted-foreground">{TEAM_MSG.noCourses}</p>;
  return (
    <ul className="space-y-3">
      {courses.map((c) => (
        <li key={c.courseId} className="space-y-2 rounded-xl border bg-card p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 text-sm leading-snug font-medium">{c.title}</p>
            <CourseStatusBadge status={c.status} />
          </div>
          <PercentBar percent={c.progress} label={`${c.title} progress`} />
        </li>
      ))}
    </ul>
  );
}
