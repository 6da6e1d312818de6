import {
  EARNINGS_MSG,
  formatRupees,
  INSTRUCTORS_MSG,
  type InstructorCard,
  type InstructorDetail,
  type InstructorList,
  type Sale,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

const LIST = '/api/admin/instructor/all';

function card(overrides: Partial<InstructorCard> = {}): InstructorCard {
  return {
    id: 'i1',
    name: 'Asha Rao',
    email: 'asha@college.edu',
    image: null,
    branch: 'CSE',
    rollNumber: '21CS000001',
    college: 'City College',
    gitHub: 'https://github.com/asha',
    linkedIn: null,
    courseCount: 3,
    ...overrides,
  };
}

function list(instructors: InstructorCard[], total = instructors.length): InstructorList {
  return {
    instructors,
    stats: { totalInstructors: 7, totalCourses: 17, activeInstructors: 5, avgCoursesPerInstructor: 2.428 },
    total,
    page: 1,
    pageSize: 12,
  };
}

const searchesSent = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => u.searchParams.get('search'));

describe('instructors list (/Admin/courseProviders)', () => {
  it('shows the four figures from the server and a card per instructor', async () => {
    stubFetch(USERS.admin, { [`GET ${LIST}`]: () => json(list([card(), card({ id: 'i2', name: 'Ravi Sen' })])) });
    renderApp('/Admin/courseProviders');
    expect(await screen.findByRole('heading', { level: 1, name: INSTRUCTORS_MSG.title })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Instructor statistics' });
    expect(within(stats).getByRole('group', { name: INSTRUCTORS_MSG.totalInstructors })).toHaveTextContent('7');
    expect(within(stats).getByRole('group', { name: INSTRUCTORS_MSG.totalCourses })).toHaveTextContent('17');
    expect(within(stats).getByRole('group', { name: INSTRUCTORS_MSG.activeInstructors })).toHaveTextContent('5');
    expect(within(stats).getByRole('group', { name: INSTRUCTORS_MSG.avgCourses })).toHaveTextContent('2.4');

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('asha@college.edu')).toBeInTheDocument();
    expect(first.getByText('CSE')).toBeInTheDocument();
    expect(first.getByText('21CS000001')).toBeInTheDocument();
    expect(first.getByText('City College')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    const gitHub = first.getByRole('link', { name: 'Asha Rao on GitHub' });
    expect(gitHub).toHaveAttribute('href', 'https://github.com/asha');
    expect(gitHub).toHaveAttribute('target', '_blank');
    expect(gitHub).toHaveAttribute('rel', 'noopener noreferrer');
    expect(first.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(first.getByRole('link', { name: `${INSTRUCTORS_MSG.viewDetails}: Asha Rao` })).toHaveAttribute(
      'href',
      '/Admin/courseProviders/i1',
    );
  });

  it('searches on the server (?search=) when typing pauses, and keeps the search in the URL', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${LIST}`]: (_init, url) =>
        json(url.searchParams.get('search') ? list([card({ id: 'i9', name: 'Meera Iyer' })]) : list([card()])),
    });
    const { router } = renderApp('/Admin/courseProviders');
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Search instructors' });
    expect(box).toHaveAttribute('placeholder', INSTRUCTORS_MSG.searchPlaceholder);
    expect(box).toBeEnabled();
    await user.type(box, 'mee');
    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(searchesSent(fetchMock, LIST)).toContain('mee');
    expect(searchesSent(fetchMock, LIST).filter((s) => s && s !== 'mee')).toEqual([]);
    expect(router.state.location.search).toBe('?search=mee');
  });

  it('reads the search from the URL', async () => {
    const fetchMock = stubFetch(USERS.admin, { [`GET ${LIST}`]: () => json(list([card()])) });
    renderApp('/Admin/courseProviders?search=cse');
    expect(await screen.findByRole('searchbox', { name: 'Search instructors' })).toHaveValue('cse');
    await waitFor(() => expect(searchesSent(fetchMock, LIST)).toEqual(['cse']));
  });

  it('shows "Error loading instructors" and Try Again refetches', async () => {
    let fail = true;
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${LIST}`]: () => (fail ? apiError(403, 'Nope') : json(list([card()]))),
    });
    renderApp('/Admin/courseProviders');
    const user = userEvent.setup();
    expect(await screen.findByText(INSTRUCTORS_MSG.loadError)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fail = false;
    const calls = searchesSent(fetchMock, LIST).length;
    await user.click(screen.getByRole('button', { name: INSTRUCTORS_MSG.tryAgain }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(searchesSent(fetchMock, LIST).length).toBe(calls + 1);
    expect(screen.queryByText(INSTRUCTORS_MSG.loadError)).not.toBeInTheDocument();
  });

  it('shows "No instructors found" when there are none', async () => {
    stubFetch(USERS.admin, { [`GET ${LIST}`]: () => json(list([])) });
    renderApp('/Admin/courseProviders');
    expect(await screen.findByText(INSTRUCTORS_MSG.none)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('draws a generated avatar (initials) without an image and when the image does not load', async () => {
    stubFetch(USERS.admin, {
      [`GET ${LIST}`]: () =>
        json(list([card({ image: null }), card({ id: 'i2', name: 'Ravi Sen', image: '/files/broken.png' })])),
    });
    renderApp('/Admin/courseProviders');
    const cards = await screen.findAllByRole('article');
    expect(await within(cards[0]!).findByText('AR')).toBeInTheDocument();
    // jsdom never loads images: the broken picture gives way to the initials.
    expect(await within(cards[1]!).findByText('RS')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('img')).not.toBeInTheDocument();
  });
});

const PROFILE = '/api/admin/instructor/profile/i1';
const SALES = '/api/admin/instructor/oneuser/i1';

function detail(): InstructorDetail {
  return {
    instructor: { ...card(), gender: 'Female', upi: 'asha@okbank' },
    stats: { courses: 4, students: 23, totalEarningsPaise: 1_234_500, availablePaise: 456_700 },
    balance: {
      earnedPaise: 1_234_500,
      approvedWithdrawalsPaise: 500_000,
      pendingWithdrawalsPaise: 100_000,
      paidOutPaise: 177_800,
      availablePaise: 456_700,
    },
  };
}

function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    orderId: 'o1',
    date: '2025-03-04T10:00:00.000Z',
    courseId: 'c1',
    courseTitle: 'Rust Basics',
    buyerName: 'Ravi Kumar',
    buyerEmail: 'ravi@college.edu',
    amountPaise: 49_900,
    status: 'Approval',
    paidOut: false,
    ...overrides,
  };
}

describe('instructor detail (/Admin/courseProviders/:id)', () => {
  it('shows the profile, the four figures and the earnings history with Process Payment only on unpaid successful sales', async () => {
    stubFetch(USERS.admin, {
      [`GET ${PROFILE}`]: () => json(detail()),
      [`GET ${SALES}`]: () =>
        json({
          sales: [
            sale({ orderId: 'o1' }),
            sale({ orderId: 'o2', courseTitle: 'Go Deep', paidOut: true }),
            sale({ orderId: 'o3', courseTitle: 'Pending One', status: 'Pending' }),
            sale({ orderId: 'o4', courseTitle: 'Failed One', status: 'Rejected' }),
          ],
          total: 4,
          paidTotal: 2,
          page: 1,
          pageSize: 10,
        }),
    });
    renderApp('/Admin/courseProviders/i1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('asha@okbank')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: INSTRUCTORS_MSG.backToInstructors })).toHaveAttribute(
      'href',
      '/Admin/courseProviders',
    );
    const figures = screen.getByRole('region', { name: 'Instructor figures' });
    expect(within(figures).getByRole('group', { name: INSTRUCTORS_MSG.courses })).toHaveTextContent('4');
    expect(within(figures).getByRole('group', { name: INSTRUCTORS_MSG.students })).toHaveTextContent('23');
    expect(within(figures).getByRole('group', { name: INSTRUCTORS_MSG.totalEarnings })).toHaveTextContent(
      formatRupees(1_234_500),
    );
    expect(within(figures).getByRole('group', { name: INSTRUCTORS_MSG.availableBalance })).toHaveTextContent(
      formatRupees(456_700),
    );

    const history = screen.getByRole('region', { name: INSTRUCTORS_MSG.earningsHistory });
    const table = await within(history).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual(['Date', 'Course', 'Buyer', 'Amount', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const pay = within(rows[0]!).getByRole('link', { name: /Process Payment/ });
    expect(pay).toHaveAttribute('href', '/Admin/pay/o1');
    expect(within(rows[0]!).getByText(formatRupees(49_900))).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link', { name: /Process Payment/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText(EARNINGS_MSG.paidOut)).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link', { name: /Process Payment/ })).not.toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('link', { name: /Process Payment/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /Process Payment/ })).toHaveLength(1);
  });

  it('searches and sorts the sales on the server', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${PROFILE}`]: () => json(detail()),
      [`GET ${SALES}`]: () => json({ sales: [sale()], total: 1, paidTotal: 1, page: 1, pageSize: 10 }),
    });
    renderApp('/Admin/courseProviders/i1');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search sales' }), 'ravi{Enter}');
    await waitFor(() => expect(searchesSent(fetchMock, SALES)).toContain('ravi'));
    await user.selectOptions(screen.getByLabelText(EARNINGS_MSG.sortBy), 'amount');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([u]) => new URL(String(u), 'http://localhost'))
          .some((u) => u.pathname === SALES && u.searchParams.get('sort') === 'amount'),
      ).toBe(true),
    );
  });

  it('shows "Instructor not found" on 404', async () => {
    stubFetch(USERS.admin, { [`GET ${PROFILE}`]: () => apiError(404, 'Instructor not found') });
    renderApp('/Admin/courseProviders/i1');
    expect(await screen.findByRole('heading', { level: 1, name: INSTRUCTORS_MSG.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: INSTRUCTORS_MSG.backToInstructors })).toBeInTheDocument();
  });
});
