/** Lesson Q&A routes: a lesson's questions, asking, replying, the accepted answer, unread and new counts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LESSON_QUESTIONS_PAGE_SIZE,
  QUESTION_API,
  QUESTION_MSG,
  QUESTION_TEXT_MAX,
  acceptReplyInputSchema,
  acceptReplyResponseSchema,
  askResponseSchema,
  instructorQuestionsPageSchema,
  instructorQuestionsQuerySchema,
  lessonQuestionsPageSchema,
  lessonQuestionsQuerySchema,
  questionInputSchema,
  questionReplyResponseSchema,
  questionUnreadSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { appOrigin } from '../../http/origin.js';
import { rateLimitedCreate } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import { messageRateLimit } from '../messages/rate-limit.js';
import { QUESTION_MAIL_WINDOW_MINUTES, type QuestionService } from './service.js';

const lessonParams = z.object({
  courseId: z.uuid({ error: QUESTION_MSG.lessonNotFound }),
  lessonId: z.uuid({ error: QUESTION_MSG.lessonNotFound }),
});
const idParams = uuidParams('id', QUESTION_MSG.questionNotFound);
const denied = [401, 403] as const;
const errors = [400, ...denied, 404] as const;
/** Who reads a course's Q&A (each only for their courses: the rest is answered 404). */
const readers = ['Student', 'Lead', 'Instructor', 'Admin'] as const;
const learners = ['Student', 'Lead'] as const;
const WHO_READS =
  "Only the course's enrolled learners, its instructor and admins read its Q&A; for anyone else the lesson " +
  'is unknown (404).';

export async function questionRoutes(
  app: FastifyInstance,
  { config, questions: service }: { config: Config; questions: QuestionService },
) {
  const { route } = routeSet(app, { tags: ['questions'] });
  const limit = messageRateLimit(config);
  const limited = `429 over ${config.rateLimit.messagesPerMinute} a minute per user (the messages' limit).`;

  route({
    method: 'GET',
    url: QUESTION_API.lesson,
    roles: readers,
    description:
      `The lesson's questions, newest first (${LESSON_QUESTIONS_PAGE_SIZE} a page by default), each with its ` +
      'replies (the accepted answer first, then oldest first), their authors and whether the instructor wrote ' +
      `them, and what the caller may do (canAsk, canReply, canAccept). ${WHO_READS}`,
    params: lessonParams,
    query: lessonQuestionsQuerySchema,
    response: lessonQuestionsPageSchema,
    errors,
    handler: async (request) =>
      service.list(signedIn(request), request.params.courseId, request.params.lessonId, request.query),
  });

  route({
    method: 'POST',
    url: QUESTION_API.lesson,
    roles: learners,
    description:
      `An enrolled learner asks a question under the lesson (1–${QUESTION_TEXT_MAX} characters, trimmed). ` +
      `${WHO_READS} ${limited}`,
    ...rateLimitedCreate(limit, errors),
    params: lessonParams,
    body: questionInputSchema,
    response: askResponseSchema,
    handler: async (request) =>
      service.ask(signedIn(request), request.params.courseId, request.params.lessonId, request.body.text),
  });

  route({
    method: 'POST',
    url: QUESTION_API.replies,
    roles: ['Student', 'Lead', 'Instructor'],
    description:
      "A reply by an enrolled learner or the course's instructor (stored by_instructor; the instructor's first " +
      'reply takes the question off the new list). A reply by someone else than the asker queues a mail to the ' +
      `asker in the same transaction; replies to one asker within ${QUESTION_MAIL_WINDOW_MINUTES} minutes are ` +
      `mailed as one. 404 QUESTION_NOT_FOUND for those who may not read the course's Q&A. ${limited}`,
    ...rateLimitedCreate(limit, errors),
    params: idParams,
    body: questionInputSchema,
    response: questionReplyResponseSchema,
    handler: async (request) =>
      service.reply(signedIn(request), request.params.id, request.body.text, appOrigin(config, request.server)),
  });

  route({
    method: 'PUT',
    url: QUESTION_API.accepted,
    roles: ['Instructor'],
    description:
      "The course's instructor marks one of the question's replies as the accepted answer (`replyId`), or " +
      'clears it (null). 400 when the reply is not one of the question; 404 for any other instructor.',
    params: idParams,
    body: acceptReplyInputSchema,
    response: acceptReplyResponseSchema,
    errors,
    handler: async (request) => service.accept(signedIn(request), request.params.id, request.body.replyId),
  });

  route({
    method: 'PUT',
    url: QUESTION_API.read,
    roles: learners,
    description:
      "The asker opened the question: its replies so far are read. Answers the asker's unread replies left; " +
      '404 for anyone but the asker.',
    params: idParams,
    response: questionUnreadSchema,
    errors,
    handler: async (request) => service.markRead(signedIn(request), request.params.id),
  });

  route({
    method: 'GET',
    url: QUESTION_API.unread,
    roles: learners,
    description:
      "The learner's unread replies: replies by others to the learner's questions written after the learner " +
      'last opened each question.',
    response: questionUnreadSchema,
    errors: denied,
    handler: async (request) => service.unread(signedIn(request)),
  });

  route({
    method: 'GET',
    url: QUESTION_API.instructor,
    roles: ['Instructor'],
    description:
      "The questions on the caller's courses, newest first: `status=new` (the default) those the instructor has " +
      'not replied to yet, `all` every one; `courseId` one course. `newCount` counts the new ones (of the course ' +
      'when filtered).',
    query: instructorQuestionsQuerySchema,
    response: instructorQuestionsPageSchema,
    errors: [400, ...denied],
    handler: async (request) => service.forInstructor(signedIn(request), request.query),
  });
}
