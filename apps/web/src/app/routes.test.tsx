import { MSG } from '@cms/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCard } from '@/test/courses';
import { json, renderApp, stubFetch, USERS } from '@/test/render';
import { ROTATING_WORDS } from '@/config/ui';

describe('routes and guard', () => {
  it('shows NOT FOUND and 404 for an unknown path, to anyone', async () => {
    stubFetch(null);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.notFound })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('is case-sensitive: /admin is not /Admin', async () => {
    stubFetch(USERS.admin);
    renderApp('/admin/courses');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('sends visitors to sign-in from guarded areas', async () => {
    stubFetch(null);
    const { router } = renderApp('/lead/members');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
  });

  it('sends an unverified user to /check/verify', async () => {
    stubFetch(USERS.empty);
    const { router } = renderApp('/student/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/check/verify'));
  });

  it('shows visitors the landing page at /auth/home, and /auth still goes on to sign-in', async () => {
    stubFetch(null);
    const { router } = renderApp('/auth/home');
    expect(await screen.findByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('heading', { name: 'Why Choose CMS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/home');

    await act(() => router.navigate('/auth'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
  });

  it.each([
    ['student', '/student/dashboard'],
    ['empty', '/check/verify'],
  ] as const)('sends a signed-in %s from /auth/home to %s', async (who, target) => {
    stubFetch(USERS[who]);
    const { router } = renderApp('/auth/home');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('lets visitors reach the forgotten-password pages', async () => {
    stubFetch(null);
    const { router } = renderApp('/auth/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await act(() => router.navigate('/auth/reset-password?token=abc'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/reset-password');
  });

  it("sends a user from another role's area home", async () => {
    stubFetch(USERS.instructor);
    const { router } = renderApp('/Admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instructor Portal' })).toBeInTheDocument();
  });

  it.each([
    ['student', '/student/dashboard', ['Home', 'Explore Courses', 'My Courses', 'Purchases', 'Messages', 'Profile']],
    [
      'lead',
      '/lead/dashboard',
      ['Home', 'Explore Courses', 'My Courses', 'Team Members', 'Purchases', 'Messages', 'Profile'],
    ],
    [
      'instructor',
      '/instructor/dashboard',
      ['Home', 'All Courses', 'Earnings', 'Withdrawals', 'Coupons', 'Questions', 'Profile'],
    ],
    [
      'admin',
      '/Admin/courses',
      [
        'All Courses',
        'Instructors',
        'Orders',
        'Withdrawals',
        'Refunds',
        'Coupons',
        'Leads',
        'Users',
        'Approvals',
        'Certificates',
        'Audit Log',
        'Outbox',
        'Seller & GST',
      ],
    ],
  ] as const)('%s layout has its sidebar links and Logout', async (who, path, links) => {
    stubFetch(USERS[who]);
    renderApp(path);
    const nav = await screen.findByRole('navigation', { name: /navigation$/ });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(links);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getAllByText(USERS[who].name).length).toBeGreaterThan(0);
  });

  it('logs out with POST /api/auth/logout and goes to sign-in', async () => {
    const fetchMock = stubFetch(USERS.student, {
      'POST /api/auth/logout': () => json({ success: true, message: MSG.signedOut }),
    });
    const { router } = renderApp('/student/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/auth/logout' && init?.method === 'POST')).toBe(
      true,
    );
    expect(await screen.findByLabelText('Mail ID')).toBeInTheDocument();
  });
});

describe('landing page', () => {
  it('shows the sample courses when featured courses cannot be loaded', async () => {
    stubFetch(null);
    renderApp('/');
    expect(await screen.findByText('Full-Stack Web Development')).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('4.9')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Learn More/ })).toHaveLength(3);
    for (const a of screen.getAllByRole('link', { name: /Learn More/ }))
      expect(a).toHaveAttribute('href', '/auth/signin');
    expect(screen.getByRole('link', { name: /View All Courses/ })).toHaveAttribute('href', '/auth/signin');
    expect(screen.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/auth/signin');
    expect(screen.getByRole('link', { name: /Browse Courses/ })).toHaveAttribute('href', '/auth/signin');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/auth/signup');
    for (const name of ['Dashboard', 'All Courses', 'Enrolled Courses', 'Login', 'Profile']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/auth/signin');
    }
    expect(screen.getByRole('heading', { name: 'Why Choose CMS' })).toBeInTheDocument();
    for (const t of ['Expert Instructors', 'Flexible Learning', 'Career Growth'])
      expect(screen.getByText(t)).toBeInTheDocument();
  });

  it('shows featured courses from the server when there are some', async () => {
    stubFetch(null, {
      'GET /api/courses/featured': () =>
        json({
          courses: [
            makeCard({
              id: 'c1',
              title: 'Rust for Beginners',
              subtitle: 'Safe systems code',
              category: 'Other',
              studentCount: 3,
              rating: { average: null, count: 0 },
            }),
          ],
        }),
    });
    renderApp('/');
    expect(await screen.findByText('Rust for Beginners')).toBeInTheDocument();
    expect(screen.queryByText('Full-Stack Web Development')).not.toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });

  it('shows the real featured courses ({ courses: CourseCard[] }) and the samples only while that list is empty', async () => {
    stubFetch(null, {
      'GET /api/courses/featured': () =>
        json({
          courses: [
            makeCard({ id: 'f1', title: 'Go in Practice', subtitle: 'Concurrency made plain', studentCount: 1234 }),
            makeCard({ id: 'f2', title: 'SQL Deep Dive', rating: { average: 4.56, count: 9 } }),
          ],
        }),
    });
    const first = renderApp('/');
    const section = await screen.findByRole('region', { name: 'Featured Courses' });
    expect(await within(section).findByText('Go in Practice')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByText('Concurrency made plain')).toBeInTheDocument();
    expect(within(section).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(section).getByText('4.6')).toBeInTheDocument();
    expect(within(section).queryByText('Full-Stack Web Development')).not.toBeInTheDocument();
    first.unmount();

    stubFetch(null, { 'GET /api/courses/featured': () => json({ courses: [] }) });
    renderApp('/');
    expect(await screen.findByText('Full-Stack Web Development')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Learn More/ })).toHaveLength(3);
  });

  it('rotates the hero words every 3000 ms', async () => {
    // Only the interval is faked, so React's own scheduling keeps running.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      stubFetch(null);
      renderApp('/');
      const word = await screen.findByTestId('rotating-word');
      expect(word).toHaveTextContent(ROTATING_WORDS[0]);
      await act(() => vi.advanceTimersByTimeAsync(2999));
      expect(screen.getByTestId('rotating-word')).toHaveTextContent(ROTATING_WORDS[0]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByTestId('rotating-word')).toHaveTextContent(ROTATING_WORDS[1]);
      await act(() => vi.advanceTimersByTimeAsync(3000 * 3));
      expect(screen.getByTestId('rotating-word')).toHaveTextContent(ROTATING_WORDS[0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
