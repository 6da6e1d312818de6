/**
 * Helpers of the buying and learning journeys: fresh verified learners (students and leads), the
 * sandbox checkout driven through the API for set-up, and read-outs of what the server holds
 * (my courses, the course as the learner sees it, reviews, dashboards) to compare the screens with.
 */
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import {
  CHECKOUT_MSG,
  COURSE_API,
  DASHBOARD_API,
  LEARNING_API,
  MY_COURSES_PATH,
  ORDER_API,
  PAYMENT_MSG,
  PAYMENT_RETURN_PATH,
  REVIEW_API,
  VIEW_PAGE_PATH,
  formatRating,
  type CaptureResponse,
  type CourseDetail,
  type CourseReviews,
  type CreateOrderResponse,
  type LeadDashboard,
  type MyCourses,
  type Order,
  type ProgressResponse,
  type SaveReviewResponse,
  type StudentDashboard,
} from '../../packages/contract/src/index.js';
import { API, BASE_URL, ORIGIN_HEADERS, TINY_PNG, newUser, uniqueRollNumber, type NewUser } from './app.js';
import { coursePath } from './courses.js';

export type LearnerRole = 'Student' | 'Lead';
export const LEARNER_ROLES: readonly LearnerRole[] = ['Student', 'Lead'];

/** The paths of a learner's area under `root` (spec section 2). */
const learnerArea = (role: LearnerRole, root: string) =>
  ({
    dashboard: `${root}/dashboard`,
    courses: `${root}/courses`,
    course: (id: string) => `${root}/courses/${id}`,
    myCourses: MY_COURSES_PATH[role],
    viewPage: (enrolmentId: string) => `${VIEW_PAGE_PATH[role]}${enrolmentId}`,
    paymentReturn: PAYMENT_RETURN_PATH[role],
  }) as const;

/** The paths of each learner's area. */
export const AREA = { Student: learnerArea('Student', '/student'), Lead: learnerArea('Lead', '/lead') } as const;

export interface Learner extends NewUser {
  role: LearnerRole;
  userId: string;
  team: string;
}

/**
 * Signs up a fresh user, signs in and completes the role's registration (profile image and form)
 * through the API with `request` (its cookie jar keeps the session). Set-up for journeys that are
 * not about registration (e2e/verify.spec.ts covers that).
 */
export async function verifiedLearner(
  request: APIRequestContext,
  role: LearnerRole,
  team = 'Team-1',
  /** The start of the e-mail address (a long one tests that narrow screens cut it). */
  emailPrefix = role.toLowerCase(),
): Promise<Learner> {
  const user = newUser(emailPrefix);
  const up = await request.post(API.signUp, { data: user, headers: ORIGIN_HEADERS });
  expect(up.status(), `sign-up of ${user.email}: ${await up.text()}`).toBe(201);
  const signIn = await request.post(API.signIn, {
    data: { email: user.email, password: user.password },
    headers: ORIGIN_HEADERS,
  });
  expect(signIn.status(), `sign-in of ${user.email}: ${await signIn.text()}`).toBe(200);
  const userId = ((await signIn.json()) as { user: { userId: string } }).user.userId;

  const img = await request.post(API.uploadProfileImage, {
    headers: ORIGIN_HEADERS,
    multipart: { profile: { name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(img.status(), `avatar upload: ${await img.text()}`).toBe(201);
  const profileImg = ((await img.json()) as { id: string }).id;

  const form =
    role === 'Student'
      ? { rollNumber: uniqueRollNumber(), branch: 'CSD', teamNum: team, gender: 'Female', profileImg }
      : { rollNumber: uniqueRollNumber(), branch: 'CSM', teamNo: team, gender: 'Male', profileImg };
  const verify = await request.post(role === 'Student' ? API.verifyStudent : API.verifyLead, {
    data: form,
    headers: ORIGIN_HEADERS,
  });
  expect(verify.status(), `registration of ${user.email} as ${role}: ${await verify.text()}`).toBe(201);
  return { ...user, role, userId, team };
}

/** A fresh verified learner signed in in the page's browser context. */
export function signedInLearner(page: Page, role: LearnerRole, team?: string): Promise<Learner> {
  return verifiedLearner(page.request, role, team);
}

/** Something that can make a standalone API request context (Playwright's `playwright` fixture). */
export interface RequestFactory {
  request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> };
}

/** Another fresh learner with a request context of their own (dispose it when done). */
export async function otherLearner(
  playwright: RequestFactory,
  role: LearnerRole,
  team?: string,
): Promise<{ request: APIRequestContext; learner: Learner }> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const learner = await verifiedLearner(request, role, team);
  return { request, learner };
}

/** The JSON body of an API answer that must have `status`; a failure names `what` and shows the body. */
async function expectJson<T>(res: APIResponse, status: number, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/* ----------------------------------------------------------------------------- orders */

/** The payment id at the end of a sandbox checkout address. */
export function sandboxPaymentId(approvalUrl: string): string {
  const path = new URL(approvalUrl, BASE_URL).pathname;
  const prefix = ORDER_API.sandboxCheckout.replace(':paymentId', '');
  expect(path.startsWith(prefix), `${approvalUrl} is a sandbox checkout address`).toBe(true);
  return decodeURIComponent(path.slice(prefix.length));
}

const sandboxAction = (template: string, paymentId: string): string =>
  template.replace(':paymentId', encodeURIComponent(paymentId));

/** The billing state the journeys give at checkout when asked (CGST + SGST when it is the seller's, else IGST). */
export const JOURNEY_BILLING_STATE = 'Karnataka';

/**
 * Buy Now through the API for the learner signed in on `request`: the new order and its sandbox
 * address. The billing state is given as the checkout dialog would (required when GST is charged).
 */
export async function apiCreateOrder(request: APIRequestContext, courseId: string): Promise<CreateOrderResponse> {
  const res = await request.post(ORDER_API.create, {
    data: { courseId, billingState: JOURNEY_BILLING_STATE },
    headers: ORIGIN_HEADERS,
  });
  return expectJson<CreateOrderResponse>(res, 201, `order for ${courseId}`);
}

/**
 * Presses a button of the sandbox checkout page (`action`: ORDER_API.sandboxApprove, sandboxCancel or
 * sandboxDecline) the way the browser does: a form post answered by a 303. Returns the return address.
 */
export async function apiPressSandbox(request: APIRequestContext, action: string, paymentId: string): Promise<URL> {
  const res = await request.post(sandboxAction(action, paymentId), {
    headers: { ...ORIGIN_HEADERS, 'Content-Type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(res.status(), `sandbox ${action}: ${await res.text()}`).toBe(303);
  return new URL(res.headers()['location']!, BASE_URL);
}

/**
 * Buys `courseId` for the learner signed in on `request` the way the browser does, through the API:
 * create the order, press Approve on the sandbox page, then capture with the ids of the return
 * address. Returns the capture answer.
 */
export async function apiBuy(request: APIRequestContext, courseId: string): Promise<CaptureResponse> {
  const order = await apiCreateOrder(request, courseId);
  const back = await apiPressSandbox(request, ORDER_API.sandboxApprove, sandboxPaymentId(order.approvalUrl));
  const capture = await request.post(ORDER_API.capture, {
    data: {
      paymentId: back.searchParams.get('paymentId'),
      payerId: back.searchParams.get('PayerID'),
      orderId: order.orderId,
    },
    headers: ORIGIN_HEADERS,
  });
  return expectJson<CaptureResponse>(capture, 200, 'capture');
}

export async function apiMyOrders(request: APIRequestContext): Promise<Order[]> {
  return (await expectJson<{ orders: Order[] }>(await request.get(ORDER_API.mine), 200, 'my orders')).orders;
}

/**
 * The checkout dialog that Buy Now (or Try again) opened: its Pay button ("Pay ₹…", or "Enrol for
 * free" at a total of nothing) once the quote has loaded.
 */
export function checkoutDialog(page: Page): { dialog: Locator; pay: Locator } {
  const dialog = page.getByRole('dialog', { name: CHECKOUT_MSG.title });
  const pay = dialog.getByRole('button', { name: /^(Pay ₹|Enrol for free)/ });
  return { dialog, pay };
}

/**
 * In the open checkout dialog: chooses the billing state when it is asked for (required, as when
 * the seller charges GST) and returns the Pay button, enabled, for the caller to press.
 */
export async function fillCheckout(page: Page, billingState: string = JOURNEY_BILLING_STATE): Promise<Locator> {
  const { dialog, pay } = checkoutDialog(page);
  await expect(pay, 'the checkout shows the price').toBeVisible();
  const state = dialog.getByRole('combobox', { name: CHECKOUT_MSG.billingStateLabel });
  if ((await state.getAttribute('aria-required')) === 'true') {
    await state.selectOption(billingState);
    await expect(dialog.getByText(/^(CGST|IGST) \(/).first(), 'the tax lines of the state').toBeVisible();
  }
  await expect(pay).toBeEnabled();
  return pay;
}

/** Buy Now on the course page, then Pay in the checkout (the browser leaves for the approval page). */
export async function buyNowAndPay(page: Page, billingState?: string): Promise<void> {
  await page.getByRole('button', { name: PAYMENT_MSG.buyNow, exact: true }).click();
  await (await fillCheckout(page, billingState)).click();
}

/* ----------------------------------------------------------------------------- read-outs */

/** The course as the caller of `request` sees it. */
export async function apiCourse(request: APIRequestContext, id: string): Promise<CourseDetail> {
  return expectJson<CourseDetail>(await request.get(coursePath(COURSE_API.course, id)), 200, `course ${id}`);
}

export async function apiMyCourses(request: APIRequestContext, search?: string): Promise<MyCourses> {
  const res = await request.get(LEARNING_API.myCourses, { params: search ? { search } : {} });
  return expectJson<MyCourses>(res, 200, 'my courses');
}

export async function apiReviews(request: APIRequestContext, courseId: string): Promise<CourseReviews> {
  const res = await request.get(coursePath(REVIEW_API.list, courseId));
  return expectJson<CourseReviews>(res, 200, `reviews of ${courseId}`);
}

export async function apiSaveReview(
  request: APIRequestContext,
  courseId: string,
  rating: number,
  text?: string,
): Promise<SaveReviewResponse> {
  const res = await request.put(coursePath(REVIEW_API.mine, courseId), {
    data: { rating, ...(text ? { text } : {}) },
    headers: ORIGIN_HEADERS,
  });
  return expectJson<SaveReviewResponse>(res, 200, `review of ${courseId}`);
}

/** Marks a lesson done through the API (the learning page's Mark as done). */
export async function apiMarkDone(
  request: APIRequestContext,
  enrolmentId: string,
  lessonId: string,
): Promise<ProgressResponse> {
  const path = LEARNING_API.lessonProgress
    .replace(':enrolmentId', encodeURIComponent(enrolmentId))
    .replace(':lessonId', encodeURIComponent(lessonId));
  const res = await request.put(path, { data: { positionSeconds: 0, completed: true }, headers: ORIGIN_HEADERS });
  return expectJson<ProgressResponse>(res, 200, `marking lesson ${lessonId} done`);
}

export async function apiStudentDashboard(request: APIRequestContext): Promise<StudentDashboard> {
  return expectJson<StudentDashboard>(await request.get(DASHBOARD_API.student), 200, 'student dashboard');
}

export async function apiLeadDashboard(request: APIRequestContext): Promise<LeadDashboard> {
  return expectJson<LeadDashboard>(await request.get(DASHBOARD_API.lead), 200, 'lead dashboard');
}

/* ----------------------------------------------------------------------------- maths */

type Rating = { average: number | null; count: number };

/** The rating after one more review of `stars`, computed from the rating before. */
export function ratingWith(before: Rating, stars: number): { average: number; count: number } {
  const sum = (before.average ?? 0) * before.count;
  return { average: (sum + stars) / (before.count + 1), count: before.count + 1 };
}

export { formatRating };

/* ----------------------------------------------------------------------------- screen */

/** The progress bar's aria-valuenow as a number. */
export async function progressValue(bar: Locator): Promise<number> {
  return Number(await bar.getAttribute('aria-valuenow'));
}

/**
 * 'none' when the page does not scroll sideways; otherwise by how much, and the elements whose right
 * edge is past the window (tag, classes, start of the text), so that a failure names its cause.
 */
export async function sidewaysOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const over = document.documentElement.scrollWidth - width;
    if (over <= 0) return 'none';
    const beyond = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width)
      .slice(0, 12)
      .map((e) => {
        const r = e.getBoundingClientRect();
        const text = (e.textContent ?? '').trim().slice(0, 30);
        return `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)} [${r.left.toFixed(1)}–${r.right.toFixed(1)}] "${text}"`;
      });
    return `${over}px too wide: ${beyond.join(' | ') || 'no element past the edge'}`;
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The figure card (a group named by its label) of My courses and the dashboards. */
export function figureCard(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/**
 * The figure card labelled `label` shows exactly `value`, then `hint` when given (otherwise any hint
 * that does not continue the number).
 */
export async function expectFigure(page: Page, label: string, value: string, hint?: string): Promise<void> {
  const tail = hint ? `\\s*${escape(hint)}` : '(?:\\s*[^\\d.,].*)?';
  const text = new RegExp(`^${escape(label)}\\s*${escape(value)}${tail}$`);
  await expect(figureCard(page, label), `the figure ${label}`).toHaveText(text);
}

/** The total video time as My courses writes it: hours from one hour on, else minutes ("< 1 min" under a minute). */
export function studyTimeText(seconds: number): string {
  if (seconds <= 0) return '0 h';
  if (seconds >= 3600) return `${(Math.round((seconds / 3600) * 10) / 10).toLocaleString('en-IN')} h`;
  if (seconds < 60) return '< 1 min';
  return `${Math.round(seconds / 60)} min`;
}
