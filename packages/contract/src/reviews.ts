/** Reviews: an enrolled learner rates a course 1–5 with optional text, once per course, editable. */
import { z } from 'zod';
import { wholeNumber } from './number-fields.js';
import { ratingSchema } from './courses.js';
import { actionResponseSchema } from './http.js';
import { instructorReplySchema } from './questions.js';
import { REVIEW_MSG } from './texts/review.js';
import { REVIEW_TEXT_MAX } from './constants.js';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** How many recent reviews the course page lists. */
export const RECENT_REVIEWS_LIMIT = 10;

export const reviewInputSchema = z.object({
  rating: wholeNumber(RATING_MIN, RATING_MAX, REVIEW_MSG.ratingRequired),
  /** Blank text is stored as none. */
  text: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, { error: REVIEW_MSG.textTooLong })
    .optional()
    .transform((t) => (t ? t : undefined)),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  text: z.string().nullable(),
  /** Reviewer's display name only (no e-mail). */
  authorName: z.string(),
  authorRole: z.enum(['Student', 'Lead']).or(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The course instructor's public reply (issue 20), or null. */
  instructorReply: instructorReplySchema,
});
export type Review = z.infer<typeof reviewSchema>;

/** GET REVIEW_API.list — the most recent reviews with the course's real average and count. */
export const courseReviewsSchema = z.object({
  rating: ratingSchema,
  reviews: z.array(reviewSchema),
});
export type CourseReviews = z.infer<typeof courseReviewsSchema>;

/** PUT REVIEW_API.mine — creates or replaces the caller's review. */
export const saveReviewResponseSchema = actionResponseSchema({
  /** True when this replaced an earlier review. */
  updated: z.boolean(),
  review: reviewSchema,
  rating: ratingSchema,
});
export type SaveReviewResponse = z.infer<typeof saveReviewResponseSchema>;

/** "4.5 (12)" or "No ratings yet" — every rating on screen is shown this way. */
export function formatRating(rating: { average: number | null; count: number }): string {
  if (rating.average === null || rating.count === 0) return REVIEW_MSG.noRatingsYet;
  return `${rating.average.toFixed(1)} (${rating.count})`;
}
