/** The failures of the quiz routes: HTTP status, a stable code, and the message shown. */
import { COURSE_MSG, LEARNING_MSG, QUIZ_MSG } from '@cms/contract';
import { badRequest, conflict, notFound } from '../../errors/index.js';

export const quizErrors = {
  /** Not the caller's own course (or no such course): as the course management page answers. */
  courseNotFound: () => notFound(COURSE_MSG.courseNotFound),
  /** No such enrolment, or not the caller's. */
  enrolmentNotFound: () => notFound(LEARNING_MSG.enrolmentNotFound),
  /** No lesson of kind quiz with that id in the enrolment's course. */
  quizNotFound: () => notFound(QUIZ_MSG.quizNotFound),
  /** No such attempt of the caller's at that quiz. */
  attemptNotFound: () => notFound(QUIZ_MSG.attemptNotFound),
  alreadyPassed: () => conflict(QUIZ_MSG.alreadyPassed),
  attemptsUsed: () => conflict(QUIZ_MSG.attemptsUsed),
  answerNotInQuestion: () => badRequest(QUIZ_MSG.answerNotInQuestion, { answers: QUIZ_MSG.answerNotInQuestion }),
};
