/**
 * Student dashboard (spec section 2): welcome, badge Student Dashboard, four figures computed by
 * the server (Available Courses, Active Learners, Avg. Rating, the student's own Completion Rate),
 * Quick Actions, Continue Learning (3 most recent enrolments) and Recommended for You (4 courses).
 */
import { CONTINUE_LEARNING_LIMIT, DASHBOARD_MSG, LEARNING_MSG } from '@cms/contract';
import { Compass, GraduationCap, Star, Target } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { firstName } from '@/lib/format';

import { useStudentDashboard } from '@/features/dashboards/api/dashboards';
import { averageRating } from '@/features/courses';
import { BrowseCoursesButton } from '@/features/dashboards/components/browse-courses-button';
import { ContinueItem } from '@/features/dashboards/components/continue-item';
import { DashboardPage } from '@/features/dashboards/components/dashboard-page';
import { DashboardSection } from '@/features/dashboards/components/dashboard-section';
import { EmptyLine } from '@/components/empty-line';
import { percentOrDash, platformFigures } from '@/features/dashboards/components/platform-figure-cards';
import { QuickActionsSection, type QuickAction } from '@/features/dashboards/components/quick-actions';
import { RecommendedSection } from '@/features/dashboards/components/recommended-section';
import { StatFigures } from '@/components/stat-card';
import { paths as appPaths } from '@/config/paths';

const paths = appPaths.student;

const ACTIONS: readonly QuickAction[] = [
  {
    label: DASHBOARD_MSG.exploreCourses,
    description: 'Find your next course in the catalogue.',
    to: paths.courses,
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

export function StudentDashboard() {
  const { user } = useAuth();
  const query = useStudentDashboard();
  const name = firstName(user?.name);

  return (
    <DashboardPage
      badge={DASHBOARD_MSG.studentDashboard}
      title={name ? `Welcome back, ${name}!` : 'Welcome back!'}
      description="Continue where you left off, or discover something new to learn today."
      query={query}
      figureCount={4}
    >
      {(data) => {
        const rating = averageRating(data.figures);
        return (
          <>
            <StatFigures
              label="Statistics"
              figures={[
                ...platformFigures(data.figures, DASHBOARD_MSG.activeLearners),
                { label: DASHBOARD_MSG.avgRating, value: rating.value, hint: rating.hint, icon: Star, tone: 'amber' },
                {
                  label: DASHBOARD_MSG.completionRate,
                  value: percentOrDash(data.completionRate),
                  hint: data.completionRate === null ? 'No enrolments yet' : 'of your lessons',
                  icon: Target,
                  tone: 'rose',
                },
              ]}
            />

            <QuickActionsSection actions={ACTIONS} />

            <DashboardSection
              title={DASHBOARD_MSG.continueLearning}
              action={
                data.continueLearning.length > 0 ? (
                  <Button asChild variant="ghost" size="sm">
                    <Link to={paths.myCourses}>View all</Link>
                  </Button>
                ) : null
              }
            >
              {data.continueLearning.length === 0 ? (
                <EmptyLine action={<BrowseCoursesButton to={paths.courses} />}>
                  {LEARNING_MSG.noEnrolmentsYet}
                </EmptyLine>
              ) : (
                <ul className="grid gap-3 lg:grid-cols-3">
                  {data.continueLearning.slice(0, CONTINUE_LEARNING_LIMIT).map((item) => (
                    <li key={item.enrolmentId}>
                      <ContinueItem item={item} href={paths.learn(item.enrolmentId)} />
                    </li>
                  ))}
                </ul>
              )}
            </DashboardSection>

            <RecommendedSection
              title={DASHBOARD_MSG.recommendedForYou}
              courses={data.recommended}
              courseHref={paths.course}
            />
          </>
        );
      }}
    </DashboardPage>
  );
}
