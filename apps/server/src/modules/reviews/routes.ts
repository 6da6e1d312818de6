/** Review routes: a course's recent reviews (public) and the caller's own review (learners). */
import type { FastifyInstance } from 'fastify';
import {
  COURSE_MSG,
  QUESTION_API,
  QUESTION_MSG,
  QUESTION_TEXT_MAX,
  reviewReplyInputSchema,
  reviewReplyResponseSchema,
  RECENT_REVIEWS_LIMIT,
  REVIEW_API,
  courseReviewsSchema,
  reviewInputSchema,
  saveReviewResponseSchema,
} from '@cms/contract';
import { LOOKUP_ERRORS } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn, viewerOf } from '../../http/viewer.js';
import { ReviewService } from './service.js';

const idParams = uuidParams('id', COURSE_MSG.courseNotFound);

export async function reviewRoutes(app: FastifyInstance, { reviews: service }: { reviews: ReviewService }) {
  const { route } = routeSet(app, { tags: ['reviews'] });

  route({
    method: 'GET',
    url: REVIEW_API.list,
    roles: 'public',
    description:
      `The course's most recently written or edited reviews (up to ${RECENT_REVIEWS_LIMIT}, author names only) ` +
      'with the real ' +
      'average rating and count. Same visibility as the course page: drafts and deleted courses only for their ' +
      'instructor, admins and enrolled users (404 for others).',
    params: idParams,
    response: courseReviewsSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.list(request.params.id, viewerOf(request)),
  });

  route({
    method: 'PUT',
    url: REVIEW_API.mine,
    roles: ['Student', 'Lead'],
    description:
      "Creates or replaces the caller's review of the course (one per learner and course): rating 1–5, optional " +
      'text (blank is stored as none). Only learners enrolled in the course (403 otherwise); `updated` tells ' +
      'whether an earlier review was replaced.',
    params: idParams,
    body: reviewInputSchema,
    response: saveReviewResponseSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.save(request.params.id, signedIn(request), request.body),
  });

  const reviewParams = uuidParams('id', QUESTION_MSG.reviewNotFound);

  route({
    method: 'PUT',
    url: QUESTION_API.reviewReply,
    roles: ['Instructor'],
    description:
      `The course's instructor writes or edits the one public reply to a review of the course (1–${QUESTION_TEXT_MAX} ` +
      "characters, trimmed); the course's reviews carry it as `instructorReply`. 404 REVIEW_NOT_FOUND for any " +
      'other instructor.',
    params: reviewParams,
    body: reviewReplyInputSchema,
    response: reviewReplyResponseSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.reply(request.params.id, signedIn(request), request.body.text),
  });

  route({
    method: 'DELETE',
    url: QUESTION_API.reviewReply,
    roles: ['Instructor'],
    description:
      "The course's instructor removes their reply to the review. 404 REVIEW_NOT_FOUND for any other instructor.",
    params: reviewParams,
    response: reviewReplyResponseSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.reply(request.params.id, signedIn(request), null),
  });
}
