import {
  COURSE_MSG,
  DASHBOARD_MSG,
  formatRupees,
  LEARNING_MSG,
  type LeadDashboard,
  type StudentDashboard,
} from '@cms/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCard } from '@/test/courses';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import { makeEnrolled } from '@/test/learning-fixtures';

const figures = { availableCourses: 12, activeLearners: 1540, avgRating: 4.26, ratingCount: 31 };

const recommended = [1, 2, 3, 4].map((i) =>
  makeCard({ id: `r${i}`, title: `Course ${i}`, studentCount: 10 * i, pricePaise: 49_900 * i }),
);

const student = (overrides: Partial<StudentDashboard> = {}): StudentDashboard => ({
  figures,
  completionRate: 40,
  continueLearning: [
    makeEnrolled({ enrolmentId: 'e3', course: makeCard({ id: 'c3', title: 'Newest', lessonCount: 2 }) }),
    makeEnrolled({
      enrolmentId: 'e2',
      course: makeCard({ id: 'c2', title: 'Finished', lessonCount: 5 }),
      status: 'Completed',
      progressPercent: 100,
      completedLessons: 5,
    }),
  ],
  recommended,
  ...overrides,
});

/** The section whose heading is `name`. */
const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

describe('student dashboard', () => {
  it('shows the computed figures, Quick Actions, Continue Learning and Recommended for You', async () => {
    stubFetch(USERS.student, { 'GET /api/student/dashboard': () => json(student()) });
    renderApp('/student/dashboard');
    // Exact counts are shown exactly: "12", not "12+" (issue 19).
    expect(await screen.findByRole('group', { name: DASHBOARD_MSG.availableCourses })).toHaveTextContent(
      /^Available Courses12$/,
    );
    expect(screen.getByText(DASHBOARD_MSG.studentDashboard)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ravi!' })).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MSG.continueWhereYouLeftOff)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: DASHBOARD_MSG.activeLearners })).toHaveTextContent(
      /^Active Learners1,540$/,
    );
    expect(screen.getByRole('group', { name: DASHBOARD_MSG.avgRating })).toHaveTextContent('4.3from 31 ratings');
    expect(screen.getByRole('group', { name: DASHBOARD_MSG.completionRate })).toHaveTextContent('40%');

    const quick = section(DASHBOARD_MSG.quickActions);
    expect(within(quick).getByRole('link', { name: DASHBOARD_MSG.exploreCourses })).toHaveAttribute(
      'href',
      '/student/courses',
    );
    expect(within(quick).getByRole('link', { name: DASHBOARD_MSG.myLearning })).toHaveAttribute(
      'href',
      '/student/mycourses',
    );

    const cont = within(section(DASHBOARD_MSG.continueLearning)).getAllByRole('listitem');
    expect(cont).toHaveLength(2);
    expect(within(cont[0]!).getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'href',
      '/student/mycourses/view-page/e3',
    );
    expect(cont[0]).toHaveTextContent('2 lessons');
    expect(within(cont[0]!).getByText(LEARNING_MSG.inProgress)).toBeInTheDocument();
    expect(within(cont[1]!).getByText(LEARNING_MSG.completed)).toBeInTheDocument();
    expect(within(cont[1]!).getByRole('progressbar', { name: 'Finished progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    const rec = within(section(DASHBOARD_MSG.recommendedForYou)).getAllByRole('listitem');
    expect(rec).toHaveLength(4);
    expect(within(rec[1]!).getByRole('link', { name: 'Course 2' })).toHaveAttribute('href', '/student/courses/r2');
    expect(rec[1]).toHaveTextContent('by Dr Sen');
    expect(rec[1]).toHaveTextContent('21 students'); // 20 students and 1 lead
    expect(rec[1]).toHaveTextContent(formatRupees(99_800));
  }, 20_000);

  it('without ratings or enrolments: "—", No ratings yet, and Browse Courses', async () => {
    stubFetch(USERS.student, {
      'GET /api/student/dashboard': () =>
        json(
          student({
            figures: { availableCourses: 3, activeLearners: 0, avgRating: null, ratingCount: 0 },
            completionRate: null,
            continueLearning: [],
            recommended: [],
          }),
        ),
    });
    renderApp('/student/dashboard');
    const rating = await screen.findByRole('group', { name: DASHBOARD_MSG.avgRating });
    expect(rating).toHaveTextContent('—');
    expect(rating).toHaveTextContent(COURSE_MSG.noRatingsYet);
    expect(screen.getByRole('group', { name: DASHBOARD_MSG.completionRate })).toHaveTextContent('—');
    expect(within(section(DASHBOARD_MSG.continueLearning)).getByText(LEARNING_MSG.noEnrolmentsYet)).toBeInTheDocument();
    expect(
      within(section(DASHBOARD_MSG.continueLearning)).getByRole('link', { name: LEARNING_MSG.browseCourses }),
    ).toHaveAttribute('href', '/student/courses');
    expect(screen.getByText(DASHBOARD_MSG.noRecommendations)).toBeInTheDocument();
    // A new student is greeted for the first time, and told where to start (issue 19).
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ravi!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MSG.startFirstCourse)).toBeInTheDocument();
  });

  it('shows a failure with Try Again', async () => {
    let fail = true;
    stubFetch(USERS.student, {
      'GET /api/student/dashboard': () => (fail ? apiError(503, 'Service unavailable') : json(student())),
    });
    renderApp('/student/dashboard');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: DASHBOARD_MSG.availableCourses })).toBeInTheDocument();
  }, 20_000);
});

const lead = (overrides: Partial<LeadDashboard> = {}): LeadDashboard => ({
  figures,
  team: 'Team-3',
  teamMembers: 5,
  teamEnrollments: 7,
  completionRate: null,
  teamRecentCourses: [
    {
      course: makeCard({ id: 't1', title: 'Owned by the lead' }),
      teamEnrolments: 3,
      lastEnrolledAt: '2025-02-01T10:00:00.000Z',
      leadEnrolmentId: 'le1',
    },
    {
      course: makeCard({ id: 't2', title: 'Only the team' }),
      teamEnrolments: 1,
      lastEnrolledAt: '2025-01-20T10:00:00.000Z',
      leadEnrolmentId: null,
    },
  ],
  recommended,
  ...overrides,
});

describe('lead dashboard', () => {
  it('shows Leadership Portal, the team figures, Quick Actions and the team’s recent courses by ownership', async () => {
    stubFetch(USERS.lead, { 'GET /api/lead/dashboard': () => json(lead()) });
    renderApp('/lead/dashboard');
    expect(await screen.findByRole('group', { name: DASHBOARD_MSG.teamEnrollments })).toHaveTextContent(
      '7Team-3 · 5 members',
    );
    expect(screen.getByText(DASHBOARD_MSG.leadDashboard)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: DASHBOARD_MSG.leadershipPortal })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: DASHBOARD_MSG.availableCourses })).toHaveTextContent(
      /^Available Courses12$/,
    );
    expect(screen.getByRole('group', { name: DASHBOARD_MSG.activeStudents })).toHaveTextContent(
      /^Active Students1,540$/,
    );
    // No enrolment of the lead's own yet: a first-time greeting, not "Welcome back" (issue 19).
    expect(screen.getByText(/^Welcome, Meera! Guide Team-3/)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();

    const quick = section(DASHBOARD_MSG.quickActions);
    for (const [name, href] of [
      [DASHBOARD_MSG.exploreCourses, '/lead/courses'],
      [DASHBOARD_MSG.teamManagement, '/lead/members'],
      [DASHBOARD_MSG.myLearning, '/lead/mycourses'],
    ])
      expect(within(quick).getByRole('link', { name })).toHaveAttribute('href', href);

    const [owned, other] = within(section(DASHBOARD_MSG.teamsRecentCourses)).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(owned).getByText(DASHBOARD_MSG.enrolled)).toBeInTheDocument();
    expect(within(owned).getByRole('link', { name: /Continue Learning/ })).toHaveAttribute(
      'href',
      '/lead/mycourses/view-page/le1',
    );
    expect(owned).toHaveTextContent('3 team members enrolled');
    expect(within(other).queryByText(DASHBOARD_MSG.enrolled)).not.toBeInTheDocument();
    expect(within(other).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/lead/courses/t2');

    const rec = within(section(DASHBOARD_MSG.recommendedForYourTeam)).getAllByRole('listitem');
    expect(rec).toHaveLength(4);
    expect(within(rec[0]!).getByRole('link', { name: 'Course 1' })).toHaveAttribute('href', '/lead/courses/r1');
  });

  it('with no team enrolments says so', async () => {
    stubFetch(USERS.lead, {
      'GET /api/lead/dashboard': () => json(lead({ teamRecentCourses: [], teamEnrollments: 0 })),
    });
    renderApp('/lead/dashboard');
    expect(await screen.findByText(DASHBOARD_MSG.noTeamCourses)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: DASHBOARD_MSG.teamEnrollments })).toHaveTextContent('0');
  });
});
