import {
  AUDIT_API,
  formatRupees,
  INSTRUCTOR_ADMIN_API,
  type Balance,
  type InstructorDetail,
  WITHDRAWAL_API,
  WITHDRAWAL_MSG,
  withdrawalProcessedMessage,
  type AdminWithdrawal,
  type AdminWithdrawals,
  type AuditEntry,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

const withdrawal = (over: Partial<AdminWithdrawal> = {}): AdminWithdrawal => ({
  id: 'w1',
  date: '2025-03-04T10:00:00.000Z',
  amountPaise: 250_000,
  status: 'pending',
  remarks: 'March sales',
  adminRemarks: null,
  processedAt: null,
  upi: 'sen@okbank',
  instructor: { id: 'i1', name: 'Dr Sen', email: 'sen@college.edu' },
  ...over,
});

const WITHDRAWALS = [
  withdrawal(),
  withdrawal({
    id: 'w2',
    status: 'approved',
    amountPaise: 100_000,
    adminRemarks: 'Paid on 5 March',
    processedAt: '2025-03-05T10:00:00.000Z',
    instructor: { id: 'i2', name: 'Asha Rao', email: 'asha@college.edu' },
  }),
  withdrawal({
    id: 'w3',
    status: 'rejected',
    adminRemarks: 'Duplicate request',
    processedAt: '2025-03-05T10:00:00.000Z',
  }),
];

const list = (withdrawals: AdminWithdrawal[], over: Partial<AdminWithdrawals> = {}): AdminWithdrawals => ({
  success: true,
  withdrawals,
  pending: withdrawals.filter((w) => w.status === 'pending').length,
  total: withdrawals.length,
  page: 1,
  pageSize: 20,
  ...over,
});

const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname === WITHDRAWAL_API.admin);

const putBodies = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  requestsSent(fetchMock, 'PUT', path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const balance = (availablePaise: number): Balance => ({
  earnedPaise: 500_000,
  approvedWithdrawalsPaise: 0,
  pendingWithdrawalsPaise: 250_000,
  paidOutPaise: 250_000 - availablePaise,
  availablePaise,
});
/** The admins' instructor detail, where the dialog reads the balance. */
const instructorDetail = (id: string, availablePaise: number) => {
  const detail: InstructorDetail = {
    instructor: {
      id,
      name: 'Dr Sen',
      email: 'sen@college.edu',
      image: null,
      branch: null,
      rollNumber: null,
      college: null,
      gitHub: null,
      linkedIn: null,
      courseCount: 1,
      gender: null,
      upi: 'sen@okbank',
    },
    stats: { courses: 1, students: 2, totalEarningsPaise: 500_000, availablePaise },
    balance: balance(availablePaise),
  };
  return { [`GET ${INSTRUCTOR_ADMIN_API.profile.replace(':id', id)}`]: () => json(detail) };
};

const tableRows = async () => {
  const table = await screen.findByRole('table', { name: 'Withdrawal requests' });
  return within(table).getAllByRole('row').slice(1);
};

describe('admin withdrawals', () => {
  it('lists the requests with the pending count; only pending rows have Process', async () => {
    stubFetch(USERS.admin, { [`GET ${WITHDRAWAL_API.admin}`]: () => json(list(WITHDRAWALS, { pending: 4 })) });
    renderApp('/Admin/withdrawals');
    expect(await screen.findByRole('heading', { level: 1, name: WITHDRAWAL_MSG.title })).toBeInTheDocument();
    expect(await screen.findByText('4 pending')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Withdrawal requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      WITHDRAWAL_MSG.date,
      WITHDRAWAL_MSG.instructor,
      WITHDRAWAL_MSG.amount,
      WITHDRAWAL_MSG.upiId,
      WITHDRAWAL_MSG.status,
      WITHDRAWAL_MSG.action,
    ]);
    const rows = await tableRows();
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Dr Sen')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('sen@college.edu')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatRupees(250_000))).toBeInTheDocument();
    expect(within(rows[0]!).getByText('sen@okbank')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: /^Process/ })).toBeInTheDocument();
    for (const row of rows.slice(1)) {
      expect(within(row).queryByRole('button', { name: /^Process/ })).not.toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(rows[1]!).getByText('Paid on 5 March')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Rejected')).toBeInTheDocument();
  });

  it('approves in the Process dialog with the remarks and says so', async () => {
    let current = WITHDRAWALS;
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${WITHDRAWAL_API.admin}`]: () => json(list(current)),
      'PUT /api/admin/withdrawals/w1': () => {
        const done = withdrawal({
          status: 'approved',
          adminRemarks: 'Sent by UPI',
          processedAt: '2025-03-06T00:00:00Z',
        });
        current = [done, ...WITHDRAWALS.slice(1)];
        return json({ success: true, message: withdrawalProcessedMessage('approved'), withdrawal: done });
      },
    });
    renderApp('/Admin/withdrawals');
    const rows = await tableRows();
    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: /^Process/ }));
    const dialog = await screen.findByRole('dialog', { name: WITHDRAWAL_MSG.processTitle });
    expect(within(dialog).getByText('sen@okbank')).toBeInTheDocument();
    expect(within(dialog).getByText('March sales')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(WITHDRAWAL_MSG.remarks), '  Sent by UPI ');
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.approve }));

    expect(await screen.findByText(withdrawalProcessedMessage('approved'))).toBeInTheDocument();
    expect(withdrawalProcessedMessage('approved')).toBe('Withdrawal request approved successfully');
    expect(putBodies(fetchMock, '/api/admin/withdrawals/w1')).toEqual([{ status: 'approved', remarks: 'Sent by UPI' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is fetched again: the row is processed now.
    await waitFor(async () =>
      expect(within((await tableRows())[0]!).queryByRole('button', { name: /^Process/ })).not.toBeInTheDocument(),
    );
  });

  it('rejects without remarks and keeps both buttons disabled while sending', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${WITHDRAWAL_API.admin}`]: () => json(list(WITHDRAWALS)),
      'PUT /api/admin/withdrawals/w1': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/Admin/withdrawals');
    const user = userEvent.setup();
    await user.click(within((await tableRows())[0]!).getByRole('button', { name: /^Process/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.reject }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.reject })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.approve })).toBeDisabled();
    expect(putBodies(fetchMock, '/api/admin/withdrawals/w1')).toEqual([{ status: 'rejected' }]);
    const done = withdrawal({ status: 'rejected', processedAt: '2025-03-06T00:00:00Z' });
    answer(json({ success: true, message: withdrawalProcessedMessage('rejected'), withdrawal: done }));
    expect(await screen.findByText('Withdrawal request rejected successfully')).toBeInTheDocument();
  });

  it('shows the server message when someone else processed it first, and refreshes the list', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${WITHDRAWAL_API.admin}`]: () => json(list(WITHDRAWALS)),
      'PUT /api/admin/withdrawals/w1': () => apiError(409, WITHDRAWAL_MSG.alreadyProcessed),
    });
    renderApp('/Admin/withdrawals');
    const user = userEvent.setup();
    await user.click(within((await tableRows())[0]!).getByRole('button', { name: /^Process/ }));
    const dialog = await screen.findByRole('dialog');
    const before = listCalls(fetchMock).length;
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.approve }));
    expect(await screen.findByText(WITHDRAWAL_MSG.alreadyProcessed)).toBeInTheDocument();
    await waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThan(before));
  });

  it(`says "${WITHDRAWAL_MSG.processFailed}" on any other failure and keeps the dialog open`, async () => {
    stubFetch(USERS.admin, {
      [`GET ${WITHDRAWAL_API.admin}`]: () => json(list(WITHDRAWALS)),
      'PUT /api/admin/withdrawals/w1': () => apiError(500, 'Internal server error'),
    });
    renderApp('/Admin/withdrawals');
    const user = userEvent.setup();
    await user.click(within((await tableRows())[0]!).getByRole('button', { name: /^Process/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.approve }));
    expect(await screen.findByText(WITHDRAWAL_MSG.processFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.approve })).toBeEnabled();
  });

  it('filters by status in the URL and on the server, from page 1', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${WITHDRAWAL_API.admin}`]: () => json(list(WITHDRAWALS, { total: 45, page: 2 })),
    });
    const { router } = renderApp('/Admin/withdrawals?page=2');
    await tableRows();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: WITHDRAWAL_MSG.status }), 'approved');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('status')).toBe('approved'));
    expect(listCalls(fetchMock).at(-1)!.searchParams.get('page')).toBeNull();
    expect(router.state.location.search).toBe('?status=approved');
  });

  it(`says "${WITHDRAWAL_MSG.noRequests}" when there are none`, async () => {
    stubFetch(USERS.admin, { [`GET ${WITHDRAWAL_API.admin}`]: () => json(list([])) });
    renderApp('/Admin/withdrawals');
    expect(await screen.findByText(WITHDRAWAL_MSG.noRequests)).toBeInTheDocument();
    expect(screen.getByText('0 pending')).toBeInTheDocument();
  });

  it('opens the History of a processed request from the audit log', async () => {
    const entry: AuditEntry = {
      id: 'a1',
      at: '2025-03-05T10:00:00.000Z',
      actor: { id: 'u5', name: 'Admin User', email: 'admin@college.edu', role: 'Admin' },
      action: 'withdrawal.approved',
      entityType: 'withdrawal',
      entityId: 'w2',
      summary: '₹1,000.00 to Asha Rao',
      before: { status: 'pending' },
      after: { status: 'approved' },
    };
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${WITHDRAWAL_API.admin}`]: () => json(list(WITHDRAWALS)),
      [`GET ${AUDIT_API.list}`]: () => json({ entries: [entry], total: 1, page: 1, pageSize: 100 }),
    });
    renderApp('/Admin/withdrawals');
    const rows = await tableRows();
    await userEvent.setup().click(within(rows[1]!).getByRole('button', { name: 'History' }));
    expect(await screen.findByText('₹1,000.00 to Asha Rao')).toBeInTheDocument();
    const audit = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .find((u) => u.pathname === AUDIT_API.list)!;
    expect(audit.searchParams.get('entityType')).toBe('withdrawal');
    expect(audit.searchParams.get('entityId')).toBe('w2');
  });

  it("shows the instructor's available balance now in the Process dialog", async () => {
    stubFetch(USERS.admin, {
      [`GET ${WITHDRAWAL_API.admin}`]: () => json(list(WITHDRAWALS)),
      ...instructorDetail('i1', 123_456),
    });
    renderApp('/Admin/withdrawals');
    const rows = await tableRows();
    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: /^Process/ }));
    const dialog = await screen.findByRole('dialog', { name: WITHDRAWAL_MSG.processTitle });
    const row = within(dialog).getByText(WITHDRAWAL_MSG.availableBalance).parentElement!;
    await waitFor(() => expect(row).toHaveTextContent(formatRupees(123_456)));
    expect(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.approve })).toBeEnabled();
  });

  it('below zero: says approving would take the balance below zero and offers only Reject', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${WITHDRAWAL_API.admin}`]: () => json(list(WITHDRAWALS)),
      ...instructorDetail('i1', -10_000),
    });
    renderApp('/Admin/withdrawals');
    const rows = await tableRows();
    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: /^Process/ }));
    const dialog = await screen.findByRole('dialog', { name: WITHDRAWAL_MSG.processTitle });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WITHDRAWAL_MSG.approvalExceedsBalance);
    expect(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.approve })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.reject })).toBeEnabled();
    expect(requestsSent(fetchMock, 'PUT', '/api/admin/withdrawals/w1')).toHaveLength(0);
  });
});
