import fs from 'node:fs';
import path from 'node:path';
import {
  ORDER_API,
  ORDER_ID_STORAGE_KEY,
  PAYMENT_MSG,
  RAZORPAY_API,
  RAZORPAY_MSG,
  type RazorpayCheckout,
} from '@cms/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import type { RazorpayOptions } from '../api/razorpay';

const ORDER_ID = '5a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SCRIPT = 'https://checkout.razorpay.example/v1/checkout.js';

const STEP: RazorpayCheckout = {
  orderId: ORDER_ID,
  courseId: 'c1',
  courseTitle: 'Modern Web Development with React',
  amountPaise: 49_900,
  currency: 'INR',
  keyId: 'rzp_test_key',
  razorpayOrderId: 'order_Abc123',
  scriptUrl: SCRIPT,
  buyer: { name: USERS.student.name, email: USERS.student.email },
};

const stepPath = RAZORPAY_API.checkout.replace(':id', ORDER_ID);
const checkoutScript = () => document.querySelector<HTMLScriptElement>('script[data-razorpay-checkout]');

/** Razorpay Checkout as the script defines it: each `new Razorpay(options)` recorded, `open` counted. */
function loadFakeCheckout() {
  const opened: RazorpayOptions[] = [];
  window.Razorpay = class {
    constructor(readonly options: RazorpayOptions) {}
    open() {
      opened.push(this.options);
    }
    on() {}
  };
  checkoutScript()!.dispatchEvent(new Event('load'));
  return opened;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
  checkoutScript()?.remove();
  window.sessionStorage.clear();
});

describe('Razorpay checkout step', () => {
  it('index.html loads no Checkout script; other pages add none', async () => {
    const html = fs.readFileSync(path.resolve(__dirname, '../../../../index.html'), 'utf8');
    expect(html).not.toMatch(/razorpay/i);
    stubFetch(USERS.student, { 'GET /api/orders/mine': () => json({ orders: [] }) });
    renderApp('/student/payment-return?cancelled=1');
    expect(await screen.findByRole('heading', { name: PAYMENT_MSG.cancelledTitle })).toBeInTheDocument();
    expect(checkoutScript()).toBeNull();
  });

  it('adds the script, opens Checkout with the order; the handler posts the payment and its signature, then My courses', async () => {
    const fetchMock = stubFetch(USERS.student, {
      [`GET ${stepPath}`]: () => json(STEP),
      [`POST ${ORDER_API.capture}`]: () =>
        json({
          success: true,
          message: PAYMENT_MSG.paymentSuccessful,
          orderId: ORDER_ID,
          courseId: 'c1',
          enrolmentId: 'e1',
        }),
    });
    renderApp(`/checkout/razorpay/${ORDER_ID}`);
    expect(await screen.findByText(RAZORPAY_MSG.opening)).toBeInTheDocument();
    await waitFor(() => expect(checkoutScript()).not.toBeNull());
    expect(checkoutScript()!.src).toBe(SCRIPT);
    const opened = loadFakeCheckout();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 49_900,
      currency: 'INR',
      order_id: 'order_Abc123',
      description: STEP.courseTitle,
      prefill: { name: USERS.student.name, email: USERS.student.email },
    });

    opened[0]!.handler({
      razorpay_order_id: 'order_Abc123',
      razorpay_payment_id: 'pay_Xyz789',
      razorpay_signature: 'ab'.repeat(32),
    });
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith(ORDER_API.capture))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith(ORDER_API.capture))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      orderId: ORDER_ID,
      paymentId: 'order_Abc123',
      payerId: 'pay_Xyz789',
      signature: 'ab'.repeat(32),
    });
    expect(await screen.findByText(PAYMENT_MSG.paymentSuccessful)).toBeInTheDocument();
  });

  it('closing Checkout cancels the order through the return page', async () => {
    const fetchMock = stubFetch(USERS.lead, {
      [`GET ${stepPath}`]: () => json(STEP),
      [`POST ${ORDER_API.cancel}`]: () => json({ success: true, message: PAYMENT_MSG.cancelled, courseId: 'c1' }),
    });
    renderApp(`/checkout/razorpay/${ORDER_ID}`);
    await waitFor(() => expect(checkoutScript()).not.toBeNull());
    const opened = loadFakeCheckout();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.modal.ondismiss();
    expect(await screen.findByRole('heading', { name: PAYMENT_MSG.cancelledTitle })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith(ORDER_API.cancel))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith(ORDER_API.cancel))!;
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: ORDER_ID });
    expect(window.sessionStorage.getItem(ORDER_ID_STORAGE_KEY)).toBeNull();
  });

  it('a refused signature shows the server message; a script that fails to load offers Pay now again', async () => {
    stubFetch(USERS.student, {
      [`GET ${stepPath}`]: () => json(STEP),
      [`POST ${ORDER_API.capture}`]: () => apiError(400, RAZORPAY_MSG.signatureInvalid),
    });
    renderApp(`/checkout/razorpay/${ORDER_ID}`);
    await waitFor(() => expect(checkoutScript()).not.toBeNull());
    checkoutScript()!.dispatchEvent(new Event('error'));
    expect(await screen.findByText(RAZORPAY_MSG.scriptFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: RAZORPAY_MSG.pay }));
    await waitFor(() => expect(checkoutScript()).not.toBeNull());
    const opened = loadFakeCheckout();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.handler({ razorpay_order_id: 'order_Abc123', razorpay_payment_id: 'pay_1', razorpay_signature: 'bad' });
    expect(await screen.findByText(RAZORPAY_MSG.signatureInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: PAYMENT_MSG.paymentFailedTitle })).toBeInTheDocument();
  });

  it('another buyer’s or a closed order: the server’s message and Go to My Courses', async () => {
    stubFetch(USERS.student, { [`GET ${stepPath}`]: () => apiError(409, PAYMENT_MSG.orderClosed) });
    renderApp(`/checkout/razorpay/${ORDER_ID}`);
    expect(await screen.findByText(PAYMENT_MSG.orderClosed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_MSG.goToMyCourses })).toHaveAttribute('href', '/student/mycourses');
    expect(checkoutScript()).toBeNull();
  });
});
