/** The failures of the review routes: HTTP status, a stable code, and the message shown. */
import { REVIEW_MSG } from '@cms/contract';
import { forbidden } from '../../errors/index.js';

export const reviewErrors = {
  onlyEnrolled: () => forbidden(REVIEW_MSG.onlyEnrolled),
};
