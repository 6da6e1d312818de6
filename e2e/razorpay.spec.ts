/**
 * Buying with Razorpay (issue 21 item 1) against the Razorpay stand-in that e2e/start-server.mjs
 * starts beside each server (PAYMENT_PROVIDER=sandbox,razorpay: the sandbox stays Buy Now's default
 * for the other journeys). A fresh student picks "UPI, cards, netbanking" at Buy Now, lands on the
 * app's Razorpay step, which loads the Checkout script there only; the stand-in's Checkout pays by
 * UPI and hands the page a signed payment, which the server verifies and captures: My courses holds
 * the course. Closing Checkout instead cancels the order.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  PAYMENT_CHOICE_LABELS,
  PAYMENT_MSG,
  RAZORPAY_CHECKOUT_PATH,
  type Order,
} from '../packages/contract/src/index.js';
import { expectPath, expectToast } from './support/app.js';
import { AREA, apiMyOrders, checkoutDialog, fillCheckout, signedInLearner } from './support/checkout.js';
import { DEMO_COURSE, demoCourseCard } from './support/courses.js';

const checkoutScripts = (page: Page) => page.locator('script[data-razorpay-checkout]');
const standInCheckout = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout (stand-in)' });

/** Buy Now on the course page, Razorpay chosen, Pay: the browser lands on the Razorpay step with Checkout open. */
async function payWithRazorpay(page: Page, title: string): Promise<Order> {
  const card = await demoCourseCard(page.request, title);
  await page.goto(AREA.Student.course(card.id));
  await expect(checkoutScripts(page), 'no Checkout script outside the step').toHaveCount(0);
  await page.getByRole('button', { name: PAYMENT_MSG.buyNow, exact: true }).click();
  const { dialog } = checkoutDialog(page);
  await dialog.getByRole('radio', { name: PAYMENT_CHOICE_LABELS.razorpay }).check();
  await (await fillCheckout(page)).click();
  await expect(page).toHaveURL(new RegExp(`${RAZORPAY_CHECKOUT_PATH}[0-9a-f-]{36}$`));
  await expect(standInCheckout(page)).toBeVisible();
  await expect(checkoutScripts(page)).toHaveCount(1);
  await expect(standInCheckout(page)).toContainText(title);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const order = (await apiMyOrders(page.request)).find((o) => o.id === orderId);
  expect(order, 'the Razorpay order').toMatchObject({ provider: 'razorpay', orderStatus: 'Pending' });
  return order!;
}

test('a student buys a course by UPI through Razorpay Checkout and finds it in My courses', async ({ page }) => {
  await signedInLearner(page, 'Student');
  const order = await payWithRazorpay(page, DEMO_COURSE.ml);
  await standInCheckout(page).getByRole('button', { name: 'Pay by UPI' }).click();
  await expectToast(page, PAYMENT_MSG.paymentSuccessful);
  await expectPath(page, AREA.Student.myCourses);
  await expect(page.getByText(DEMO_COURSE.ml).first()).toBeVisible();
  const paid = (await apiMyOrders(page.request)).find((o) => o.id === order.id);
  expect(paid).toMatchObject({ orderStatus: 'Approval', provider: 'razorpay' });
  expect(paid!.payerId, 'the UPI address Razorpay reports').toBe('buyer@okicici');
});

test('closing Razorpay Checkout cancels the order, and its step then says it can no longer be paid', async ({
  page,
}) => {
  await signedInLearner(page, 'Student');
  const order = await payWithRazorpay(page, DEMO_COURSE.pythonData);
  await standInCheckout(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: PAYMENT_MSG.cancelledTitle })).toBeVisible();
  await expectPath(page, AREA.Student.paymentReturn);
  await expect
    .poll(async () => (await apiMyOrders(page.request)).find((o) => o.id === order.id)?.orderStatus)
    .toBe('Cancelled');
  // The step of a cancelled order says so instead of opening Checkout.
  await page.goto(`${RAZORPAY_CHECKOUT_PATH}${order.id}`);
  await expect(page.getByText(PAYMENT_MSG.orderClosed)).toBeVisible();
  await expect(standInCheckout(page)).toHaveCount(0);
});
