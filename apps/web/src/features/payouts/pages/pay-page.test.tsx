import { AUDIT_MSG, formatRupees, PAYOUT_MSG, PAYOUT_REFERENCE_MAX, type PayoutContext } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

const PAY = '/api/admin/pay/o1';

const PAYOUT = {
  id: 'p1',
  orderId: 'o1',
  amountPaise: 49_900,
  reference: 'UPI-778899',
  recordedAt: '2025-03-05T09:30:00.000Z',
  recordedBy: { id: 'u5', name: 'Admin User', email: 'admin@college.edu' },
};

function context(overrides: Partial<PayoutContext> = {}): PayoutContext {
  return {
    order: {
      id: 'o1',
      date: '2025-03-04T10:00:00.000Z',
      status: 'Approval',
      courseId: 'c1',
      courseTitle: 'Rust Basics',
      userEmail: 'ravi@college.edu',
      instructorId: 'i1',
      amountPaise: 49_900,
    },
    // The sale less 18 % GST: what the instructor is paid.
    payoutPaise: 42_288,
    instructor: { id: 'i1', name: 'Asha Rao', email: 'asha@college.edu', upi: 'asha@okbank' },
    balance: {
      earnedPaise: 200_000,
      approvedWithdrawalsPaise: 0,
      pendingWithdrawalsPaise: 0,
      paidOutPaise: 0,
      availablePaise: 200_000,
    },
    payout: null,
    blockedReason: null,
    audit: [],
    ...overrides,
  };
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) => requestsSent(fetchMock, 'POST', PAY);

describe('Process Payment (/Admin/pay/:id)', () => {
  it('shows the order, the instructor, the balance, and links back to the instructor', async () => {
    stubFetch(USERS.admin, { [`GET ${PAY}`]: () => json(context()) });
    renderApp('/Admin/pay/o1');
    expect(await screen.findByRole('heading', { level: 1, name: PAYOUT_MSG.title })).toBeInTheDocument();
    const order = await screen.findByRole('group', { name: PAYOUT_MSG.order });
    expect(within(order).getByText('Rust Basics')).toBeInTheDocument();
    expect(within(order).getByText('ravi@college.edu')).toBeInTheDocument();
    expect(within(order).getByText(PAYOUT_MSG.saleAmount).nextElementSibling).toHaveTextContent(formatRupees(49_900));
    expect(within(order).getByText(PAYOUT_MSG.payoutAmount).nextElementSibling).toHaveTextContent(formatRupees(42_288));
    expect(
      within(screen.getByRole('group', { name: PAYOUT_MSG.instructor })).getByText('asha@okbank'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Balance' })).getAllByText(formatRupees(200_000))[0],
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYOUT_MSG.backToInstructor })).toHaveAttribute(
      'href',
      '/Admin/courseProviders/i1',
    );
    expect(screen.getByRole('heading', { name: AUDIT_MSG.history })).toBeInTheDocument();
  });

  it('says when the profile has no UPI ID', async () => {
    stubFetch(USERS.admin, {
      [`GET ${PAY}`]: () => json(context({ instructor: { id: 'i1', name: 'Asha Rao', email: 'a@c.edu', upi: null } })),
    });
    renderApp('/Admin/pay/o1');
    expect(await screen.findByText(PAYOUT_MSG.noUpi)).toBeInTheDocument();
  });

  it('a blank reference shows the message and sends nothing', async () => {
    const fetchMock = stubFetch(USERS.admin, { [`GET ${PAY}`]: () => json(context()) });
    renderApp('/Admin/pay/o1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(PAYOUT_MSG.reference), '   ');
    await user.click(screen.getByRole('button', { name: PAYOUT_MSG.confirm }));
    expect(await screen.findByText(PAYOUT_MSG.referenceRequired)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('a reference of the wrong shape (too short, spaces, symbols) shows the message and sends nothing', async () => {
    const fetchMock = stubFetch(USERS.admin, { [`GET ${PAY}`]: () => json(context()) });
    renderApp('/Admin/pay/o1');
    const user = userEvent.setup();
    const field = await screen.findByLabelText(PAYOUT_MSG.reference);
    for (const bad of ['UTR12', 'UTR 123456', 'ref@bank!']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: PAYOUT_MSG.confirm }));
      expect(await screen.findByText(PAYOUT_MSG.referenceShape)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field).toHaveAttribute('maxlength', String(PAYOUT_REFERENCE_MAX));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('confirms in a dialog (amount, balance now and after, UPI ID), then POSTs the reference and shows the payout', async () => {
    let paid = false;
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${PAY}`]: () => json(paid ? context({ payout: PAYOUT, blockedReason: PAYOUT_MSG.alreadyPaid }) : context()),
      [`POST ${PAY}`]: () => {
        paid = true;
        return json({
          success: true,
          message: PAYOUT_MSG.recorded,
          payout: PAYOUT,
          balance: { ...context().balance, paidOutPaise: 49_900, availablePaise: 150_100 },
        });
      },
    });
    renderApp('/Admin/pay/o1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(PAYOUT_MSG.reference), ' UPI-778899 ');
    await user.click(screen.getByRole('button', { name: PAYOUT_MSG.confirm }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(PAYOUT_MSG.payoutAmount).nextElementSibling).toHaveTextContent(
      formatRupees(42_288),
    );
    expect(within(dialog).getByText('asha@okbank')).toBeInTheDocument();
    // The balance now and after this payout.
    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(fact(PAYOUT_MSG.availableBalance)).toHaveTextContent(formatRupees(200_000));
    expect(fact(PAYOUT_MSG.balanceAfter)).toHaveTextContent(formatRupees(200_000 - 42_288));
    expect(posts(fetchMock)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: PAYOUT_MSG.confirm }));

    expect(await screen.findByText(PAYOUT_MSG.recorded)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({ reference: 'UPI-778899' });
    const receipt = await screen.findByRole('region', { name: PAYOUT_MSG.paidOn });
    expect(within(receipt).getByText('UPI-778899')).toBeInTheDocument();
    expect(within(receipt).getByText(/Admin User/)).toBeInTheDocument();
    expect(screen.queryByLabelText(PAYOUT_MSG.reference)).not.toBeInTheDocument();
  });

  it('shows the server message of a 409 and reloads the order', async () => {
    let gets = 0;
    stubFetch(USERS.admin, {
      [`GET ${PAY}`]: () => {
        gets += 1;
        return json(context());
      },
      [`POST ${PAY}`]: () => apiError(409, PAYOUT_MSG.exceedsBalance),
    });
    renderApp('/Admin/pay/o1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(PAYOUT_MSG.reference), 'REF-000001');
    await user.click(screen.getByRole('button', { name: PAYOUT_MSG.confirm }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: PAYOUT_MSG.confirm }));
    expect(await screen.findByText(PAYOUT_MSG.exceedsBalance)).toBeInTheDocument();
    await waitFor(() => expect(gets).toBe(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('with a blocked reason, disables the form and shows the reason', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${PAY}`]: () =>
        json(context({ order: { ...context().order, status: 'Pending' }, blockedReason: PAYOUT_MSG.notPayable })),
    });
    renderApp('/Admin/pay/o1');
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYOUT_MSG.notPayable);
    expect(screen.getByLabelText(PAYOUT_MSG.reference)).toBeDisabled();
    const confirm = screen.getByRole('button', { name: PAYOUT_MSG.confirm });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('shows the recorded payout instead of the form', async () => {
    stubFetch(USERS.admin, {
      [`GET ${PAY}`]: () => json(context({ payout: PAYOUT, blockedReason: PAYOUT_MSG.alreadyPaid })),
    });
    renderApp('/Admin/pay/o1');
    const receipt = await screen.findByRole('region', { name: PAYOUT_MSG.paidOn });
    expect(within(receipt).getByText('UPI-778899')).toBeInTheDocument();
    expect(within(receipt).getByText(PAYOUT_MSG.alreadyPaid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAYOUT_MSG.confirm })).not.toBeInTheDocument();
  });

  it('shows "Order not found" on 404', async () => {
    stubFetch(USERS.admin, { [`GET ${PAY}`]: () => apiError(404, 'Order not found') });
    renderApp('/Admin/pay/o1');
    expect(await screen.findByText(PAYOUT_MSG.orderNotFound)).toBeInTheDocument();
  });
});
