import {
  EARNINGS_API,
  EARNINGS_MSG,
  EARNINGS_SORT_LABELS,
  formatRupees,
  type EarningsSummary,
  type Sale,
  type SalesPage,
} from '@cms/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queriesTo } from '@/test/list-requests';
import { apiError, json, renderApp, stubFetch, USERS, type Handler } from '@/test/render';

const summary = (overrides: Partial<EarningsSummary> = {}): EarningsSummary => ({
  totalPaise: 12_345_600,
  thisMonthPaise: 450_000,
  lastMonthPaise: 400_000,
  growthPercent: 12.5,
  balance: {
    earnedPaise: 12_345_600,
    approvedWithdrawalsPaise: 2_000_000,
    pendingWithdrawalsPaise: 150_000,
    paidOutPaise: 0,
    availablePaise: 10_195_600,
  },
  monthly: [
    { month: '2026-01', amountPaise: 0, sales: 0 },
    { month: '2026-02', amountPaise: 99_900, sales: 1 },
    { month: '2026-03', amountPaise: 199_800, sales: 2 },
    { month: '2026-04', amountPaise: 300_000, sales: 3 },
    { month: '2026-05', amountPaise: 400_000, sales: 4 },
    { month: '2026-06', amountPaise: 450_000, sales: 5 },
  ],
  timeZone: 'Asia/Kolkata',
  ...overrides,
});

const sale = (overrides: Partial<Sale> = {}): Sale => ({
  orderId: 'o1',
  date: '2026-06-03T10:00:00.000Z',
  courseId: 'c1',
  courseTitle: 'React from Zero',
  buyerName: 'Ravi Kumar',
  buyerEmail: 'ravi@college.edu',
  amountPaise: 99_900,
  status: 'Approval',
  paidOut: false,
  ...overrides,
});

const page = (sales: Sale[], overrides: Partial<SalesPage> = {}): SalesPage => ({
  sales,
  total: sales.length,
  paidTotal: sales.filter((s) => s.status === 'Approval').length,
  page: 1,
  pageSize: 20,
  ...overrides,
});

const SALES = [
  sale(),
  sale({
    orderId: 'o2',
    courseTitle: 'Node in Depth',
    buyerName: 'Meera Nair',
    buyerEmail: 'meera@college.edu',
    amountPaise: 149_900,
    status: 'Pending',
  }),
];

function stub(handlers: Record<string, Handler> = {}) {
  return stubFetch(USERS.instructor, {
    'GET /api/instructor/earning/summary': () => json(summary()),
    'GET /api/instructor/earning/orders': () => json(page(SALES)),
    ...handlers,
  });
}

/** The query strings the sales list was fetched with. */
const salesQueries = (fetchMock: ReturnType<typeof stubFetch>) => queriesTo(fetchMock, EARNINGS_API.sales);

// The chart is a lazy chunk (visx): import it once under the hook's own time-out, as the test set-up
// does for the route chunks. Its first import inside the test took over vi.waitFor's 1 s on a busy
// machine (failed once in a full run).
beforeAll(() => import('../components/monthly-earnings-chart'), 60_000);

describe('earnings page', () => {
  it('shows the figures, Withdraw Funds, the monthly chart as text and the sales', async () => {
    stub();
    renderApp('/instructor/earnings');
    expect(await screen.findByRole('group', { name: EARNINGS_MSG.totalEarnings })).toHaveTextContent(
      formatRupees(12_345_600),
    );
    expect(screen.getByRole('heading', { level: 1, name: EARNINGS_MSG.earningsDashboard })).toBeInTheDocument();
    // Issue 21: prices include GST; the earning is the price less it.
    expect(screen.getByText(new RegExp(EARNINGS_MSG.lessGst.replace('.', '\\.')))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EARNINGS_MSG.withdrawFunds })).toHaveAttribute(
      'href',
      '/instructor/withdrawals',
    );
    const month = screen.getByRole('group', { name: EARNINGS_MSG.thisMonth });
    expect(month).toHaveTextContent(formatRupees(450_000));
    expect(month).toHaveTextContent('+12.5% vs last month');
    expect(screen.getByRole('group', { name: EARNINGS_MSG.availableBalance })).toHaveTextContent(
      formatRupees(10_195_600),
    );
    expect(screen.getByRole('group', { name: EARNINGS_MSG.pendingWithdrawals })).toHaveTextContent(
      formatRupees(150_000),
    );

    // The chart's text alternative: every month with its amount.
    expect(screen.getByRole('figure', { name: EARNINGS_MSG.monthlyEarnings })).toBeInTheDocument();
    const months = within(screen.getByRole('table', { name: 'Monthly Earnings by month' })).getAllByRole('row');
    expect(months.slice(1).map((row) => row.textContent)).toEqual([
      `Jan 2026${formatRupees(0)}0 sales`,
      `Feb 2026${formatRupees(99_900)}1 sale`,
      `Mar 2026${formatRupees(199_800)}2 sales`,
      `Apr 2026${formatRupees(300_000)}3 sales`,
      `May 2026${formatRupees(400_000)}4 sales`,
      `Jun 2026${formatRupees(450_000)}5 sales`,
    ]);

    const rows = within(await screen.findByRole('table', { name: EARNINGS_MSG.sales })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('React from Zero');
    expect(rows[1]).toHaveTextContent('Ravi Kumarravi@college.edu');
    expect(rows[1]).toHaveTextContent(formatRupees(99_900));
    expect(rows[1]).toHaveTextContent('success');
    expect(rows[2]).toHaveTextContent('Meera Nairmeera@college.edu');
    expect(rows[2]).toHaveTextContent('pending');
    // Phones get the same sales as cards.
    expect(within(screen.getByRole('list', { name: EARNINGS_MSG.sales })).getAllByRole('listitem')).toHaveLength(2);
  }, 20_000);

  it('draws the monthly chart: a bar per month that earned, month and rupee axes, a month pointed at in a tooltip', async () => {
    stub();
    renderApp('/instructor/earnings');
    const figure = await screen.findByRole('figure', { name: EARNINGS_MSG.monthlyEarnings });
    // The chart's chunk loads after the figures (imported before the tests, see beforeAll); one band per month.
    await vi.waitFor(() => expect(figure.querySelectorAll('[data-month]')).toHaveLength(6), { timeout: 5000 });
    const band = (month: string) => figure.querySelector(`[data-month="${month}"]`)!;
    // January earned nothing: no bar; every other month has one.
    expect(band('Jan 2026').querySelector('path')).toBeNull();
    expect(figure.querySelectorAll('[data-month] path')).toHaveLength(5);
    const chart = figure.querySelector('svg')!;
    expect(chart).toHaveTextContent('Jun 2026');
    expect(chart).toHaveTextContent('₹0');
    expect(chart).toHaveTextContent('₹4K');

    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    await userEvent.hover(band('Feb 2026').querySelector('rect')!);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveTextContent(`Feb 2026${formatRupees(99_900)}1 sale`);
    await userEvent.unhover(figure.querySelector('svg')!.parentElement!);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it('sends the chosen sort, the search and the page to the server', async () => {
    const fetchMock = stub({
      'GET /api/instructor/earning/orders': (_init, url) =>
        json(page(SALES, { total: 45, page: Number(url.searchParams.get('page') ?? 1) })),
    });
    renderApp('/instructor/earnings');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: EARNINGS_MSG.sales });
    expect(salesQueries(fetchMock)[0]?.get('sort')).toBe('date');

    const sort = screen.getByLabelText(EARNINGS_MSG.sortBy);
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Object.values(EARNINGS_SORT_LABELS));
    await user.selectOptions(sort, 'amount');
    await vi.waitFor(() => expect(salesQueries(fetchMock).at(-1)?.get('sort')).toBe('amount'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(salesQueries(fetchMock).at(-1)?.get('page')).toBe('2'));
    expect(salesQueries(fetchMock).at(-1)?.get('sort')).toBe('amount');

    await user.type(screen.getByRole('searchbox', { name: 'Search sales' }), 'meera');
    await vi.waitFor(() => expect(salesQueries(fetchMock).at(-1)?.get('search')).toBe('meera'), { timeout: 5000 });
    // A new search starts again at page 1 and keeps the sort.
    expect(salesQueries(fetchMock).at(-1)?.get('page')).toBe('1');
    expect(salesQueries(fetchMock).at(-1)?.get('sort')).toBe('amount');
  }, 20_000);

  it('counts as sales only the paid orders: "1 sale · 1 other order", not "2 sales"', async () => {
    stub();
    renderApp('/instructor/earnings');
    await screen.findByRole('table', { name: EARNINGS_MSG.sales });
    expect(screen.getByText('1 sale · 1 other order')).toBeInTheDocument();
  });

  it('shows No sales yet without sales', async () => {
    stub({ 'GET /api/instructor/earning/orders': () => json(page([])) });
    renderApp('/instructor/earnings');
    expect(await screen.findByText(EARNINGS_MSG.noSales)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: EARNINGS_MSG.sales })).not.toBeInTheDocument();
  });

  it('shows the alert Error with the server message, and Try Again fetches again', async () => {
    let fail = true;
    stub({
      'GET /api/instructor/earning/summary': () => (fail ? apiError(403, 'Instructor not found') : json(summary())),
    });
    renderApp('/instructor/earnings');
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EARNINGS_MSG.errorTitle);
    expect(alert).toHaveTextContent('Instructor not found');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: EARNINGS_MSG.totalEarnings })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to Failed to fetch earnings when the server gives no message', async () => {
    stub({ 'GET /api/instructor/earning/orders': () => json({ unexpected: true }) });
    renderApp('/instructor/earnings');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(EARNINGS_MSG.errorTitle);
    expect(alert).toHaveTextContent(EARNINGS_MSG.fetchFailed);
    expect(screen.queryByRole('table', { name: EARNINGS_MSG.sales })).not.toBeInTheDocument();
  }, 20_000);
});
