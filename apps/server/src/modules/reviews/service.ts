/**
 * Reviews: an enrolled learner rates a course 1–5 with optional text, once per course, and may
 * change it later. Lists show the most recent reviews with the real average and count.
 */
import {
  QUESTION_MSG,
  RECENT_REVIEWS_LIMIT,
  REVIEW_MSG,
  type CourseReviews,
  type InstructorReply,
  type ReviewReplyResponse,
  type SaveReviewResponse,
  type reviewInputSchema,
} from '@cms/contract';
import type { z } from 'zod';
import { type CourseService } from '../courses/service.js';
import { iso } from '../../dates/iso.js';
import type { Viewer } from '../../session/viewer.js';
import { ReviewRepository } from './repository.js';
import { reviewErrors } from './errors.js';

type ReviewRow = NonNullable<Awaited<ReturnType<ReviewRepository['one']>>>;
/** The input after validation (blank text already dropped). */
export type ValidReview = z.output<typeof reviewInputSchema>;

const toReview = (row: ReviewRow) => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  authorName: row.authorName,
  authorRole: row.authorRole,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  instructorReply: replyOf(row),
});

/** The instructor's public reply as reviews carry it. */
function replyOf(r: { instructorReply: string | null; instructorRepliedAt: Date | null }): InstructorReply {
  return r.instructorReply !== null && r.instructorRepliedAt
    ? { text: r.instructorReply, at: iso(r.instructorRepliedAt) }
    : null;
}

export class ReviewService {
  constructor(
    readonly repo: ReviewRepository,
    private readonly courses: CourseService,
  ) {}

  /** Recent reviews of a course the caller may see (the course page's rule; otherwise 404). */
  async list(courseId: string, viewer: Viewer): Promise<CourseReviews> {
    await this.courses.visibleCourse(courseId, viewer);
    const [rows, rating] = await Promise.all([
      this.repo.recent(courseId, RECENT_REVIEWS_LIMIT),
      this.repo.rating(courseId),
    ]);
    return { rating, reviews: rows.map(toReview) };
  }

  /**
   * Creates or replaces the caller's review. The course must be one the caller may see (404) and
   * the caller must be enrolled in it (403).
   */
  async save(courseId: string, viewer: NonNullable<Viewer>, input: ValidReview): Promise<SaveReviewResponse> {
    const { access } = await this.courses.visibleCourse(courseId, viewer);
    if (!access.enrolled) throw reviewErrors.onlyEnrolled();
    const saved = await this.repo.upsert({
      userId: viewer.userId,
      courseId,
      rating: input.rating,
      text: input.text ? input.text : null,
    });
    const [row, rating] = await Promise.all([this.repo.one(saved.id), this.repo.rating(courseId)]);
    const updated = !saved.created;
    return {
      success: true,
      message: updated ? REVIEW_MSG.reviewUpdated : REVIEW_MSG.reviewSaved,
      updated,
      review: toReview(row!),
      rating,
    };
  }

  /**
   * The course's instructor writes or edits (text) or removes (null) the one public reply to a review
   * of the course (issue 20 item 5). Any other instructor: 404, as for an unknown review.
   */
  async reply(reviewId: string, viewer: NonNullable<Viewer>, text: string | null): Promise<ReviewReplyResponse> {
    const instructorId = await this.repo.courseInstructorOf(reviewId);
    if (instructorId === null || instructorId !== viewer.userId) throw reviewErrors.reviewNotFound();
    const saved = await this.repo.setInstructorReply(reviewId, text);
    return {
      success: true,
      message: text === null ? QUESTION_MSG.reviewReplyRemoved : QUESTION_MSG.reviewReplySaved,
      instructorReply: replyOf({ instructorReply: saved.text, instructorRepliedAt: saved.at }),
    };
  }
}
