import { COURSE_MSG } from '@cms/contract';

/** "by Name" under a card's title, the fallback when the course has no instructor. */
export function InstructorLine({
  name,
  fallback = COURSE_MSG.unknownInstructor,
}: {
  name: string | null | undefined;
  fallback?: string;
}) {
  return <p className="mt-1 truncate text-sm text-muted-foreground">by {name ?? fallback}</p>;
}
