import type { CourseCard } from '@cms/contract';
import { BookOpen, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconText } from '@/components/icon-text';
import { formatCount, plural } from '@/lib/format';

/** One figure of a card: a small icon and its text. */
export function MetaItem({ icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <IconText icon={icon} className="inline-flex items-center gap-1 text-muted-foreground">
      {children}
    </IconText>
  );
}

/**
 * "1,234 students" / "1 student": everyone enrolled, students and leads alike (issue 19: a course a
 * lead had just bought read "0 students"). The course page gives students and leads apart.
 */
export function StudentCount({ course }: { course: Pick<CourseCard, 'studentCount' | 'leadCount'> }) {
  const count = course.studentCount + course.leadCount;
  return (
    <MetaItem icon={Users}>
      {formatCount(count)} {count === 1 ? 'student' : 'students'}
    </MetaItem>
  );
}

/** "5 lessons" / "1 lesson". */
export function LessonCount({ count }: { count: number }) {
  return <MetaItem icon={BookOpen}>{plural(count, 'lesson')}</MetaItem>;
}
