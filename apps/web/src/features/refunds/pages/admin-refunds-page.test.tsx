import {
  formatRupees,
  REFUND_API,
  REFUND_COLUMNS,
  REFUND_MSG,
  refundApprovePath,
  refundRejectPath,
  type RefundList,
  type RefundRow,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastQueryTo, listPage, queriesTo } from '@/test/list-requests';
import { makeRefundRow } from '@/test/refunds';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

afterEach(() => vi.restoreAllMocks());

const page = (refunds: RefundRow[], over: Partial<RefundList> = {}): RefundList => ({
  ...listPage('refunds', refunds),
  ...over,
});

const REQUESTED = makeRefundRow();
const REJECTED = makeRefundRow({
  id: 'r2',
  orderId: 'o2',
  status: 'rejected',
  buyer: { id: 'u7', name: 'Meera Nair', email: 'meera@college.edu' },
  course: { id: 'c2', title: 'Go Basics' },
  amountPaise: 29_900,
  decidedBy: { id: 'a1', name: 'Asha Admin' },
  decidedAt: '2026-01-07T09:00:00.000Z',
  decisionNote: 'More than half of it was watched',
});
const REFUNDED = makeRefundRow({
  id: 'r3',
  orderId: 'o3',
  status: 'refunded',
  reason: 'Bought twice by mistake',
  requestedBy: { id: 'a1', name: 'Asha Admin', role: 'Admin' },
  course: { id: 'c3', title: 'Rust Deep Dive' },
  decidedBy: { id: 'a1', name: 'Asha Admin' },
  decidedAt: '2026-01-08T09:00:00.000Z',
  creditNote: { id: 'cn1', number: 'CN/2025-26/000001' },
});
const FAILED = makeRefundRow({
  id: 'r4',
  orderId: 'o4',
  status: 'failed',
  course: { id: 'c4', title: 'SQL Essentials' },
  provider: 'paypal',
  failureReason: 'CAPTURE_FULLY_REFUNDED',
});

const findTable = () => screen.findByRole('table', { name: REFUND_MSG.refundsTitle });
const rowOf = async (title: string) => {
  const table = await findTable();
  return within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(title))!;
};
const postBodies = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  requestsSent(fetchMock, 'POST', path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('admin refunds', () => {
  it('lists the refunds: asked, buyer, course, amount, reason, state with who decided and the note; actions only on open ones', async () => {
    stubFetch(USERS.admin, {
      [`GET ${REFUND_API.adminList}`]: () => json(page([REQUESTED, REJECTED, REFUNDED, FAILED])),
    });
    renderApp('/Admin/refunds');
    expect(await screen.findByRole('heading', { level: 1, name: REFUND_MSG.refundsTitle })).toBeInTheDocument();
    const table = await findTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      REFUND_COLUMNS.requested,
      REFUND_COLUMNS.buyer,
      REFUND_COLUMNS.course,
      REFUND_COLUMNS.amount,
      REFUND_COLUMNS.reason,
      REFUND_COLUMNS.status,
      REFUND_COLUMNS.actions,
    ]);

    const requested = await rowOf('React from Zero');
    expect(within(requested).getByText('6 Jan 2026')).toBeInTheDocument();
    expect(within(requested).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(requested).getByText('ravi@college.edu')).toBeInTheDocument();
    expect(within(requested).getByText(formatRupees(39_920))).toBeInTheDocument();
    expect(within(requested).getByText('Not what I expected at all')).toBeInTheDocument();
    expect(within(requested).getByText(REFUND_MSG.statusLabels.requested)).toBeInTheDocument();
    expect(
      within(requested).getByRole('button', { name: `${REFUND_MSG.approve}: Ravi Kumar, React from Zero` }),
    ).toBeInTheDocument();
    expect(
      within(requested).getByRole('button', { name: `${REFUND_MSG.reject}: Ravi Kumar, React from Zero` }),
    ).toBeInTheDocument();

    const rejected = await rowOf('Go Basics');
    expect(within(rejected).getByText(REFUND_MSG.statusLabels.rejected)).toBeInTheDocument();
    expect(within(rejected).getByText(REFUND_MSG.decidedBy('Asha Admin'), { exact: false })).toBeInTheDocument();
    expect(within(rejected).getByText('More than half of it was watched')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();

    const refunded = await rowOf('Rust Deep Dive');
    expect(within(refunded).getByText(REFUND_MSG.refundedOutright('Asha Admin'))).toBeInTheDocument();
    expect(within(refunded).getByText('CN/2025-26/000001')).toBeInTheDocument();
    expect(within(refunded).queryByRole('button')).not.toBeInTheDocument();

    const failed = await rowOf('SQL Essentials');
    expect(within(failed).getByText('CAPTURE_FULLY_REFUNDED')).toBeInTheDocument();
    expect(
      within(failed).getByRole('button', { name: `${REFUND_MSG.retry}: Ravi Kumar, SQL Essentials` }),
    ).toBeInTheDocument();
  });

  it('filters by status on the server, keeps the filter and the page in the URL, and goes back to page 1', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${REFUND_API.adminList}`]: (_init, url) =>
        json(
          url.searchParams.get('status') === 'refunded'
            ? page([])
            : page([REQUESTED], { total: 45, page: Number(url.searchParams.get('page') ?? 1) }),
        ),
    });
    const { router } = renderApp('/Admin/refunds?page=2');
    await findTable();
    expect(lastQueryTo(fetchMock, REFUND_API.adminList).get('page')).toBe('2');
    expect(lastQueryTo(fetchMock, REFUND_API.adminList).get('status')).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: REFUND_COLUMNS.status }), 'refunded');
    await waitFor(() => expect(lastQueryTo(fetchMock, REFUND_API.adminList).get('status')).toBe('refunded'));
    expect(lastQueryTo(fetchMock, REFUND_API.adminList).get('page')).toBeNull();
    expect(router.state.location.search).toBe('?status=refunded');
    expect(await screen.findByText(REFUND_MSG.noRefunds)).toBeInTheDocument();

    // Clear filters from the empty state: every status again.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(queriesTo(fetchMock, REFUND_API.adminList).at(-1)!.get('status')).toBeNull();
    expect(await findTable()).toBeInTheDocument();
  });

  it('reads the status filter from the URL', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${REFUND_API.adminList}`]: () => json(page([FAILED])),
    });
    renderApp('/Admin/refunds?status=failed');
    await findTable();
    expect(lastQueryTo(fetchMock, REFUND_API.adminList).get('status')).toBe('failed');
    expect(screen.getByRole('combobox', { name: REFUND_COLUMNS.status })).toHaveValue('failed');
  });

  it('approves after a confirmation naming the provider, toasts the server message and refreshes the list', async () => {
    let current: RefundRow[] = [REQUESTED];
    const refunded = makeRefundRow({ status: 'refunded', decidedBy: { id: 'u5', name: 'Admin User' } });
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${REFUND_API.adminList}`]: () => json(page(current)),
      [`POST ${refundApprovePath('r1')}`]: () => {
        current = [refunded];
        return json({ success: true, message: REFUND_MSG.refunded, refund: refunded });
      },
    });
    renderApp('/Admin/refunds');
    const user = userEvent.setup();
    const row = await rowOf('React from Zero');
    await user.click(within(row).getByRole('button', { name: `${REFUND_MSG.approve}: Ravi Kumar, React from Zero` }));

    const dialog = await screen.findByRole('alertdialog', { name: REFUND_MSG.approveTitle });
    expect(within(dialog).getByText(REFUND_MSG.approveEffects('Razorpay'))).toBeInTheDocument();
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsSent(fetchMock, 'POST', refundApprovePath('r1'))).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: `${REFUND_MSG.approve}: Ravi Kumar, React from Zero` }));
    const again = await screen.findByRole('alertdialog', { name: REFUND_MSG.approveTitle });
    await user.click(within(again).getByRole('button', { name: REFUND_MSG.approve }));

    expect(await screen.findByText(REFUND_MSG.refunded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsSent(fetchMock, 'POST', refundApprovePath('r1'))).toHaveLength(1);
    const updated = await rowOf('React from Zero');
    await waitFor(() => expect(within(updated).getByText(REFUND_MSG.statusLabels.refunded)).toBeInTheDocument());
    expect(within(updated).queryByRole('button')).not.toBeInTheDocument();
  });

  it("toasts the provider's refusal of an approval and closes the confirmation", async () => {
    stubFetch(USERS.admin, {
      [`GET ${REFUND_API.adminList}`]: () => json(page([REQUESTED])),
      [`POST ${refundApprovePath('r1')}`]: () => apiError(409, REFUND_MSG.providerRefused('BAD_REQUEST')),
    });
    renderApp('/Admin/refunds');
    const user = userEvent.setup();
    const row = await rowOf('React from Zero');
    await user.click(within(row).getByRole('button', { name: `${REFUND_MSG.approve}: Ravi Kumar, React from Zero` }));
    const dialog = await screen.findByRole('alertdialog', { name: REFUND_MSG.approveTitle });
    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.approve }));
    expect(await screen.findByText(REFUND_MSG.providerRefused('BAD_REQUEST'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('rejects with a required note: nothing is sent without one; the note is sent and the server message toasted', async () => {
    let current: RefundRow[] = [REQUESTED];
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${REFUND_API.adminList}`]: () => json(page(current)),
      [`POST ${refundRejectPath('r1')}`]: () => {
        current = [{ ...REQUESTED, status: 'rejected', decisionNote: 'Most of the course was watched' }];
        return json({ success: true, message: REFUND_MSG.rejected, refund: current[0] });
      },
    });
    renderApp('/Admin/refunds');
    const user = userEvent.setup();
    const row = await rowOf('React from Zero');
    await user.click(within(row).getByRole('button', { name: `${REFUND_MSG.reject}: Ravi Kumar, React from Zero` }));
    const dialog = await screen.findByRole('dialog', { name: REFUND_MSG.rejectTitle });
    expect(within(dialog).getByText(/Ravi Kumar will get an e-mail/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.reject }));
    const note = within(dialog).getByLabelText(new RegExp(REFUND_MSG.rejectNote));
    expect(await within(dialog).findByText(REFUND_MSG.noteRequired)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveFocus();
    expect(requestsSent(fetchMock, 'POST', refundRejectPath('r1'))).toHaveLength(0);

    await user.type(note, '  Most of the course was watched ');
    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.reject }));
    expect(await screen.findByText(REFUND_MSG.rejected)).toBeInTheDocument();
    expect(postBodies(fetchMock, refundRejectPath('r1'))).toEqual([{ note: 'Most of the course was watched' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = await rowOf('React from Zero');
    await waitFor(() => expect(within(updated).getByText('Most of the course was watched')).toBeInTheDocument());
  });

  it("shows the server's note refusal under the field and closes on a 409 (decided meanwhile)", async () => {
    let answer = () => apiError(400, 'Validation failed', { note: REFUND_MSG.noteTooLong });
    stubFetch(USERS.admin, {
      [`GET ${REFUND_API.adminList}`]: () => json(page([REQUESTED])),
      [`POST ${refundRejectPath('r1')}`]: () => answer(),
    });
    renderApp('/Admin/refunds');
    const user = userEvent.setup();
    const row = await rowOf('React from Zero');
    await user.click(within(row).getByRole('button', { name: `${REFUND_MSG.reject}: Ravi Kumar, React from Zero` }));
    const dialog = await screen.findByRole('dialog', { name: REFUND_MSG.rejectTitle });
    await user.type(within(dialog).getByLabelText(new RegExp(REFUND_MSG.rejectNote)), 'No');
    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.reject }));
    expect(await within(dialog).findByText(REFUND_MSG.noteTooLong)).toBeInTheDocument();

    answer = () => apiError(409, REFUND_MSG.alreadyDecided);
    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.reject }));
    expect(await screen.findByText(REFUND_MSG.alreadyDecided)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there are no refunds, and shows the error with Try again when the list fails', async () => {
    let fail = true;
    stubFetch(USERS.admin, {
      [`GET ${REFUND_API.adminList}`]: () => (fail ? apiError(500, REFUND_MSG.refundsFetchFailed) : json(page([]))),
    });
    renderApp('/Admin/refunds');
    expect(await screen.findByText(REFUND_MSG.refundsFetchFailed, {}, { timeout: 3000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(REFUND_MSG.noRefunds)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
