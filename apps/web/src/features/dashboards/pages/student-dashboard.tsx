/**
 * Student dashboard (spec section 2): welcome, badge Student Dashboard, four figures computed by
 * the server (Available Courses, Active Learners, Avg. Rating, the student's own Completion Rate),
 * Quick Actions, Continue Learning (3 most recent enrolments) and Recommended for You (4 courses).
 */
import { CONTINUE_LEARNING_LIMIT, DASHBOARD_MSG, LEARNING_MSG } from '@cms/contract';
import { Star, Target } from 'lucide-react';
import { Link } from 'react-router';
import { useGreeting } from '@/features/auth';
import { Button } from '@/components/ui/button';

import { useDashboard } from '@/features/dashboards/api/dashboards';
import { averageRating } from '@/features/courses';
import { BrowseCoursesButton } from '@/features/dashboards/components/browse-courses-button';
import { ContinueItem } from '@/features/dashboards/components/continue-item';
import { DashboardPage } from '@/features/dashboards/components/dashboard-page';
import { CourseStrip } from '@/features/dashboards/components/course-strip';
import { percentOrDash, platformFigures } from '@/features/dashboards/components/platform-figure-cards';
import { exploreCoursesAction, myLearningAction } from '@/features/dashboards/components/learner-actions';
import { QuickActionsSection, type QuickAction } from '@/features/dashboards/components/quick-actions';
import { RecommendedSection } from '@/features/dashboards/components/recommended-section';
import { StatFigures } from '@/components/stat-card';
import { paths as appPaths } from '@/config/paths';

const paths = appPaths.student;

const ACTIONS: readonly QuickAction[] = [
  exploreCoursesAction(paths.courses, 'Find your next course in the catalogue.'),
  myLearningAction(paths.myCourses),
];

export function StudentDashboard() {
  const query = useDashboard('student');
  // Someone with an enrolment has been here before; a new student is greeted for the first time.
  const returning = query.data ? query.data.completionRate !== null : false;
  const welcome = useGreeting(returning);

  return (
    <DashboardPage
      badge={DASHBOARD_MSG.studentDashboard}
      title={welcome}
      description={query.data && !returning ? DASHBOARD_MSG.startFirstCourse : DASHBOARD_MSG.continueWhereYouLeftOff}
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

            <CourseStrip
              title={DASHBOARD_MSG.continueLearning}
              action={
                data.continueLearning.length > 0 ? (
                  <Button asChild variant="ghost" size="sm">
                    <Link to={paths.myCourses}>View all</Link>
                  </Button>
                ) : null
              }
              items={data.continueLearning}
              limit={CONTINUE_LEARNING_LIMIT}
              itemKey={(item) => item.enrolmentId}
              listClassName="grid gap-3 lg:grid-cols-3"
              empty={LEARNING_MSG.noEnrolmentsYet}
              emptyAction={<BrowseCoursesButton to={paths.courses} />}
            >
              {(item) => <ContinueItem item={item} href={paths.learn(item.enrolmentId)} />}
            </CourseStrip>

            <RecommendedSection title={DASHBOARD_MSG.recommendedForYou} courses={data.recommended} area="student" />
          </>
        );
      }}
    </DashboardPage>
  );
}
