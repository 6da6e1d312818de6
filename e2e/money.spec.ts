/**
 * Money journeys (issue 9; spec sections 2 "Earnings", "Withdrawals", "Orders", "Instructors",
 * 5 "Withdrawal amount", 8 "Withdrawals", 9 balance and CSV): a student buys a course, its instructor
 * sees the sale and the balance, asks for a withdrawal (each refusal first), an admin approves it
 * with remarks, and the instructor sees it approved and the balance that is left. Admins filter the
 * orders and download them as CSV, find an instructor and record a payout for one sale (with its
 * reference), then open that order's detail from the orders list.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ORDER_API,
  ADMIN_ORDERS_MSG,
  EARNINGS_MSG,
  INSTRUCTORS_MSG,
  ORDER_DETAIL_MSG,
  ORDER_EVENT_LABELS,
  PAYOUT_MSG,
  WITHDRAWAL_API,
  WITHDRAWAL_MSG,
  formatRupees,
  withdrawalProcessedMessage,
  type AdminOrders,
  type PayoutContext,
} from '../packages/contract/src/index.js';
import {
  BASE_URL,
  expectFieldMessageOnly,
  expectPath,
  expectToast,
  recordRequests,
  signInAsDemo,
} from './support/app.js';
import { apiBuy, figureCard, otherLearner } from './support/checkout.js';
import { apiCreateCourse, apiDeleteCourse, signInRequest, uniqueCourseTitle } from './support/courses.js';
import { apiEarnings, apiWithdrawals } from './support/money.js';

const main = (page: Page) => page.getByRole('main');

test('a sale reaches its instructor, who withdraws part of it once an admin approves', async ({
  page,
  browser,
  playwright,
}) => {
  // Set-up: the demo instructor publishes a course and a fresh student buys it.
  const instructorApi = await playwright.request.newContext({ baseURL: BASE_URL });
  await signInRequest(instructorApi, 'Instructor');
  const course = await apiCreateCourse(instructorApi, { title: uniqueCourseTitle('Money Course'), price: 1234 });
  const { request: buyerApi, learner: buyer } = await otherLearner(playwright, 'Student');
  try {
    await apiBuy(buyerApi, course.id);

    await test.step('the instructor sees the sale and the balance on the earnings page', async () => {
      await signInAsDemo(page, 'Instructor');
      const summary = await apiEarnings(page.request);
      await page.goto('/instructor/earnings');
      await expect(page.getByRole('heading', { level: 1, name: EARNINGS_MSG.earningsDashboard })).toBeVisible();
      await expect(figureCard(page, EARNINGS_MSG.availableBalance)).toContainText(
        formatRupees(summary.balance.availablePaise),
      );
      const sale = main(page).getByRole('row').filter({ hasText: course.title });
      await expect(sale).toContainText(buyer.email);
      // Earnings are the price less GST: the demo seller charges 18 % inside the price (issue 21).
      await expect(sale).toContainText(formatRupees(104_576));
      await page.getByRole('link', { name: EARNINGS_MSG.withdrawFunds }).click();
      await expectPath(page, '/instructor/withdrawals');
    });

    const before = await apiWithdrawals(page.request);
    const available = before.balance.availablePaise;
    // A whole number of rupees nobody else asks for in this run.
    const rupees = 100 + (Date.now() % 89);
    const remarks = `E2E withdrawal ${Date.now().toString(36)}`;
    const posts = recordRequests(page, 'POST', WITHDRAWAL_API.request);
    const amount = page.getByLabel(WITHDRAWAL_MSG.amountLabel);
    const submit = page.getByRole('button', { name: WITHDRAWAL_MSG.submit });

    await test.step('each refusal says why under the amount (not as a toast) and sends nothing', async () => {
      await expect(page.getByText(formatRupees(available)).first()).toBeVisible();
      const form = main(page).locator('form');
      await submit.click();
      await expectFieldMessageOnly(page, form, WITHDRAWAL_MSG.invalidAmount);
      await amount.fill('0');
      await submit.click();
      await expectFieldMessageOnly(page, form, WITHDRAWAL_MSG.invalidAmount);
      await amount.fill(String(Math.floor(available / 100) + 1));
      await submit.click();
      await expectFieldMessageOnly(page, form, WITHDRAWAL_MSG.exceedsBalance);
      expect(posts, 'no request for a refused amount').toHaveLength(0);
    });

    await test.step('a request within the balance is submitted and held back from it', async () => {
      await amount.fill(String(rupees));
      await page.getByLabel(WITHDRAWAL_MSG.remarksOptional).fill(remarks);
      await submit.click();
      await expectToast(page, WITHDRAWAL_MSG.submitted);
      expect(posts).toHaveLength(1);
      const row = main(page).getByRole('row').filter({ hasText: remarks });
      await expect(row).toContainText(formatRupees(rupees * 100));
      await expect(row).toContainText(/pending/i);
      await expect(page.getByText(formatRupees(available - rupees * 100)).first()).toBeVisible();
    });

    await test.step('an admin approves it with remarks; a second decision is refused', async () => {
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      try {
        await signInAsDemo(admin, 'Admin');
        await admin.goto('/Admin/withdrawals?status=pending');
        await expect(admin.getByRole('heading', { level: 1, name: WITHDRAWAL_MSG.title })).toBeVisible();
        await admin
          .getByRole('button', { name: `${WITHDRAWAL_MSG.process} ${formatRupees(rupees * 100)} for Ira Instructor` })
          .click();
        const dialog = admin.getByRole('dialog');
        await expect(dialog).toContainText(remarks);
        // The instructor's available balance now (this request already held back from it).
        await expect(dialog.getByText(WITHDRAWAL_MSG.availableBalance).locator('..')).toContainText(
          formatRupees(available - rupees * 100),
        );
        await dialog.getByLabel(WITHDRAWAL_MSG.remarks).fill('Paid by UPI from the journey');
        await dialog.getByRole('button', { name: WITHDRAWAL_MSG.approve }).click();
        await expectToast(admin, withdrawalProcessedMessage('approved'));
        await expect(dialog).toBeHidden();

        // Only pending requests can be processed: the server refuses a second decision.
        const { withdrawals } = await apiWithdrawals(page.request);
        const mine = withdrawals.find((w) => w.remarks === remarks)!;
        const again = await admin.request.put(WITHDRAWAL_API.process.replace(':id', mine.id), {
          data: { status: 'rejected' },
          headers: { Origin: BASE_URL },
        });
        expect(again.status()).toBe(409);
      } finally {
        await adminContext.close();
      }
    });

    await test.step('the instructor sees it approved, with the remarks, and the balance left', async () => {
      await page.reload();
      const row = main(page).getByRole('row').filter({ hasText: remarks });
      await expect(row).toContainText(/approved/i);
      await expect(row).toContainText('Paid by UPI from the journey');
      const after = await apiWithdrawals(page.request);
      expect(after.balance.availablePaise).toBe(available - rupees * 100);
      expect(after.balance.approvedWithdrawalsPaise).toBe(before.balance.approvedWithdrawalsPaise + rupees * 100);
      await expect(page.getByText(formatRupees(after.balance.availablePaise)).first()).toBeVisible();
    });
  } finally {
    await apiDeleteCourse(instructorApi, course.id);
    await instructorApi.dispose();
    await buyerApi.dispose();
  }
});

test('admins filter the orders and download exactly those as CSV', async ({ page }) => {
  await signInAsDemo(page, 'Admin');
  await page.goto('/Admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_ORDERS_MSG.title })).toBeVisible();
  for (const column of ['#', 'Date', 'Status', 'Course Name', 'User Email', 'Amount']) {
    await expect(main(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  await page.getByRole('searchbox', { name: 'Search orders' }).fill('Deep Learning');
  await page.getByLabel('Status', { exact: true }).selectOption('success');
  await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('success');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Deep Learning');

  // The screen shows what the server computes for the same filters.
  const res = await page.request.get(`${ADMIN_ORDER_API.list}?search=Deep%20Learning&status=success`);
  const expected = (await res.json()) as AdminOrders;
  expect(expected.total).toBeGreaterThan(0);
  const rows = main(page).getByRole('row').filter({ hasText: 'Deep Learning in Practice' });
  await expect(rows).toHaveCount(Math.min(expected.total, 20));
  await expect(
    main(page)
      .getByRole('row')
      .filter({ hasText: /failed|pending|cancelled/i }),
  ).toHaveCount(0);
  await expect(figureCard(page, ADMIN_ORDERS_MSG.totalOrders)).toContainText(String(expected.stats.totalOrders));
  await expect(figureCard(page, ADMIN_ORDERS_MSG.totalRevenue)).toContainText(
    formatRupees(expected.stats.totalRevenuePaise),
  );
  await expect(figureCard(page, ADMIN_ORDERS_MSG.successRate)).toContainText('100.0%');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: ADMIN_ORDERS_MSG.downloadCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Date,Status,Course,Email,Amount');
  expect(lines.length - 1).toBe(expected.total);
  for (const line of lines.slice(1)) {
    expect(line).toContain('Deep Learning in Practice');
    expect(line).toContain('success');
  }

  await page.getByRole('searchbox', { name: 'Search orders' }).fill('no order has this text');
  await expect(main(page).getByText(ADMIN_ORDERS_MSG.noOrders)).toBeVisible();
});

test('admins find an instructor, open the sales and record a payout for one of them, once', async ({ page }) => {
  await signInAsDemo(page, 'Admin');
  await page.goto('/Admin/courseProviders');
  await expect(page.getByRole('heading', { level: 1, name: INSTRUCTORS_MSG.title })).toBeVisible();
  await page.getByRole('searchbox').fill('Neha');
  await expect(page.getByRole('link', { name: /View Details/ })).toHaveCount(1);
  await page.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neha Kapoor' })).toBeVisible();
  const detailPath = new URL(page.url()).pathname;

  const payable = page.getByRole('link', { name: new RegExp(INSTRUCTORS_MSG.processPayment) }).first();
  await payable.click();
  await expect(page).toHaveURL(/\/Admin\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: PAYOUT_MSG.title })).toBeVisible();

  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const context = (await (await page.request.get(`/api/admin/pay/${orderId}`)).json()) as PayoutContext;
  const reference = `UPI-E2E-${Date.now()}`;
  await page.getByRole('button', { name: PAYOUT_MSG.confirm }).click();
  await expect(page.getByText(PAYOUT_MSG.referenceRequired)).toBeVisible();
  // The reference is a UPI transaction id: 6-64 letters, digits, - or _.
  await page.getByLabel(PAYOUT_MSG.reference).fill('UTR 12');
  await page.getByRole('button', { name: PAYOUT_MSG.confirm }).click();
  await expect(page.getByText(PAYOUT_MSG.referenceShape)).toBeVisible();
  await page.getByLabel(PAYOUT_MSG.reference).fill(reference);
  await page.getByRole('button', { name: PAYOUT_MSG.confirm }).click();
  const confirm = page.getByRole('alertdialog');
  // The dialog shows the instructor's available balance now and after this payment.
  await expect(confirm).toContainText(`${PAYOUT_MSG.availableBalance}${formatRupees(context.balance.availablePaise)}`);
  await expect(confirm).toContainText(
    `${PAYOUT_MSG.balanceAfter}${formatRupees(context.balance.availablePaise - context.payoutPaise)}`,
  );
  await confirm.getByRole('button', { name: PAYOUT_MSG.confirm }).click();
  await expectToast(page, PAYOUT_MSG.recorded);
  await expect(main(page)).toContainText(reference);
  await expect(main(page)).toContainText('Payout recorded');
  await expect(page.getByLabel(PAYOUT_MSG.reference)).toHaveCount(0);

  // Never twice for the same order.
  const again = await page.request.post(`/api/admin/pay/${orderId}`, {
    data: { reference: 'second' },
    headers: { Origin: BASE_URL },
  });
  expect(again.status()).toBe(409);

  await page.goto(detailPath);
  await expect(main(page).getByText(EARNINGS_MSG.paidOut).first()).toBeVisible();

  await test.step("the order's detail, opened from the orders list, shows the buyer, course, status and the payout's reference", async () => {
    await page.goto(`/Admin/orders?status=success&search=${encodeURIComponent(context.order.userEmail)}`);
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_ORDERS_MSG.title })).toBeVisible();
    await expect(main(page)).toContainText(ADMIN_ORDERS_MSG.datesIn('Asia/Kolkata'));
    const row = main(page).getByRole('row').filter({ hasText: context.order.courseTitle });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `${ORDER_DETAIL_MSG.open}: ${context.order.courseTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: ORDER_DETAIL_MSG.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(context.order.userEmail);
    await expect(dialog).toContainText(context.order.courseTitle);
    await expect(dialog).toContainText(formatRupees(context.order.amountPaise));
    await expect(dialog.getByText('success', { exact: true })).toBeVisible();
    await expect(dialog).toContainText(ORDER_EVENT_LABELS.created);
    await expect(dialog).toContainText(reference);
    await expect(dialog).toContainText(/IST/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
