/**
 * Issue 21, the commerce journey in the browser: a student buys a course with a coupon and a billing
 * state (GST split shown before paying), pays in the sandbox, downloads the tax invoice from
 * Purchases (its text holds the number, the seller's GSTIN and the tax split), asks for a refund; an
 * admin approves it on Refunds; the student's access is gone, a credit note is listed, and the
 * instructor's balance is lower by the earning.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  CHECKOUT_MSG,
  EARNINGS_API,
  PAYMENT_MSG,
  PURCHASES_PATH,
  REFUND_MSG,
  type SalesPage,
  type Purchases,
} from '../packages/contract/src/index.js';
import { signInAsDemo } from './support/app.js';
import { AREA, checkoutDialog, JOURNEY_BILLING_STATE, signedInLearner } from './support/checkout.js';
import { coursesMadePerTest, uniqueCourseTitle } from './support/courses.js';

const createCourse = coursesMadePerTest();
/** The demo's active coupon: 20 % off every course (apps/server/src/demo/coupons.ts). */
const COUPON = 'WELCOME20';

test('buy with a coupon, download the GST invoice, ask for a refund; an admin approves; access and earning are gone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const course = await createCourse(request, { title: uniqueCourseTitle('Refundable'), price: 1180 });

  await signedInLearner(page, 'Student');
  await page.goto(AREA.Student.course(course.id));
  await page.getByRole('button', { name: PAYMENT_MSG.buyNow, exact: true }).click();
  const { dialog, pay } = checkoutDialog(page);
  await expect(pay).toBeVisible();

  // The coupon: 20 % off ₹1,180 is ₹236, so ₹944 to pay; the GST of the seller's state is CGST + SGST.
  await dialog.getByLabel(CHECKOUT_MSG.couponLabel).fill(COUPON.toLowerCase());
  await dialog.getByRole('button', { name: CHECKOUT_MSG.apply, exact: true }).click();
  await expect(dialog.getByText(COUPON)).toBeVisible();
  await dialog.getByRole('combobox', { name: CHECKOUT_MSG.billingStateLabel }).selectOption(JOURNEY_BILLING_STATE);
  await expect(dialog.getByText(/^CGST \(/)).toBeVisible();
  await expect(pay).toHaveText(CHECKOUT_MSG.pay('₹944.00'));
  await pay.click();

  await page.getByRole('button', { name: PAYMENT_MSG.approve }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA.Student.myCourses}$`));

  // Purchases: paid, with the discount and the tax invoice.
  await page.goto(PURCHASES_PATH.Student);
  const row = page
    .getByRole('row')
    .filter({ hasText: course.title })
    .or(page.getByRole('article').filter({ hasText: course.title }));
  await expect(row.first()).toBeVisible();
  const purchases = (await (await page.request.get('/api/purchases')).json()) as Purchases;
  const bought = purchases.purchases.find((p) => p.course.id === course.id)!;
  expect(bought.discountPaise).toBe(23_600);
  expect(bought.invoice?.kind).toBe('tax_invoice');
  const number = bought.invoice!.number;

  const download = page.waitForEvent('download');
  await row
    .first()
    .getByRole('link', { name: new RegExp(number.replace(/[/]/g, '\\/')) })
    .click();
  const file = await (await download).path();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(file))), {
    mergePages: true,
  });
  expect(text).toContain(number);
  expect(text).toMatch(/GSTIN/);
  expect(text).toMatch(/CGST @ 9 %/);
  expect(text).toMatch(/SGST @ 9 %/);

  // The refund request.
  await row
    .first()
    .getByRole('button', { name: `${REFUND_MSG.requestRefund}: ${course.title}` })
    .click();
  const ask = page.getByRole('dialog', { name: REFUND_MSG.requestRefund });
  await ask.getByLabel(REFUND_MSG.refundReason).fill('The course is not what I expected, sorry.');
  await ask.getByRole('button', { name: REFUND_MSG.submitRequest }).click();
  await expect(row.first().getByText(REFUND_MSG.statusLabels.requested)).toBeVisible();

  // An admin approves it.
  const admin = await browser.newPage();
  await signInAsDemo(admin, 'Admin');
  await admin.goto('/Admin/refunds');
  const request_ = admin
    .getByRole('row')
    .filter({ hasText: course.title })
    .or(admin.getByRole('article').filter({ hasText: course.title }));
  await request_
    .first()
    .getByRole('button', { name: new RegExp(REFUND_MSG.approve) })
    .click();
  await admin
    .getByRole('alertdialog')
    .getByRole('button', { name: new RegExp(REFUND_MSG.approve) })
    .click();
  await expect(request_.first().getByText(REFUND_MSG.statusLabels.refunded)).toBeVisible();
  await admin.close();

  // The student: refunded, a credit note, and no access to the course any more.
  await page.reload();
  await expect(row.first().getByText(REFUND_MSG.statusLabels.refunded).first()).toBeVisible();
  await expect(row.first().getByRole('link', { name: new RegExp(REFUND_MSG.creditNote) })).toBeVisible();
  const after = (await (await page.request.get('/api/purchases')).json()) as Purchases;
  expect(after.purchases.find((p) => p.course.id === course.id)!.status).toBe('Refunded');
  await page.goto(AREA.Student.myCourses);
  await expect(page.getByText(course.title)).toHaveCount(0);

  // The instructor's sale is refunded: its earning (the price less GST) left the balance (the sums
  // count paid orders only; apps/server/test/refunds.test.ts proves the figures, here other journeys
  // buy the same instructor's courses at the same time).
  const sales = await request.get(EARNINGS_API.sales, { params: { search: course.title } });
  expect(sales.status(), await sales.text()).toBe(200);
  const sale = ((await sales.json()) as SalesPage).sales.find((o) => o.courseTitle === course.title);
  expect(sale?.status).toBe('Refunded');
});
