/** The failures of the review routes: HTTP status, a stable code, and the message shown. */
import { QUESTION_MSG, REVIEW_MSG } from '@cms/contract';
import { AppError, forbidden } from '../../errors/index.js';

export const reviewErrors = {
  onlyEnrolled: () => forbidden(REVIEW_MSG.onlyEnrolled),
  /** An unknown review, or one of another instructor's course (a reply to it). */
  reviewNotFound: () => new AppError(404, 'REVIEW_NOT_FOUND', QUESTION_MSG.reviewNotFound),
};
