/** The failures of the insight routes: HTTP status, a stable code, and the message shown. */
import { COURSE_MSG } from '@cms/contract';
import { notFound } from '../../errors/index.js';

export const insightsErrors = {
  /** Missing, or (for an instructor) not their course: 404 "Course not found", as the course management page. */
  courseNotFound: () => notFound(COURSE_MSG.courseNotFound),
};
