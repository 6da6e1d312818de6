import {
  CHECKOUT_MSG,
  formatRupees,
  MSG,
  ORDER_API,
  ORDER_ID_STORAGE_KEY,
  PAYMENT_MSG,
  type Order,
} from '@cms/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '@/test/courses';
import { catchRedirects, makeQuote } from '@/test/checkout';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

const ORDER_ID = '7b0f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

const assign = catchRedirects();

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([u]) => new URL(String(u), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** A promise the test settles by hand, to look at the page while a request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const PAY = CHECKOUT_MSG.pay(formatRupees(49_900));
const QUOTE = { 'POST /api/orders/quote': () => json(makeQuote()) };

/** Buy Now, then Pay in the checkout dialog. */
async function buyNowAndPay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: PAYMENT_MSG.buyNow }));
  await user.click(await screen.findByRole('button', { name: PAY }));
}

describe('Buy Now', () => {
  it('pays in the checkout: the order with the course and the chosen provider, its id kept, the approval page, busy meanwhile', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(USERS.student, {
      'GET /api/courses/c1': () => json(makeDetail({ id: 'c1' })),
      ...QUOTE,
      'POST /api/orders': () => answer.promise,
    });
    renderApp('/student/courses/c1');
    const user = userEvent.setup();
    await buyNowAndPay(user);
    const busy = await screen.findByRole('button', { name: PAYMENT_MSG.processingPayment });
    expect(busy).toBeDisabled();
    expect(bodyOf(fetchMock, ORDER_API.create)).toEqual([{ courseId: 'c1', provider: 'sandbox' }]);

    answer.resolve(json({ success: true, orderId: ORDER_ID, approvalUrl: '/api/payments/sandbox/SBX-1' }, 201));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/SBX-1'));
    expect(window.sessionStorage.getItem(ORDER_ID_STORAGE_KEY)).toBe(ORDER_ID);
    // Still busy while the browser leaves.
    expect(screen.getByRole('button', { name: PAYMENT_MSG.processingPayment })).toBeDisabled();
  });

  it('shows the server message as a toast and Pay is clickable again', async () => {
    stubFetch(USERS.lead, {
      'GET /api/courses/c1': () => json(makeDetail({ id: 'c1' })),
      ...QUOTE,
      'POST /api/orders': () => apiError(409, PAYMENT_MSG.alreadyOwned),
    });
    renderApp('/lead/courses/c1');
    const user = userEvent.setup();
    await buyNowAndPay(user);
    expect(await screen.findByText(PAYMENT_MSG.alreadyOwned)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(ORDER_ID_STORAGE_KEY)).toBeNull();
  });

  it(`says "${PAYMENT_MSG.orderCreateFailed}" when the request fails`, async () => {
    stubFetch(USERS.student, {
      'GET /api/courses/c1': () => json(makeDetail({ id: 'c1' })),
      ...QUOTE,
      'POST /api/orders': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/student/courses/c1');
    const user = userEvent.setup();
    await buyNowAndPay(user);
    expect(await screen.findByText(PAYMENT_MSG.orderCreateFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
  });
});

/** One of the buyer's orders (GET /api/orders/mine), declined. */
const order = (o: { id: string; courseId: string; paymentId: string | null }): Order => ({
  userId: USERS.student.userId,
  userEmail: USERS.student.email,
  orderStatus: 'Rejected',
  paymentMethod: 'paypal',
  provider: 'sandbox',
  orderDate: '2025-01-06T09:00:00.000Z',
  payerId: null,
  instructorId: 'i1',
  courseTitle: 'A course',
  coursePricePaise: 49_900,
  listPricePaise: 49_900,
  discountPaise: 0,
  couponCode: null,
  taxPaise: 0,
  currency: 'INR',
  capturedAt: null,
  ...o,
});

const CAPTURED = { success: true, message: 'ok', orderId: ORDER_ID, courseId: 'c1', enrolmentId: 'e1' };

describe('payment return', () => {
  it('captures with the return parameters and the stored order id, then My courses with a toast', async () => {
    window.sessionStorage.setItem(ORDER_ID_STORAGE_KEY, ORDER_ID);
    const answer = deferred<Response>();
    const fetchMock = stubFetch(USERS.student, {
      'POST /api/orders/capture': () => answer.promise,
      'GET /api/my/courses': () =>
        json({
          success: true,
          courses: [],
          stats: {
            enrolledCourses: 0,
            totalLessons: 0,
            totalHours: 0,
            totalSeconds: 0,
            activeCourses: 0,
            completedCourses: 0,
          },
        }),
    });
    const { router } = renderApp('/student/payment-return?paymentId=SBX-9&PayerID=SBXPAYER1');
    expect(await screen.findByText(PAYMENT_MSG.paymentProcessing)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MSG.paymentProcessing).closest('[role="status"]')).not.toBeNull();
    await waitFor(() =>
      expect(bodyOf(fetchMock, ORDER_API.capture)).toEqual([
        { paymentId: 'SBX-9', payerId: 'SBXPAYER1', orderId: ORDER_ID },
      ]),
    );
    answer.resolve(json(CAPTURED));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/mycourses'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(PAYMENT_MSG.paymentSuccessful)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ORDER_ID_STORAGE_KEY)).toBeNull();
  });

  it("reads PayPal's token, leaves out a stored id that is not an order id, and sends a lead to /lead/mycourses", async () => {
    window.sessionStorage.setItem(ORDER_ID_STORAGE_KEY, 'not-a-uuid');
    const fetchMock = stubFetch(USERS.lead, { 'POST /api/orders/capture': () => json(CAPTURED) });
    const { router } = renderApp('/lead/payment-return?token=5O190127TN364715T&PayerID=FSMVU44LF3YUS');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lead/mycourses'));
    expect(bodyOf(fetchMock, ORDER_API.capture)).toEqual([
      { paymentId: '5O190127TN364715T', payerId: 'FSMVU44LF3YUS' },
    ]);
  });

  it('captures once under StrictMode (effects run twice)', async () => {
    const fetchMock = stubFetch(USERS.student, { 'POST /api/orders/capture': () => json(CAPTURED) });
    const { router } = renderApp('/student/payment-return?paymentId=P1&PayerID=X', { strict: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/mycourses'));
    expect(bodyOf(fetchMock, ORDER_API.capture)).toHaveLength(1);
  });

  it('a refused capture: Payment Failed with the server message and Go to My Courses', async () => {
    window.sessionStorage.setItem(ORDER_ID_STORAGE_KEY, ORDER_ID);
    stubFetch(USERS.lead, { 'POST /api/orders/capture': () => apiError(402, PAYMENT_MSG.declined) });
    renderApp('/lead/payment-return?paymentId=P1&PayerID=X');
    expect(await screen.findByRole('heading', { level: 1, name: PAYMENT_MSG.paymentFailedTitle })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MSG.declined)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_MSG.goToMyCourses })).toHaveAttribute('href', '/lead/mycourses');
    expect(screen.queryByText(PAYMENT_MSG.paymentProcessing)).not.toBeInTheDocument();
    // The buyer's orders could not be read (404 here): no course to go back to or buy again.
    expect(screen.queryByRole('button', { name: PAYMENT_MSG.tryAgain })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PAYMENT_MSG.backToCourse })).not.toBeInTheDocument();
  });

  it.each([
    ['the order Buy Now kept', ORDER_ID, 'SBX-OTHER'],
    ['the order of this payment id', undefined, 'SBX-7'],
  ])(
    'a declined payment offers Try again (the checkout again: a new order for the same course) and Back to the course, found by %s',
    async (_, storedId, orderPaymentId) => {
      if (storedId) window.sessionStorage.setItem(ORDER_ID_STORAGE_KEY, storedId);
      const fetchMock = stubFetch(USERS.student, {
        'POST /api/orders/capture': () => apiError(402, PAYMENT_MSG.declined),
        'GET /api/orders/mine': () =>
          json({
            orders: [
              order({ id: 'a0e0c0d0-0000-4000-8000-000000000001', courseId: 'c-other', paymentId: 'SBX-1' }),
              order({ id: ORDER_ID, courseId: 'c5', paymentId: orderPaymentId }),
            ],
          }),
        'POST /api/orders/quote': () => json(makeQuote({ courseId: 'c5' })),
        'POST /api/orders': () =>
          json(
            {
              success: true,
              orderId: 'b0e0c0d0-0000-4000-8000-000000000002',
              approvalUrl: '/api/payments/sandbox/SBX-8',
            },
            201,
          ),
      });
      renderApp('/student/payment-return?paymentId=SBX-7&PayerID=SBXPAYER1');
      expect(await screen.findByText(PAYMENT_MSG.declined)).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: PAYMENT_MSG.backToCourse })).toHaveAttribute(
        'href',
        '/student/courses/c5',
      );
      expect(screen.getByRole('link', { name: PAYMENT_MSG.goToMyCourses })).toHaveAttribute(
        'href',
        '/student/mycourses',
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: PAYMENT_MSG.tryAgain }));
      await user.click(await screen.findByRole('button', { name: PAY }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/SBX-8'));
      // As Buy Now: the course and the buyer's choices; the server sets the price.
      expect(bodyOf(fetchMock, ORDER_API.create)).toEqual([{ courseId: 'c5', provider: 'sandbox' }]);
      expect(window.sessionStorage.getItem(ORDER_ID_STORAGE_KEY)).toBe('b0e0c0d0-0000-4000-8000-000000000002');
      expect(screen.getByRole('button', { name: PAYMENT_MSG.processingPayment })).toBeDisabled();
    },
  );

  it(`an answer without success: Payment Failed with "${PAYMENT_MSG.captureFailed}"`, async () => {
    stubFetch(USERS.student, { 'POST /api/orders/capture': () => json({ success: false }) });
    renderApp('/student/payment-return?paymentId=P1&PayerID=X');
    expect(await screen.findByRole('heading', { name: PAYMENT_MSG.paymentFailedTitle })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MSG.captureFailed)).toBeInTheDocument();
  });

  it.each([
    ['student', PAYMENT_MSG.studentCaptureException],
    ['lead', PAYMENT_MSG.leadCaptureException],
  ] as const)('a %s whose capture request fails: Payment Error with the spec text', async (area, text) => {
    stubFetch(area === 'lead' ? USERS.lead : USERS.student, {
      'POST /api/orders/capture': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp(`/${area}/payment-return?paymentId=P1&PayerID=X`);
    expect(await screen.findByRole('heading', { name: PAYMENT_MSG.paymentErrorTitle })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_MSG.goToMyCourses })).toHaveAttribute('href', `/${area}/mycourses`);
  });

  it('without paymentId and PayerID: Payment Failed, nothing captured', async () => {
    const fetchMock = stubFetch(USERS.student);
    renderApp('/student/payment-return?paymentId=P1');
    expect(await screen.findByRole('heading', { name: PAYMENT_MSG.paymentFailedTitle })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MSG.missingPaymentDetails)).toBeInTheDocument();
    expect(bodyOf(fetchMock, ORDER_API.capture)).toEqual([]);
  });

  it('cancelled: cancels once, says nothing was bought, links back to the course and to My courses', async () => {
    window.sessionStorage.setItem(ORDER_ID_STORAGE_KEY, ORDER_ID);
    const fetchMock = stubFetch(USERS.student, {
      'POST /api/orders/cancel': () => json({ success: true, message: 'Cancelled', courseId: 'c7' }),
    });
    renderApp('/student/payment-return?cancelled=1&paymentId=SBX-3');
    expect(await screen.findByRole('heading', { name: PAYMENT_MSG.cancelledTitle })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MSG.cancelled)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: PAYMENT_MSG.backToCourse })).toHaveAttribute(
      'href',
      '/student/courses/c7',
    );
    expect(screen.getByRole('link', { name: PAYMENT_MSG.goToMyCourses })).toHaveAttribute('href', '/student/mycourses');
    expect(bodyOf(fetchMock, ORDER_API.cancel)).toEqual([{ orderId: ORDER_ID, paymentId: 'SBX-3' }]);
    expect(bodyOf(fetchMock, ORDER_API.capture)).toEqual([]);
    expect(window.sessionStorage.getItem(ORDER_ID_STORAGE_KEY)).toBeNull();
  });

  it('cancelled with a failing cancel call: still cancelled, without the course link', async () => {
    stubFetch(USERS.lead, { 'POST /api/orders/cancel': () => apiError(500, MSG.internal) });
    renderApp('/lead/payment-return?cancelled=1&paymentId=SBX-3');
    expect(await screen.findByRole('heading', { name: PAYMENT_MSG.cancelledTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_MSG.goToMyCourses })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PAYMENT_MSG.backToCourse })).not.toBeInTheDocument();
  });
});
