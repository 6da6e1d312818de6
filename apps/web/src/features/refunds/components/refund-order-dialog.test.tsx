/** The admins' order detail (/Admin/orders, a row's View details): Refund this order, for paid orders only. */
import {
  ADMIN_ORDER_API,
  ORDER_DETAIL_MSG,
  orderRefundPath,
  REFUND_MSG,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrders,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPage } from '@/test/list-requests';
import { makeRefundRow } from '@/test/refunds';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

afterEach(() => vi.restoreAllMocks());

const ORDER: AdminOrder = {
  id: 'o1',
  date: '2026-01-05T09:00:00.000Z',
  status: 'Approval',
  courseId: 'c1',
  courseTitle: 'React from Zero',
  userEmail: 'ravi@college.edu',
  instructorId: 'i1',
  amountPaise: 39_920,
};

const page = (orders: AdminOrder[]): AdminOrders => ({
  ...listPage('orders', orders),
  stats: { totalRevenuePaise: 0, totalOrders: 1, successfulOrders: 1, successRate: 100, avgOrderValuePaise: 0 },
  timeZone: 'Asia/Kolkata',
});

const detailOf = (over: Partial<AdminOrderDetail['order']> = {}): AdminOrderDetail => ({
  order: {
    ...ORDER,
    currency: 'INR',
    provider: 'paypal',
    paymentId: 'PAYPAL-ORDER-77',
    payerId: null,
    captureId: 'CAPTURE-42',
    failureReason: null,
    discountPaise: 0,
    couponCode: null,
    taxPaise: 0,
    ...over,
  },
  invoice: null,
  buyer: { id: 'u2', name: 'Ravi Kumar', email: 'ravi@college.edu' },
  history: [{ event: 'created', at: '2026-01-05T09:00:00.000Z', note: null }],
  payout: null,
  timeZone: 'Asia/Kolkata',
});

const DETAIL_PATH = ADMIN_ORDER_API.detail.replace(':id', 'o1');

async function openDetail() {
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Orders' });
  await user.click(within(table).getByRole('button', { name: `${ORDER_DETAIL_MSG.open}: React from Zero` }));
  const dialog = await screen.findByRole('dialog', { name: ORDER_DETAIL_MSG.title });
  await within(dialog).findByText('Ravi Kumar');
  return { user, dialog };
}

describe("the admins' order detail: Refund this order", () => {
  it('refunds a paid order with a required reason, toasts the server message and fetches the order again', async () => {
    let detail = detailOf();
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: () => json(page([ORDER])),
      [`GET ${DETAIL_PATH}`]: () => json(detail),
      [`POST ${orderRefundPath('o1')}`]: () => {
        detail = detailOf({ status: 'Refunded' });
        const refund = makeRefundRow({ status: 'refunded', provider: 'paypal' });
        return json({ success: true, message: REFUND_MSG.refunded, refund });
      },
    });
    renderApp('/Admin/orders');
    const { user, dialog } = await openDetail();

    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.refundOrder }));
    const refundDialog = await screen.findByRole('dialog', { name: REFUND_MSG.refundOrder });
    expect(within(refundDialog).getByText(new RegExp(REFUND_MSG.approveEffects('PayPal')))).toBeInTheDocument();

    // No reason: nothing is sent, the field says why.
    await user.click(within(refundDialog).getByRole('button', { name: REFUND_MSG.refundOrder }));
    expect(await within(refundDialog).findByText(REFUND_MSG.adminReasonRequired)).toBeInTheDocument();
    expect(requestsSent(fetchMock, 'POST', orderRefundPath('o1'))).toHaveLength(0);

    await user.type(within(refundDialog).getByLabelText(new RegExp(REFUND_MSG.adminReason)), 'Charged twice');
    await user.click(within(refundDialog).getByRole('button', { name: REFUND_MSG.refundOrder }));
    expect(await screen.findByText(REFUND_MSG.refunded)).toBeInTheDocument();
    expect(
      requestsSent(fetchMock, 'POST', orderRefundPath('o1')).map(([, init]) => JSON.parse(String(init?.body))),
    ).toEqual([{ reason: 'Charged twice' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REFUND_MSG.refundOrder })).not.toBeInTheDocument());
    // The order, fetched again, is Refunded: no Refund any more.
    const orderDialog = screen.getByRole('dialog', { name: ORDER_DETAIL_MSG.title });
    await waitFor(() =>
      expect(within(orderDialog).queryByRole('button', { name: REFUND_MSG.refundOrder })).not.toBeInTheDocument(),
    );
  });

  it('toasts a refusal (already asked) and closes the refund dialog', async () => {
    stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: () => json(page([ORDER])),
      [`GET ${DETAIL_PATH}`]: () => json(detailOf()),
      [`POST ${orderRefundPath('o1')}`]: () => apiError(409, REFUND_MSG.alreadyAsked),
    });
    renderApp('/Admin/orders');
    const { user, dialog } = await openDetail();
    await user.click(within(dialog).getByRole('button', { name: REFUND_MSG.refundOrder }));
    const refundDialog = await screen.findByRole('dialog', { name: REFUND_MSG.refundOrder });
    await user.type(within(refundDialog).getByLabelText(new RegExp(REFUND_MSG.adminReason)), 'Charged twice');
    await user.click(within(refundDialog).getByRole('button', { name: REFUND_MSG.refundOrder }));
    expect(await screen.findByText(REFUND_MSG.alreadyAsked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REFUND_MSG.refundOrder })).not.toBeInTheDocument());
  });

  it.each([
    ['a pending order', { status: 'Pending' as const }],
    ['a refunded order', { status: 'Refunded' as const }],
    ['a 100 % coupon order', { provider: 'free', amountPaise: 0 }],
  ])('offers no refund for %s', async (_name, over) => {
    stubFetch(USERS.admin, {
      [`GET ${ADMIN_ORDER_API.list}`]: () => json(page([ORDER])),
      [`GET ${DETAIL_PATH}`]: () => json(detailOf(over)),
    });
    renderApp('/Admin/orders');
    const { dialog } = await openDetail();
    expect(within(dialog).queryByRole('button', { name: REFUND_MSG.refundOrder })).not.toBeInTheDocument();
  });
});
