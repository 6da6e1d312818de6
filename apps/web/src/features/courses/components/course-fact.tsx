/** A fact in a course's header list: its icon, then the text (the instructor, the last update, the learners). */
import { CalendarDays, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconText } from '@/components/icon-text';
import { formatCount, formatDate } from '@/lib/format';

export function CourseFact({ icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <IconText icon={icon} as="li" className="inline-flex items-center gap-1.5">
      {children}
    </IconText>
  );
}

/** "Last updated 5 Jan 2025", nothing without a date. */
export function UpdatedFact({ at }: { at: string }) {
  const updated = formatDate(at);
  return updated ? <CourseFact icon={CalendarDays}>Last updated {updated}</CourseFact> : null;
}

/** "1,234 students" / "1 student". */
export function StudentsFact({ count }: { count: number }) {
  return (
    <CourseFact icon={Users}>
      {formatCount(count)} {count === 1 ? 'student' : 'students'}
    </CourseFact>
  );
}
