import { DASHBOARD_MSG, type PlatformFigures } from '@cms/contract';
import { BookOpen, Users } from 'lucide-react';
import { formatCompact, formatCount } from '@/lib/format';
import type { StatFigure } from '@/components/stat-card';

/**
 * A count the server gives exactly, shown exactly: "7", "1,234" (the spec's "count plus +" read "7+"
 * for exactly seven: issue 19, a listed deviation). From ten thousand on, compact ("12K") with the
 * exact figure in the hint.
 */
export const exactCount = (n: number) => (n < 10_000 ? formatCount(n) : formatCompact(n));
const exactHint = (n: number) => (n < 10_000 ? undefined : formatCount(n));

/** The learner's completion rate, or "—" without enrolments. */
export const percentOrDash = (n: number | null) => (n === null ? '—' : `${n}%`);

/** The first two figures of both dashboards: Available Courses and the platform's active learners. */
export const platformFigures = (figures: PlatformFigures, learnersLabel: string): StatFigure[] => [
  {
    label: DASHBOARD_MSG.availableCourses,
    value: exactCount(figures.availableCourses),
    hint: exactHint(figures.availableCourses),
    icon: BookOpen,
  },
  {
    label: learnersLabel,
    value: exactCount(figures.activeLearners),
    hint: exactHint(figures.activeLearners),
    icon: Users,
    tone: 'emerald',
  },
];
