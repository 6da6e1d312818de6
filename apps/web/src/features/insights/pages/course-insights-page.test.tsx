import {
  INSIGHTS_MSG,
  type CourseInsights,
  type CourseLearner,
  type CourseLearnersPage,
  type RevenueMonth,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '@/test/courses';
import { json, renderApp, stubFetch, USERS } from '@/test/render';

const SUMMARY = '/api/instructor/courses/c1/insights';
const LEARNERS = '/api/instructor/courses/c1/learners';

const months = (amounts: Record<string, number> = {}): RevenueMonth[] =>
  Array.from({ length: 12 }, (_, i) => {
    const month = `2026-${String(i + 1).padStart(2, '0')}`;
    return { month, amountPaise: amounts[month] ?? 0, sales: amounts[month] ? 1 : 0 };
  });

const insights = (overrides: Partial<CourseInsights> = {}): CourseInsights => ({
  courseId: 'c1',
  title: 'React Basics',
  lessonCount: 2,
  enrolled: 4,
  completed: 1,
  averageProgressPercent: 38,
  funnel: [
    {
      lessonId: 'l1',
      position: 1,
      title: 'Intro video',
      kind: 'video',
      reached: { count: 3, percent: 75 },
      finished: { count: 2, percent: 50 },
    },
    {
      lessonId: 'q1',
      position: 2,
      title: 'Final quiz',
      kind: 'quiz',
      reached: { count: 2, percent: 50 },
      finished: { count: 1, percent: 25 },
    },
  ],
  quizzes: [
    {
      lessonId: 'q1',
      title: 'Final quiz',
      passMarkPercent: 60,
      gradedAttempts: 3,
      learnersAttempted: 2,
      learnersPassed: 1,
      passRatePercent: 50,
      averagePercent: 63,
    },
  ],
  hardestQuestions: [
    {
      questionId: 'qq1',
      lessonId: 'q1',
      quizTitle: 'Final quiz',
      prompt: 'What does useMemo cache?',
      answered: 4,
      correct: 1,
      correctPercent: 25,
    },
  ],
  revenue: months({ '2026-11': 49_900 }),
  ...overrides,
});

const learner = (overrides: Partial<CourseLearner> = {}): CourseLearner => ({
  userId: 'u9',
  name: 'Asha Learner',
  team: 'Team-3',
  enrolledAt: '2026-11-02T10:00:00.000Z',
  completedLessons: 2,
  lessonCount: 2,
  progressPercent: 100,
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  quizzesPassed: 1,
  quizCount: 1,
  quizResults: [{ lessonId: 'q1', title: 'Final quiz', bestPercent: 100, passed: true, attempts: 2 }],
  ...overrides,
});

const page = (learners: CourseLearner[], total = learners.length): CourseLearnersPage => ({
  learners,
  total,
  page: 1,
  pageSize: 20,
});

describe('course insights (/instructor/courses/:id/insights)', () => {
  it('shows the figures, the funnel, the quiz pass rates, the hardest questions, revenue and the learners', async () => {
    stubFetch(USERS.instructor, {
      [`GET ${SUMMARY}`]: () => json(insights()),
      [`GET ${LEARNERS}`]: () =>
        json(
          page([
            learner(),
            learner({
              userId: 'u8',
              name: 'Bala Learner',
              team: null,
              lastActivityAt: null,
              progressPercent: 0,
              completedLessons: 0,
              quizzesPassed: 0,
              quizResults: [{ lessonId: 'q1', title: 'Final quiz', bestPercent: null, passed: false, attempts: 0 }],
            }),
          ]),
        ),
    });
    renderApp('/instructor/courses/c1/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'React Basics' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: INSIGHTS_MSG.courseInsights });
    expect(within(figures).getByRole('group', { name: INSIGHTS_MSG.enrolled })).toHaveTextContent('4');
    expect(within(figures).getByRole('group', { name: INSIGHTS_MSG.completed })).toHaveTextContent('1');
    expect(within(figures).getByRole('group', { name: INSIGHTS_MSG.averageProgress })).toHaveTextContent('38%');
    expect(within(figures).getByRole('group', { name: INSIGHTS_MSG.revenue12Months })).toHaveTextContent('₹499.00');

    const funnel = screen.getByRole('region', { name: INSIGHTS_MSG.funnel });
    expect(within(funnel).getByRole('progressbar', { name: 'Intro video: reached' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(within(funnel).getByRole('progressbar', { name: 'Final quiz: finished' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );

    const quizzes = screen.getByRole('region', { name: INSIGHTS_MSG.quizzes });
    const quizRow = within(within(quizzes).getByRole('table')).getAllByRole('row')[1]!;
    expect(
      within(quizRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Final quiz', '3', '1 / 2', '50%', '63%']);
    expect(within(quizzes).getByText('What does useMemo cache?')).toBeInTheDocument();
    expect(within(quizzes).getByText(/25%/)).toBeInTheDocument();

    const revenue = screen.getByRole('figure', { name: INSIGHTS_MSG.revenueByMonth });
    expect(within(revenue).getByRole('rowheader', { name: 'Nov 2026' }).closest('tr')).toHaveTextContent('₹499.00');

    const learners = screen.getByRole('region', { name: INSIGHTS_MSG.learners });
    const table = await within(learners).findByRole('table', { name: INSIGHTS_MSG.learners });
    const [asha, bala] = within(table).getAllByRole('row').slice(1);
    expect(asha).toHaveTextContent('Asha Learner');
    expect(asha).toHaveTextContent('Team-3');
    expect(asha).toHaveTextContent('1 / 1 passed');
    expect(asha).toHaveTextContent('best 100%');
    expect(within(asha!).getByRole('progressbar', { name: 'Asha Learner: progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(bala).toHaveTextContent(INSIGHTS_MSG.noActivity);
    expect(bala).toHaveTextContent(INSIGHTS_MSG.notAttempted);
  });

  it('says so when there are no learners, no quizzes and no sales', async () => {
    stubFetch(USERS.instructor, {
      [`GET ${SUMMARY}`]: () =>
        json(
          insights({
            enrolled: 0,
            completed: 0,
            averageProgressPercent: null,
            funnel: [],
            quizzes: [],
            hardestQuestions: [],
            revenue: months(),
          }),
        ),
      [`GET ${LEARNERS}`]: () => json(page([])),
    });
    renderApp('/instructor/courses/c1/insights');
    expect(await screen.findByText(INSIGHTS_MSG.noLearners)).toBeInTheDocument();
    expect(screen.getByText(INSIGHTS_MSG.noQuizzes)).toBeInTheDocument();
    expect(screen.getByText(INSIGHTS_MSG.noSales)).toBeInTheDocument();
    expect(screen.getByText(INSIGHTS_MSG.noLessons)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: INSIGHTS_MSG.averageProgress })).toHaveTextContent('—');
  });

  it('searches the learners on the server', async () => {
    const fetchMock = stubFetch(USERS.instructor, {
      [`GET ${SUMMARY}`]: () => json(insights()),
      [`GET ${LEARNERS}`]: (_init, url) =>
        json(
          url.searchParams.get('search') === 'bala'
            ? page([learner({ userId: 'u8', name: 'Bala Learner' })])
            : page([learner()], 2),
        ),
    });
    renderApp('/instructor/courses/c1/insights');
    const learners = await screen.findByRole('region', { name: INSIGHTS_MSG.learners });
    const table = () => within(learners).getByRole('table', { name: INSIGHTS_MSG.learners });
    await waitFor(() => expect(table()).toHaveTextContent('Asha Learner'));
    const u = userEvent.setup();
    await u.type(within(learners).getByRole('searchbox', { name: INSIGHTS_MSG.searchLearners }), 'bala{Enter}');
    await waitFor(() => expect(table()).toHaveTextContent('Bala Learner'));
    expect(table()).not.toHaveTextContent('Asha Learner');
    const searched = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .filter((u) => u.pathname === LEARNERS)
      .map((u) => u.searchParams.get('search'));
    expect(searched).toContain('bala');
    await waitFor(() => expect(within(learners).getByText('1 learner')).toBeInTheDocument());
  });

  it('reads the admin routes on the admin page of any course', async () => {
    stubFetch(USERS.admin, {
      ['GET /api/admin/courses/c1/insights']: () => json(insights({ title: 'Any Course' })),
      ['GET /api/admin/courses/c1/learners']: () => json(page([learner()])),
    });
    renderApp('/Admin/courses/c1/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Any Course' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: INSIGHTS_MSG.learners })).toHaveTextContent('Asha Learner');
  });

  it("is linked from the instructor's and the admin's course page", async () => {
    stubFetch(USERS.instructor, { 'GET /api/instructor/courses/c1': () => json(makeDetail({ id: 'c1' })) });
    const { unmount } = renderApp('/instructor/courses/view/c1');
    expect(await screen.findByRole('link', { name: INSIGHTS_MSG.insights })).toHaveAttribute(
      'href',
      '/instructor/courses/c1/insights',
    );
    unmount();
    stubFetch(USERS.admin, {
      'GET /api/admin/courses/c1': () => json({ course: makeDetail({ id: 'c1' }), students: [] }),
    });
    renderApp('/Admin/courses/c1');
    expect(await screen.findByRole('link', { name: INSIGHTS_MSG.insights })).toHaveAttribute(
      'href',
      '/Admin/courses/c1/insights',
    );
  });
});
