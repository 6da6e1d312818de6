import { EARNINGS_MSG, formatRupees, WITHDRAWAL_MSG, type Withdrawal, type WithdrawalHistory } from '@cms/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS, type Handler } from '@/test/render';
import { expectNoToast } from '@/test/toasts';

afterEach(() => {
  // Sonner keeps its toasts in a module-wide store: the next test's Toaster would show them again.
  toast.dismiss();
});

const HISTORY = '/api/instructor/withdrawal/history';
const REQUEST = '/api/instructor/withdrawal/request';

const withdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 'w1',
  date: '2026-06-02T10:00:00.000Z',
  amountPaise: 100_000,
  status: 'pending',
  remarks: 'For June',
  adminRemarks: null,
  processedAt: null,
  upi: 'sen@upi',
  ...overrides,
});

const history = (overrides: Partial<WithdrawalHistory> = {}): WithdrawalHistory => ({
  success: true,
  withdrawals: [
    withdrawal(),
    withdrawal({ id: 'w2', amountPaise: 250_000, status: 'approved', remarks: null, adminRemarks: 'Paid via UPI' }),
    withdrawal({ id: 'w3', amountPaise: 50_000, status: 'rejected', remarks: null, adminRemarks: 'Duplicate' }),
  ],
  balance: {
    earnedPaise: 1_000_000,
    approvedWithdrawalsPaise: 250_000,
    pendingWithdrawalsPaise: 100_000,
    paidOutPaise: 150_000,
    availablePaise: 500_000,
  },
  upi: 'sen@upi',
  ...overrides,
});

function stub(handlers: Record<string, Handler> = {}) {
  return stubFetch(USERS.instructor, { [`GET ${HISTORY}`]: () => json(history()), ...handlers });
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) => requestsSent(fetchMock, 'POST', REQUEST);

const amountField = () => screen.getByLabelText(WITHDRAWAL_MSG.amountLabel);
const submit = () => screen.getByRole('button', { name: WITHDRAWAL_MSG.submit });

async function open() {
  renderApp('/instructor/withdrawals');
  await screen.findByLabelText(WITHDRAWAL_MSG.amountLabel);
  return userEvent.setup();
}

// Typing and toasts on a busy machine: more than the default five seconds.
describe('withdrawals page', { timeout: 20_000 }, () => {
  it('shows the balance beside the form and the history with status and remarks', async () => {
    stub();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: WITHDRAWAL_MSG.title })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: EARNINGS_MSG.availableBalance })).toHaveTextContent(formatRupees(500_000));
    expect(screen.getByText(`Available: ${formatRupees(500_000)}`)).toBeInTheDocument();
    expect(screen.getByText('sen@upi')).toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: WITHDRAWAL_MSG.history })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateAmountStatusRemarksAdmin remarks',
      `2 Jun 2026${formatRupees(100_000)}PendingFor June—`,
      `2 Jun 2026${formatRupees(250_000)}Approved—Paid via UPI`,
      `2 Jun 2026${formatRupees(50_000)}Rejected—Duplicate`,
    ]);
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-5'],
    ['not a number', 'abc'],
    ['three decimals', '10.505'],
  ])('refuses an invalid amount (%s) under the amount only (no toast) and sends nothing', async (_case, typed) => {
    const fetchMock = stub();
    const user = await open();
    if (typed) await user.type(amountField(), typed);
    await user.click(submit());
    expect(await screen.findByText(WITHDRAWAL_MSG.invalidAmount)).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    await expectNoToast();
    expect(screen.getAllByText(WITHDRAWAL_MSG.invalidAmount)).toHaveLength(1);
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('refuses an amount above the available balance and sends nothing', async () => {
    const fetchMock = stub();
    const user = await open();
    await user.type(amountField(), '5000.01');
    await user.click(submit());
    expect(await screen.findByText(WITHDRAWAL_MSG.exceedsBalance)).toBeInTheDocument(); // under the amount
    await expectNoToast();
    expect(posts(fetchMock)).toHaveLength(0);

    // The whole balance is allowed.
    await user.clear(amountField());
    await user.type(amountField(), '5000');
    await user.click(submit());
    await vi.waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
  });

  it('sends the amount in paise with the remarks, confirms, resets and refreshes the balance', async () => {
    let balance = history();
    const fetchMock = stub({
      [`GET ${HISTORY}`]: () => json(balance),
      [`POST ${REQUEST}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { amountPaise: number; remarks?: string };
        const created = withdrawal({ id: 'w9', amountPaise: body.amountPaise, remarks: body.remarks ?? null });
        const next = {
          ...balance.balance,
          pendingWithdrawalsPaise: balance.balance.pendingWithdrawalsPaise + body.amountPaise,
          availablePaise: balance.balance.availablePaise - body.amountPaise,
        };
        balance = { ...balance, withdrawals: [created, ...balance.withdrawals], balance: next };
        return json({ success: true, message: WITHDRAWAL_MSG.submitted, withdrawal: created, balance: next }, 201);
      },
    });
    const user = await open();
    await user.type(amountField(), '1500.50');
    await user.type(screen.getByLabelText(WITHDRAWAL_MSG.remarksOptional), '  June payout ');
    await user.click(submit());

    expect(await screen.findByText(WITHDRAWAL_MSG.submitted)).toBeInTheDocument();
    const sent = posts(fetchMock);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]![1]?.body))).toEqual({ amountPaise: 150_050, remarks: 'June payout' });
    expect(amountField()).toHaveValue('');
    expect(screen.getByLabelText(WITHDRAWAL_MSG.remarksOptional)).toHaveValue('');
    expect(
      await screen.findByText(formatRupees(500_000 - 150_050), { selector: '[role="group"] p' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: WITHDRAWAL_MSG.history })).getAllByRole('row')).toHaveLength(5);
  });

  it('shows the server’s refusal (409 when another tab spent the balance) under the amount, not as a toast', async () => {
    const fetchMock = stub({ [`POST ${REQUEST}`]: () => apiError(409, WITHDRAWAL_MSG.exceedsBalance) });
    const user = await open();
    await user.type(amountField(), '1500');
    await user.click(submit());
    expect(await screen.findByText(WITHDRAWAL_MSG.exceedsBalance)).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    await expectNoToast();
    expect(posts(fetchMock)).toHaveLength(1);
    expect(amountField()).toHaveValue('1500');
  });

  it('falls back to Failed to submit withdrawal request when the server gives no message', async () => {
    stub({ [`POST ${REQUEST}`]: () => new Response('Bad gateway', { status: 502 }) });
    const user = await open();
    await user.type(amountField(), '100');
    await user.click(submit());
    expect(await screen.findByText(WITHDRAWAL_MSG.submitFailed)).toBeInTheDocument();
  });

  it('without a UPI ID asks for one instead of showing the form', async () => {
    const fetchMock = stub({ [`GET ${HISTORY}`]: () => json(history({ upi: null, withdrawals: [] })) });
    renderApp('/instructor/withdrawals');
    expect(await screen.findByText(WITHDRAWAL_MSG.upiRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WITHDRAWAL_MSG.addUpi })).toHaveAttribute(
      'href',
      '/instructor/profile/update',
    );
    expect(screen.queryByLabelText(WITHDRAWAL_MSG.amountLabel)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WITHDRAWAL_MSG.submit })).not.toBeInTheDocument();
    expect(screen.getByText(WITHDRAWAL_MSG.noWithdrawals)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('shows a failed load with Try Again', async () => {
    let fail = true;
    stub({ [`GET ${HISTORY}`]: () => (fail ? apiError(403, 'Only instructors can withdraw') : json(history())) });
    renderApp('/instructor/withdrawals');
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only instructors can withdraw');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText(WITHDRAWAL_MSG.amountLabel)).toBeInTheDocument();
  });
});
