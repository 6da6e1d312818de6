/**
 * Lead dashboard (spec section 2): badge Lead Dashboard, heading Leadership Portal, figures
 * Available Courses, Active Students and Team Enrollments (computed by the server), Quick Actions,
 * Team's Recent Courses (3) and Recommended for Your Team (4).
 */
import {
  DASHBOARD_MSG,
  LEARNING_MSG,
  RECOMMENDED_LIMIT,
  TEAM_RECENT_COURSES_LIMIT,
  type TeamCourse,
} from '@cms/contract';
import { BookOpen, Compass, GraduationCap, UserPlus, Users, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { formatCount, plural } from '../../../lib/format';
import { ErrorState, WelcomeBanner } from '../../courses/components/course-bits';
import { CardAction, CardThumbnail, InstructorLine } from '../../courses/components/course-card-parts';
import { learnerPaths } from '../../learning/api/learning';
import { useLeadDashboard } from '../api/dashboards';
import {
  compactPlus,
  countPlus,
  DashboardSection,
  DashboardSkeleton,
  EmptyLine,
  QuickActions,
  RecommendedCourse,
  type QuickAction,
} from './dashboard-bits';
import { FigureCard, FigureGrid } from './figure-card';
import { firstName } from './student-dashboard';

const paths = learnerPaths('lead');

const ACTIONS: readonly QuickAction[] = [
  {
    label: DASHBOARD_MSG.exploreCourses,
    description: 'Courses for you and your team.',
    to: paths.catalogue,
    icon: Compass,
    tone: 'indigo',
  },
  {
    label: DASHBOARD_MSG.teamManagement,
    description: 'Your team members and their courses.',
    to: '/lead/members',
    icon: UsersRound,
    tone: 'amber',
  },
  {
    label: DASHBOARD_MSG.myLearning,
    description: 'Your enrolled courses and progress.',
    to: paths.myCourses,
    icon: GraduationCap,
    tone: 'emerald',
  },
];

export function LeadDashboard() {
  const { user } = useAuth();
  const query = useLeadDashboard();
  const name = firstName(user?.name);
  const team = query.data?.team;

  return (
    <>
      <WelcomeBanner
        greeting={<Badge className="border-transparent bg-white/15 text-white">{DASHBOARD_MSG.leadDashboard}</Badge>}
        title={DASHBOARD_MSG.leadershipPortal}
        description={
          <>
            {name ? `Welcome back, ${name}! ` : 'Welcome back! '}
            {team ? `Guide ${team} and keep learning yourself.` : 'Guide your team and keep learning yourself.'}
          </>
        }
      />
      {query.isPending ? (
        <DashboardSkeleton label="Loading your dashboard" cards={3} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, 'Failed to load your dashboard')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="space-y-10">
          <FigureGrid label="Statistics" columns={3}>
            <FigureCard
              label={DASHBOARD_MSG.availableCourses}
              value={countPlus(query.data.figures.availableCourses)}
              icon={BookOpen}
            />
            <FigureCard
              label={DASHBOARD_MSG.activeStudents}
              value={compactPlus(query.data.figures.activeLearners)}
              icon={Users}
              tone="emerald"
            />
            <FigureCard
              label={DASHBOARD_MSG.teamEnrollments}
              value={formatCount(query.data.teamEnrollments)}
              hint={`${query.data.team} · ${plural(query.data.teamMembers, 'member')}`}
              icon={UserPlus}
              tone="amber"
              className="col-span-2 sm:col-span-1"
            />
          </FigureGrid>

          <DashboardSection title={DASHBOARD_MSG.quickActions} className="-mt-2">
            <QuickActions actions={ACTIONS} />
          </DashboardSection>

          <DashboardSection title={DASHBOARD_MSG.teamsRecentCourses}>
            {query.data.teamRecentCourses.length === 0 ? (
              <EmptyLine
                action={
                  <Button asChild variant="outline" size="sm">
                    <Link to={paths.catalogue}>{LEARNING_MSG.browseCourses}</Link>
                  </Button>
                }
              >
                {DASHBOARD_MSG.noTeamCourses}
              </EmptyLine>
            ) : (
              <ul className="grid gap-4 md:grid-cols-3">
                {query.data.teamRecentCourses.slice(0, TEAM_RECENT_COURSES_LIMIT).map((item) => (
                  <li key={item.course.id}>
                    <TeamCourseItem item={item} />
                  </li>
                ))}
              </ul>
            )}
          </DashboardSection>

          <DashboardSection title={DASHBOARD_MSG.recommendedForYourTeam}>
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

/** A course the team enrolled in: Enrolled + Continue Learning when the lead owns it, else View Details. */
function TeamCourseItem({ item }: { item: TeamCourse }) {
  const { course, leadEnrolmentId } = item;
  const href = leadEnrolmentId ? paths.viewPage(leadEnrolmentId) : paths.course(course.id);
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
        <InstructorLine name={course.instructor?.name} />
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
