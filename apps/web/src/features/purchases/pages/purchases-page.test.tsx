import {
  INVOICE_MSG,
  LEARNING_MSG,
  ORDER_STATUS_LABELS,
  REFUND_MSG,
  refundRequestPath,
  type Purchase,
  type PurchaseRefund,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRefundRow } from '@/test/refunds';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

afterEach(() => vi.restoreAllMocks());

const POLICY = { refundDays: 7, maxProgressPercent: 30 };

function purchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 'o1',
    status: 'Approval',
    course: { id: 'c1', title: 'React from Zero' },
    orderDate: '2026-01-05T09:00:00.000Z',
    paidAt: '2026-01-05T09:01:00.000Z',
    provider: 'razorpay',
    listPricePaise: 49_900,
    discountPaise: 9_980,
    couponCode: 'SAVE20',
    taxPaise: 6_089,
    amountPaise: 39_920,
    invoice: { id: 'inv1', number: 'CMS/25-26/000123', kind: 'tax_invoice' },
    creditNote: null,
    refund: null,
    refundable: { allowed: true, refusal: null, message: null, until: '2026-01-12T09:01:00.000Z' },
    ...overrides,
  };
}

const refund = (o: Partial<PurchaseRefund> = {}): PurchaseRefund => ({
  id: 'r1',
  status: 'requested',
  reason: 'Not what I expected at all',
  decisionNote: null,
  amountPaise: 39_920,
  requestedAt: '2026-01-06T09:00:00.000Z',
  decidedAt: null,
  completedAt: null,
  ...o,
});

/** The table (the phone cards repeat the rows; CSS shows one or the other). */
const findTable = () => screen.findByRole('table', { name: REFUND_MSG.purchasesTitle });

const rowOf = (title: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(title))!;

describe('Purchases', () => {
  it('lists every order: date, course, status, amount, discount with its code, GST, the invoice PDF and the refund', async () => {
    stubFetch(USERS.student, {
      'GET /api/purchases': () =>
        json({
          purchases: [
            purchase(),
            purchase({
              id: 'o2',
              course: { id: 'c2', title: 'Go Basics' },
              status: 'Refunded',
              discountPaise: 0,
              couponCode: null,
              amountPaise: 29_900,
              invoice: { id: 'inv2', number: 'RCT/25-26/000007', kind: 'receipt' },
              creditNote: { id: 'cn1', number: 'CN/25-26/000001' },
              refund: refund({ status: 'refunded' }),
              refundable: { allowed: false, refusal: 'already-asked', message: REFUND_MSG.alreadyAsked, until: null },
            }),
            purchase({
              id: 'o3',
              course: { id: 'c3', title: 'Rust Deep Dive' },
              refund: refund({ status: 'rejected', decisionNote: 'More than half of it was watched' }),
              refundable: { allowed: false, refusal: 'already-asked', message: REFUND_MSG.alreadyAsked, until: null },
            }),
            purchase({
              id: 'o4',
              course: { id: 'c4', title: 'SQL Essentials' },
              refundable: {
                allowed: false,
                refusal: 'window-passed',
                message: REFUND_MSG.windowPassed(7),
                until: null,
              },
            }),
          ],
          policy: POLICY,
        }),
    });
    renderApp('/student/purchases');
    expect(await screen.findByRole('heading', { level: 1, name: REFUND_MSG.purchasesTitle })).toBeInTheDocument();
    const table = await findTable();

    const first = rowOf('React from Zero');
    expect(within(first).getByRole('link', { name: 'React from Zero' })).toHaveAttribute('href', '/student/courses/c1');
    expect(within(first).getByText('5 Jan 2026')).toBeInTheDocument();
    expect(within(first).getByText('₹399.20')).toBeInTheDocument();
    expect(within(first).getByText(/−₹99\.80/)).toBeInTheDocument();
    expect(within(first).getByText('SAVE20')).toBeInTheDocument();
    expect(within(first).getByText('₹60.89')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: `${INVOICE_MSG.taxInvoice} CMS/25-26/000123` })).toHaveAttribute(
      'href',
      '/api/invoices/inv1/pdf',
    );
    expect(
      within(first).getByRole('button', { name: `${REFUND_MSG.requestRefund}: React from Zero` }),
    ).toBeInTheDocument();

    const refunded = rowOf('Go Basics');
    // The order's status and its refund's state.
    expect(within(refunded).getByText(ORDER_STATUS_LABELS.Refunded, { exact: true })).toBeInTheDocument();
    expect(within(refunded).getAllByRole('cell').at(-1)).toHaveTextContent(REFUND_MSG.statusLabels.refunded);
    expect(within(refunded).getByRole('link', { name: `${INVOICE_MSG.receipt} RCT/25-26/000007` })).toBeInTheDocument();
    expect(within(refunded).getByRole('link', { name: `${REFUND_MSG.creditNote} CN/25-26/000001` })).toHaveAttribute(
      'href',
      '/api/credit-notes/cn1/pdf',
    );
    expect(within(refunded).queryByRole('button', { name: /Request a refund/ })).not.toBeInTheDocument();

    const rejected = rowOf('Rust Deep Dive');
    expect(within(rejected).getByText(REFUND_MSG.statusLabels.rejected)).toBeInTheDocument();
    expect(within(rejected).getByText('More than half of it was watched')).toBeInTheDocument();

    const late = rowOf('SQL Essentials');
    expect(within(late).getByText(REFUND_MSG.windowPassed(7))).toBeInTheDocument();
    expect(within(late).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it('asks for a refund with a reason: the contract checks it, the server answers, the row shows Requested', async () => {
    let asked = false;
    const fetchMock = stubFetch(USERS.lead, {
      'GET /api/purchases': () =>
        json({
          purchases: [
            asked
              ? purchase({
                  refund: refund(),
                  refundable: {
                    allowed: false,
                    refusal: 'already-asked',
                    message: REFUND_MSG.alreadyAsked,
                    until: null,
                  },
                })
              : purchase(),
          ],
          policy: POLICY,
        }),
      [`POST ${refundRequestPath('o1')}`]: () => {
        asked = true;
        return json({ success: true, message: REFUND_MSG.requested, refund: makeRefundRow() });
      },
    });
    renderApp('/lead/purchases');
    const user = userEvent.setup();
    await user.click(
      within(await findTable()).getByRole('button', { name: `${REFUND_MSG.requestRefund}: React from Zero` }),
    );
    const dialog = await screen.findByRole('dialog', { name: REFUND_MSG.requestRefund });
    expect(within(dialog).getByText(/A refund can be asked for until 12 Jan 2026/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(REFUND_MSG.refundReason), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.submitRequest }));
    expect(await within(dialog).findByText(REFUND_MSG.reasonLength)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(REFUND_MSG.refundReason), ' for me, sorry');
    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.submitRequest }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ reason: 'Too short for me, sorry' });
    expect(await screen.findByText(REFUND_MSG.requested)).toBeInTheDocument();
    // The list is fetched again and shows the refund's state.
    await waitFor(() =>
      expect(within(rowOf('React from Zero')).getByText(REFUND_MSG.statusLabels.requested)).toBeInTheDocument(),
    );
  });

  it('shows the server refusal of the request as a toast and closes (asked meanwhile)', async () => {
    stubFetch(USERS.student, {
      'GET /api/purchases': () => json({ purchases: [purchase()], policy: POLICY }),
      [`POST ${refundRequestPath('o1')}`]: () => apiError(409, REFUND_MSG.alreadyAsked),
    });
    renderApp('/student/purchases');
    const user = userEvent.setup();
    await user.click(
      within(await findTable()).getByRole('button', { name: `${REFUND_MSG.requestRefund}: React from Zero` }),
    );
    const dialog = await screen.findByRole('dialog', { name: REFUND_MSG.requestRefund });
    await user.type(within(dialog).getByLabelText(REFUND_MSG.refundReason), 'The course was not what I expected');
    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.submitRequest }));
    expect(await screen.findByText(REFUND_MSG.alreadyAsked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('empty: No purchases yet with a link to the catalogue', async () => {
    stubFetch(USERS.student, { 'GET /api/purchases': () => json({ purchases: [], policy: POLICY }) });
    renderApp('/student/purchases');
    expect(await screen.findByText(REFUND_MSG.noPurchases)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LEARNING_MSG.browseCourses })).toHaveAttribute('href', '/student/courses');
  });

  it('a failure: the message with Try Again', async () => {
    stubFetch(USERS.lead, { 'GET /api/purchases': () => apiError(500, REFUND_MSG.purchasesFetchFailed) });
    renderApp('/lead/purchases');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUND_MSG.purchasesFetchFailed);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
