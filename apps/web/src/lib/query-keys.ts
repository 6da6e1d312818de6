/**
 * The react-query keys of every domain, in one place: a change in one domain (a purchase, a review)
 * invalidates the others' caches without one feature importing another.
 */

export const courseKeys = {
  all: ['courses'] as const,
  catalogue: (params: object) => ['courses', 'catalogue', params] as const,
  admin: (params: object) => ['courses', 'admin', params] as const,
  adminDetail: (id: string) => ['courses', 'admin-detail', id] as const,
  instructor: ['courses', 'instructor'] as const,
  /** One of the instructor's own courses (its management page). */
  instructorDetail: (id: string) => ['courses', 'instructor-detail', id] as const,
  detail: (id: string) => ['courses', 'detail', id] as const,
};

export const dashboardKeys = {
  all: ['dashboards'] as const,
  student: ['dashboards', 'student'] as const,
  lead: ['dashboards', 'lead'] as const,
  instructor: ['dashboards', 'instructor'] as const,
};

export const learningKeys = {
  all: ['learning'] as const,
  myCourses: (search: string) => ['learning', 'my-courses', search] as const,
  enrolment: (enrolmentId: string) => ['learning', 'enrolment', enrolmentId] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  course: (courseId: string) => ['reviews', courseId] as const,
};

/** The caller's own orders (the payment return page finds the course of a failed payment there). */
export const myOrderKeys = {
  all: ['my-orders'] as const,
};

/** The buyer's purchases (orders with invoices and refunds); a refund anywhere makes them stale. */
export const purchaseKeys = {
  all: ['purchases'] as const,
};

/** The admins' refunds (a refund also changes the orders' lists and the buyer's purchases). */
export const refundKeys = {
  all: ['refunds'] as const,
  list: (params: object) => ['refunds', 'list', params] as const,
};

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  list: (params: object) => ['admin-orders', 'list', params] as const,
  detail: (id: string) => ['admin-orders', 'detail', id] as const,
};

/** The admin's withdrawal list (under the 'withdrawals' prefix the instructor's keys share). */
export const adminWithdrawalKeys = {
  all: ['withdrawals', 'admin'] as const,
  list: (params: object) => ['withdrawals', 'admin', params] as const,
};

export const auditKeys = {
  all: ['audit'] as const,
  list: (params: object) => ['audit', 'list', params] as const,
};

export const instructorKeys = {
  all: ['instructors'] as const,
  list: (params: object) => ['instructors', 'list', params] as const,
  detail: (id: string) => ['instructors', 'detail', id] as const,
  sales: (id: string, params: object) => ['instructors', 'sales', id, params] as const,
  /** An instructor's public page (anyone). */
  publicPage: (id: string) => ['instructors', 'public', id] as const,
};

export const payoutKeys = {
  all: ['payouts'] as const,
  order: (orderId: string) => ['payouts', 'order', orderId] as const,
};

export const peopleKeys = {
  all: ['people'] as const,
  leads: (params: object) => ['people', 'leads', params] as const,
  users: (params: object) => ['people', 'users', params] as const,
};

/** The instructor's own money: earnings summary and sales. */
export const earningsKeys = {
  all: ['earnings'] as const,
  summary: ['earnings', 'summary'] as const,
  sales: (params: object) => ['earnings', 'sales', params] as const,
};

/** The instructor's withdrawal requests, balance and UPI ID. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  history: ['withdrawals', 'history'] as const,
};

/** The caller's own profile page (student, lead, instructor). */
export const profileKeys = {
  all: ['profiles'] as const,
  student: ['profiles', 'student'] as const,
  lead: ['profiles', 'lead'] as const,
  instructor: ['profiles', 'instructor'] as const,
};

/** The lead's team and one member's View Profile. */
export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  member: (memberId: string) => ['team', 'member', memberId] as const,
};

/** The caller's conversations, the sidebar's unread count and one thread. */
export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread'] as const,
  thread: (conversationId: string) => ['messages', 'thread', conversationId] as const,
};

/** The admins' outbox: pages of mail and one mail with its bodies. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (params: object) => ['outbox', 'list', params] as const,
  mail: (id: string) => ['outbox', 'mail', id] as const,
};

/** Role requests (ROLE_APPROVAL): the applicant's own, the admins' list and the pending count (the badge). */
export const roleRequestKeys = {
  all: ['role-requests'] as const,
  mine: ['role-requests', 'mine'] as const,
  admin: (params: object) => ['role-requests', 'admin', params] as const,
  pending: ['role-requests', 'pending'] as const,
};

/**
 * Quizzes: the owner's definitions of a course (under 'courses': saving the course refreshes them) and
 * a learner's view of one quiz lesson (under 'learning', with the enrolment it belongs to).
 */
export const quizKeys = {
  definitions: (courseId: string) => ['courses', 'quizzes', courseId] as const,
  view: (enrolmentId: string, lessonId: string) => ['learning', 'quiz', enrolmentId, lessonId] as const,
};

/** Lesson Q&A: a lesson's questions (pages), the learner's unread replies, the instructor's questions. */
export const questionKeys = {
  all: ['questions'] as const,
  lesson: (courseId: string, lessonId: string) => ['questions', 'lesson', courseId, lessonId] as const,
  unread: ['questions', 'unread'] as const,
  instructor: (params: object) => ['questions', 'instructor', params] as const,
  /** The instructor nav's new count. */
  instructorNew: ['questions', 'instructor-new'] as const,
  /** The instructor's courses, for the questions page's course filter. */
  courses: ['questions', 'courses'] as const,
};

/** The seller's GST settings (admins). */
export const invoiceKeys = {
  sellerSettings: ['invoices', 'seller-settings'] as const,
};

/** A lesson video's renditions (issue 22): polled while they are being made. */
export const videoProcessingKeys = {
  all: ['video-processing'] as const,
  lesson: (lessonId: string) => ['video-processing', lessonId] as const,
};
