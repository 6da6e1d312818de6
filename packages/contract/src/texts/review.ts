import { REVIEW_TEXT_MAX } from '../constants.js';
import { COURSE_MSG } from './course.js';

export const REVIEW_MSG = {
  rateThisCourse: 'Rate this course',
  yourReview: 'Your review',
  editReview: 'Edit your review',
  submitReview: 'Submit review',
  updateReview: 'Update review',
  reviewPlaceholder: 'What did you think of this course? (optional)',
  ratingRequired: 'Please choose a rating from 1 to 5',
  textTooLong: `At most ${REVIEW_TEXT_MAX} characters`,
  reviewSaved: 'Thank you! Your review was saved.',
  reviewUpdated: 'Your review was updated.',
  onlyEnrolled: 'Only learners enrolled in this course can review it',
  studentReviews: 'Student reviews',
  noReviewsYet: 'No reviews yet',
  noRatingsYet: COURSE_MSG.noRatingsYet,
  failedToSave: 'Failed to save your review',
} as const;
