/**
 * The sandbox provider's checkout page (server-rendered HTML) and its three buttons, posted the
 * way a browser posts a same-origin form; and the sandbox payment's own states behind them.
 */
import { MSG, PAYMENT_MSG, SANDBOX_PAYER_PREFIX, SANDBOX_PAYMENT_PREFIX } from '@cms/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { returnUrls } from '../src/modules/orders/checkout/service.js';
import { withParams } from '../src/modules/orders/sandbox/service.js';
import { escapeHtml } from '../src/payments/sandbox-page.js';
import { appDrivers } from './helpers/app.js';
import { BUYING_CAST, buyNow, capture, publishedCourse } from './helpers/orders.js';
import { orderRecord, sandboxPayment } from './helpers/order-records.js';
import { pressSandboxButton, returnOf, sandboxPath } from './helpers/sandbox-checkout.js';
import { expectErrorShape } from './helpers/users.js';
import { suiteWithUsers } from './helpers/suite.js';

describe('escapeHtml', () => {
  it('escapes the five HTML metacharacters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('return addresses', () => {
  it("are the area's payment-return page on the public origin; cancel adds cancelled=1", () => {
    expect(returnUrls('https://cms.example.edu', 'Student')).toEqual({
      returnUrl: 'https://cms.example.edu/student/payment-return',
      cancelUrl: 'https://cms.example.edu/student/payment-return?cancelled=1',
    });
    expect(returnUrls('http://localhost:5173', 'Lead').returnUrl).toBe('http://localhost:5173/lead/payment-return');
  });

  it('take the payment parameters after any they already have', () => {
    const { returnUrl, cancelUrl } = returnUrls('https://cms.example.edu', 'Lead');
    expect(withParams(returnUrl, { paymentId: 'SBX-1', PayerID: 'SBXPAYER2' })).toBe(
      'https://cms.example.edu/lead/payment-return?paymentId=SBX-1&PayerID=SBXPAYER2',
    );
    expect(withParams(cancelUrl, { paymentId: 'SBX-1&x=<y>' })).toBe(
      'https://cms.example.edu/lead/payment-return?cancelled=1&paymentId=SBX-1%26x%3D%3Cy%3E',
    );
  });
});

describe.each(appDrivers)('the sandbox checkout (%s)', (driver) => {
  const t = suiteWithUsers(driver, BUYING_CAST);
  let courseId: string;

  beforeAll(async () => {
    courseId = await publishedCourse(t.instructor, 1299, 'Design <Systems> & "Tokens"');
  });

  let order: Awaited<ReturnType<typeof buyNow>>;
  beforeEach(async () => {
    order = await buyNow(t.student, courseId); // each test starts with a fresh open payment
  });

  it('shows the course, the amount and the buyer, with Approve, Cancel and Decline; no scripts', async () => {
    const res = await t.student.client.get(order.approvalUrl, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = res.text;
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<title>Sandbox checkout[^<]*<\/title>/);
    expect(html).toContain('<h1>Sandbox checkout</h1>');
    expect(html).toContain(PAYMENT_MSG.sandboxNote);
    expect(html).toContain('Design &lt;Systems&gt; &amp; &quot;Tokens&quot;');
    expect(html).not.toContain('<Systems>');
    expect(html).toContain('₹1,299.00');
    expect(html).toContain('Sana Student');
    expect(html).toContain(t.student.creds.email);
    expect(html).toContain(order.paymentId);
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).not.toMatch(/<script/i);
    for (const [action, label] of [
      ['approve', 'Approve'],
      ['cancel', 'Cancel'],
      ['decline', 'Decline (test a refused card)'],
    ] as const) {
      expect(html).toContain(`<form method="post" action="${sandboxPath(order.paymentId, action)}">`);
      expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${label.replace(/[()]/g, '\\$&')}</button>`));
    }
    // The app's CSP admits the inline style, no inline script, and forms posting to the app.
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/form-action 'self'/);
    const head = await t.student.client.request('HEAD', order.approvalUrl);
    expect(head.status).toBe(200);
  });

  it('is only for the buyer: other buyers get 404, other roles 403, visitors 401', async () => {
    expectErrorShape(await t.other.client.get(order.approvalUrl), 404, 'ORDER_NOT_FOUND');
    expectErrorShape(await t.lead.client.get(order.approvalUrl), 404, 'ORDER_NOT_FOUND');
    expectErrorShape(await t.instructor.client.get(order.approvalUrl), 403, 'FORBIDDEN');
    expectErrorShape(await t.client().get(order.approvalUrl), 401, 'UNAUTHENTICATED');
    expectErrorShape(await t.student.client.get(sandboxPath(`${SANDBOX_PAYMENT_PREFIX}NOPE`)), 404);
    for (const action of ['approve', 'cancel', 'decline'] as const) {
      expectErrorShape(await pressSandboxButton(t.other.client, order.paymentId, action), 404, 'ORDER_NOT_FOUND');
      expectErrorShape(await pressSandboxButton(t.instructor.client, order.paymentId, action), 403, 'FORBIDDEN');
    }
    expect((await sandboxPayment(t, order.paymentId))!.status).toBe('CREATED');
  });

  it('the forms post with the real Origin: the page sets Referrer-Policy same-origin', async () => {
    // Under the app-wide `Referrer-Policy: no-referrer`, Chromium posts a form with `Origin: null`,
    // which the Origin check refuses; the checkout page therefore sets same-origin.
    const page = await t.student.client.get(order.approvalUrl);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.text).toContain('<meta name="referrer" content="same-origin">');
    const withNull = await t.student.client.request('POST', sandboxPath(order.paymentId, 'approve'), {
      body: '',
      origin: 'null',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expectErrorShape(withNull, 403, 'FORBIDDEN');
    // What Chromium sends with same-origin: the page's origin, Sec-Fetch-Site same-origin.
    const res = await pressSandboxButton(t.student.client, order.paymentId, 'approve');
    expect(res.status, res.text).toBe(303);
  });

  it('refuses a form posted from another site', async () => {
    const res = await t.student.client.request('POST', sandboxPath(order.paymentId, 'approve'), {
      body: '',
      origin: 'https://evil.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expectErrorShape(res, 403, 'FORBIDDEN');
    expect(res.body.error.message).toBe(MSG.foreignOrigin);
    const noOrigin = await t.student.client.request('POST', sandboxPath(order.paymentId, 'decline'), {
      body: '',
      origin: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expectErrorShape(noOrigin, 403, 'FORBIDDEN');
    expect((await sandboxPayment(t, order.paymentId))!.status).toBe('CREATED');
  });

  it('Approve: 303 to the return page with paymentId and PayerID; approving again keeps the payer', async () => {
    // A course of its own: paying for it here must not make the shared course owned.
    const bought = await buyNow(t.student, await publishedCourse(t.instructor));
    const back = returnOf(await pressSandboxButton(t.student.client, bought.paymentId, 'approve'));
    expect(`${back.url.origin}${back.path}`).toBe(`${t.url}/student/payment-return`);
    expect(back.paymentId).toBe(bought.paymentId);
    expect(back.payerId).toMatch(new RegExp(`^${SANDBOX_PAYER_PREFIX}[0-9A-F]+$`));
    expect(back.cancelled).toBeNull();
    expect(await sandboxPayment(t, bought.paymentId)).toMatchObject({ status: 'APPROVED', payer_id: back.payerId });
    const again = returnOf(await pressSandboxButton(t.student.client, bought.paymentId, 'approve'));
    expect(again.payerId).toBe(back.payerId);
    expect((await orderRecord(t, bought.orderId)).status).toBe('Pending'); // paid only by the capture

    const paid = await capture(t.student, {
      paymentId: back.paymentId,
      payerId: back.payerId,
      orderId: bought.orderId,
    });
    expect(paid.status, paid.text).toBe(200);
    // Once paid, the page says so, offers no buttons, and the buttons are refused.
    const page = await t.student.client.get(bought.approvalUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('This payment has been completed.');
    expect(page.text).not.toContain('<form');
    expect(page.text).toContain('href="/student/mycourses"');
    for (const action of ['approve', 'cancel', 'decline'] as const) {
      expectErrorShape(await pressSandboxButton(t.student.client, bought.paymentId, action), 409, 'ORDER_CLOSED');
    }
    expect((await sandboxPayment(t, bought.paymentId))!.status).toBe('CAPTURED');
  });

  it('Decline: DECLINED and the same return as Approve; the capture then declines', async () => {
    const back = returnOf(await pressSandboxButton(t.student.client, order.paymentId, 'decline'));
    expect(back.path).toBe('/student/payment-return');
    expect(back.payerId).toMatch(new RegExp(`^${SANDBOX_PAYER_PREFIX}`));
    expect((await sandboxPayment(t, order.paymentId))!.status).toBe('DECLINED');
    expectErrorShape(await pressSandboxButton(t.student.client, order.paymentId, 'approve'), 409, 'ORDER_CLOSED');
    const res = await capture(t.student, { paymentId: back.paymentId, payerId: back.payerId, orderId: order.orderId });
    expectErrorShape(res, 402, 'PAYMENT_DECLINED');
    const page = await t.student.client.get(order.approvalUrl);
    expect(page.text).toContain('This payment was declined.');
  });

  it('Cancel after approving: CANCELLED, the order Cancelled, back with cancelled=1', async () => {
    returnOf(await pressSandboxButton(t.student.client, order.paymentId, 'approve'));
    const back = returnOf(await pressSandboxButton(t.student.client, order.paymentId, 'cancel'));
    expect(back.url.search).toBe(`?cancelled=1&paymentId=${order.paymentId}`);
    expect((await sandboxPayment(t, order.paymentId))!.status).toBe('CANCELLED');
    expect((await orderRecord(t, order.orderId)).status).toBe('Cancelled');
    expectErrorShape(await pressSandboxButton(t.student.client, order.paymentId, 'cancel'), 409, 'ORDER_CLOSED');
  });

  it('a lead returns to the lead pages', async () => {
    const leadOrder = await buyNow(t.lead, courseId);
    const page = await t.lead.client.get(leadOrder.approvalUrl);
    expect(page.text).toContain('Lalit Lead');
    const back = returnOf(await pressSandboxButton(t.lead.client, leadOrder.paymentId, 'cancel'));
    expect(`${back.url.origin}${back.path}`).toBe(`${t.url}/lead/payment-return`);
    expect(back.cancelled).toBe('1');
    const closed = await t.lead.client.get(leadOrder.approvalUrl);
    expect(closed.text).toContain('href="/lead/mycourses"');
  });
});
