/**
 * Courses journey 1: the demo instructor creates a course at /instructor/new (spec sections 2, 3, 5):
 * the submit button stays disabled with "Please fill all required fields" until every field and
 * section is complete, uploads show a progress bar, then "Save as draft" lands on /instructor/courses,
 * the draft is published from its page, and Unpublish asks before it takes the course out again.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { COURSE_MSG, type CourseDetail } from '../packages/contract/src/index.js';
import { expectPath, expectToast, holdRequests, signInAsDemo } from './support/app.js';
import {
  apiDeleteCourse,
  catalogueCourses,
  COURSE_API,
  coursePath,
  courseCard,
  FIXTURE,
  signInRequest,
  uniqueCourseTitle,
} from './support/courses.js';

/** The value of the upload progress bar of `scope` (aria-valuenow), or null when it has none. */
async function progressValue(bar: Locator): Promise<number | null> {
  const v = await bar.getAttribute('aria-valuenow');
  return v === null ? null : Number(v);
}

/** The form's primary submit: "Publish", or "Please fill all required fields" while it cannot be sent. */
function submitButton(page: Page): Locator {
  return page
    .getByRole('form', { name: 'New course' })
    .getByRole('button', { name: new RegExp(`^(${COURSE_MSG.publish}|${COURSE_MSG.fillRequired})$`) });
}
const draftButton = (page: Page) =>
  page.getByRole('form', { name: 'New course' }).getByRole('button', { name: COURSE_MSG.saveAsDraft });

async function expectBlocked(page: Page, step: string) {
  const submit = submitButton(page);
  await expect(submit, `submit label ${step}`).toHaveText(COURSE_MSG.fillRequired);
  await expect(submit, `submit disabled ${step}`).toBeDisabled();
  await expect(draftButton(page), `Save as draft disabled ${step}`).toBeDisabled();
}

test('the instructor creates a course with two sections, a thumbnail and videos, then publishes it', async ({
  page,
  request,
}) => {
  const title = uniqueCourseTitle('Playwright Course');
  let created: CourseDetail | undefined;
  await signInRequest(request, 'Instructor');
  try {
    await signInAsDemo(page, 'Instructor');
    await page.goto('/instructor/new');
    await expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible();
    const submit = submitButton(page);
    await expectBlocked(page, 'on an empty form');

    // Every detail, one at a time: the button stays blocked throughout.
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expectBlocked(page, 'with only a title');
    await page.getByLabel('Subtitle', { exact: true }).fill('Everything a browser journey needs');
    await page.getByLabel('Description', { exact: true }).fill('A course created through the new-course form.');
    await page.getByLabel('Category', { exact: true }).selectOption('Web Development');
    await page.getByLabel('Level', { exact: true }).selectOption('Intermediate');
    await page.getByLabel('Objectives', { exact: true }).fill('A, B, C');
    await page.getByLabel('Requirements', { exact: true }).fill('A computer');
    await page.getByLabel('Price (₹)').fill('1499');
    await expectBlocked(page, 'without a thumbnail and sections');

    await page.getByLabel('Thumbnail', { exact: true }).setInputFiles(FIXTURE.thumbnail);
    await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
    await expectBlocked(page, 'without sections');

    // Section 1: title, video (held at the server's door to see the progress bar), Free Preview.
    const section1 = page.getByRole('group', { name: 'Section 1' });
    await section1.getByLabel('Section Title').fill('Getting started');
    const gate = await holdRequests(page, COURSE_API.uploadVideo);
    await section1.getByLabel('Section Video').setInputFiles(FIXTURE.longVideo);
    const bar1 = section1.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar1, 'a progress bar while the video uploads').toBeVisible();
    await expect.poll(() => progressValue(bar1), { message: 'progress under 100 while uploading' }).toBeLessThan(100);
    await expect(section1).toContainText('Uploading ml-1.mp4');
    await expectBlocked(page, 'while a video uploads');
    await expect.poll(() => gate.hits).toBe(1);
    await gate.remove();
    await expect(bar1, 'the bar goes once the upload is done').toBeHidden();
    await expect(section1.getByText('ml-1.mp4')).toBeVisible();
    await expect(section1.getByText(/^Uploaded/)).toBeVisible();
    await section1.getByRole('switch', { name: 'Free Preview' }).click();
    await expect(section1.getByRole('switch', { name: 'Free Preview' })).toBeChecked();

    // One complete section is enough for the button (two are made to check both kinds of lesson).
    await expect(submit).toHaveText(COURSE_MSG.publish);
    await expect(submit).toBeEnabled();

    // Section 2: an empty new section blocks the form again until it has a title and a video.
    await page.getByRole('button', { name: 'Add Section' }).click();
    const section2 = page.getByRole('group', { name: 'Section 2' });
    await expect(section2).toBeVisible();
    await expectBlocked(page, 'with an empty second section');
    await section2.getByLabel('Section Title').fill('Going further');
    await expectBlocked(page, 'with a second section without video');

    // This upload is slowed down instead of held: the bar must move while it runs.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 24 * 1024,
    });
    const seen = new Set<number>();
    await section2.getByLabel('Section Video').setInputFiles(FIXTURE.video);
    const bar2 = section2.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar2).toBeVisible();
    await expect
      .poll(
        async () => {
          const v = await progressValue(bar2).catch(() => null);
          if (v !== null) seen.add(v);
          return [...seen].filter((x) => x > 0 && x < 100).length;
        },
        { message: 'the progress bar moves through values between 0 and 100', intervals: [50] },
      )
      .toBeGreaterThanOrEqual(2);
    await expect(bar2).toBeHidden({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    await expect(section2.getByText('react-1.mp4')).toBeVisible();
    await expect(section2.getByRole('switch', { name: 'Free Preview' })).not.toBeChecked();

    await expect(submit).toHaveText(COURSE_MSG.publish);
    await expect(submit).toBeEnabled();
    const posted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === COURSE_API.instructorCourses,
    );
    // Saved as a draft (Publish on the form would put it in the catalogue at once).
    await draftButton(page).click();
    const res = await posted;
    expect(res.status()).toBe(201);
    created = ((await res.json()) as { course: CourseDetail }).course;

    await expectPath(page, '/instructor/courses');
    await expectToast(page, COURSE_MSG.courseCreatedAsDraft);
    const card = courseCard(page.getByRole('list', { name: 'Your courses' }), title);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Draft');
    await expect(card).toContainText('2 lessons');

    // What was saved: the form's values, section order and the free preview of section 1 only.
    expect(created).toMatchObject({
      title,
      category: 'Web Development',
      level: 'Intermediate',
      objectives: 'A, B, C',
      requirements: 'A computer',
      pricePaise: 149_900,
      isPublished: false,
    });
    expect(created.lessons.map((l) => [l.title, l.freePreview])).toEqual([
      ['Getting started', true],
      ['Going further', false],
    ]);

    // A draft is not in the catalogue; publishing it from its page puts it there.
    expect((await catalogueCourses(page.request, title)).map((c) => c.title)).toEqual([]);
    await card.getByRole('link', { name: `Manage: ${title}` }).click();
    await expectPath(page, `/instructor/courses/view/${created.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, COURSE_MSG.coursePublished);
    await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect.poll(async () => (await catalogueCourses(page.request, title)).map((c) => c.title)).toEqual([title]);

    // Unpublish asks first: Cancel keeps it published; confirming takes it out of the catalogue.
    await page.getByRole('button', { name: COURSE_MSG.unpublish, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: COURSE_MSG.unpublishTitle });
    await confirm.getByRole('button', { name: COURSE_MSG.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: COURSE_MSG.unpublish, exact: true }).click();
    await confirm.getByRole('button', { name: COURSE_MSG.unpublish }).click();
    await expectToast(page, COURSE_MSG.courseUnpublished);
    await expect(page.getByRole('button', { name: COURSE_MSG.publish, exact: true })).toBeVisible();
    await expect.poll(async () => (await catalogueCourses(page.request, title)).map((c) => c.title)).toEqual([]);
  } finally {
    // Leave the catalogue as the demo data made it (the featured journey counts on it).
    const id = created?.id;
    if (id) await apiDeleteCourse(request, id);
    else {
      // The course may have been created without the response being read.
      const res = await request.get(COURSE_API.instructorCourses);
      const mine = (await res.json()) as { courses: { id: string; title: string }[] };
      for (const c of mine.courses.filter((c) => c.title === title)) await apiDeleteCourse(request, c.id);
    }
  }
});

test('the course page of a course that does not exist says Course not found', async ({ page }) => {
  await signInAsDemo(page, 'Instructor');
  await page.goto(coursePath('/instructor/courses/view/:id', '00000000-0000-4000-8000-000000000000'));
  await expect(page.getByText(COURSE_MSG.courseNotFound)).toBeVisible();
});
