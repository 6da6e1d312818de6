/**
 * Account journeys (issue 10, items 2 and 6): "Forgot password?" through the mail the learner gets (the same
 * answer for an unknown address, a single-use link, every session ended), Change Password from a
 * profile (the other devices are signed out), and /auth/home, the landing page for visitors.
 */
import { expect, test, type Response } from '@playwright/test';
import {
  ACCOUNT_API,
  ACCOUNT_MAIL,
  ACCOUNT_MSG,
  FORGOT_PASSWORD_PATH,
  MSG,
  OUTBOX_MSG,
  PROFILE_API,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_PARAM,
  ROLE_HOME,
  SIGN_IN_PATH,
} from '../packages/contract/src/index.js';
import {
  API,
  BASE_URL,
  ORIGIN_HEADERS,
  apiSignIn,
  expectPath,
  expectToast,
  pathOf,
  signInAsDemo,
  signInThroughUi,
  uniqueEmail,
} from './support/app.js';
import { otherLearner, signedInLearner } from './support/checkout.js';
import { awaitDelivered, deliveredTo } from './support/mail.js';
import { PEOPLE_PATH, apiOutboxMails } from './support/people.js';

const NEW_PASSWORD = 'fresh-pass9';

test('forgot password: the same answer for any address; the link from the mail works once, the outbox shows none', async ({
  page,
  browser,
  playwright,
}) => {
  const { request: learnerApi, learner } = await otherLearner(playwright, 'Student');
  const adminContext = await browser.newContext();
  try {
    const answers: { status: number; body: unknown }[] = [];
    const ask = async (email: string) => {
      await page.getByLabel('Mail ID').fill(email);
      const answered = page.waitForResponse((r: Response) => new URL(r.url()).pathname === ACCOUNT_API.forgotPassword);
      await page.getByRole('button', { name: ACCOUNT_MSG.sendResetLink }).click();
      const res = await answered;
      answers.push({ status: res.status(), body: await res.json() });
      await expect(page.getByRole('heading', { name: ACCOUNT_MSG.resetLinkSentTitle })).toBeVisible();
      await expect(page.getByText(ACCOUNT_MSG.resetLinkSent)).toBeVisible();
    };

    const unknown = uniqueEmail('nobody');
    await test.step('the sign-in page leads to Forgot password; any address gets the same confirmation', async () => {
      await page.goto(SIGN_IN_PATH);
      await page.getByRole('link', { name: ACCOUNT_MSG.forgotPasswordLink }).click();
      await expectPath(page, FORGOT_PASSWORD_PATH);
      await expect(page.getByRole('heading', { name: ACCOUNT_MSG.forgotTitle })).toBeVisible();
      await ask(learner.email);
      await page.getByRole('button', { name: ACCOUNT_MSG.useAnotherAddress }).click();
      await ask(unknown);
      expect(answers[1], 'no account enumeration: the answers are identical').toEqual(answers[0]);
    });

    let link = '';
    await test.step('the learner gets the link by mail; the admin finds the mail in the outbox, never a usable link', async () => {
      const delivered = await awaitDelivered(learner.email, ACCOUNT_MAIL.resetSubject);
      link = new RegExp(`https?://\\S+${RESET_PASSWORD_PATH}\\?${RESET_TOKEN_PARAM}=[A-Za-z0-9_-]+`).exec(
        delivered.text ?? '',
      )![0];
      const url = new URL(link);
      expect(url.origin).toBe(BASE_URL);
      expect(url.pathname).toBe(RESET_PASSWORD_PATH);
      const token = url.searchParams.get(RESET_TOKEN_PARAM)!;
      expect(token).toBeTruthy();
      expect(await deliveredTo(unknown, ACCOUNT_MAIL.resetSubject), 'no mail to an unknown address').toHaveLength(0);

      const admin = await adminContext.newPage();
      await signInAsDemo(admin, 'Admin');
      expect(await apiOutboxMails(admin.request, unknown), 'no mail to an unknown address').toHaveLength(0);
      expect(await apiOutboxMails(admin.request, learner.email, 'password-reset')).toHaveLength(1);

      await admin.goto(PEOPLE_PATH.outbox);
      await expect(admin.getByRole('heading', { level: 1, name: OUTBOX_MSG.title })).toBeVisible();
      await admin.getByRole('searchbox', { name: OUTBOX_MSG.searchLabel }).fill(learner.email);
      const row = admin.getByRole('row').filter({ hasText: learner.email });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: ACCOUNT_MAIL.resetSubject }).click();
      const dialog = admin.getByRole('dialog', { name: ACCOUNT_MAIL.resetSubject });
      await expect(dialog).toContainText(learner.email);
      // Delivered by SMTP, the bodies were replaced by a note; before, the token read 'hidden'.
      await expect(dialog.getByText(OUTBOX_MSG.redacted).or(dialog.getByText(OUTBOX_MSG.secretHidden))).toBeVisible();
      await expect(dialog).not.toContainText(token);
    });

    const resetWith = async (password: string) => {
      await page.goto(link);
      await page.getByLabel(ACCOUNT_MSG.newPassword, { exact: true }).fill(password);
      await page.getByLabel(ACCOUNT_MSG.confirmNewPassword, { exact: true }).fill(password);
      await page.getByRole('button', { name: ACCOUNT_MSG.resetPassword }).click();
    };

    await test.step('the visitor sets a new password with the link and is sent to sign in', async () => {
      await resetWith(NEW_PASSWORD);
      await expectPath(page, SIGN_IN_PATH);
      await expectToast(page, ACCOUNT_MSG.resetDone);
      // Every session of the account ended.
      expect((await learnerApi.get(PROFILE_API.studentInfo)).status()).toBe(401);
    });

    await test.step('the same link a second time is invalid', async () => {
      await resetWith('another-pass1');
      await expect(page.getByRole('heading', { name: ACCOUNT_MSG.resetInvalidTitle })).toBeVisible();
      await expect(page.getByText(ACCOUNT_MSG.resetInvalid)).toBeVisible();
    });

    await test.step('the old password fails, the new one signs in', async () => {
      await signInThroughUi(page, learner.email, learner.password);
      await expectToast(page, MSG.invalidCredentials);
      expect(pathOf(page)).toBe(SIGN_IN_PATH);
      await signInThroughUi(page, learner.email, NEW_PASSWORD);
      await expectPath(page, ROLE_HOME.Student);
    });
  } finally {
    await adminContext.close();
    await learnerApi.dispose();
  }
});

test('change password: a wrong current password is refused; the right one signs the other devices out', async ({
  page,
  browser,
  playwright,
}) => {
  const learner = await signedInLearner(page, 'Student');
  const otherDevice = await browser.newContext();
  try {
    const other = await otherDevice.newPage();
    await apiSignIn(other, learner.email, learner.password);
    await other.goto(ROLE_HOME.Student);
    await expectPath(other, ROLE_HOME.Student);

    await page.goto(PEOPLE_PATH.studentProfile);
    await page.getByRole('button', { name: ACCOUNT_MSG.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: ACCOUNT_MSG.changePassword });
    await dialog.getByLabel(ACCOUNT_MSG.currentPassword, { exact: true }).fill('not-my-password');
    await dialog.getByLabel(ACCOUNT_MSG.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel(ACCOUNT_MSG.confirmNewPassword, { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: ACCOUNT_MSG.changePassword }).click();
    await expect(dialog.getByText(ACCOUNT_MSG.currentPasswordIncorrect)).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel(ACCOUNT_MSG.currentPassword, { exact: true }).fill(learner.password);
    await dialog.getByRole('button', { name: ACCOUNT_MSG.changePassword }).click();
    await expectToast(page, ACCOUNT_MSG.passwordChanged);
    await expect(dialog).toBeHidden();

    // The other device was signed out; this one stays signed in.
    await other.reload();
    await expectPath(other, SIGN_IN_PATH);
    await page.reload();
    await expectPath(page, PEOPLE_PATH.studentProfile);
    await expect(page.getByRole('heading', { level: 1, name: learner.name })).toBeVisible();

    // Only the new password signs in now.
    const fresh = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      const signIn = (password: string) =>
        fresh.post(API.signIn, { data: { email: learner.email, password }, headers: ORIGIN_HEADERS });
      expect((await signIn(learner.password)).status()).toBe(401);
      expect((await signIn(NEW_PASSWORD)).status()).toBe(200);
    } finally {
      await fresh.dispose();
    }
  } finally {
    await otherDevice.close();
  }
});

test('/auth/home is the landing page for visitors and sends a signed-in student home', async ({ page }) => {
  await page.goto('/auth/home');
  await expectPath(page, '/auth/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: 'Get Started', exact: true })
      .or(page.getByRole('main').getByRole('button', { name: 'Get Started', exact: true })),
  ).toBeVisible();

  await signedInLearner(page, 'Student');
  await page.goto('/auth/home');
  await expectPath(page, ROLE_HOME.Student);
});
