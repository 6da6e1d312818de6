/**
 * Student dashboard (spec section 2): welcome, badge Student Dashboard, four figures computed by
 * the server (Available Courses, Active Learners, Avg. Rating, the student's own Completion Rate),
 * Quick Actions, Continue Learning (3 most recent enrolments) and Recommended for You (4 courses).
 */
import { CONTINUE_LEARNING_LIMIT, DASHBOARD_MSG, LEARNING_MSG, RECOMMENDED_LIMIT } from '@cms/contract';
import { BookOpen, Compass, GraduationCap, Star, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { ErrorState, WelcomeBanner } from '../../courses/components/course-bits';
import { learnerPaths } from '../../learning/api/learning';
import { useStudentDashboard } from '../api/dashboards';
import {
  averageRating,
  compactPlus,
  ContinueItem,
  countPlus,
  DashboardSection,
  DashboardSkeleton,
  EmptyLine,
  percentOrDash,
  QuickActions,
  RecommendedCourse,
  type QuickAction,
} from './dashboard-bits';
import { FigureCard, FigureGrid } from './figure-card';

const paths = learnerPaths('student');

const ACTIONS: readonly QuickAction[] = [
  {
    label: DASHBOARD_MSG.exploreCourses,
    description: 'Find your next course in the catalogue.',
    to: paths.catalogue,
    icon: Compass,
    tone: 'indigo',
  },
  {
    label: DASHBOARD_MSG.myLearning,
    description: 'Your enrolled courses and progress.',
    to: paths.myCourses,
    icon: GraduationCap,
    tone: 'emerald',
  },
];

export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

export function StudentDashboard() {
  const { user } = useAuth();
  const query = useStudentDashboard();
  const name = firstName(user?.name);
  const rating = query.data ? averageRating(query.data.figures) : null;

  return (
    <>
      <WelcomeBanner
        greeting={<Badge className="border-transparent bg-white/15 text-white">{DASHBOARD_MSG.studentDashboard}</Badge>}
        title={name ? `Welcome back, ${name}!` : 'Welcome back!'}
        description="Continue where you left off, or discover something new to learn today."
      />
      {query.isPending ? (
        <DashboardSkeleton label="Loading your dashboard" cards={4} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, 'Failed to load your dashboard')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="space-y-10">
          <FigureGrid label="Statistics">
            <FigureCard
              label={DASHBOARD_MSG.availableCourses}
              value={countPlus(query.data.figures.availableCourses)}
              icon={BookOpen}
            />
            <FigureCard
              label={DASHBOARD_MSG.activeLearners}
              value={compactPlus(query.data.figures.activeLearners)}
              icon={Users}
              tone="emerald"
            />
            <FigureCard
              label={DASHBOARD_MSG.avgRating}
              value={rating?.value}
              hint={rating?.hint}
              icon={Star}
              tone="amber"
            />
            <FigureCard
              label={DASHBOARD_MSG.completionRate}
              value={percentOrDash(query.data.completionRate)}
              hint={query.data.completionRate === null ? 'No enrolments yet' : 'of your lessons'}
              icon={Target}
              tone="rose"
            />
          </FigureGrid>

          <DashboardSection title={DASHBOARD_MSG.quickActions} className="-mt-2">
            <QuickActions actions={ACTIONS} />
          </DashboardSection>

          <DashboardSection
            title={DASHBOARD_MSG.continueLearning}
            action={
              query.data.continueLearning.length > 0 ? (
                <Button asChild variant="ghost" size="sm">
                  <Link to={paths.myCourses}>View all</Link>
                </Button>
              ) : null
            }
          >
            {query.data.continueLearning.length === 0 ? (
              <EmptyLine
                action={
                  <Button asChild variant="outline" size="sm">
                    <Link to={paths.catalogue}>{LEARNING_MSG.browseCourses}</Link>
                  </Button>
                }
              >
                {LEARNING_MSG.noEnrolmentsYet}
              </EmptyLine>
            ) : (
              <ul className="grid gap-3 lg:grid-cols-3">
                {query.data.continueLearning.slice(0, CONTINUE_LEARNING_LIMIT).map((item) => (
                  <li key={item.enrolmentId}>
                    <ContinueItem item={item} href={paths.viewPage(item.enrolmentId)} />
                  </li>
                ))}
              </ul>
            )}
          </DashboardSection>

          <DashboardSection title={DASHBOARD_MSG.recommendedForYou}>
            {query.data.recommended.length === 0 ? (
              <EmptyLine>{DASHBOARD_MSG.noRecommendations}</EmptyLine>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                {query.data.recommended.slice(0, RECOMMENDED_LIMIT).map((course) => (
                  <li key={course.id}>
                    <RecommendedCourse course={course} href={paths.course(course.id)} />
                  </li>
                ))}
              </ul>
            )}
          </DashboardSection>
        </div>
      )}
    </>
  );
}
