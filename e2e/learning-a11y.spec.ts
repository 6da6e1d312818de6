/**
 * Issue 4 accessibility: no serious or critical axe violations on My courses, the learning page, the
 * dashboards and the payment return page (cancelled and declined), light and dark. The demo learners
 * (who own a demo course) are only looked at; the checkouts are made by fresh students.
 */
import { expect, test, type Page } from '@playwright/test';
import { LEARNING_MSG, ORDER_API, PAYMENT_MSG } from '../packages/contract/src/index.js';
import { expectNoSeriousViolations, testEachScreenInBothThemes } from './support/a11y.js';
import { signInAsDemo } from './support/app.js';
import {
  AREA,
  apiCreateOrder,
  apiMyCourses,
  apiPressSandbox,
  sandboxPaymentId,
  signedInLearner,
  type LearnerRole,
} from './support/checkout.js';
import { demoCourseCard, DEMO_COURSE } from './support/courses.js';
import { metadataLoaded } from './support/video.js';

interface A11yPage {
  name: string;
  /** Signs in and returns the path to open. */
  open: (page: Page) => Promise<string>;
  ready: (page: Page) => Promise<void>;
}

const demo = (role: LearnerRole) => async (page: Page) => {
  await signInAsDemo(page, role);
};

/**
 * A fresh student, signed in on the page, who pressed Buy Now on a demo course (buying it would
 * change the demo figures); returns the sandbox checkout address.
 */
async function freshCheckout(page: Page): Promise<string> {
  await signedInLearner(page, 'Student');
  const course = await demoCourseCard(page.request, DEMO_COURSE.cloud);
  return (await apiCreateOrder(page.request, course.id)).approvalUrl;
}

/** A fresh student who left the sandbox checkout of a demo course by `action`; returns the return address. */
async function leftCheckout(page: Page, action: string): Promise<string> {
  const approvalUrl = await freshCheckout(page);
  const to = await apiPressSandbox(page.request, action, sandboxPaymentId(approvalUrl));
  return `${to.pathname}${to.search}`;
}

const PAGES: A11yPage[] = [
  {
    name: 'student My courses',
    open: async (page) => {
      await demo('Student')(page);
      return AREA.Student.myCourses;
    },
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: LEARNING_MSG.myLearningJourney })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'student learning page',
    open: async (page) => {
      await demo('Student')(page);
      const mine = await apiMyCourses(page.request);
      expect(mine.courses.length, 'the demo student owns a course').toBeGreaterThan(0);
      return AREA.Student.viewPage(mine.courses[0]!.enrolmentId);
    },
    ready: async (page) => {
      await expect(page.getByRole('progressbar', { name: 'Course progress' })).toBeVisible();
      await expect(page.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
      await metadataLoaded(page.locator('video').first());
    },
  },
  {
    name: 'student dashboard',
    open: async (page) => {
      await demo('Student')(page);
      return AREA.Student.dashboard;
    },
    ready: async (page) => {
      await expect(page.getByText('Student Dashboard', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recommended for You' })).toBeVisible();
    },
  },
  {
    name: 'lead My courses',
    open: async (page) => {
      await demo('Lead')(page);
      return AREA.Lead.myCourses;
    },
    ready: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'lead dashboard',
    open: async (page) => {
      await demo('Lead')(page);
      return AREA.Lead.dashboard;
    },
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Leadership Portal' })).toBeVisible();
      await expect(page.getByRole('heading', { name: "Team's Recent Courses" })).toBeVisible();
    },
  },
  {
    name: 'payment return (cancelled)',
    open: (page) => leftCheckout(page, ORDER_API.sandboxCancel),
    ready: (page) => expect(page.getByRole('heading', { name: PAYMENT_MSG.cancelledTitle })).toBeVisible(),
  },
  {
    name: 'payment return (declined)',
    open: (page) => leftCheckout(page, ORDER_API.sandboxDecline),
    ready: (page) => expect(page.getByRole('heading', { name: PAYMENT_MSG.paymentFailedTitle })).toBeVisible(),
  },
];

/** Pages issue 19 changed (Try again and Back to the course after a declined payment): also at phone width. */
const ALSO_AT_PHONE_WIDTH = new Set(['payment return (declined)']);

testEachScreenInBothThemes(PAGES, ALSO_AT_PHONE_WIDTH, async (page, p) => {
  const path = await p.open(page);
  await page.goto(path);
  await p.ready(page);
  return '';
});

test('the sandbox checkout page has no serious or critical violations', async ({ page }) => {
  await page.goto(await freshCheckout(page));
  await expect(page.getByRole('heading', { level: 1, name: PAYMENT_MSG.sandboxTitle })).toBeVisible();
  await expectNoSeriousViolations(page, 'light', 'the sandbox checkout page');
});
