/** Issue 9: no serious or critical accessibility violations on the money and oversight screens, light and dark. */
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ORDERS_MSG,
  AUDIT_MSG,
  EARNINGS_MSG,
  INSTRUCTORS_MSG,
  INSTRUCTOR_DASHBOARD_MSG,
  PAYOUT_MSG,
  PEOPLE_MSG,
  WITHDRAWAL_MSG,
} from '../packages/contract/src/index.js';
import { expectNoSeriousViolationsInBothThemes, followSystemTheme } from './support/a11y.js';
import { signInAsDemo, type RealRole } from './support/app.js';
import { demoPaidOrderId, demoInstructorId } from './support/money.js';

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
