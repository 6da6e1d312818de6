/** The failures of the learning routes: HTTP status, a stable code, and the message shown. */
import { LEARNING_MSG } from '@cms/contract';
import { notFound } from '../../errors/index.js';

export const learningErrors = {
  /** No such enrolment, or not the caller's. */
  enrolmentNotFound: () => notFound(LEARNING_MSG.enrolmentNotFound),
  lessonNotInCourse: () => notFound(LEARNING_MSG.lessonNotInCourse),
};
