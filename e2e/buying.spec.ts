/**
 * Buying journeys (issue 4; spec sections 2 "Payment return", 4 "Payment flow", 8 "Capture failure"):
 * a student and a lead buy a course through the sandbox checkout, land on My courses, open the
 * course, play a lesson, see the progress rise and survive a reload, rate the course and find the
 * review and the new average on the course page, which now offers Continue Learning instead of Buy
 * Now (and the server refuses a second order). A cancelled and a declined checkout enrol nobody.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  LEARNING_MSG,
  ORDER_API,
  ORDER_ID_STORAGE_KEY,
  PAYMENT_MSG,
  REVIEW_MSG,
  completionPercent,
  formatRupees,
  type CreateOrderResponse,
  type Order,
} from '../packages/contract/src/index.js';
import { expectPath, expectToast, holdRequests, pathOf } from './support/app.js';
import {
  AREA,
  LEARNER_ROLES,
  apiBuy,
  apiCourse,
  apiMyCourses,
  apiMyOrders,
  apiReviews,
  apiSaveReview,
  fillCheckout,
  formatRating,
  otherLearner,
  progressValue,
  ratingWith,
  sandboxPaymentId,
  signedInLearner,
  type Learner,
  type LearnerRole,
} from './support/checkout.js';
import {
  catalogueCourses,
  coursesMadePerTest,
  demoCourseCard,
  DEMO_COURSE,
  FIXTURE,
  uniqueCourseTitle,
} from './support/courses.js';
import { metadataLoaded, videoState } from './support/video.js';

const storedOrderId = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), ORDER_ID_STORAGE_KEY);

/**
 * On the course page: Buy Now opens the checkout (the billing state chosen when asked), whose Pay
 * button shows its busy text and is disabled while the order is created, the
 * order id is kept in session storage and the browser lands on the sandbox checkout page, which shows
 * the course, the amount and the buyer. Returns the order.
 */
async function checkoutFromCoursePage(
  page: Page,
  course: { title: string; pricePaise: number },
  buyer: Learner,
): Promise<CreateOrderResponse> {
  const buy = page.getByRole('button', { name: PAYMENT_MSG.buyNow, exact: true });
  await expect(buy).toBeEnabled();
  // Hold the order creation until the busy state has been seen; keep its answer (the page leaves at once).
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  let answer: { status: number; body: string } | undefined;
  const isCreate = (url: URL) => url.pathname === ORDER_API.create;
  await page.route(isCreate, async (route) => {
    await opened;
    const response = await route.fetch();
    answer = { status: response.status(), body: await response.text() };
    await route.fulfill({ response });
  });
  await buy.click();
  await (await fillCheckout(page)).click();
  const busy = page.getByRole('button', { name: PAYMENT_MSG.processingPayment });
  await expect(busy, 'Pay shows its busy text while the order is created').toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect.poll(() => answer, { message: 'the order was created' }).toBeTruthy();
  await page.unroute(isCreate);
  expect(answer!.status, `order creation: ${answer!.body}`).toBe(201);
  const order = JSON.parse(answer!.body) as CreateOrderResponse;

  // The sandbox checkout page (served by the app): course, amount and buyer.
  await expect(page.getByRole('heading', { level: 1, name: PAYMENT_MSG.sandboxTitle })).toBeVisible();
  expect(pathOf(page)).toBe(new URL(order.approvalUrl, page.url()).pathname);
  expect(await storedOrderId(page), 'the order id is kept in session storage').toBe(order.orderId);
  const main = page.locator('body');
  await expect(main).toContainText(course.title);
  await expect(main).toContainText(formatRupees(course.pricePaise));
  await expect(main).toContainText(buyer.name);
  await expect(main).toContainText(buyer.email);
  for (const name of [PAYMENT_MSG.approve, PAYMENT_MSG.cancel, PAYMENT_MSG.decline])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  return order;
}

test.describe('buy, watch, progress and review', () => {
  const createCourse = coursesMadePerTest();
  const lessons = [
    { title: 'Opening lesson', freePreview: true, video: FIXTURE.video },
    { title: 'Middle lesson', freePreview: false, video: FIXTURE.video },
    { title: 'Closing lesson', freePreview: false, video: FIXTURE.video },
  ];

  for (const role of LEARNER_ROLES) {
    test(`${role}: sandbox checkout, My courses, a lesson played to the end, progress kept, a review`, async ({
      page,
      request,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const area = AREA[role];
      // Set-up: a published course of the demo instructor with one earlier review (5 stars) by another learner.
      const course = await createCourse(request, {
        title: uniqueCourseTitle(`${role} Buys`),
        price: 499,
        lessons,
      });
      const earlier = await otherLearner(playwright, 'Student');
      await apiBuy(earlier.request, course.id);
      await apiSaveReview(earlier.request, course.id, 5, 'An earlier review by another learner.');
      await earlier.request.dispose();
      const before = (await catalogueCourses(request, course.title)).find((c) => c.id === course.id);
      expect(before, 'the new course is in the catalogue').toBeTruthy();
      const ratingBefore = before!.rating;
      const learnersBefore = before!.studentCount + before!.leadCount;

      const buyer = await signedInLearner(page, role);
      await page.goto(area.course(course.id));
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
      const order = await checkoutFromCoursePage(page, course, buyer);

      // Approve: the return page shows its waiting text while the capture runs, then My courses.
      const captureGate = await holdRequests(page, ORDER_API.capture);
      const captureRequest = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === ORDER_API.capture,
      );
      await page.getByRole('button', { name: PAYMENT_MSG.approve, exact: true }).click();
      await expect(page.getByText(PAYMENT_MSG.paymentProcessing)).toBeVisible();
      expect(pathOf(page)).toBe(area.paymentReturn);
      const returnQuery = new URL(page.url()).searchParams;
      expect(returnQuery.get('paymentId')).toBe(sandboxPaymentId(order.approvalUrl));
      expect(returnQuery.get('PayerID'), 'the payer id comes back in the query string').toBeTruthy();
      const sent = (await captureRequest).postDataJSON() as Record<string, unknown>;
      expect(sent).toMatchObject({
        paymentId: returnQuery.get('paymentId'),
        payerId: returnQuery.get('PayerID'),
        orderId: order.orderId,
      });
      await captureGate.remove();
      await expectToast(page, PAYMENT_MSG.paymentSuccessful);
      await expectPath(page, area.myCourses);
      expect(await storedOrderId(page), 'the stored order id is cleared after the capture').toBeNull();

      const mine = await apiMyCourses(page.request);
      const enrolment = mine.courses.find((c) => c.course.id === course.id);
      expect(enrolment, 'the server holds the enrolment').toBeTruthy();
      const viewPage = area.viewPage(enrolment!.enrolmentId);
      const orders = await apiMyOrders(page.request);
      expect(orders.find((o) => o.id === order.orderId)?.orderStatus).toBe('Approval');

      // My courses lists it, In Progress at 0 %, with Continue Learning to the learning page.
      await expect(page.getByRole('heading', { name: LEARNING_MSG.myLearningJourney })).toBeVisible();
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: course.title, exact: true }) });
      await expect(card).toBeVisible();
      await expect(card.getByText(LEARNING_MSG.inProgress, { exact: true })).toBeVisible();
      await expect(card.getByRole('progressbar', { name: `${course.title} progress` })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      const cont = card.getByRole('link', { name: LEARNING_MSG.continueLearning });
      await expect(cont).toHaveAttribute('href', viewPage);
      await cont.click();
      await expectPath(page, viewPage);

      // The learning page: 0 of 3, the first lesson in the player.
      const bar = page.getByRole('progressbar', { name: 'Course progress' });
      await expect(bar).toHaveAttribute('aria-valuenow', '0');
      await expect(page.getByText(`0 of ${lessons.length} lessons completed`)).toBeVisible();
      await expect(page.getByRole('link', { name: LEARNING_MSG.backToCourses })).toBeVisible();
      const now = page.getByRole('region', { name: 'Now playing' });
      await expect(now.getByTestId('video-position')).toHaveText(`Video 1 of ${lessons.length}`);
      const player = page.getByRole('region', { name: `Video player: ${lessons[0]!.title}` });
      const video = player.locator('video');
      await metadataLoaded(video);

      // Play the 5-second lesson to its end: the lesson counts as completed, the course bar rises.
      await player.getByRole('button', { name: 'Play', exact: true }).click();
      await expect.poll(async () => (await videoState(video)).paused, { message: 'the lesson is playing' }).toBe(false);
      const oneDone = completionPercent(1, lessons.length);
      await expect(page.getByText(`1 of ${lessons.length} lessons completed`)).toBeVisible({ timeout: 20_000 });
      await expect(bar).toHaveAttribute('aria-valuenow', String(oneDone));
      const list = page.getByRole('navigation', { name: 'Course lessons' });
      await expect(list.getByRole('button').nth(0)).toContainText(LEARNING_MSG.completed);
      await expect(list.getByRole('button').nth(1)).not.toContainText(LEARNING_MSG.completed);

      // Reload: the progress is kept and the player resumes at the first unfinished lesson.
      await page.reload();
      await expect(bar).toHaveAttribute('aria-valuenow', String(oneDone));
      expect(await progressValue(bar)).toBeGreaterThan(0);
      await expect(page.getByText(`1 of ${lessons.length} lessons completed`)).toBeVisible();
      await expect(now.getByTestId('video-position')).toHaveText(`Video 2 of ${lessons.length}`);
      await expect(now.getByRole('heading', { name: lessons[1]!.title })).toBeVisible();
      await expect(page.getByText(LEARNING_MSG.inProgress, { exact: true }).first()).toBeVisible();

      // Rate it 4 stars with a text.
      const text = `Four stars from a ${role.toLowerCase()}: clear and short lessons.`;
      await expect(page.getByRole('heading', { name: REVIEW_MSG.rateThisCourse })).toBeVisible();
      await page
        .getByRole('radiogroup', { name: 'Rating' })
        .getByRole('radio', { name: '4 stars', exact: true })
        .click();
      await page.getByRole('textbox', { name: REVIEW_MSG.yourReview }).fill(text);
      await page.getByRole('button', { name: REVIEW_MSG.submitReview }).click();
      await expectToast(page, REVIEW_MSG.reviewSaved);
      await expect(page.getByRole('button', { name: REVIEW_MSG.updateReview })).toBeVisible();

      // The course page: the review in Student reviews and the new average with its count.
      const expected = ratingWith(ratingBefore, 4);
      const after = await apiReviews(page.request, course.id);
      expect(after.rating.count).toBe(expected.count);
      expect(after.rating.average).toBeCloseTo(expected.average, 5);
      await page.goto(area.course(course.id));
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
      const reviews = page.getByRole('heading', { name: REVIEW_MSG.studentReviews }).locator('xpath=../..');
      await expect(reviews).toContainText(formatRating(expected));
      const items = reviews.getByRole('list', { name: 'Recent reviews' }).getByRole('listitem');
      await expect(items).toHaveCount(2);
      const mineReview = items.filter({ hasText: text });
      await expect(mineReview).toContainText(buyer.name);
      await expect(mineReview.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
      const earlierReview = items.filter({ hasText: 'An earlier review by another learner.' });
      await expect(earlierReview.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
      const nowCourse = await apiCourse(page.request, course.id);
      expect(nowCourse.studentCount + nowCourse.leadCount, 'one more learner').toBe(learnersBefore + 1);

      // A buyer sees Continue Learning (to the learning page) instead of Buy Now ...
      await expect(page.getByRole('link', { name: LEARNING_MSG.continueLearning })).toHaveAttribute('href', viewPage);
      await expect(page.getByRole('button', { name: PAYMENT_MSG.buyNow })).toHaveCount(0);
      // ... and the server refuses a second order for the same course.
      const again = await page.evaluate(
        async ([url, courseId]) => {
          const res = await fetch(url!, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ courseId }),
          });
          return { status: res.status, body: (await res.json()) as { error?: { message?: string } } };
        },
        [ORDER_API.create, course.id] as const,
      );
      expect(again.status).toBe(409);
      expect(again.body.error?.message).toBe(PAYMENT_MSG.alreadyOwned);
    });
  }
});

/** The ways of leaving the sandbox checkout unpaid: its button, and the heading of the return page. */
const UNPAID_EXITS = {
  cancel: { button: PAYMENT_MSG.cancel, heading: PAYMENT_MSG.cancelledTitle },
  decline: { button: PAYMENT_MSG.decline, heading: PAYMENT_MSG.paymentFailedTitle },
};

/**
 * A fresh learner checks out a demo course from its page (cancelling and declining enrol nobody, so
 * the demo figures stay), leaves the sandbox checkout by `exit`'s button and lands on the area's
 * payment return page under its heading. Returns the course and the order.
 */
async function leftDemoCheckout(
  page: Page,
  role: LearnerRole,
  title: string,
  exit: (typeof UNPAID_EXITS)[keyof typeof UNPAID_EXITS],
) {
  const course = await demoCourseCard(page.request, title);
  const buyer = await signedInLearner(page, role);
  await page.goto(AREA[role].course(course.id));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const order = await checkoutFromCoursePage(page, course, buyer);
  await page.getByRole('button', { name: exit.button, exact: true }).click();

  await expect(page.getByRole('heading', { name: exit.heading })).toBeVisible();
  expect(pathOf(page)).toBe(AREA[role].paymentReturn);
  return { course, order };
}

/** No success message, and the order reaches `status` on the server. */
async function expectOrderClosed(page: Page, orderId: string, status: Order['orderStatus']) {
  await expect(page.getByText(PAYMENT_MSG.paymentSuccessful)).toHaveCount(0);
  await expect
    .poll(async () => (await apiMyOrders(page.request)).find((o) => o.id === orderId)?.orderStatus)
    .toBe(status);
}

async function expectNotEnrolled(page: Page, role: LearnerRole, courseId: string) {
  const mine = await apiMyCourses(page.request);
  expect(
    mine.courses.map((c) => c.course.id),
    'no enrolment',
  ).not.toContain(courseId);
  expect((await apiCourse(page.request, courseId)).viewer.enrolled).toBe(false);
  await page.goto(AREA[role].myCourses);
  await expect(page.getByText(LEARNING_MSG.noCoursesFound, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: LEARNING_MSG.browseCourses })).toHaveAttribute(
    'href',
    AREA[role].courses,
  );
  await page.goto(AREA[role].course(courseId));
  await expect(page.getByRole('button', { name: PAYMENT_MSG.buyNow, exact: true })).toBeEnabled();
  await expect(page.getByRole('link', { name: LEARNING_MSG.continueLearning })).toHaveCount(0);
}

test('a cancelled checkout shows Payment cancelled and enrols nobody', async ({ page }) => {
  const { course, order } = await leftDemoCheckout(page, 'Student', DEMO_COURSE.cloud, UNPAID_EXITS.cancel);
  expect(new URL(page.url()).searchParams.get('cancelled')).toBe('1');
  await expect(page.getByText(PAYMENT_MSG.cancelled)).toBeVisible();
  await expect(page.getByRole('link', { name: PAYMENT_MSG.backToCourse })).toHaveAttribute(
    'href',
    AREA.Student.course(course.id),
  );
  await expect(page.getByRole('link', { name: PAYMENT_MSG.goToMyCourses })).toHaveAttribute(
    'href',
    AREA.Student.myCourses,
  );
  await expect.poll(() => storedOrderId(page), { message: 'the stored order id is cleared' }).toBeNull();
  await expectOrderClosed(page, order.orderId, 'Cancelled');

  // Back to the course: still for sale.
  await page.getByRole('link', { name: PAYMENT_MSG.backToCourse }).click();
  await expectPath(page, AREA.Student.course(course.id));
  await expect(page.getByRole('button', { name: PAYMENT_MSG.buyNow, exact: true })).toBeEnabled();
  await expectNotEnrolled(page, 'Student', course.id);
});

test('a declined payment shows Payment Failed with the server message, Try again and Back to the course, and enrols nobody', async ({
  page,
}) => {
  const { course, order } = await leftDemoCheckout(page, 'Lead', DEMO_COURSE.ml, UNPAID_EXITS.decline);
  await expect(page.getByText(PAYMENT_MSG.declined)).toBeVisible();
  await expect(page.getByRole('link', { name: PAYMENT_MSG.goToMyCourses })).toHaveAttribute(
    'href',
    AREA.Lead.myCourses,
  );
  await expect(page.getByRole('link', { name: PAYMENT_MSG.backToCourse })).toHaveAttribute(
    'href',
    AREA.Lead.course(course.id),
  );
  await expectOrderClosed(page, order.orderId, 'Rejected');

  // Try again: the checkout once more, a new order for the same course at the server's price, on the sandbox checkout.
  await page.getByRole('button', { name: PAYMENT_MSG.tryAgain }).click();
  await (await fillCheckout(page)).click();
  await expect(page.getByRole('heading', { level: 1, name: PAYMENT_MSG.sandboxTitle })).toBeVisible();
  const retryId = await storedOrderId(page);
  expect(retryId, 'a new order').not.toBe(order.orderId);
  await expect(page.locator('body')).toContainText(course.title);
  await expect(page.locator('body')).toContainText(formatRupees(course.pricePaise));
  expect((await apiMyOrders(page.request)).find((o) => o.id === retryId)).toMatchObject({
    courseId: course.id,
    coursePricePaise: course.pricePaise,
    orderStatus: 'Pending',
  });

  // Declined once more: Back to the course, still for sale.
  await page.getByRole('button', { name: PAYMENT_MSG.decline, exact: true }).click();
  await expect(page.getByRole('heading', { name: PAYMENT_MSG.paymentFailedTitle })).toBeVisible();
  await expectOrderClosed(page, retryId!, 'Rejected');
  await page.getByRole('link', { name: PAYMENT_MSG.backToCourse }).click();
  await expectPath(page, AREA.Lead.course(course.id));
  await expectNotEnrolled(page, 'Lead', course.id);
});
