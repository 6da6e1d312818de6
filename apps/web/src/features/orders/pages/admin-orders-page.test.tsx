import {
  ADMIN_ORDER_API,
  ADMIN_ORDER_COLUMNS,
  ADMIN_ORDERS_MSG,
  ORDER_DETAIL_MSG,
  ORDER_FILTER_LABELS,
  formatRupees,
  invoicePdfPath,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrders,
  type OrderStats,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQueryTo, listPage, queriesTo } from '@/test/list-requests';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

const order = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 'o1',
  date: '2025-03-04T10:00:00.000Z',
  status: 'Approval',
  courseId: 'c1',
  courseTitle: 'React from Zero',
  userEmail: 'ravi@college.edu',
  instructorId: 'i1',
  amountPaise: 49_900,
  ...over,
});

const STATS: OrderStats = {
  totalRevenuePaise: 1_234_567,
  totalOrders: 3,
  successfulOrders: 2,
  successRate: 66.7,
  avgOrderValuePaise: 617_284,
};

const page = (orders: AdminOrder[], over: Partial<AdminOrders> = {}): AdminOrders => ({
  ...listPage('orders', orders),
  stats: STATS,
  timeZone: 'Asia/Kolkata',
  ...over,
});

const listQueries = (fetchMock: ReturnType<typeof stubFetch>) => queriesTo(fetchMock, ADMIN_ORDER_API.list);
const lastQuery = (fetchMock: ReturnType<typeof stubFetch>) => lastQueryTo(fetchMock, ADMIN_ORDER_API.list);

const orders = [
  order(),
  order({ id: 'o2', status: 'Pending', courseTitle: 'Data Pipelines', userEmail: 'meera@college.edu' }),
  order({ id: 'o3', status: 'Rejected', courseTitle: 'Systems Design', amountPaise: 1_00_000 }),
];

describe('admin orders', () => {
  it('shows the stats (one decimal for the rate, two for money) and the table with the spec columns', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: () => json(page(orders, { total: 43, page: 2 })),
    });
    renderApp('/Admin/orders?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_ORDERS_MSG.title })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Order statistics' });
    const figure = (name: string) => within(stats).getByText(name).nextSibling as HTMLElement;
    expect(figure(ADMIN_ORDERS_MSG.totalRevenue)).toHaveTextContent(formatRupees(1_234_567));
    expect(formatRupees(1_234_567)).toMatch(/12,345\.67$/);
    expect(figure(ADMIN_ORDERS_MSG.totalOrders)).toHaveTextContent('3');
    expect(figure(ADMIN_ORDERS_MSG.successRate)).toHaveTextContent(/^66\.7%$/);
    expect(figure(ADMIN_ORDERS_MSG.avgOrderValue)).toHaveTextContent(/6,172\.84$/);

    const table = screen.getByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([...ADMIN_ORDER_COLUMNS]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // # counts over all pages: page 2 of 20 starts at 21.
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('23');
    expect(within(rows[0]!).getByText('success')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('pending')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('failed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(formatRupees(1_00_000))).toBeInTheDocument();
    expect(lastQuery(fetchMock).get('page')).toBe('2');
  });

  it('sends a new status filter to the server, keeps it in the URL and goes back to page 1', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: (_init, url) =>
        json(page(orders, { total: 43, page: Number(url.searchParams.get('page') ?? 1) })),
    });
    const { router } = renderApp('/Admin/orders?page=3');
    await screen.findByRole('table', { name: 'Orders' });
    expect(lastQuery(fetchMock).get('page')).toBe('3');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'success');
    await waitFor(() => expect(lastQuery(fetchMock).get('status')).toBe('success'));
    expect(lastQuery(fetchMock).get('page')).toBeNull();
    expect(router.state.location.search).toContain('status=success');
    expect(router.state.location.search).not.toContain('page=');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), '7d');
    await waitFor(() => expect(lastQuery(fetchMock).get('range')).toBe('7d'));
    expect(lastQuery(fetchMock).get('status')).toBe('success');
  });

  it('searches on the server after typing pauses', async () => {
    const fetchMock = stubFetch(USERS.admin, { [`GET ${ADMIN_ORDER_API.list}`]: () => json(page(orders)) });
    renderApp('/Admin/orders');
    await screen.findByRole('table', { name: 'Orders' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'meera');
    await waitFor(() => expect(lastQuery(fetchMock).get('search')).toBe('meera'));
  });

  it('sorts by a column on the server; a second click flips the direction', async () => {
    const fetchMock = stubFetch(USERS.admin, { [`GET ${ADMIN_ORDER_API.list}`]: () => json(page(orders)) });
    renderApp('/Admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const amountHeader = within(table).getByRole('columnheader', { name: /Amount/ });
    const dateHeader = within(table).getByRole('columnheader', { name: /Date/ });
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    expect(amountHeader).toHaveAttribute('aria-sort', 'none');

    const user = userEvent.setup();
    await user.click(within(amountHeader).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock).get('sort')).toBe('amount'));
    expect(lastQuery(fetchMock).get('dir')).toBe('desc');
    await waitFor(() => expect(amountHeader).toHaveAttribute('aria-sort', 'descending'));
    expect(dateHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(amountHeader).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock).get('dir')).toBe('asc'));
    expect(lastQuery(fetchMock).get('sort')).toBe('amount');
    await waitFor(() => expect(amountHeader).toHaveAttribute('aria-sort', 'ascending'));
  });

  it(`says "${ADMIN_ORDERS_MSG.noOrders}" when nothing matches`, async () => {
    stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: () =>
        json(page([], { stats: { ...STATS, totalOrders: 0, successfulOrders: 0, successRate: 0 } })),
    });
    renderApp('/Admin/orders?status=failed');
    expect(await screen.findByText(ADMIN_ORDERS_MSG.noOrders)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(ADMIN_ORDERS_MSG.successRate).nextSibling).toHaveTextContent(/^0\.0%$/);
  });

  it('on failure shows the Error toast and an inline error with Try Again', async () => {
    let fail = true;
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: () => (fail ? apiError(403, 'Nope') : json(page(orders))),
    });
    renderApp('/Admin/orders');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ADMIN_ORDERS_MSG.fetchFailed)).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_ORDERS_MSG.errorTitle)).toBeInTheDocument();
    expect(screen.getAllByText(ADMIN_ORDERS_MSG.fetchFailed)).toHaveLength(2); // toast + inline

    fail = false;
    const before = listQueries(fetchMock).length;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(listQueries(fetchMock).length).toBe(before + 1);
  });

  it('downloads the CSV with the filters and the sort in force', async () => {
    stubFetch(USERS.admin, { [`GET ${ADMIN_ORDER_API.list}`]: () => json(page(orders)) });
    renderApp('/Admin/orders?search=react&status=pending&range=30d&sort=email&dir=asc&page=2');
    const link = await screen.findByRole('link', { name: ADMIN_ORDERS_MSG.downloadCsv });
    expect(link).toHaveAttribute('download');
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe(ADMIN_ORDER_API.csv);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      search: 'react',
      status: 'pending',
      range: '30d',
      sort: 'email',
      dir: 'asc',
    });
  });

  it('shows dates in the college time zone, named (IST), whatever the browser zone, like the CSV', async () => {
    stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: () => json(page([order({ date: '2025-03-04T20:00:00.000Z' })])),
    });
    renderApp('/Admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const [row] = within(table).getAllByRole('row').slice(1);
    // 20:00 UTC is 1:30 am the next day in India.
    expect(within(row!).getAllByRole('cell')[1]).toHaveTextContent('5 Mar 2025, 1:30 am IST');
    expect(screen.getByText(ADMIN_ORDERS_MSG.datesIn('Asia/Kolkata'))).toBeInTheDocument();
  });

  it('offers Failed and Cancelled as two status filters, each sent as its own', async () => {
    const fetchMock = stubFetch(USERS.admin, { [`GET ${ADMIN_ORDER_API.list}`]: () => json(page(orders)) });
    renderApp('/Admin/orders');
    await screen.findByRole('table', { name: 'Orders' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    const options = within(status)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining([ORDER_FILTER_LABELS.failed, ORDER_FILTER_LABELS.cancelled]));
    expect(ORDER_FILTER_LABELS.failed).toBe('Failed');
    expect(ORDER_FILTER_LABELS.cancelled).toBe('Cancelled');
    const user = userEvent.setup();
    await user.selectOptions(status, 'cancelled');
    await waitFor(() => expect(lastQuery(fetchMock).get('status')).toBe('cancelled'));
    await user.selectOptions(status, 'failed');
    await waitFor(() => expect(lastQuery(fetchMock).get('status')).toBe('failed'));
  });

  it('opens an order detail from its row: buyer, course, provider references, status history and payout', async () => {
    const detail: AdminOrderDetail = {
      order: {
        ...order({ date: '2025-03-04T20:00:00.000Z' }),
        currency: 'INR',
        provider: 'paypal',
        paymentId: 'PAYPAL-ORDER-77',
        payerId: 'PAYER-9',
        captureId: 'CAPTURE-42',
        failureReason: null,
        discountPaise: 9_980,
        couponCode: 'WELCOME20',
        taxPaise: 6_090,
      },
      invoice: { id: 'inv1', number: 'CMS/24-25/000042', kind: 'tax_invoice' },
      buyer: { id: 'u1', name: 'Ravi Kumar', email: 'ravi@college.edu' },
      history: [
        { event: 'created', at: '2025-03-04T20:00:00.000Z', note: null },
        { event: 'captured', at: '2025-03-04T20:02:00.000Z', note: null },
      ],
      payout: {
        id: 'p1',
        orderId: 'o1',
        amountPaise: 49_900,
        reference: 'UPI-778899',
        recordedAt: '2025-03-06T06:30:00.000Z',
        recordedBy: { id: 'a1', name: 'Asha Admin', email: 'asha@college.edu' },
      },
      timeZone: 'Asia/Kolkata',
    };
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: () => json(page(orders)),
      [`GET ${ADMIN_ORDER_API.detail.replace(':id', 'o1')}`]: () => json(detail),
    });
    renderApp('/Admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: `${ORDER_DETAIL_MSG.open}: React from Zero` }));

    const dialog = await screen.findByRole('dialog', { name: ORDER_DETAIL_MSG.title });
    expect(await within(dialog).findByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(dialog).getByText('ravi@college.edu')).toBeInTheDocument();
    expect(within(dialog).getAllByText('React from Zero').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('PayPal')).toBeInTheDocument();
    expect(within(dialog).getByText('PAYPAL-ORDER-77')).toBeInTheDocument();
    expect(within(dialog).getByText('CAPTURE-42')).toBeInTheDocument();
    // Issue 21: the coupon's discount, the GST inside the amount and the invoice's PDF.
    expect(within(dialog).getByText(`−${formatRupees(9_980)} (WELCOME20)`)).toBeInTheDocument();
    expect(within(dialog).getByText(formatRupees(6_090))).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'CMS/24-25/000042 (PDF)' })).toHaveAttribute(
      'href',
      invoicePdfPath('inv1'),
    );
    const history = within(dialog).getByRole('list');
    const events = within(history).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('Created5 Mar 2025, 1:30 am IST');
    expect(events[1]).toHaveTextContent('Payment captured5 Mar 2025, 1:32 am IST');
    expect(within(dialog).getByText('UPI-778899')).toBeInTheDocument();
    expect(within(dialog).getByText('Asha Admin')).toBeInTheDocument();
    expect(within(dialog).getByText('6 Mar 2025, 12:00 pm IST')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes(ADMIN_ORDER_API.detail.replace(':id', 'o1'))),
    ).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when an order is not found and shows no payout when none was recorded', async () => {
    stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: () => json(page(orders)),
      [`GET ${ADMIN_ORDER_API.detail.replace(':id', 'o1')}`]: () => apiError(404, ORDER_DETAIL_MSG.notFound),
    });
    renderApp('/Admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await userEvent
      .setup()
      .click(within(table).getByRole('button', { name: `${ORDER_DETAIL_MSG.open}: React from Zero` }));
    const dialog = await screen.findByRole('dialog', { name: ORDER_DETAIL_MSG.title });
    expect(await within(dialog).findByText(ORDER_DETAIL_MSG.notFound)).toBeInTheDocument();
  });
});
