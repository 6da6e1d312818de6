/**
 * Issue 10: no serious or critical accessibility violations on the people screens, light and dark:
 * the three profiles (with the edit and Change Password dialogs), the instructor's update page, the
 * lead's team (with View Profile), Messages (list and thread, student and lead), the admins'
 * outbox (with a mail) and the forgotten-password pages. The demo data fills them.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNT_MSG,
  CONVERSATION_MSG,
  FORGOT_PASSWORD_PATH,
  OUTBOX_MSG,
  PROFILE_MSG,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_PARAM,
  TEAM_MSG,
} from '../packages/contract/src/index.js';
import { testEachScreenInBothThemes } from './support/a11y.js';
import { signInAsDemo, uniqueEmail, type RealRole } from './support/app.js';
import { figureCard } from './support/checkout.js';
import { PEOPLE_PATH, apiConversations } from './support/people.js';

interface Screen {
  name: string;
  /** Who looks at it; null for a visitor. */
  role: RealRole | null;
  path: (page: Page) => Promise<string>;
  /** Waits until the screen shows its data (and opens what the check is about). */
  ready: (page: Page) => Promise<void>;
}

const fixed = (p: string) => async () => p;
const h1 = (page: Page, name?: string) =>
  expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) })).toBeVisible();
/** Ready once the level-1 heading (`name`, or any) and then `shown(page)` are visible. */
const headingThen = (name: string | undefined, shown: (page: Page) => Locator) => async (page: Page) => {
  await h1(page, name);
  await expect(shown(page)).toBeVisible();
};
/** The first conversation of the signed-in learner. */
const firstThread = (base: string) => async (page: Page) => {
  const [first] = await apiConversations(page.request);
  expect(first, 'a conversation of the demo data').toBeTruthy();
  return `${base}/${first!.id}`;
};
const profileReady = headingThen(undefined, (page) => figureCard(page, PROFILE_MSG.enrolledCourses));
const openDialog = async (page: Page, button: string, dialog: string) => {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
};
const threadReady = async (page: Page) => {
  await expect(page.getByRole('log').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: CONVERSATION_MSG.replyLabel })).toBeVisible();
};
const inboxReady = headingThen(CONVERSATION_MSG.title, (page) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first(),
);

/** The student profile's dialogs: the screen's name and the dialog, opened by the button of the same name. */
const STUDENT_PROFILE_DIALOGS: [name: string, dialog: string][] = [
  ['student profile edit dialog', PROFILE_MSG.editProfile],
  ['change password dialog', ACCOUNT_MSG.changePassword],
];

const SCREENS: Screen[] = [
  { name: 'student profile', role: 'Student', path: fixed(PEOPLE_PATH.studentProfile), ready: profileReady },
  ...STUDENT_PROFILE_DIALOGS.map(([name, dialog]): Screen => ({
    name,
    role: 'Student',
    path: fixed(PEOPLE_PATH.studentProfile),
    ready: async (page) => {
      await profileReady(page);
      await openDialog(page, dialog, dialog);
    },
  })),
  { name: 'lead profile', role: 'Lead', path: fixed(PEOPLE_PATH.leadProfile), ready: profileReady },
  {
    name: 'instructor profile',
    role: 'Instructor',
    path: fixed(PEOPLE_PATH.instructorProfile),
    ready: headingThen(undefined, (page) => page.getByRole('link', { name: PROFILE_MSG.editProfile })),
  },
  {
    name: 'instructor profile update',
    role: 'Instructor',
    path: fixed(PEOPLE_PATH.instructorProfileUpdate),
    ready: headingThen(PROFILE_MSG.updateProfile, (page) =>
      page.getByRole('form', { name: PROFILE_MSG.updateProfile }),
    ),
  },
  {
    name: 'lead members',
    role: 'Lead',
    path: fixed(PEOPLE_PATH.leadMembers),
    ready: headingThen(TEAM_MSG.title, (page) =>
      page.getByRole('list', { name: TEAM_MSG.title }).getByRole('listitem').first(),
    ),
  },
  {
    name: 'lead members View Profile dialog',
    role: 'Lead',
    path: fixed(PEOPLE_PATH.leadMembers),
    ready: async (page) => {
      await h1(page, TEAM_MSG.title);
      await page
        .getByRole('button', { name: new RegExp(`^${TEAM_MSG.viewProfile}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: TEAM_MSG.sendMessage })).toBeVisible();
      await expect(dialog.getByRole('status', { name: 'Loading courses' })).toHaveCount(0);
    },
  },
  { name: 'student messages', role: 'Student', path: fixed(PEOPLE_PATH.studentMessages), ready: inboxReady },
  {
    name: 'student message thread',
    role: 'Student',
    path: firstThread(PEOPLE_PATH.studentMessages),
    ready: threadReady,
  },
  { name: 'lead messages', role: 'Lead', path: fixed(PEOPLE_PATH.leadMessages), ready: inboxReady },
  { name: 'lead message thread', role: 'Lead', path: firstThread(PEOPLE_PATH.leadMessages), ready: threadReady },
  {
    name: 'outbox',
    role: 'Admin',
    path: fixed(PEOPLE_PATH.outbox),
    ready: headingThen(OUTBOX_MSG.title, (page) => page.getByRole('main').getByRole('row').nth(1)),
  },
  {
    name: 'outbox mail dialog',
    role: 'Admin',
    path: fixed(PEOPLE_PATH.outbox),
    ready: async (page) => {
      await h1(page, OUTBOX_MSG.title);
      // A table from tablet width up, a list of cards on phones: the first mail's subject either way.
      const main = page.getByRole('main');
      const firstMail =
        (page.viewportSize()?.width ?? 1280) < 768 ? main.getByRole('listitem').first() : main.getByRole('row').nth(1);
      await firstMail.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('tab', { name: OUTBOX_MSG.text })).toBeVisible();
      await expect(dialog.getByRole('tabpanel')).toBeVisible();
    },
  },
  {
    name: 'forgot password',
    role: null,
    path: fixed(FORGOT_PASSWORD_PATH),
    ready: (page) => h1(page, ACCOUNT_MSG.forgotTitle),
  },
  {
    name: 'forgot password confirmation',
    role: null,
    path: fixed(FORGOT_PASSWORD_PATH),
    ready: async (page) => {
      await h1(page, ACCOUNT_MSG.forgotTitle);
      await page.getByLabel('Mail ID').fill(uniqueEmail('a11y'));
      await page.getByRole('button', { name: ACCOUNT_MSG.sendResetLink }).click();
      await h1(page, ACCOUNT_MSG.resetLinkSentTitle);
    },
  },
  {
    name: 'reset password',
    role: null,
    path: fixed(`${RESET_PASSWORD_PATH}?${RESET_TOKEN_PARAM}=a11y-check-token`),
    ready: headingThen(ACCOUNT_MSG.resetTitle, (page) => page.getByLabel(ACCOUNT_MSG.newPassword, { exact: true })),
  },
  {
    name: 'reset password without a valid link',
    role: null,
    path: fixed(RESET_PASSWORD_PATH),
    ready: (page) => h1(page, ACCOUNT_MSG.resetInvalidTitle),
  },
];

/** Screens issue 19 changed (Enter to send, the hidden reset link, the per-client forgot password): also at phone width. */
const ALSO_AT_PHONE_WIDTH = new Set([
  'student message thread',
  'outbox mail dialog',
  'forgot password',
  'forgot password confirmation',
  'reset password',
]);

testEachScreenInBothThemes(SCREENS, ALSO_AT_PHONE_WIDTH, async (page, s) => {
  if (s.role) await signInAsDemo(page, s.role);
  const path = await s.path(page);
  await page.goto(path);
  await s.ready(page);
  return ` (${path})`;
});
