/**
 * People journeys (issue 10; spec sections 2 "Student Profile", "Lead Profile", "Team members",
 * "Instructor Profile" and "Profile update", 5 "Edit-profile", "Instructor profile update",
 * "Message to team member", 8 "Profile" and "Team message"): each profile with its figures and its
 * edit (an image upload included); the lead's team with the sort toggle, the search, View Profile
 * and Send Message; the member reads and answers under Messages and the lead sees the answer; the
 * team page and Messages at phone width.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CONVERSATION_MSG,
  MESSAGES_PATH,
  MSG,
  PROFILE_API,
  PROFILE_MSG,
  TEAM_API,
  TEAM_MSG,
  TEAM_SORT_LABELS,
  formatPhone,
  toE164,
  unreadText,
  type CourseDetail,
} from '../packages/contract/src/index.js';
import {
  API,
  BASE_URL,
  ROLE_HOME,
  TINY_PNG,
  apiSignIn,
  expectPath,
  expectFieldMessageOnly,
  expectToast,
  holdRequests,
  recordRequests,
  tempFile,
  uniqueRollNumber,
  type NewUser,
} from './support/app.js';
import { apiBuy, apiMarkDone, expectFigure, sidewaysOverflow, signedInLearner } from './support/checkout.js';
import { apiCreateCourse, apiDeleteCourse, signInRequest, uniqueCourseTitle } from './support/courses.js';
import {
  PEOPLE_PATH,
  apiInstructorProfile,
  apiLeadProfile,
  apiStudentProfile,
  apiTeamMember,
  apiTeamMembers,
  factValue,
  headerAvatar,
  memberNames,
  navLink,
  teamLearner,
  uniqueWord,
  verifiedInstructor,
  type Member,
} from './support/people.js';

const main = (page: Page) => page.getByRole('main');
const identity = (page: Page) => main(page).getByRole('heading', { level: 1 }).locator('xpath=..');
/** The conversation with `name` in the Messages list, and the thread of messages with them. */
const conversationWith = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });
const threadWith = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });

/**
 * Signs `user` in on `page` and opens Messages from the sidebar of the dashboard, where its link
 * tells one unread message; returns the link.
 */
async function messagesWithOneUnread(page: Page, user: NewUser, role: 'Student' | 'Lead'): Promise<Locator> {
  await apiSignIn(page, user.email, user.password);
  await page.goto(ROLE_HOME[role]);
  const messages = navLink(page, CONVERSATION_MSG.title);
  await expect(messages).toHaveAccessibleName(new RegExp(unreadText(1)));
  await messages.click();
  await expectPath(page, MESSAGES_PATH[role]);
  return messages;
}

/** Phone numbers as typed, and as every screen writes them. */
const shownPhone = (typed: string) => formatPhone(toE164(typed)!);

/**
 * Chooses a new profile image in the drop zone inside `scope`; while the upload is held back the
 * progress bar shows, then the preview.
 */
async function uploadNewImage(page: Page, scope: Locator, name: string): Promise<void> {
  const gate = await holdRequests(page, API.uploadProfileImage);
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === API.uploadProfileImage);
  await scope.getByLabel(PROFILE_MSG.profileImage, { exact: true }).setInputFiles(tempFile(name, TINY_PNG));
  const progress = scope.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await gate.remove();
  expect((await uploaded).status()).toBe(201);
  await expect(progress).toBeHidden();
  await expect(scope.getByRole('img', { name: 'Profile image preview' })).toBeVisible();
}

test('a student sees the real profile and edits name, phone and image; a bad roll number saves nothing', async ({
  page,
}) => {
  const student = await signedInLearner(page, 'Student', 'Team-4');
  const saved = (await apiStudentProfile(page.request)).FindUserData;

  await page.goto(PEOPLE_PATH.studentProfile);
  await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
  await test.step('header, figures and Personal Information show what the server holds', async () => {
    for (const text of [saved.branch, saved.rollNumber, student.team]) await expect(identity(page)).toContainText(text);
    await expectFigure(page, PROFILE_MSG.enrolledCourses, '0');
    await expectFigure(page, PROFILE_MSG.totalLessons, '0');
    await expectFigure(page, PROFILE_MSG.completionRate, '—');
    await expectFigure(page, PROFILE_MSG.avgRating, '—', PROFILE_MSG.noRatingsYet);
    const facts: [string, string][] = [
      [PROFILE_MSG.fullName, student.name],
      [PROFILE_MSG.emailAddress, student.email],
      [PROFILE_MSG.rollNumber, saved.rollNumber],
      [PROFILE_MSG.branch, saved.branch],
      [PROFILE_MSG.gender, saved.gender],
      [PROFILE_MSG.teamNumber, student.team],
    ];
    for (const [label, value] of facts) await expect(factValue(main(page), label), label).toHaveText(value);
    await expect(main(page).getByRole('link', { name: PROFILE_MSG.viewCourses })).toBeVisible();
    await expect(main(page).getByRole('link', { name: PROFILE_MSG.myLearning })).toBeVisible();
  });

  const oldAvatar = headerAvatar(page, student.name);
  await expect(oldAvatar).toBeVisible();
  const oldSrc = await oldAvatar.getAttribute('src');
  const puts = recordRequests(page, 'PUT', PROFILE_API.studentUpdate);
  await page.getByRole('button', { name: PROFILE_MSG.editProfile }).click();
  const dialog = page.getByRole('dialog', { name: PROFILE_MSG.editProfile });
  const save = dialog.getByRole('button', { name: PROFILE_MSG.save });

  await test.step('a bad roll number shows the spec message and saves nothing', async () => {
    await dialog.getByLabel('Roll Number', { exact: true }).fill('ab12');
    await save.click();
    await expect(dialog.getByText(MSG.rollNumber)).toBeVisible();
    expect(puts, 'no request for a refused roll number').toHaveLength(0);
    await dialog.getByLabel('Roll Number', { exact: true }).fill(saved.rollNumber);
  });

  const newName = `${student.name.split(' ')[0]} ${uniqueWord()}`;
  const phone = '98765 43210';
  await test.step('name, phone and a new image are saved: toast, the dialog closes, every place shows them', async () => {
    await dialog.getByLabel('Name', { exact: true }).fill(newName);
    await dialog.getByLabel(PROFILE_MSG.phoneLabel, { exact: true }).fill(phone);
    await uploadNewImage(page, dialog, 'new-avatar.png');
    await save.click();
    await expectToast(page, PROFILE_MSG.profileUpdated);
    await expect(dialog).toBeHidden();
    expect(puts).toHaveLength(1);

    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.locator('aside')).toContainText(newName);
    await expect(page.getByTestId('user-name')).toHaveText(newName);
    await expect(factValue(main(page), PROFILE_MSG.phoneLabel)).toHaveText(shownPhone(phone));
    const after = (await apiStudentProfile(page.request)).FindUserData;
    expect(after).toMatchObject({ name: newName, phone: toE164(phone), rollNumber: saved.rollNumber });
    expect(after.profileImg).not.toBe(saved.profileImg);
    await expect(headerAvatar(page, newName)).toHaveAttribute('src', after.profileImg!);
    expect(after.profileImg).not.toBe(oldSrc);
  });

  await test.step('the saved profile is what a reload shows', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(factValue(main(page), PROFILE_MSG.fullName)).toHaveText(newName);
  });
});

test('a lead sees the team size and progress on the profile and edits it', async ({ page, playwright }) => {
  const team = 'Team-7';
  const lead = await signedInLearner(page, 'Lead', team);
  // Students of the team from before (a retried run) count too.
  const before = (await apiLeadProfile(page.request)).stats.teamMembers;
  const students = [await teamLearner(playwright, 'Student', team), await teamLearner(playwright, 'Student', team)];
  try {
    await page.goto(PEOPLE_PATH.leadProfile);
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
    await expect(identity(page)).toContainText(team);
    await expectFigure(page, PROFILE_MSG.enrolledCourses, '0');
    await expectFigure(page, PROFILE_MSG.totalLessons, '0');
    await expectFigure(page, PROFILE_MSG.teamMembers, String(before + students.length), `in ${team}`);
    await expectFigure(page, PROFILE_MSG.avgProgress, '—');
    await expect(factValue(main(page), PROFILE_MSG.teamNumber)).toHaveText(team);

    await page.getByRole('button', { name: PROFILE_MSG.editProfile }).click();
    const dialog = page.getByRole('dialog', { name: PROFILE_MSG.editProfile });
    // A lead's team decides whose team they lead: shown, not editable.
    await expect(dialog.getByLabel(PROFILE_MSG.team, { exact: true })).toHaveValue(team);
    await expect(dialog.getByLabel(PROFILE_MSG.team, { exact: true })).toHaveAttribute('readonly', '');
    const newName = `${lead.name.split(' ')[0]} ${uniqueWord()}`;
    const college = `Institute of ${uniqueWord()}`;
    await dialog.getByLabel('Name', { exact: true }).fill(newName);
    await dialog.getByLabel(PROFILE_MSG.college, { exact: true }).fill(college);
    await dialog.getByRole('button', { name: PROFILE_MSG.save }).click();
    await expectToast(page, PROFILE_MSG.profileUpdated);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(factValue(main(page), PROFILE_MSG.college)).toHaveText(college);
    expect((await apiLeadProfile(page.request)).data).toMatchObject({ name: newName, college, teamNo: team });
  } finally {
    for (const s of students) await s.request.dispose();
  }
});

test('an instructor sees the profile and updates college, UPI and image; a 9-character roll number is refused', async ({
  page,
}) => {
  const instructor = await verifiedInstructor(page.request);
  const saved = await apiInstructorProfile(page.request);

  await page.goto(PEOPLE_PATH.instructorProfile);
  await expect(page.getByRole('heading', { level: 1, name: instructor.name })).toBeVisible();
  await expect(identity(page)).toContainText(instructor.email);
  for (const [label, href] of [
    [PROFILE_MSG.gitHub, instructor.gitHub],
    [PROFILE_MSG.linkedIn, instructor.linkedIn],
  ] as const) {
    const link = main(page).getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(link).toHaveAttribute('href', new URL(href).href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const facts: [string, string][] = [
    [PROFILE_MSG.branch, instructor.branch],
    [PROFILE_MSG.rollNumber, instructor.rollNumber],
    [PROFILE_MSG.gender, instructor.gender],
    [PROFILE_MSG.college, instructor.college],
    [PROFILE_MSG.upiId, instructor.UPI],
  ];
  for (const [label, value] of facts) await expect(factValue(main(page), label), label).toHaveText(value);
  // Read-only: no field to type into on the profile itself.
  await expect(main(page).getByRole('textbox')).toHaveCount(0);
  await expect(headerAvatar(page, instructor.name)).toHaveAttribute('src', saved.profileImg!);

  await main(page).getByRole('link', { name: PROFILE_MSG.editProfile }).click();
  await expectPath(page, PEOPLE_PATH.instructorProfileUpdate);
  await expect(page.getByRole('heading', { level: 1, name: PROFILE_MSG.updateProfile })).toBeVisible();
  const form = page.getByRole('form', { name: PROFILE_MSG.updateProfile });
  await expect(form.getByLabel(PROFILE_MSG.college, { exact: true })).toHaveValue(instructor.college);
  // The saved branch (CSE, a registration value) stays chosen although the update list lacks it.
  await expect(form.getByLabel(PROFILE_MSG.branch, { exact: true })).toHaveValue(instructor.branch);
  const puts = recordRequests(page, 'PUT', PROFILE_API.instructorUpdate);
  const save = form.getByRole('button', { name: PROFILE_MSG.save });

  await test.step('a roll number of 9 characters is refused with the spec message', async () => {
    await form.getByLabel('Roll Number', { exact: true }).fill(instructor.rollNumber.slice(0, 9));
    await save.click();
    await expect(form.getByText(MSG.rollNumber)).toBeVisible();
    expect(puts).toHaveLength(0);
  });

  const rollNumber = uniqueRollNumber();
  const college = `University of ${uniqueWord()}`;
  const upi = `paid.${uniqueWord().toLowerCase()}@okaxis`;
  await test.step('college, UPI ID and a new image are saved, then back on the profile', async () => {
    await form.getByLabel('Roll Number', { exact: true }).fill(rollNumber);
    await form.getByLabel(PROFILE_MSG.college, { exact: true }).fill(college);
    await form.getByLabel(PROFILE_MSG.upiId, { exact: true }).fill(upi);
    await uploadNewImage(page, form, 'instructor-avatar.png');
    await save.click();
    await expectToast(page, PROFILE_MSG.profileUpdatedSuccessfully);
    await expectPath(page, PEOPLE_PATH.instructorProfile);
    expect(puts).toHaveLength(1);
    await expect(factValue(main(page), PROFILE_MSG.college)).toHaveText(college);
    await expect(factValue(main(page), PROFILE_MSG.upiId)).toHaveText(upi);
    await expect(factValue(main(page), PROFILE_MSG.rollNumber)).toHaveText(rollNumber);
    const after = await apiInstructorProfile(page.request);
    expect(after).toMatchObject({ college, UPI: upi, rollNumber, branch: instructor.branch });
    expect(after.profileImg).not.toBe(saved.profileImg);
    await expect(headerAvatar(page, instructor.name)).toHaveAttribute('src', after.profileImg!);
  });
});

test.describe.serial('the lead’s team and its messages', () => {
  /** A team no other journey uses (the demo's are Team-1 to Team-4). */
  const TEAM = 'Team-9';
  const OTHER_TEAM = 'Team-6';
  /** Ends every name of this run: a retried run's members (same team) are told apart by it. */
  const tag = uniqueWord();
  const leadMessage = `Hello from your lead (${tag}): please finish the first lesson this week.`;
  const reply = `Thanks, I am on it (${tag}).`;
  const replyPostscript = 'Will send it by Friday.';
  const alphaPhone = '91234 56780';
  let lead: Member;
  let alpha: Member;
  let bravo: Member;
  let charlie: Member;
  let outsider: Member;
  let course: CourseDetail;
  let instructorApi: Member['request'];

  test.beforeAll(async ({ playwright }) => {
    lead = await teamLearner(playwright, 'Lead', TEAM);
    alpha = await teamLearner(playwright, 'Student', TEAM, {
      name: `Alpha ${tag}`,
      phone: alphaPhone,
      college: `College of ${tag}`,
    });
    // An address wider than a phone's card: the card cuts it instead of the page scrolling sideways.
    bravo = await teamLearner(
      playwright,
      'Student',
      TEAM,
      { name: `Bravo ${tag}` },
      'bravo.a-long-college-mailbox-name.',
    );
    charlie = await teamLearner(playwright, 'Student', TEAM, { name: `Charlie ${tag}` });
    // Would come first by name if it leaked into the team.
    outsider = await teamLearner(playwright, 'Student', OTHER_TEAM, { name: `Aaron ${tag}` });
    // Alpha is enrolled in one course and has done one of its two lessons.
    instructorApi = await playwright.request.newContext({ baseURL: BASE_URL });
    await signInRequest(instructorApi, 'Instructor');
    course = await apiCreateCourse(instructorApi, { title: uniqueCourseTitle('Team Course') });
    const bought = await apiBuy(alpha.request, course.id);
    await apiMarkDone(alpha.request, bought.enrolmentId, course.lessons[0]!.id);
  });

  test.afterAll(async () => {
    if (course) await apiDeleteCourse(instructorApi, course.id);
    for (const m of [lead, alpha, bravo, charlie, outsider, { request: instructorApi }]) await m?.request?.dispose();
  });

  const ours = () => [alpha.name, bravo.name, charlie.name];
  /** Our three members in the order the page shows them. */
  const shownOrder = async (page: Page) =>
    (await memberNames(main(page).getByRole('list', { name: TEAM_MSG.title }))).filter((n) => ours().includes(n));
  const sortButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test('the lead sorts, searches and opens a member; a blank message is refused, a message is sent', async ({
    page,
  }) => {
    await apiSignIn(page, lead.email, lead.password);
    await page.goto(PEOPLE_PATH.leadMembers);
    await expect(page.getByRole('heading', { level: 1, name: TEAM_MSG.title })).toBeVisible();
    const list = main(page).getByRole('list', { name: TEAM_MSG.title });

    await test.step('the team’s students by name, ascending; nobody of another team', async () => {
      await expect.poll(() => shownOrder(page)).toEqual([alpha.name, bravo.name, charlie.name]);
      await expect(list.getByRole('heading', { name: outsider.name })).toHaveCount(0);
      await expect(sortButton(page, `${TEAM_SORT_LABELS.name}, ascending`)).toHaveAttribute('aria-pressed', 'true');
      const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: alpha.name }) });
      await expect(card).toContainText(TEAM);
      await expect(card).toContainText(alpha.email);
      await expect(card).toContainText('1 course');
    });

    await test.step('Name again reverses the order; Courses sorts by enrolments, again reversed', async () => {
      await sortButton(page, `${TEAM_SORT_LABELS.name}, ascending`).click();
      await expect(sortButton(page, `${TEAM_SORT_LABELS.name}, descending`)).toBeVisible();
      await expect.poll(() => shownOrder(page)).toEqual([charlie.name, bravo.name, alpha.name]);
      await sortButton(page, TEAM_SORT_LABELS.courses).click();
      await expect.poll(() => shownOrder(page)).toEqual([bravo.name, charlie.name, alpha.name]);
      await sortButton(page, `${TEAM_SORT_LABELS.courses}, ascending`).click();
      await expect.poll(() => shownOrder(page)).toEqual([alpha.name, bravo.name, charlie.name]);
    });

    const search = page.getByRole('searchbox', { name: TEAM_MSG.searchLabel });
    await test.step('the search filters by e-mail; no match says so', async () => {
      await expect(search).toHaveAttribute('placeholder', TEAM_MSG.searchPlaceholder);
      await search.fill(bravo.email);
      await expect.poll(() => memberNames(list)).toEqual([bravo.name]);
      await search.fill(`nobody-${tag}@nowhere.test`);
      await expect(main(page).getByText(TEAM_MSG.empty, { exact: true })).toBeVisible();
      await expect(list).toHaveCount(0);
      await search.fill('');
      await expect.poll(() => shownOrder(page)).toHaveLength(3);
    });

    const dialog = page.getByRole('dialog', { name: alpha.name });
    await test.step('View Profile shows the contact details and the course with its real status', async () => {
      const detail = await apiTeamMember(page.request, alpha.userId);
      expect(detail.courses).toHaveLength(1);
      const enrolled = detail.courses[0]!;
      expect(enrolled.progress).toBe(50);
      await page.getByRole('button', { name: `${TEAM_MSG.viewProfile}: ${alpha.name}` }).click();
      await expect(dialog).toBeVisible();
      for (const text of [alpha.email, shownPhone(alphaPhone), `College of ${tag}`, detail.branch, TEAM]) {
        await expect(dialog).toContainText(text);
      }
      const courseItem = dialog.getByRole('listitem').filter({ hasText: course.title });
      await expect(courseItem).toContainText(enrolled.status);
      await expect(courseItem.getByRole('progressbar', { name: `${course.title} progress` })).toHaveAttribute(
        'aria-valuenow',
        String(enrolled.progress),
      );
    });

    await test.step('Send Message: blank is refused under the box without a request, a message is sent', async () => {
      const posts = recordRequests(page, 'POST', TEAM_API.message.replace(':memberId', alpha.userId));
      const send = dialog.getByRole('button', { name: TEAM_MSG.sendMessage });
      await send.click();
      await expectFieldMessageOnly(page, dialog, TEAM_MSG.messageRequired);
      expect(posts, 'no request for a blank message').toHaveLength(0);
      // Spaces only are blank too (the count of requests below shows none went out for it).
      await dialog.getByLabel(TEAM_MSG.message, { exact: true }).fill('   ');
      await send.click();

      await dialog.getByLabel(TEAM_MSG.message, { exact: true }).fill(leadMessage);
      await send.click();
      await expectToast(page, TEAM_MSG.successTitle, TEAM_MSG.sent);
      expect(posts, 'one request: the message, none for the blank ones').toHaveLength(1);
      await expect(dialog.getByLabel(TEAM_MSG.message, { exact: true })).toHaveValue('');
      await expect(dialog.getByRole('link', { name: TEAM_MSG.openConversation })).toBeVisible();
    });
  });

  test('the member reads the message under Messages and answers; the lead sees the answer', async ({
    page,
    browser,
  }) => {
    await test.step('the student sees the unread count, reads the message and replies', async () => {
      const messages = await messagesWithOneUnread(page, alpha, 'Student');
      await expect(page.getByRole('heading', { level: 1, name: CONVERSATION_MSG.title })).toBeVisible();
      const conversation = conversationWith(page, lead.name);
      await expect(conversation).toContainText(leadMessage.slice(0, 40));
      await expect(conversation).toHaveAccessibleName(new RegExp(unreadText(1)));
      await conversation.click();
      const log = threadWith(page, lead.name);
      await expect(log).toContainText(leadMessage);
      // Read: the count goes away.
      await expect(messages).not.toHaveAccessibleName(/unread/);
      await expect(page.getByTestId('unread-badge')).toHaveCount(0);

      // Enter sends (issue 19); Shift+Enter only starts a new line.
      const box = page.getByRole('textbox', { name: CONVERSATION_MSG.replyLabel });
      await box.fill(reply);
      await box.press('Shift+Enter');
      await box.pressSequentially(replyPostscript);
      await expect(box).toHaveValue(`${reply}\n${replyPostscript}`);
      const replied = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/'));
      await box.press('Enter');
      expect((await replied).status()).toBeLessThan(300);
      await expect(log).toContainText(reply);
      await expect(log).toContainText(replyPostscript);
      await expect(box).toHaveValue('');
    });

    await test.step('the lead sees the reply under Messages, with its unread count', async () => {
      const context = await browser.newContext();
      try {
        const leadPage = await context.newPage();
        const messages = await messagesWithOneUnread(leadPage, lead, 'Lead');
        const conversation = conversationWith(leadPage, alpha.name);
        await expect(conversation).toContainText(reply);
        await conversation.click();
        const log = threadWith(leadPage, alpha.name);
        await expect(log).toContainText(leadMessage);
        await expect(log).toContainText(reply);
        await expect(messages).not.toHaveAccessibleName(/unread/);
      } finally {
        await context.close();
      }
    });
  });

  test('at phone width the team page and Messages (list, then thread) work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await apiSignIn(page, lead.email, lead.password);
    await page.goto(PEOPLE_PATH.leadMembers);
    await expect(page.getByRole('heading', { level: 1, name: TEAM_MSG.title })).toBeVisible();
    await expect.poll(() => shownOrder(page)).toEqual([alpha.name, bravo.name, charlie.name]);
    await sortButton(page, TEAM_SORT_LABELS.courses).click();
    await expect.poll(() => shownOrder(page)).toEqual([bravo.name, charlie.name, alpha.name]);
    await expect.poll(() => sidewaysOverflow(page)).toBe('none');

    await page.getByRole('button', { name: `${TEAM_MSG.viewProfile}: ${alpha.name}` }).click();
    const dialog = page.getByRole('dialog', { name: alpha.name });
    await expect(dialog).toContainText(course.title);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The sidebar is a menu on phones.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await navLink(page, CONVERSATION_MSG.title).click();
    await expectPath(page, PEOPLE_PATH.leadMessages);
    const list = page.getByRole('navigation', { name: 'Conversations' });
    const conversation = list.getByRole('link', { name: new RegExp(alpha.name) });
    await expect(conversation).toBeVisible();
    await expect.poll(() => sidewaysOverflow(page)).toBe('none');

    await conversation.click();
    const log = threadWith(page, alpha.name);
    await expect(log).toContainText(reply);
    // One screen at a time: the list is gone while the thread shows.
    await expect(list).toBeHidden();
    await expect(page.getByRole('textbox', { name: CONVERSATION_MSG.replyLabel })).toBeVisible();
    await expect.poll(() => sidewaysOverflow(page)).toBe('none');

    await page.getByRole('link', { name: CONVERSATION_MSG.backToMessages }).click();
    await expectPath(page, PEOPLE_PATH.leadMessages);
    await expect(conversation).toBeVisible();
    await expect(log).toBeHidden();
  });

  test('the server keeps the team to the lead: another team’s student is not a member', async () => {
    const members = await apiTeamMembers(lead.request);
    expect(members.map((m) => m.email)).not.toContain(outsider.email);
    const res = await lead.request.get(TEAM_API.member.replace(':memberId', outsider.userId));
    expect(res.status()).toBe(403);
  });
});
