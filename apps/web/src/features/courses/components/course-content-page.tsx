/** The course player page of the instructor and the admin: facts above the shared player. */
import { COURSE_MSG } from '@cms/contract';
import { BookOpen } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { plural } from '@/lib/format';
import { CoursePlayer } from '@/components/player/course-player';
import { BackLink } from '@/components/back-link';
import { CourseFact, StudentsFact } from './course-fact';
import { CourseQueryState, type CourseDetailQuery } from './course-query-state';
import { StatusBadge } from './status-badge';

export function CourseContentPage({
  id,
  query,
  backTo,
  backLabel,
}: {
  id: string | undefined;
  query: CourseDetailQuery;
  backTo: string;
  backLabel: string;
}) {
  const back = <BackLink to={backTo} label={backLabel} />;
  if (!id?.trim()) return <EmptyState icon={BookOpen} title={COURSE_MSG.courseIdRequired} />;
  if (!query.data) return <CourseQueryState query={query} back={back} />;
  const course = query.data;
  return (
    <>
      {back}
      <div className="mb-6 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="soft">{course.category}</Badge>
          <StatusBadge isPublished={course.isPublished} />
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{course.title}</h1>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <CourseFact icon={BookOpen}>{plural(course.lessons.length, 'lesson')}</CourseFact>
          <StudentsFact count={course.studentCount} />
        </ul>
      </div>
      <CoursePlayer lessons={course.lessons} poster={course.thumbnailUrl} showFreePreviewTag />
    </>
  );
}
