/**
 * Issue 9: no serious or critical accessibility violations on the money and oversight screens, light
 * and dark; issue 19: the order detail and pay confirmation dialogs too, at 1280 and 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ORDERS_MSG,
  AUDIT_MSG,
  EARNINGS_MSG,
  INSTRUCTORS_MSG,
  INSTRUCTOR_DASHBOARD_MSG,
  ORDER_DETAIL_MSG,
  PAYOUT_MSG,
  PEOPLE_MSG,
  WITHDRAWAL_MSG,
} from '../packages/contract/src/index.js';
import { expectNoSeriousViolationsInBothThemes, followSystemTheme } from './support/a11y.js';
import { signInAsDemo, type RealRole } from './support/app.js';
import { demoPaidOrderId, demoInstructorId, instructorSales } from './support/money.js';

interface Screen {
  name: string;
  role: RealRole;
  path: (page: Page) => Promise<string>;
  heading: string;
  /** Something that only shows once the data arrived. */
  ready?: (page: Page) => Promise<void>;
}

const fixed = (p: string) => async () => p;
const firstRow = (page: Page) => expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();

const SCREENS: Screen[] = [
  {
    name: 'instructor dashboard',
    role: 'Instructor',
    path: fixed('/instructor/dashboard'),
    heading: INSTRUCTOR_DASHBOARD_MSG.instructorPortal,
    ready: (page) => expect(page.getByText(INSTRUCTOR_DASHBOARD_MSG.activeCourses, { exact: true })).toBeVisible(),
  },
  {
    name: 'earnings',
    role: 'Instructor',
    path: fixed('/instructor/earnings'),
    heading: EARNINGS_MSG.earningsDashboard,
    ready: firstRow,
  },
  {
    name: 'withdrawals',
    role: 'Instructor',
    path: fixed('/instructor/withdrawals'),
    heading: WITHDRAWAL_MSG.title,
    ready: firstRow,
  },
  {
    name: 'admin orders',
    role: 'Admin',
    path: fixed('/Admin/orders'),
    heading: ADMIN_ORDERS_MSG.title,
    ready: firstRow,
  },
  {
    name: 'admin withdrawals',
    role: 'Admin',
    path: fixed('/Admin/withdrawals'),
    heading: WITHDRAWAL_MSG.title,
    ready: firstRow,
  },
  {
    name: 'instructors',
    role: 'Admin',
    path: fixed('/Admin/courseProviders'),
    heading: INSTRUCTORS_MSG.title,
    ready: (page) => expect(page.getByRole('link', { name: /View Details/ }).first()).toBeVisible(),
  },
  {
    name: 'instructor detail',
    role: 'Admin',
    path: async (page) => `/Admin/courseProviders/${await demoInstructorId(page.request)}`,
    heading: 'Ira Instructor',
    ready: firstRow,
  },
  {
    name: 'process payment',
    role: 'Admin',
    path: async (page) => `/Admin/pay/${await demoPaidOrderId(page.request)}`,
    heading: PAYOUT_MSG.title,
  },
  { name: 'leads', role: 'Admin', path: fixed('/Admin/leads'), heading: PEOPLE_MSG.leadsTitle, ready: firstRow },
  { name: 'users', role: 'Admin', path: fixed('/Admin/users'), heading: PEOPLE_MSG.usersTitle, ready: firstRow },
  { name: 'audit log', role: 'Admin', path: fixed('/Admin/audit'), heading: AUDIT_MSG.title },
];

for (const s of SCREENS) {
  test(`${s.name} has no serious or critical violations, light and dark`, async ({ page }) => {
    await followSystemTheme(page);
    await signInAsDemo(page, s.role);
    const path = await s.path(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
    await s.ready?.(page);
    await expectNoSeriousViolationsInBothThemes(page, path);
  });
}

/** As an admin: a paid sale of the demo instructor not paid out yet (the pay form shows). */
async function payableOrderId(page: Page): Promise<string> {
  const sales = await instructorSales(page.request, await demoInstructorId(page.request));
  const sale = sales.sales.find((s) => s.status === 'Approval' && !s.paidOut);
  expect(sale, 'a paid sale of the demo instructor not paid out yet').toBeTruthy();
  return sale!.orderId;
}

/** An admin signed in on a `width`-pixel screen, following the system theme (light first). */
async function adminAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await followSystemTheme(page);
  await signInAsDemo(page, 'Admin');
}

// Issue 19: the order detail and the pay confirmation, dialogs over their screens, on desktops and phones.
for (const width of [1280, 375]) {
  test(`the order detail dialog has no serious or critical violations at ${width} px, light and dark`, async ({
    page,
  }) => {
    await adminAt(page, width);
    await page.goto('/Admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_ORDERS_MSG.title })).toBeVisible();
    await page
      .getByRole('button', { name: new RegExp(`^${ORDER_DETAIL_MSG.open}: `) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: ORDER_DETAIL_MSG.title });
    await expect(dialog.getByRole('heading', { name: ORDER_DETAIL_MSG.history })).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, `order detail at ${width} px`);
  });

  test(`the pay confirmation dialog has no serious or critical violations at ${width} px, light and dark`, async ({
    page,
  }) => {
    await adminAt(page, width);
    await page.goto(`/Admin/pay/${await payableOrderId(page)}`);
    await expect(page.getByRole('heading', { level: 1, name: PAYOUT_MSG.title })).toBeVisible();
    await page.getByLabel(PAYOUT_MSG.reference).fill('UPI-A11Y-000001');
    await page.getByRole('button', { name: PAYOUT_MSG.confirm }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(PAYOUT_MSG.balanceAfter);
    await expectNoSeriousViolationsInBothThemes(page, `pay confirmation at ${width} px`);
  });
}
