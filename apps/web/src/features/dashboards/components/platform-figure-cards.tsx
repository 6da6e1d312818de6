import { DASHBOARD_MSG, type PlatformFigures } from '@cms/contract';
import { BookOpen, Users } from 'lucide-react';
import { formatCompact, formatCount } from '@/lib/format';
import type { StatFigure } from '@/components/stat-card';

/** "12+" (spec section 2: the count plus +). */
export const countPlus = (n: number) => `${formatCount(n)}+`;

/** "1.2K+" (spec section 2: compact, plus +). */
export const compactPlus = (n: number) => `${formatCompact(n)}+`;

/** The learner's completion rate, or "—" without enrolments. */
export const percentOrDash = (n: number | null) => (n === null ? '—' : `${n}%`);

/** The first two figures of both dashboards: Available Courses and the platform's active learners. */
export const platformFigures = (figures: PlatformFigures, learnersLabel: string): StatFigure[] => [
  { label: DASHBOARD_MSG.availableCourses, value: countPlus(figures.availableCourses), icon: BookOpen },
  { label: learnersLabel, value: compactPlus(figures.activeLearners), icon: Users, tone: 'emerald' },
];
