/**
 * Lead dashboard (spec section 2): badge Lead Dashboard, heading Leadership Portal, figures
 * Available Courses, Active Students and Team Enrollments (computed by the server), Quick Actions,
 * Team's Recent Courses (3) and Recommended for Your Team (4).
 */
import { DASHBOARD_MSG, LEARNING_MSG, TEAM_RECENT_COURSES_LIMIT, type TeamCourse } from '@cms/contract';
import { UserPlus, Users, UsersRound } from 'lucide-react';
import { useGreeting } from '@/features/auth';
import { Badge } from '@/components/ui/badge';
import { formatCount, plural } from '@/lib/format';
import { CardAction } from '@/features/courses';
import { CardThumbnail } from '@/features/courses';
import { InstructorLine } from '@/features/courses';

import { useDashboard } from '@/features/dashboards/api/dashboards';
import { BrowseCoursesButton } from '@/features/dashboards/components/browse-courses-button';
import { DashboardPage } from '@/features/dashboards/components/dashboard-page';
import { CourseStrip } from '@/features/dashboards/components/course-strip';
import { platformFigures } from '@/features/dashboards/components/platform-figure-cards';
import { exploreCoursesAction, myLearningAction } from '@/features/dashboards/components/learner-actions';
import { QuickActionsSection, type QuickAction } from '@/features/dashboards/components/quick-actions';
import { RecommendedSection } from '@/features/dashboards/components/recommended-section';
import { StatFigures } from '@/components/stat-card';
import { paths as appPaths } from '@/config/paths';

const paths = appPaths.lead;

const ACTIONS: readonly QuickAction[] = [
  exploreCoursesAction(paths.courses, 'Courses for you and your team.'),
  {
    label: DASHBOARD_MSG.teamManagement,
    description: 'Your team members and their courses.',
    to: paths.members,
    icon: UsersRound,
    tone: 'amber',
  },
  myLearningAction(paths.myCourses),
];

export function LeadDashboard() {
  const query = useDashboard('lead');
  // A lead with an enrolment of their own has been here before; a new one is greeted for the first time.
  const welcome = useGreeting(query.data ? query.data.completionRate !== null : false);
  const team = query.data?.team;

  return (
    <DashboardPage
      badge={DASHBOARD_MSG.leadDashboard}
      title={DASHBOARD_MSG.leadershipPortal}
      description={
        <>
          {`${welcome} `}
          {team ? `Guide ${team} and keep learning yourself.` : 'Guide your team and keep learning yourself.'}
        </>
      }
      query={query}
      figureCount={3}
    >
      {(data) => (
        <>
          <StatFigures
            label="Statistics"
            columns={3}
            figures={[
              ...platformFigures(data.figures, DASHBOARD_MSG.activeStudents),
              {
                label: DASHBOARD_MSG.teamEnrollments,
                value: formatCount(data.teamEnrollments),
                hint: `${data.team} · ${plural(data.teamMembers, 'member')}`,
                icon: UserPlus,
                tone: 'amber',
                className: 'col-span-2 sm:col-span-1',
              },
            ]}
          />

          <QuickActionsSection actions={ACTIONS} />

          <CourseStrip
            title={DASHBOARD_MSG.teamsRecentCourses}
            items={data.teamRecentCourses}
            limit={TEAM_RECENT_COURSES_LIMIT}
            itemKey={(item) => item.course.id}
            listClassName="grid gap-4 md:grid-cols-3"
            empty={DASHBOARD_MSG.noTeamCourses}
            emptyAction={<BrowseCoursesButton to={paths.courses} />}
          >
            {(item) => <TeamCourseItem item={item} />}
          </CourseStrip>

          <RecommendedSection title={DASHBOARD_MSG.recommendedForYourTeam} courses={data.recommended} area="lead" />
        </>
      )}
    </DashboardPage>
  );
}

/** A course the team enrolled in: Enrolled + Continue Learning when the lead owns it, else View Details. */
function TeamCourseItem({ item }: { item: TeamCourse }) {
  const { course, leadEnrolmentId } = item;
  const href = leadEnrolmentId ? paths.learn(leadEnrolmentId) : paths.course(course.id);
  const label = leadEnrolmentId ? LEARNING_MSG.continueLearning : DASHBOARD_MSG.viewDetails;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
      <CardThumbnail src={course.thumbnailUrl} zoom={false}>
        {leadEnrolmentId ? (
          <Badge className="absolute top-3 left-3 border-transparent bg-emerald-700 text-white shadow-sm">
            {DASHBOARD_MSG.enrolled}
          </Badge>
        ) : null}
      </CardThumbnail>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 leading-snug font-bold">{course.title}</h3>
        <InstructorLine name={course.instructor?.name} id={course.instructor?.id} />
        <p className="mt-2 inline-flex items-center gap-1 text-sm text-muted-foreground">
          <Users aria-hidden className="size-4" />
          {plural(item.teamEnrolments, 'team member')} enrolled
        </p>
        <div className="mt-auto pt-4">
          <CardAction
            to={href}
            label={label}
            aria-label={`${label}: ${course.title}`}
            size="sm"
            variant={leadEnrolmentId ? 'gradient' : 'outline'}
            className="w-full"
          />
        </div>
      </div>
    </article>
  );
}
