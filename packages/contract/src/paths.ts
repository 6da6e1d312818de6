/**
 * The API's paths and the app's pages that other modules link to. No zod here: the web app's first
 * screen imports these without loading any schema (see docs/decisions.md, "A light first screen").
 */

/** Paths of the API (spec section 7 where it names them). */
export const API = {
  health: '/api/health',
  config: '/api/config',
  signUp: '/api/auth/signup',
  signIn: '/api/auth/signin',
  checkAuth: '/api/auth/check-auth',
  logout: '/api/auth/logout',
  googleStart: '/api/auth/google',
  googleCallback: '/api/auth/google/callback',
  verifyStudent: '/api/check-verify/student',
  verifyLead: '/api/check-verify/lead',
  verifyInstructor: '/api/check-verify/instructor',
  uploadProfileImage: '/api/uploads/profile-image',
  media: '/api/media',
} as const;

export const COURSE_API = {
  catalogue: '/api/courses',
  featured: '/api/courses/featured',
  course: '/api/courses/:id',
  deleteCourse: '/api/courses/:id/delete',
  instructorCourses: '/api/instructor/courses',
  instructorCourse: '/api/instructor/courses/:id',
  publish: '/api/instructor/courses/:id/publish',
  adminCourses: '/api/admin/courses',
  adminCourse: '/api/admin/courses/:id',
  uploadThumbnail: '/api/uploads/course-thumbnail',
  uploadVideo: '/api/uploads/lesson-video',
} as const;

/** The pages of the flow; the reset link in the e-mail points to RESET_PASSWORD_PATH?token=… */
export const SIGN_IN_PATH = '/auth/signin';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** The query parameter of the reset link that holds the token. */
export const RESET_TOKEN_PARAM = 'token';

/** Where each side reads its messages (the links of the mails point here). */
export const MESSAGES_PATH = { Student: '/student/messages', Lead: '/lead/messages' } as const;

/** The learning page of an enrolment, per area (spec 2). */
export const VIEW_PAGE_PATH = {
  Student: '/student/mycourses/view-page/',
  Lead: '/lead/mycourses/view-page/',
} as const;

/** Where the buyer comes back to, per area (spec 2). */
export const PAYMENT_RETURN_PATH = { Student: '/student/payment-return', Lead: '/lead/payment-return' } as const;
/** Razorpay's checkout step: this path + our order id (the signed-in buyer, whichever area). */
export const RAZORPAY_CHECKOUT_PATH = '/checkout/razorpay/';
export const MY_COURSES_PATH = { Student: '/student/mycourses', Lead: '/lead/mycourses' } as const;

/** The instructor's withdrawals page (the link of the withdrawal decision mail). */
export const INSTRUCTOR_WITHDRAWALS_PATH = '/instructor/withdrawals';

/** Where a signed-in user without a role verifies (and, with ROLE_APPROVAL, waits for approval). */
export const VERIFY_PATH = '/check/verify';
