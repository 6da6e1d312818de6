import { DASHBOARD_MSG, LEARNING_MSG } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCard } from '@/test/courses';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import { makeEnrolled, makeMyCourses } from '@/test/learning-fixtures';

const searches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname === '/api/my/courses')
    .map((u) => u.searchParams.get('search'));

const TWO = [
  makeEnrolled({
    enrolmentId: 'e2',
    course: makeCard({ id: 'c2', title: 'Data Pipelines', lessonCount: 4, studentCount: 12 }),
    completedLessons: 4,
    progressPercent: 100,
    status: 'Completed',
  }),
  makeEnrolled({
    enrolmentId: 'e1',
    course: makeCard({ id: 'c1', title: 'React from Zero', lessonCount: 3, instructor: { id: 'i', name: 'Dr Sen' } }),
    completedLessons: 1,
    progressPercent: 33,
  }),
];

describe('My courses', () => {
  it('shows the figures of every enrolment and a card per course with status, progress and Continue Learning', async () => {
    stubFetch(USERS.student, {
      'GET /api/my/courses': () =>
        json(
          makeMyCourses(TWO, {
            totalLessons: 7,
            totalHours: 1.5,
            totalSeconds: 5400,
            activeCourses: 1,
            completedCourses: 1,
          }),
        ),
    });
    renderApp('/student/mycourses');
    expect(await screen.findByRole('heading', { level: 1, name: LEARNING_MSG.myLearningJourney })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Enrolled Courses' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Total Lessons' })).toHaveTextContent('7');
    expect(screen.getByRole('group', { name: DASHBOARD_MSG.totalTime })).toHaveTextContent('1.5 h');
    expect(screen.getByText('Keep going, Ravi!')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Active Courses' })).toHaveTextContent(/^Active Courses1.*1 completed$/);

    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Data Pipelines', 'React from Zero']);
    const [done, started] = cards as [HTMLElement, HTMLElement];
    expect(within(done).getByText(LEARNING_MSG.completed)).toBeInTheDocument();
    expect(within(done).getByRole('progressbar', { name: 'Data Pipelines progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(done).getByText('13 students')).toBeInTheDocument(); // 12 students and 1 lead
    expect(within(done).getByText('4 lessons')).toBeInTheDocument();
    expect(within(started).getByText(LEARNING_MSG.inProgress)).toBeInTheDocument();
    expect(started).toHaveTextContent('by Dr Sen');
    expect(within(started).getByRole('link', { name: 'Dr Sen' })).toHaveAttribute('href', '/instructors/i');
    expect(within(started).getByText('1 of 3 lessons completed')).toBeInTheDocument();
    expect(within(started).getByRole('progressbar', { name: 'React from Zero progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(within(started).getByRole('link', { name: LEARNING_MSG.continueLearning })).toHaveAttribute(
      'href',
      '/student/mycourses/view-page/e1',
    );
    // A completed course is there to review, not to continue.
    expect(within(done).getByRole('link', { name: LEARNING_MSG.reviewCourse })).toBeInTheDocument();
    expect(within(done).queryByRole('link', { name: LEARNING_MSG.continueLearning })).not.toBeInTheDocument();
  });

  it('searches on the server on submit, keeps the search in the URL and offers to clear it when nothing matches', async () => {
    const fetchMock = stubFetch(USERS.lead, {
      'GET /api/my/courses': (_i, url) => {
        const term = url.searchParams.get('search');
        if (!term) return json(makeMyCourses(TWO));
        const found = TWO.filter((c) => c.course.title.toLowerCase().includes(term.toLowerCase()));
        return json(makeMyCourses(found, makeMyCourses(TWO).stats));
      },
    });
    const { router } = renderApp('/lead/mycourses');
    const user = userEvent.setup();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    expect(box).toHaveAttribute('placeholder', LEARNING_MSG.searchPlaceholder);
    await user.type(box, 'react');
    // Submit-based: typing alone does not search.
    expect(searches(fetchMock)).toEqual([null]);
    await user.click(screen.getByRole('button', { name: LEARNING_MSG.search }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(searches(fetchMock)).toContain('react');
    expect(router.state.location.search).toBe('?q=react');
    // The figures still cover every course.
    expect(screen.getByRole('group', { name: 'Enrolled Courses' })).toHaveTextContent('2');

    await user.clear(box);
    await user.type(box, 'quantum{Enter}');
    expect(await screen.findByText(LEARNING_MSG.noCoursesFound)).toBeInTheDocument();
    expect(screen.getByText('None of your courses matches “quantum”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LEARNING_MSG.browseCourses })).toHaveAttribute('href', '/lead/courses');
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toBe('');
    expect(box).toHaveValue('');
  });

  it('reads the search from the URL (Back and reload keep it)', async () => {
    const fetchMock = stubFetch(USERS.student, { 'GET /api/my/courses': () => json(makeMyCourses([TWO[0]!])) });
    renderApp('/student/mycourses?q=data');
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('data');
    expect(searches(fetchMock)).toEqual(['data']);
  });

  it('with no enrolments: No courses found and Browse Courses to the catalogue', async () => {
    stubFetch(USERS.lead, { 'GET /api/my/courses': () => json(makeMyCourses([])) });
    renderApp('/lead/mycourses');
    expect(await screen.findByText(LEARNING_MSG.noCoursesFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LEARNING_MSG.browseCourses })).toHaveAttribute('href', '/lead/courses');
    expect(screen.getByRole('group', { name: 'Enrolled Courses' })).toHaveTextContent('0');
    // A first visit: no "Keep going" (issue 19).
    expect(screen.getByText('Welcome, Meera!')).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MSG.startFirstCourse)).toBeInTheDocument();
    expect(screen.queryByText(/Keep going/)).not.toBeInTheDocument();
  });

  it('shows study time under a minute-aware label: minutes as minutes, never "Total Hours: < 1 min"', async () => {
    stubFetch(USERS.student, {
      'GET /api/my/courses': () => json(makeMyCourses(TWO, { totalSeconds: 2700, totalHours: 0.75 })),
    });
    renderApp('/student/mycourses');
    expect(await screen.findByRole('group', { name: DASHBOARD_MSG.totalTime })).toHaveTextContent('45 min');
    expect(screen.queryByRole('group', { name: 'Total Hours' })).not.toBeInTheDocument();
  });

  it('a course a lead has just bought counts the lead: "1 student", not "0 students"', async () => {
    const bought = makeEnrolled({
      enrolmentId: 'e9',
      course: makeCard({ id: 'c9', title: 'Just Bought', studentCount: 0, leadCount: 1 }),
    });
    stubFetch(USERS.lead, { 'GET /api/my/courses': () => json(makeMyCourses([bought])) });
    renderApp('/lead/mycourses');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('1 student')).toBeInTheDocument();
    expect(within(card).queryByText('0 students')).not.toBeInTheDocument();
  });

  it('shows a failure with Try Again', async () => {
    let fail = true;
    stubFetch(USERS.student, {
      'GET /api/my/courses': () => (fail ? apiError(400, 'Search is too long') : json(makeMyCourses(TWO))),
    });
    renderApp('/student/mycourses');
    const user = userEvent.setup();
    expect(await screen.findByText('Search is too long')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('sends enrollcourseview to My courses', async () => {
    stubFetch(USERS.student, { 'GET /api/my/courses': () => json(makeMyCourses([])) });
    const { router } = renderApp('/student/enrollcourseview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/mycourses'));
  });
});
