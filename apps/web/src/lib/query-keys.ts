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
  detail: (id: string) => ['courses', 'detail', id] as const,
};

export const dashboardKeys = {
  all: ['dashboards'] as const,
  student: ['dashboards', 'student'] as const,
  lead: ['dashboards', 'lead'] as const,
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
