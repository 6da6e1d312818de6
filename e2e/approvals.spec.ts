/**
 * Issue 19 item 1 in the browser: roles an admin grants (ROLE_APPROVAL) and accounts an admin
 * disables. These journeys run on a second app process with ROLE_APPROVAL=both
 * (support/approval-server.ts): the run's main server keeps it off, as the spec has it.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNT_MSG,
  ADMIN_APPROVALS_PATH,
  PEOPLE_MSG,
  ROLE_REQUEST_MSG,
  TEAMS,
} from '../packages/contract/src/index.js';
import {
  API,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  ROLE_HOME,
  TINY_PNG,
  expectPath,
  expectToast,
  newUser,
  signInThroughUi,
  tempFile,
  uniqueRollNumber,
  type RealRole,
} from './support/app.js';
import { signInAsDemoOn, signUpAndIn, startApprovalServer, type ApprovalServer } from './support/approval-server.js';

test.describe.configure({ mode: 'serial' });

let server: ApprovalServer;
test.beforeAll(async () => {
  server = await startApprovalServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** Fills the verification form of `role` (image included) and sends it. */
async function applyAs(page: Page, role: 'Lead' | 'Instructor') {
  await page.goto('/check/verify');
  await page.getByRole('tab', { name: role }).click();
  await page.getByLabel('Roll Number').fill(uniqueRollNumber());
  await page.getByLabel('Branch', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Gender', { exact: true }).selectOption({ index: 1 });
  if (role === 'Lead') {
    await page.getByLabel('Team', { exact: true }).selectOption(TEAMS[2]!);
  } else {
    await page.getByLabel('College', { exact: true }).fill('CMS College of Engineering');
    await page.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/in/someone');
    await page.getByLabel('GitHub', { exact: true }).fill('https://github.com/someone');
    await page.getByLabel('UPI ID', { exact: true }).fill('someone@okbank');
  }
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === API.uploadProfileImage);
  await page.getByLabel('Profile Image').setInputFiles(tempFile('avatar.png', TINY_PNG));
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByAltText('Profile image preview')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** A page in a context of its own on the approval server, signed in as the demo user of `role`. */
async function demoPage(browser: Browser, role: RealRole) {
  const context = await server.newContext(browser);
  const page = await context.newPage();
  await signInAsDemoOn(page, server, role);
  return { context, page };
}

/** A fresh user (e-mail from `prefix`), in a context of its own, who applies for `role` and sees the waiting home. */
async function waitingApplicant(browser: Browser, prefix: string, role: 'Lead' | 'Instructor') {
  const context = await server.newContext(browser);
  const page = await context.newPage();
  const user = newUser(prefix);
  await signUpAndIn(page, server, user);
  await applyAs(page, role);
  await expect(page.getByRole('heading', { level: 1, name: ROLE_REQUEST_MSG.waitingTitle })).toBeVisible();
  return { context, page, user };
}

/** The window gets the focus back (the user returns to the tab): focused queries are asked again. */
const returnToTab = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

/** The number on the Approvals nav link's badge (0 when there is none). */
async function badgeCount(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: /^Approvals/ });
  await expect(link).toBeVisible();
  const badge = link.getByTestId('approvals-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden="true"]').innerText()).trim());
}

const requestCard = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Role requests' }).getByRole('article', { name });

test('a Lead applicant waits for approval; an admin approves; the applicant reaches the lead home without a new sign-in', async ({
  browser,
}) => {
  const { context: applicantContext, page: applicant, user } = await waitingApplicant(browser, 'lead', 'Lead');
  await expect(applicant.getByText(ROLE_REQUEST_MSG.waitingBody('Lead'))).toBeVisible();
  await expect(applicant.getByText(ROLE_REQUEST_MSG.sentOn)).toBeVisible();
  await expect(applicant.getByRole('button', { name: ROLE_REQUEST_MSG.signOut })).toBeVisible();
  await expectPath(applicant, '/check/verify');
  // A reload keeps the waiting home (the request is the server's).
  await applicant.reload();
  await expect(applicant.getByRole('heading', { level: 1, name: ROLE_REQUEST_MSG.waitingTitle })).toBeVisible();
  // Until approved, nothing of the role is reachable.
  await applicant.goto(ROLE_HOME.Lead);
  await expectPath(applicant, '/check/verify');

  const { context: adminContext, page: admin } = await demoPage(browser, 'Admin');
  await admin.goto(ADMIN_APPROVALS_PATH);
  await expect(admin.getByRole('heading', { level: 1, name: ROLE_REQUEST_MSG.title })).toBeVisible();
  const card = requestCard(admin, user.name);
  await expect(card).toContainText(user.email);
  await expect(card).toContainText('Lead');
  await expect(card).toContainText(TEAMS[2]!);
  const before = await badgeCount(admin);
  expect(before).toBeGreaterThanOrEqual(1);
  await card.getByRole('button', { name: `Approve ${user.name}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: ROLE_REQUEST_MSG.approveTitle });
  await expect(dialog).toContainText(ROLE_REQUEST_MSG.approveBody(user.name, 'Lead'));
  await dialog.getByRole('button', { name: ROLE_REQUEST_MSG.approve }).click();
  await expectToast(admin, ROLE_REQUEST_MSG.approved);
  await expect(card).toHaveCount(0);
  await expect.poll(() => badgeCount(admin)).toBe(before - 1);

  // Same browser context, no new sign-in: back on the tab, the page learns the decision.
  await returnToTab(applicant);
  await expectPath(applicant, ROLE_HOME.Lead);
  await expect(applicant.getByRole('heading', { level: 1 })).toBeVisible();
  await adminContext.close();
  await applicantContext.close();
});

test("a rejection's reason shows above the applicant's form, who may send it again", async ({ browser }) => {
  const { context: applicantContext, page: applicant, user } = await waitingApplicant(browser, 'rej', 'Instructor');

  const { context: adminContext, page: admin } = await demoPage(browser, 'Admin');
  await admin.goto(ADMIN_APPROVALS_PATH);
  const card = requestCard(admin, user.name);
  await expect(card).toContainText('CMS College of Engineering');
  await card.getByRole('button', { name: `Reject ${user.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: ROLE_REQUEST_MSG.rejectTitle });
  await dialog.getByRole('button', { name: ROLE_REQUEST_MSG.reject }).click();
  await expect(dialog.getByText(ROLE_REQUEST_MSG.reasonRequired)).toBeVisible();
  const reason = 'Please use your college e-mail address';
  await dialog.getByRole('textbox', { name: ROLE_REQUEST_MSG.reasonLabel }).fill(reason);
  await dialog.getByRole('button', { name: ROLE_REQUEST_MSG.reject }).click();
  await expectToast(admin, ROLE_REQUEST_MSG.rejected);
  await expect(card).toHaveCount(0);
  await admin.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  await expect(requestCard(admin, user.name)).toContainText(reason);

  await returnToTab(applicant);
  const notice = applicant.getByRole('alert').filter({ hasText: ROLE_REQUEST_MSG.rejectedTitle });
  await expect(notice).toContainText(reason);
  await expect(notice).toContainText(ROLE_REQUEST_MSG.rejectedAgain);
  await expect(applicant.getByRole('tab', { name: 'Instructor' })).toHaveAttribute('aria-selected', 'true');
  await expect(applicant.getByRole('button', { name: 'Submit' })).toBeVisible();
  // Sent again: waiting once more.
  await applyAs(applicant, 'Instructor');
  await expect(applicant.getByRole('heading', { level: 1, name: ROLE_REQUEST_MSG.waitingTitle })).toBeVisible();
  await adminContext.close();
  await applicantContext.close();
});

test("an admin disables a student: the student's open page is signed out, sign-in says why; enabled, they sign in again", async ({
  browser,
}) => {
  const { context: studentContext, page: student } = await demoPage(browser, 'Student');
  await student.goto(ROLE_HOME.Student);
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();

  const { context: adminContext, page: admin } = await demoPage(browser, 'Admin');
  await admin.goto(`/Admin/users?search=${encodeURIComponent(DEMO_EMAIL.Student)}`);
  const row = admin.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: DEMO_EMAIL.Student });
  await expect(row).toContainText(PEOPLE_MSG.active);
  await row.getByRole('button', { name: /^Disable / }).click();
  const dialog = admin.getByRole('alertdialog', { name: PEOPLE_MSG.disableTitle });
  await dialog.getByRole('button', { name: PEOPLE_MSG.disable }).click();
  await expectToast(admin, PEOPLE_MSG.disabledDone);
  await expect(row).toContainText(PEOPLE_MSG.disabled);
  await expect(row.getByRole('button', { name: /^Enable / })).toBeVisible();

  // The student's next request: signed out, back on sign-in.
  await student
    .getByRole('navigation', { name: 'Student navigation' })
    .getByRole('link', { name: 'My Courses' })
    .click();
  await expectPath(student, '/auth/signin');
  await signInThroughUi(student, DEMO_EMAIL.Student, DEMO_PASSWORD);
  await expectToast(student, ACCOUNT_MSG.accountDisabled);
  await expectPath(student, '/auth/signin');

  await row.getByRole('button', { name: /^Enable / }).click();
  await admin
    .getByRole('alertdialog', { name: PEOPLE_MSG.enableTitle })
    .getByRole('button', { name: PEOPLE_MSG.enable })
    .click();
  await expectToast(admin, PEOPLE_MSG.enabledDone);
  await expect(row).toContainText(PEOPLE_MSG.active);

  await signInThroughUi(student, DEMO_EMAIL.Student, DEMO_PASSWORD);
  await expectPath(student, ROLE_HOME.Student);
  await adminContext.close();
  await studentContext.close();
});
