/** A course's instructor by name, linking to their public page; the fallback text when the course has none. */
import { COURSE_MSG } from '@cms/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

export function InstructorLink({
  instructor,
  fallback = COURSE_MSG.unknownInstructor,
  className,
}: {
  instructor: { id: string; name: string } | null | undefined;
  fallback?: string;
  className?: string;
}) {
  if (!instructor) return <>{fallback}</>;
  return (
    <Link
      to={paths.instructorPage(instructor.id)}
      className={cn(
        'rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {instructor.name}
    </Link>
  );
}
