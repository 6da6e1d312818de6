/** Pieces of the student and lead dashboards: page states, sections, quick actions, course tiles, figures. */
import {
  DASHBOARD_MSG,
  formatRupees,
  LEARNING_MSG,
  RECOMMENDED_LIMIT,
  type CourseCard,
  type EnrolledCourse,
  type PlatformFigures,
} from '@cms/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, BookOpen, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact, formatCount } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { QueryErrorState, WelcomeBanner } from '../../courses/components/course-bits';
import {
  CardThumbnail,
  CardTitleLink,
  InstructorLine,
  LessonCount,
  StudentCount,
} from '../../courses/components/course-card-parts';
import { CourseStatusBadge, PercentBar } from '../../learning/components/progress-bits';
import { FigureCard } from './figure-card';

/** "12+" (spec section 2: the count plus +). */
export const countPlus = (n: number) => `${formatCount(n)}+`;
/** "1.2K+" (spec section 2: compact, plus +). */
export const compactPlus = (n: number) => `${formatCompact(n)}+`;
/** The learner's completion rate, or "—" without enrolments. */
export const percentOrDash = (n: number | null) => (n === null ? '—' : `${n}%`);

export function DashboardSection({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cn('space-y-4', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  tone: 'indigo' | 'emerald' | 'amber';
}

const TONES = {
  indigo: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-300',
  emerald: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  amber: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
};

/** A grid of cards, each one link named by its label (the whole card is clickable). */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', actions.length > 2 && 'lg:grid-cols-3')}>
      {actions.map(({ label, description, to, icon: Icon, tone }) => (
        <li key={to}>
          <Card className="group relative flex h-full items-center gap-4 p-4 transition-all focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-md">
            <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', TONES[tone])}>
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold">
                <CardTitleLink to={to}>{label}</CardTitleLink>
              </h3>
              <p className="text-sm text-muted-foreground">{description}</p>
            </div>
            <ArrowRight
              aria-hidden
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}

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

/**
 * An enrolment to continue: thumbnail, title (the link), lessons, status and progress. A row on
 * phones and tablets, a card in the three columns of wide screens.
 */
export function ContinueItem({ item, href }: { item: EnrolledCourse; href: string }) {
  const { course } = item;
  return (
    <article className="group relative flex h-full gap-4 rounded-2xl border bg-card p-3 shadow-sm transition-all focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:p-4 lg:flex-col lg:gap-3">
      <CardThumbnail src={course.thumbnailUrl} className="w-28 shrink-0 self-start rounded-xl sm:w-40 lg:w-full" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="line-clamp-2 leading-snug font-semibold">
          <CardTitleLink to={href}>{course.title}</CardTitleLink>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <CourseStatusBadge status={item.status} />
          <LessonCount count={course.lessonCount} />
        </div>
        <PercentBar percent={item.progressPercent} label={`${course.title} progress`} className="mt-auto pt-1" />
      </div>
    </article>
  );
}

export function ListSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div aria-hidden className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-28 rounded-2xl" />
      ))}
    </div>
  );
}

export function DashboardSkeleton({ label, cards }: { label: string; cards: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-8">
      <div className={cn('grid grid-cols-2 gap-3 sm:gap-4', cards === 3 ? 'sm:grid-cols-3' : 'lg:grid-cols-4')}>
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-[86px] rounded-2xl" />
        ))}
      </div>
      <ListSkeleton count={3} className="grid gap-3 sm:grid-cols-3" />
      <ListSkeleton count={4} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" />
    </div>
  );
}

/** A quiet empty line with an optional link. */
export function EmptyLine({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed bg-card px-5 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
      <p>{children}</p>
      {action}
    </div>
  );
}

/**
 * A dashboard: the banner with its badge, then while loading a skeleton with `figureCount` figures,
 * on failure the message with Try Again, otherwise `children` with the data.
 */
export function DashboardPage<T>({
  badge,
  title,
  description,
  query,
  figureCount,
  children,
}: {
  badge: string;
  title: string;
  description: ReactNode;
  query: UseQueryResult<T>;
  figureCount: 3 | 4;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <WelcomeBanner
        greeting={<Badge className="border-transparent bg-white/15 text-white">{badge}</Badge>}
        title={title}
        description={description}
      />
      {query.isPending ? (
        <DashboardSkeleton label="Loading your dashboard" cards={figureCount} />
      ) : query.isError ? (
        <QueryErrorState query={query} fallback="Failed to load your dashboard" />
      ) : (
        <div className="space-y-10">{children(query.data)}</div>
      )}
    </>
  );
}

/** The first two figures of both dashboards: Available Courses and the platform's active learners. */
export function PlatformFigureCards({ figures, learnersLabel }: { figures: PlatformFigures; learnersLabel: string }) {
  return (
    <>
      <FigureCard label={DASHBOARD_MSG.availableCourses} value={countPlus(figures.availableCourses)} icon={BookOpen} />
      <FigureCard label={learnersLabel} value={compactPlus(figures.activeLearners)} icon={Users} tone="emerald" />
    </>
  );
}

export function QuickActionsSection({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <DashboardSection title={DASHBOARD_MSG.quickActions} className="-mt-2">
      <QuickActions actions={actions} />
    </DashboardSection>
  );
}

/** The Browse Courses button of an empty section. */
export function BrowseCoursesButton({ to }: { to: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>{LEARNING_MSG.browseCourses}</Link>
    </Button>
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
