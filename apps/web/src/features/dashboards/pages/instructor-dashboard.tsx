/**
 * Instructor dashboard (spec section 2): hero Instructor Portal with badge Instructor Dashboard and
 * Create Course; figures Active Courses, Total Students, Completion Rate and This Month's Earnings
 * (all computed by the server); quick actions to a new course and to the courses; Try Again on failure.
 */
import { formatRupees, INSTRUCTOR_DASHBOARD_MSG as MSG } from '@cms/contract';
import { BookOpen, IndianRupee, Plus, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useGreeting } from '@/features/auth';
import { GrowthHint } from '@/features/earnings';
import { StatFigures } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { paths as appPaths } from '@/config/paths';
import { formatCount, plural } from '@/lib/format';
import { useDashboard } from '@/features/dashboards/api/dashboards';
import { DashboardPage } from '@/features/dashboards/components/dashboard-page';
import { percentOrDash } from '@/features/dashboards/components/platform-figure-cards';
import { QuickActionsSection, type QuickAction } from '@/features/dashboards/components/quick-actions';

const paths = appPaths.instructor;

const ACTIONS: readonly QuickAction[] = [
  {
    label: MSG.createCourse,
    description: 'Set up a new course with its sections and videos.',
    to: paths.newCourse,
    icon: Plus,
    tone: 'indigo',
  },
  {
    label: MSG.myCourses,
    description: 'Manage, publish and review your courses.',
    to: paths.courses,
    icon: BookOpen,
    tone: 'emerald',
  },
];

export function InstructorDashboard() {
  const query = useDashboard('instructor');
  // An instructor with a course (a draft counts) has been here before.
  const welcome = useGreeting(query.data ? query.data.totalCourses > 0 : false);

  return (
    <DashboardPage
      badge={MSG.instructorDashboard}
      title={MSG.instructorPortal}
      description={`${welcome} Create courses, follow your learners and keep an eye on your earnings.`}
      actions={
        <Button asChild variant="secondary">
          <Link to={paths.newCourse}>
            <Plus aria-hidden />
            {MSG.createCourse}
          </Link>
        </Button>
      }
      query={query}
      figureCount={4}
      skeletonLists={['actions']}
      fallback={MSG.fetchFailed}
    >
      {(data) => (
        <>
          <StatFigures
            label="Statistics"
            stackedFrom="sm"
            figures={[
              {
                label: MSG.activeCourses,
                value: formatCount(data.activeCourses),
                hint: `of ${plural(data.totalCourses, 'course')}`,
                icon: BookOpen,
              },
              {
                label: MSG.totalStudents,
                value: formatCount(data.totalStudents),
                hint: 'in your courses',
                icon: Users,
                tone: 'emerald',
              },
              {
                label: MSG.completionRate,
                value: percentOrDash(data.completionRate),
                hint: data.completionRate === null ? 'No students yet' : 'of lessons done',
                icon: Target,
                tone: 'rose',
              },
              {
                label: MSG.thisMonthsEarnings,
                value: formatRupees(data.thisMonthPaise),
                hint: <GrowthHint percent={data.growthPercent} />,
                icon: IndianRupee,
                tone: 'amber',
              },
            ]}
          />

          <QuickActionsSection actions={ACTIONS} />
        </>
      )}
    </DashboardPage>
  );
}
