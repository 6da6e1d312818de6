/**
 * Every in-app URL, built in one place (spec section 2's route tree). Pages link with
 * `paths.student.course(id)`, never with a hand-written string; a page shared by several areas
 * takes its area and asks `paths[area]` (or `learnerPaths(area)` / `managedPaths(area)`).
 * The pages the server sends people back to (sign-in, My courses, the player, the payment
 * return, the instructor's withdrawals) come from the contract, so both sides agree on them.
 */
import {
  ADMIN_APPROVALS_PATH,
  ADMIN_CERTIFICATES_PATH,
  ADMIN_SELLER_SETTINGS_PATH,
  ADMIN_REFUNDS_PATH,
  FORGOT_PASSWORD_PATH,
  INSTRUCTOR_WITHDRAWALS_PATH,
  MESSAGES_PATH,
  MY_COURSES_PATH,
  PAYMENT_RETURN_PATH,
  RAZORPAY_CHECKOUT_PATH,
  PURCHASES_PATH,
  RESET_PASSWORD_PATH,
  ROLE_HOME,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
  VIEW_PAGE_PATH,
  verifyPath,
  type Role,
} from '@cms/contract';

const id = (value: string) => encodeURIComponent(value);

const auth = {
  /** Everything under /auth is for visitors; /auth itself goes on to sign-in. */
  root: '/auth',
  /** The landing page for visitors (spec route tree: /auth home). */
  home: '/auth/home',
  signIn: SIGN_IN_PATH,
  signUp: SIGN_UP_PATH,
  forgotPassword: FORGOT_PASSWORD_PATH,
  /** The page of the e-mailed reset link (?token=…). */
  resetPassword: RESET_PASSWORD_PATH,
  verify: '/check/verify',
  /** Everything under /check is the verification step. */
  checkRoot: '/check',
} as const;

/** The learner pages that the student and lead areas both have. */
function learnerArea(role: 'Student' | 'Lead', area: 'student' | 'lead') {
  return {
    /** The area's prefix (its layout's route). */
    root: `/${area}`,
    dashboard: ROLE_HOME[role],
    courses: `/${area}/courses`,
    course: (courseId: string) => `/${area}/courses/${id(courseId)}`,
    myCourses: MY_COURSES_PATH[role],
    /** The learning page of one enrolment. */
    learn: (enrolmentId: string) => `${VIEW_PAGE_PATH[role]}${id(enrolmentId)}`,
    paymentReturn: PAYMENT_RETURN_PATH[role],
    /** Every order of the learner, with invoices and refunds (issue 21). */
    purchases: PURCHASES_PATH[role],
    profile: `/${area}/profile`,
    /** Messages: the conversation list, and one conversation. */
    messages: MESSAGES_PATH[role],
    conversation: (conversationId: string) => `${MESSAGES_PATH[role]}/${id(conversationId)}`,
  };
}

export const paths = {
  landing: '/',
  auth,
  /** A certificate's public verification page (no sign-in). */
  verifyCertificate: verifyPath,
  /** Razorpay's checkout step of an order (the signed-in buyer, whichever area). */
  razorpayCheckout: (orderId: string) => `${RAZORPAY_CHECKOUT_PATH}${id(orderId)}`,
  /** An instructor's public page: anyone, signed in or not. */
  instructorPage: (instructorId: string) => `/instructors/${id(instructorId)}`,
  student: {
    ...learnerArea('Student', 'student'),
    enrolledCourses: '/student/enrollcourseview',
  },
  lead: {
    ...learnerArea('Lead', 'lead'),
    members: '/lead/members',
  },
  instructor: {
    root: '/instructor',
    dashboard: ROLE_HOME.Instructor,
    courses: '/instructor/courses',
    course: (courseId: string) => `/instructor/courses/view/${id(courseId)}`,
    courseInsights: (courseId: string) => `/instructor/courses/${id(courseId)}/insights`,
    coursePlayer: (courseId: string) => `/instructor/courses/coureview/${id(courseId)}`,
    newCourse: '/instructor/new',
    editCourse: (courseId: string) => `/instructor/new?edit=${id(courseId)}`,
    earnings: '/instructor/earnings',
    withdrawals: INSTRUCTOR_WITHDRAWALS_PATH,
    profile: '/instructor/profile',
    profileUpdate: '/instructor/profile/update',
    /** Learners' questions on the instructor's courses (lesson Q&A). */
    questions: '/instructor/questions',
    /** The instructor's coupons (issue 21). */
    coupons: '/instructor/coupons',
  },
  admin: {
    root: '/Admin',
    home: ROLE_HOME.Admin,
    courses: '/Admin/courses',
    course: (courseId: string) => `/Admin/courses/${id(courseId)}`,
    courseInsights: (courseId: string) => `/Admin/courses/${id(courseId)}/insights`,
    coursePlayer: (courseId: string) => `/Admin/courses/coureview/${id(courseId)}`,
    instructors: '/Admin/courseProviders',
    instructor: (instructorId: string) => `/Admin/courseProviders/${id(instructorId)}`,
    pay: (orderId: string) => `/Admin/pay/${id(orderId)}`,
    orders: '/Admin/orders',
    withdrawals: '/Admin/withdrawals',
    leads: '/Admin/leads',
    users: '/Admin/users',
    audit: '/Admin/audit',
    outbox: '/Admin/outbox',
    approvals: ADMIN_APPROVALS_PATH,
    certificates: ADMIN_CERTIFICATES_PATH,
    /** Every coupon (issue 21). */
    coupons: '/Admin/coupons',
    /** The seller's GST settings (issue 21). */
    settings: ADMIN_SELLER_SETTINGS_PATH,
    refunds: ADMIN_REFUNDS_PATH,
  },
} as const;

const ROUTE_PARAM = ':id';

/**
 * The route pattern of a path builder: the path it builds for the id `:id` (`paths.admin.course` →
 * `/Admin/courses/:id`), so the router matches exactly the URLs the app links to.
 */
export const routePattern = (build: (value: string) => string) =>
  build(ROUTE_PARAM).replace(id(ROUTE_PARAM), ROUTE_PARAM);

/** The two learner areas. */
export type LearnerArea = 'student' | 'lead';
export const learnerPaths = (area: LearnerArea) => paths[area];

/** The two areas that manage courses (list, one course, its player). */
export type ManagedArea = 'admin' | 'instructor';
export const managedPaths = (area: ManagedArea) => paths[area];

/** Where a signed-in user belongs: the role's home, or verification for an Empty role. */
export function homeOf(role: Role): string {
  return role === 'Empty' ? auth.verify : ROLE_HOME[role];
}
