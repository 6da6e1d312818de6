/** Journey 2: verification (profile completion) for Student, Lead and Instructor (spec sections 2, 4, 5). */
import { expect, test, type Page } from '@playwright/test';
import {
  BRANCHES_INSTRUCTOR,
  BRANCHES_LEAD,
  BRANCHES_STUDENT,
  GENDERS_REGISTRATION,
  IMAGE_MAX_BYTES,
  TEAMS,
  type VerifiableRole,
} from '../packages/contract/src/index.js';
import {
  API,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  MSG,
  ROLE_HOME,
  TINY_PNG,
  apiSignUp,
  expectPath,
  expectToast,
  holdRequests,
  newUser,
  recordRequests,
  signInThroughUi,
  signedInEmptyUser,
  tempFile,
  uniqueRollNumber,
} from './support/app.js';

const VERIFY_API: Record<VerifiableRole, string> = {
  Student: API.verifyStudent,
  Lead: API.verifyLead,
  Instructor: API.verifyInstructor,
};

/** Sidebar links of each area layout (spec section 2). */
const SIDEBAR: Record<VerifiableRole | 'Admin', string[]> = {
  Student: ['Home', 'Explore Courses', 'My Courses', 'Profile'],
  Lead: ['Home', 'Explore Courses', 'My Courses', 'Team Members', 'Profile'],
  Instructor: ['Home', 'All Courses', 'Earnings', 'Withdrawals', 'Profile'],
  Admin: ['All Courses', 'Instructors', 'Orders', 'Withdrawals'],
};

const pngPath = () => tempFile('avatar.png', TINY_PNG);

/** Fills every field but the image with valid values; `over` replaces some of them. */
async function fillValid(page: Page, role: VerifiableRole, over: Partial<Record<string, string>> = {}) {
  const v = {
    rollNumber: uniqueRollNumber(),
    branch: (role === 'Instructor' ? BRANCHES_INSTRUCTOR : role === 'Lead' ? BRANCHES_LEAD : BRANCHES_STUDENT)[0]!
      .value,
    team: TEAMS[2]!,
    gender: GENDERS_REGISTRATION[1]!.value,
    college: 'CMS College of Engineering',
    linkedIn: 'https://www.linkedin.com/in/someone',
    gitHub: 'https://github.com/someone',
    upi: 'someone@okbank',
    ...over,
  };
  await page.getByLabel('Roll Number').fill(v.rollNumber);
  await page.getByLabel('Branch', { exact: true }).selectOption(v.branch);
  await page.getByLabel('Gender', { exact: true }).selectOption(v.gender);
  if (role === 'Instructor') {
    await page.getByLabel('College', { exact: true }).fill(v.college);
    await page.getByLabel('LinkedIn', { exact: true }).fill(v.linkedIn);
    await page.getByLabel('GitHub', { exact: true }).fill(v.gitHub);
    await page.getByLabel('UPI ID', { exact: true }).fill(v.upi);
  } else if (v.team) {
    await page.getByLabel('Team', { exact: true }).selectOption(v.team);
  }
}

/** Uploads the tiny PNG and waits until the upload has finished. */
async function uploadImage(page: Page, { watchProgress = false } = {}) {
  const gate = watchProgress ? await holdRequests(page, API.uploadProfileImage) : null;
  // The statuses the upload got, as they come (no wait on a response event: once, in CI, a held
  // and released upload was shown Uploaded on the page while waitForResponse never resolved).
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === API.uploadProfileImage) statuses.push(r.status());
  });
  await page.getByLabel('Profile Image').setInputFiles(pngPath());
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  if (gate) {
    // Visible while progress is under 100 percent.
    await expect(progress).toBeVisible();
    await gate.remove();
    expect(gate.hits, 'one upload request').toBe(1);
  }
  // What the user sees once the server has taken the image (the form shows it only after a 201).
  await expect(progress).toBeHidden();
  await expect(page.getByRole('img', { name: /preview/i })).toBeVisible();
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  expect(statuses.filter((s) => s !== 201), 'no failed upload').toEqual([]);
}

async function openTab(page: Page, role: VerifiableRole) {
  const tab = page.getByRole('tab', { name: role });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function expectSidebar(page: Page, area: keyof typeof SIDEBAR) {
  for (const label of SIDEBAR[area]) {
    await expect(page.getByRole('link', { name: label, exact: true }).first(), `sidebar link ${label}`).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test.describe('registration journeys', () => {
  for (const role of ['Student', 'Lead', 'Instructor'] as const) {
    test(`${role}: sign up, sign in, register and land on ${ROLE_HOME[role]}`, async ({ page }) => {
      const user = newUser(role.toLowerCase());
      await apiSignUp(page.request, user);
      await signInThroughUi(page, user.email, user.password);
      await expectPath(page, '/check/verify');

      // Three tabs, Student selected by default, beside the logo and the label CMS.
      for (const name of ['Student', 'Lead', 'Instructor']) await expect(page.getByRole('tab', { name })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('paragraph').getByText('CMS', { exact: true })).toBeVisible();

      await openTab(page, role);
      await fillValid(page, role);
      await uploadImage(page, { watchProgress: true });

      // The submit button reads Submitting... while the request is under way.
      const gate = await holdRequests(page, VERIFY_API[role]);
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === VERIFY_API[role]);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      await gate.remove();

      const res = await response;
      const body = (await res.json()) as { success: boolean; message: string; role: string };
      expect(res.status(), JSON.stringify(body)).toBe(201);
      expect(body.role).toBe(role);
      await expectPath(page, ROLE_HOME[role]);
      await expectToast(page, body.message);
      await expectSidebar(page, role);

      // The new role sticks: a reload stays in the area.
      await page.reload();
      await expectPath(page, ROLE_HOME[role]);
      await expectSidebar(page, role);
    });
  }

  test('Admin: the demo admin signs in and lands on /Admin/courses', async ({ page }) => {
    await signInThroughUi(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
    await expectPath(page, ROLE_HOME.Admin);
    await expectSidebar(page, 'Admin');
  });
});

/** On the verify page as a new signed-in user with no role (`tag` in the e-mail), on `role`'s tab if given. */
async function verifyPageAs(page: Page, tag: string, role?: VerifiableRole) {
  await signedInEmptyUser(page, tag);
  await page.goto('/check/verify');
  if (role) await openTab(page, role);
}

/** Submit is refused in the browser: the toast `title`/`message`, none of `posts` sent, still on the verify page. */
async function expectRefused(page: Page, posts: unknown[], title: string, message: string) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectToast(page, title, message);
  expect(posts).toHaveLength(0);
  await expectPath(page, '/check/verify');
}

/** A field refused in the browser; MSG holds the toast's title and message under the field's name. */
type RefusedField = 'rollNumber' | 'profileImage' | 'linkedIn' | 'gitHub';
const refusalToast = (field: RefusedField) => [MSG[`${field}Title` as const], MSG[field]] as const;

/**
 * Forms filled validly but for one field, refused before any request: what is wrong (the test is
 * named after it and the toast's title), the tag of the user's e-mail, the tab, the field and the
 * bad value (the profile image: left out, the rest: the tiny PNG uploaded).
 */
const REFUSED_FORMS: [what: string, tag: string, role: VerifiableRole, field: RefusedField, bad?: string][] = [
  ['a 9-character roll number', 'roll', 'Student', 'rollNumber', 'ABC123456'],
  ['submitting without an image', 'noimg', 'Lead', 'profileImage'],
  ['an instructor LinkedIn URL on another host', 'li', 'Instructor', 'linkedIn', 'https://example.com/x'],
  ['an instructor GitHub URL on another host', 'gh', 'Instructor', 'gitHub', 'https://gitlab.com/someone'],
];

/** Image files the picker refuses with a message, before any upload. */
const REFUSED_IMAGES = [
  {
    name: 'an image over 5 MB is refused with File is too large. Max size is 5MB',
    tag: 'big',
    file: () => {
      const big = Buffer.alloc(IMAGE_MAX_BYTES + 1);
      TINY_PNG.copy(big);
      return tempFile('big.png', big);
    },
    message: MSG.fileTooLarge,
  },
  {
    name: 'a text file is refused with Invalid file type. Please upload an image file.',
    tag: 'txt',
    file: () => tempFile('notes.txt', 'just some text\n'),
    message: MSG.invalidImageType,
  },
];

test.describe('registration validation', () => {
  for (const [what, tag, role, field, bad] of REFUSED_FORMS) {
    const [title, message] = refusalToast(field);
    test(`${what} shows ${title}`, async ({ page }) => {
      await verifyPageAs(page, tag, role);
      const posts = recordRequests(page, 'POST', VERIFY_API[role]);
      await fillValid(page, role, bad === undefined ? {} : { [field]: bad });
      if (field !== 'profileImage') await uploadImage(page);
      await expectRefused(page, posts, title, message);
    });
  }

  test('the roll number input takes at most 10 characters', async ({ page }) => {
    await verifyPageAs(page, 'rollmax');
    const input = page.getByLabel('Roll Number');
    await expect(input).toHaveAttribute('maxlength', '10');
    await expect(input).toHaveAttribute('minlength', '10');
    await input.pressSequentially('ABCDE123456789');
    await expect(input).toHaveValue('ABCDE12345');
  });

  test('a lead without a team shows Invalid team number', async ({ page }) => {
    await verifyPageAs(page, 'team', 'Lead');
    const posts = recordRequests(page, 'POST', API.verifyLead);
    await fillValid(page, 'Lead', { team: '' });
    await expect(page.getByLabel('Team', { exact: true })).toHaveValue('');
    await uploadImage(page);
    await expectRefused(page, posts, MSG.teamTitle, MSG.team);
  });

  for (const image of REFUSED_IMAGES) {
    test(image.name, async ({ page }) => {
      await verifyPageAs(page, image.tag);
      const uploads = recordRequests(page, 'POST', API.uploadProfileImage);
      await page.getByLabel('Profile Image').setInputFiles(image.file());
      await expect(page.getByText(image.message).first()).toBeVisible();
      expect(uploads).toHaveLength(0);
    });
  }

  test('the image picker shows its hints', async ({ page }) => {
    await verifyPageAs(page, 'hint');
    await expect(page.getByText(MSG.dropImageHint)).toBeVisible();
    await expect(page.getByText(MSG.maxSizeHint)).toBeVisible();
  });
});
