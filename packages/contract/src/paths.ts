/**
 * Every path of the API (a table per feature, in the order of index.ts; `:name` marks a parameter)
 * and the app's pages that other modules link to. No zod here: the web app's first screen imports
 * these without loading any schema (see docs/decisions.md, "A light first screen").
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

export const ORDER_API = {
  create: '/api/orders',
  capture: '/api/orders/capture',
  cancel: '/api/orders/cancel',
  mine: '/api/orders/mine',
  /** The sandbox provider's checkout page and its three form actions. */
  sandboxCheckout: '/api/payments/sandbox/:paymentId',
  sandboxApprove: '/api/payments/sandbox/:paymentId/approve',
  sandboxCancel: '/api/payments/sandbox/:paymentId/cancel',
  sandboxDecline: '/api/payments/sandbox/:paymentId/decline',
} as const;

export const LEARNING_API = {
  myCourses: '/api/my/courses',
  enrolment: '/api/my/courses/:enrolmentId',
  lessonProgress: '/api/my/courses/:enrolmentId/lessons/:lessonId/progress',
} as const;

export const REVIEW_API = {
  list: '/api/courses/:id/reviews',
  mine: '/api/courses/:id/review',
} as const;

export const DASHBOARD_API = {
  student: '/api/student/dashboard',
  lead: '/api/lead/dashboard',
  instructor: '/api/instructor/dashboard',
} as const;

export const EARNINGS_API = {
  summary: '/api/instructor/earning/summary',
  /** Spec 7: GET /instructor/earning/orders */
  sales: '/api/instructor/earning/orders',
} as const;

export const WITHDRAWAL_API = {
  /** Spec 7 */
  history: '/api/instructor/withdrawal/history',
  request: '/api/instructor/withdrawal/request',
  admin: '/api/admin/withdrawals',
  process: '/api/admin/withdrawals/:id',
} as const;

export const AUDIT_API = { list: '/api/admin/audit' } as const;

export const ADMIN_ORDER_API = {
  /** Spec 7: GET /admin/course/orders */
  list: '/api/admin/course/orders',
  csv: '/api/admin/course/orders/csv',
  /** One order's detail (admin-order-detail.ts). */
  detail: '/api/admin/course/orders/:id',
} as const;

export const PAYOUT_API = {
  order: '/api/admin/pay/:orderId',
  record: '/api/admin/pay/:orderId',
} as const;

export const INSTRUCTOR_ADMIN_API = {
  /** Spec 7 */
  list: '/api/admin/instructor/all',
  profile: '/api/admin/instructor/profile/:id',
  /** The instructor's sales (salesQuerySchema / salesPageSchema of earnings). */
  sales: '/api/admin/instructor/oneuser/:id',
} as const;

export const INSTRUCTOR_PUBLIC_API = {
  /** Anyone, signed in or not; 404 INSTRUCTOR_NOT_FOUND for an unknown id or someone who is not an instructor. */
  page: '/api/instructors/:id/public',
} as const;

export const PEOPLE_API = {
  leads: '/api/admin/leads',
  users: '/api/admin/users',
  /** An admin disables an account (its sessions end) or enables it again. */
  disable: '/api/admin/users/:id/disable',
  enable: '/api/admin/users/:id/enable',
} as const;

export const ACCOUNT_API = {
  /** Signed in: replace the password; every other session of the user ends. */
  changePassword: '/api/auth/change-password',
  /** Public: e-mail a reset link (the same answer whether or not the address has an account). */
  forgotPassword: '/api/auth/forgot-password',
  /** Public: set a new password with the token of the link; every session of the user ends. */
  resetPassword: '/api/auth/reset-password',
} as const;

/** Paths of spec section 7 (under /api). */
export const PROFILE_API = {
  studentInfo: '/api/student/profile/info',
  studentUpdate: '/api/student/profile/update',
  leadInfo: '/api/lead/profile/info',
  leadUpdate: '/api/lead/profile/update',
  instructorView: '/api/instructor/profile/view',
  instructorUpdate: '/api/instructor/profile/update',
} as const;

export const TEAM_API = {
  members: '/api/lead/team/members',
  member: '/api/lead/team/members/:memberId',
  message: '/api/lead/team/message/:memberId',
} as const;

export const CONVERSATION_API = {
  list: '/api/messages',
  unread: '/api/messages/unread',
  /** GET the thread; POST a reply. */
  thread: '/api/messages/:id',
  read: '/api/messages/:id/read',
} as const;

export const OUTBOX_API = {
  list: '/api/admin/outbox',
  one: '/api/admin/outbox/:id',
  retry: '/api/admin/outbox/:id/retry',
} as const;

export const ROLE_REQUEST_API = {
  mine: '/api/check-verify/request',
  admin: '/api/admin/role-requests',
  approve: '/api/admin/role-requests/:id/approve',
  reject: '/api/admin/role-requests/:id/reject',
} as const;

export const QUIZ_API = {
  /** The owner's quizzes of a course, with answers (the course form). */
  courseQuizzes: '/api/instructor/courses/:id/quizzes',
  quiz: '/api/my/courses/:enrolmentId/quizzes/:lessonId',
  /** POST: starts an attempt, or resumes the open one (200 with its paper, quizPaperSchema, either way). */
  attempts: '/api/my/courses/:enrolmentId/quizzes/:lessonId/attempts',
  attempt: '/api/my/courses/:enrolmentId/quizzes/:lessonId/attempts/:attemptId',
  submit: '/api/my/courses/:enrolmentId/quizzes/:lessonId/attempts/:attemptId/submit',
} as const;

export const INSIGHTS_API = {
  instructorInsights: '/api/instructor/courses/:id/insights',
  instructorLearners: '/api/instructor/courses/:id/learners',
  adminInsights: '/api/admin/courses/:id/insights',
  adminLearners: '/api/admin/courses/:id/learners',
} as const;

export const QUESTION_API = {
  /** GET the lesson's questions; POST asks one. */
  lesson: '/api/courses/:courseId/lessons/:lessonId/questions',
  /** POST a reply. */
  replies: '/api/questions/:id/replies',
  /** PUT { replyId | null }: the accepted answer (the course's instructor). */
  accepted: '/api/questions/:id/accepted',
  /** PUT: the asker opened the question. */
  read: '/api/questions/:id/read',
  /** GET the learner's unread replies. */
  unread: '/api/my/questions/unread',
  /** GET the instructor's questions across their courses. */
  instructor: '/api/instructor/questions',
  /** PUT / DELETE the instructor's reply to a review of their course. */
  reviewReply: '/api/instructor/reviews/:id/reply',
} as const;

export const CAPTION_API = {
  /** GET: the lesson's caption languages, for whoever may watch the lesson. */
  list: '/api/lessons/:lessonId/captions',
  /** GET: one language's WebVTT text (text/vtt), for whoever may watch the lesson. */
  vtt: '/api/lessons/:lessonId/captions/:language.vtt',
  /** PUT (multipart: `label`, then the file in `file`) adds or replaces; DELETE removes. The course's instructor. */
  manage: '/api/instructor/courses/:courseId/lessons/:lessonId/captions/:language',
} as const;

export const CERTIFICATE_API = {
  /** Public: one certificate, its credential and the server's check of it. */
  certificate: '/api/certificates/:id',
  /** Public: the PDF, made at request. */
  pdf: '/api/certificates/:id/pdf',
  /** Student, Lead: the caller's certificates. */
  mine: '/api/my/certificates',
  admin: '/api/admin/certificates',
  revoke: '/api/admin/certificates/:id/revoke',
} as const;

export const CHECKOUT_API = {
  quote: '/api/orders/quote',
} as const;

export const RAZORPAY_API = {
  checkout: '/api/orders/:id/razorpay',
  /** Razorpay's webhooks (payment.captured, payment.failed, refund.processed): set this address in its dashboard. */
  webhook: '/api/payments/razorpay/webhook',
} as const;

export const INVOICE_API = {
  /** Admin: the seller's GST settings (GET, PUT; DELETE: no GST, plain receipts). */
  sellerSettings: '/api/admin/seller-settings',
  /** The order's buyer and admins: one invoice or receipt as JSON. */
  invoice: '/api/invoices/:id',
  /** The order's buyer and admins: its PDF, made at request. */
  invoicePdf: '/api/invoices/:id/pdf',
  /** The order's buyer and admins: a credit note's PDF. */
  creditNotePdf: '/api/credit-notes/:id/pdf',
} as const;

export const COUPON_API = {
  /** GET the instructor's coupons (those for their courses); POST a new one. */
  instructor: '/api/instructor/coupons',
  instructorDisable: '/api/instructor/coupons/:id/disable',
  /** GET every coupon; POST a new one. */
  admin: '/api/admin/coupons',
  adminDisable: '/api/admin/coupons/:id/disable',
} as const;

export const REFUND_API = {
  /** Students and leads: every order of the caller. */
  purchases: '/api/purchases',
  /** The order's buyer asks for a refund. */
  request: '/api/orders/:id/refund-request',
  /** Admins: the refunds, newest first. */
  adminList: '/api/admin/refunds',
  /** Admins: approve a requested refund (or try a failed one again). */
  approve: '/api/admin/refunds/:id/approve',
  /** Admins: reject a requested refund with a note. */
  reject: '/api/admin/refunds/:id/reject',
  /** Admins: refund a paid order outright. */
  refundOrder: '/api/admin/course/orders/:id/refund',
} as const;

export const HLS_API = {
  /** GET: the master playlist (application/vnd.apple.mpegurl), authorised like the video (buyers, the
   * lesson's instructor, admins; free previews public). Its variant URLs are signed and short-lived. */
  master: '/api/hls/:lessonId/master.m3u8',
  /** GET with ?exp&sig: one rendition's playlist (its segment URLs signed in turn). */
  variant: '/api/hls/:lessonId/:rendition/index.m3u8',
  /** GET with ?exp&sig: one TS segment (local storage; S3 segments are presigned URLs of the bucket). */
  segment: '/api/hls/:lessonId/:rendition/:segment',
  /** GET: the lesson's video processing (state, percent) and its hlsUrl when ready. The course's
   * instructor and admins. */
  processing: '/api/lessons/:lessonId/video-processing',
} as const;

/** The JWK set of the server's public signing keys (outside /api: a well-known address). */
export const JWKS_PATH = '/.well-known/jwks.json';

/** A path of these tables with its `:name` parameters filled in, each value URI-encoded. */
export function pathTo(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: no value for :${name} in ${template}`);
    return encodeURIComponent(value);
  });
}

/** The paths the web app and the mails fill in most. */
export const certificatePdfPath = (id: string) => pathTo(CERTIFICATE_API.pdf, { id });
export const certificateApiPath = (id: string) => pathTo(CERTIFICATE_API.certificate, { id });
export const invoiceApiPath = (id: string) => pathTo(INVOICE_API.invoice, { id });
export const invoicePdfPath = (id: string) => pathTo(INVOICE_API.invoicePdf, { id });
export const creditNotePdfPath = (id: string) => pathTo(INVOICE_API.creditNotePdf, { id });
export const refundRequestPath = (orderId: string) => pathTo(REFUND_API.request, { id: orderId });
export const refundApprovePath = (id: string) => pathTo(REFUND_API.approve, { id });
export const refundRejectPath = (id: string) => pathTo(REFUND_API.reject, { id });
export const orderRefundPath = (orderId: string) => pathTo(REFUND_API.refundOrder, { id: orderId });
/** The URL of one language's WebVTT file. */
export const captionVttUrl = (lessonId: string, language: string) => pathTo(CAPTION_API.vtt, { lessonId, language });

/** The master playlist and the processing status of a lesson's video. */
export const hlsMasterUrl = (lessonId: string) => pathTo(HLS_API.master, { lessonId });
export const videoProcessingPath = (lessonId: string) => pathTo(HLS_API.processing, { lessonId });

/** The pages of the flow; the reset link in the e-mail points to RESET_PASSWORD_PATH?token=… */
export const SIGN_IN_PATH = '/auth/signin';
export const SIGN_UP_PATH = '/auth/signup';
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

/** The public verification page of a certificate (no sign-in). */
export const CERTIFICATE_VERIFY_PATH = '/verify/:id';
export const verifyPath = (id: string) => pathTo(CERTIFICATE_VERIFY_PATH, { id });

/** The buyer's purchases, per area (the refund decision mail links here). */
export const PURCHASES_PATH = { Student: '/student/purchases', Lead: '/lead/purchases' } as const;

/** The admins' screens that others link to (the outbox: the start-up log names it for demo use). */
export const ADMIN_CERTIFICATES_PATH = '/Admin/certificates';
export const ADMIN_SELLER_SETTINGS_PATH = '/Admin/settings';
export const OUTBOX_PAGE_PATH = '/Admin/outbox';
export const ADMIN_APPROVALS_PATH = '/Admin/approvals';
export const ADMIN_REFUNDS_PATH = '/Admin/refunds';
