/** The failures of lesson Q&A and of review replies: HTTP status, a stable code, and the message shown. */
import { QUESTION_MSG } from '@cms/contract';
import { AppError, badRequest, forbidden } from '../../errors/index.js';

export const questionErrors = {
  /** An unknown course or lesson, a lesson of another course, or a Q&A the caller may not read: one answer. */
  lessonNotFound: () => new AppError(404, 'LESSON_NOT_FOUND', QUESTION_MSG.lessonNotFound),
  /** An unknown question, or one of a course whose Q&A the caller may not read. */
  questionNotFound: () => new AppError(404, 'QUESTION_NOT_FOUND', QUESTION_MSG.questionNotFound),
  /** The accepted reply must be one of the question's replies. */
  notAReply: () => badRequest(QUESTION_MSG.notAReply, { replyId: QUESTION_MSG.notAReply }),
  /** Admins read a course's Q&A; they do not write in it. */
  adminsReadOnly: () => forbidden(QUESTION_MSG.adminsReadOnly),
  /** Only the course's enrolled learners ask; only its instructor accepts. */
  forbidden: () => forbidden(),
};
