import { DASHBOARD_MSG, formatRupees, INSTRUCTOR_DASHBOARD_MSG as MSG, type InstructorDashboard } from '@cms/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

const dashboard = (overrides: Partial<InstructorDashboard> = {}): InstructorDashboard => ({
  activeCourses: 3,
  totalCourses: 5,
  totalStudents: 1234,
  completionRate: 67,
  thisMonthPaise: 1_250_050,
  growthPercent: 12.5,
  ...overrides,
});

const figure = (name: string) => screen.getByRole('group', { name });

describe('instructor dashboard', () => {
  it('shows Instructor Portal, Create Course, the computed figures and the quick actions', async () => {
    stubFetch(USERS.instructor, { 'GET /api/instructor/dashboard': () => json(dashboard()) });
    renderApp('/instructor/dashboard');
    expect(await screen.findByRole('group', { name: MSG.activeCourses })).toHaveTextContent('3of 5 courses');
    expect(screen.getByRole('heading', { level: 1, name: MSG.instructorPortal })).toBeInTheDocument();
    expect(screen.getByText(MSG.instructorDashboard)).toBeInTheDocument();
    expect(screen.getByText(/^Welcome back, Dr!/)).toBeInTheDocument();
    expect(figure(MSG.totalStudents)).toHaveTextContent('1,234');
    expect(figure(MSG.completionRate)).toHaveTextContent('67%');
    const earnings = figure(MSG.thisMonthsEarnings);
    expect(earnings).toHaveTextContent(formatRupees(1_250_050));
    expect(earnings).toHaveTextContent('+12.5% vs last month');

    const create = screen.getAllByRole('link', { name: MSG.createCourse });
    expect(create.length).toBe(2); // the hero's button and the quick action
    for (const link of create) expect(link).toHaveAttribute('href', '/instructor/new');
    const quick = screen.getByRole('heading', { name: DASHBOARD_MSG.quickActions }).closest('section')!;
    expect(within(quick).getByRole('link', { name: MSG.myCourses })).toHaveAttribute('href', '/instructor/courses');
    expect(within(quick).getByRole('link', { name: MSG.createCourse })).toHaveAttribute('href', '/instructor/new');
  });

  it('shows "—" for the completion rate without students, and a fall in earnings', async () => {
    stubFetch(USERS.instructor, {
      'GET /api/instructor/dashboard': () =>
        json(dashboard({ completionRate: null, totalStudents: 0, thisMonthPaise: 0, growthPercent: -100 })),
    });
    renderApp('/instructor/dashboard');
    const completion = await screen.findByRole('group', { name: MSG.completionRate });
    expect(screen.getByText(/^Welcome back, Dr!/)).toBeInTheDocument(); // five courses: not new
    expect(completion).toHaveTextContent('—');
    expect(completion).not.toHaveTextContent('%');
    expect(figure(MSG.thisMonthsEarnings)).toHaveTextContent(`${formatRupees(0)}-100% vs last month`);
  });

  it('shows the failure with Try Again, which fetches again', async () => {
    let fail = true;
    const fetchMock = stubFetch(USERS.instructor, {
      'GET /api/instructor/dashboard': () => (fail ? apiError(403, 'Not your dashboard') : json(dashboard())),
    });
    renderApp('/instructor/dashboard');
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not your dashboard');
    expect(screen.getByRole('heading', { level: 1, name: MSG.instructorPortal })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('group', { name: MSG.activeCourses })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/instructor/dashboard');
    expect(calls).toHaveLength(2);
  });

  it('greets a new instructor (no course yet) for the first time, not "Welcome back"', async () => {
    stubFetch(USERS.instructor, {
      'GET /api/instructor/dashboard': () =>
        json(dashboard({ activeCourses: 0, totalCourses: 0, totalStudents: 0, completionRate: null })),
    });
    renderApp('/instructor/dashboard');
    expect(await screen.findByText(/^Welcome, Dr!/)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });
});
