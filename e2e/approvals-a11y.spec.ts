/**
 * Issue 19 item 1: no serious or critical accessibility violations, light and dark, at 1280 and
 * 375 px, on the applicant's waiting home, the admins' Approvals screen and its two dialogs, and the
 * users list with a disabled account. On a second app process with ROLE_APPROVAL=both
 * (support/approval-server.ts); the requests and the disabled account are made through the API first.
 */
import { expect, request as requests, test, type Page } from '@playwright/test';
import {
  ADMIN_APPROVALS_PATH,
  PEOPLE_API,
  PEOPLE_MSG,
  ROLE_REQUEST_MSG,
  type UserList,
} from '../packages/contract/src/index.js';
import { expectNoSeriousViolationsInBothThemes, followSystemTheme } from './support/a11y.js';
import { DEMO_EMAIL, type NewUser } from './support/app.js';
import {
  apiApply,
  signIn,
  signInAsDemoOn,
  startApprovalServer,
  type ApprovalServer,
} from './support/approval-server.js';

test.describe.configure({ mode: 'serial' });

let server: ApprovalServer;
let applicant: NewUser;

test.beforeAll(async () => {
  server = await startApprovalServer();
  const lead = await requests.newContext({ baseURL: server.url });
  const instructor = await requests.newContext({ baseURL: server.url });
  const admin = await requests.newContext({ baseURL: server.url });
  try {
    applicant = await apiApply(server, lead, 'Lead');
    await apiApply(server, instructor, 'Instructor');
    // The demo student, disabled (this server's own database).
    const headers = { Origin: server.url };
    await admin.post('/api/auth/signin', { headers, data: { email: DEMO_EMAIL.Admin, password: 'demo1234' } });
    const found = (await (
      await admin.get(`${PEOPLE_API.users}?search=${encodeURIComponent(DEMO_EMAIL.Student)}`)
    ).json()) as UserList;
    const student = found.users[0]!;
    const res = await admin.post(PEOPLE_API.disable.replace(':id', student.id), { headers });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await Promise.all([lead.dispose(), instructor.dispose(), admin.dispose()]);
  }
});
test.afterAll(async () => {
  await server?.stop();
});

const h1 = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const firstCard = (page: Page) => page.getByRole('list', { name: 'Role requests' }).getByRole('article').first();
const pressOnFirstCard = (page: Page, name: RegExp) => firstCard(page).getByRole('button', { name }).click();

interface Screen {
  name: string;
  path: string;
  signIn: (page: Page) => Promise<void>;
  ready: (page: Page) => Promise<void>;
}

const asAdmin = (page: Page) => signInAsDemoOn(page, server, 'Admin');

const SCREENS: Screen[] = [
  {
    name: 'waiting for approval home',
    path: '/check/verify',
    signIn: (page) => signIn(page, server, applicant.email, applicant.password),
    ready: (page) => h1(page, ROLE_REQUEST_MSG.waitingTitle),
  },
  {
    name: 'approvals',
    path: ADMIN_APPROVALS_PATH,
    signIn: asAdmin,
    ready: async (page) => {
      await h1(page, ROLE_REQUEST_MSG.title);
      await expect(firstCard(page)).toBeVisible();
      await expect(page.getByTestId('approvals-badge').first()).toBeAttached();
    },
  },
  {
    name: 'approve dialog',
    path: ADMIN_APPROVALS_PATH,
    signIn: asAdmin,
    ready: async (page) => {
      await pressOnFirstCard(page, /^Approve /);
      await expect(page.getByRole('alertdialog', { name: ROLE_REQUEST_MSG.approveTitle })).toBeVisible();
    },
  },
  {
    name: 'reject dialog (with the required-reason message)',
    path: ADMIN_APPROVALS_PATH,
    signIn: asAdmin,
    ready: async (page) => {
      await pressOnFirstCard(page, /^Reject /);
      const dialog = page.getByRole('dialog', { name: ROLE_REQUEST_MSG.rejectTitle });
      await dialog.getByRole('button', { name: ROLE_REQUEST_MSG.reject }).click();
      await expect(dialog.getByText(ROLE_REQUEST_MSG.reasonRequired)).toBeVisible();
      // The pointer stays on Reject: its hover look is checked too (darker, not lighter, than at rest).
    },
  },
  {
    name: 'users with a disabled account',
    path: '/Admin/users?search=cms.local',
    signIn: asAdmin,
    ready: async (page) => {
      await h1(page, PEOPLE_MSG.usersTitle);
      await expect(page.getByRole('main').getByText(PEOPLE_MSG.disabled, { exact: true }).first()).toBeAttached();
    },
  },
];

for (const width of [1280, 375]) {
  for (const s of SCREENS) {
    test(`${s.name} at ${width} px has no serious or critical violations, light and dark`, async ({ browser }) => {
      const context = await server.newContext(browser, width);
      const page = await context.newPage();
      await followSystemTheme(page);
      await s.signIn(page);
      await page.goto(s.path);
      await s.ready(page);
      await expectNoSeriousViolationsInBothThemes(page, `${s.name} (${s.path}, ${width} px)`);
      await context.close();
    });
  }
}
