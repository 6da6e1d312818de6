/** Learning routes: My courses, the learning page of an enrolment and lesson progress reports. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LEARNING_API,
  LEARNING_MSG,
  enrolmentViewSchema,
  myCoursesQuerySchema,
  myCoursesSchema,
  progressInputSchema,
  progressResponseSchema,
} from '@cms/contract';
import { LOOKUP_ERRORS } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import { LearningService } from './service.js';

const enrolmentParams = uuidParams('enrolmentId', LEARNING_MSG.enrolmentNotFound);
const lessonParams = enrolmentParams.extend({ lessonId: z.uuid({ error: LEARNING_MSG.lessonNotInCourse }) });
const learners = ['Student', 'Lead'] as const;

export async function learningRoutes(app: FastifyInstance, { learning: service }: { learning: LearningService }) {
  const { route } = routeSet(app, { tags: ['learning'], roles: learners });

  route({
    method: 'GET',
    url: LEARNING_API.myCourses,
    description:
      "The caller's enrolled courses, newest enrolment first (courses deleted after buying stay), each with its " +
      'card, completed lessons, percent and status. `search` matches course titles and instructor names ' +
      '(case-insensitive substring). `stats` cover every enrolment, not only the matches; total hours come from ' +
      'the real lesson durations.',
    query: myCoursesQuerySchema,
    response: myCoursesSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.myCourses(request.user!.userId, request.query.search),
  });

  route({
    method: 'GET',
    url: LEARNING_API.enrolment,
    description:
      "The learning page of one of the caller's enrolments: the course with every lesson playable, the progress " +
      "(one entry per lesson in order; `resumeLessonId` is the first lesson not completed) and the caller's " +
      "review. Another user's enrolment or an unknown id: 404.",
    params: enrolmentParams,
    response: enrolmentViewSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.enrolment(signedIn(request), request.params.enrolmentId),
  });

  route({
    method: 'PUT',
    url: LEARNING_API.lessonProgress,
    description:
      "The player reports its position in a lesson of one of the caller's enrolments. The server keeps the " +
      'position (clamped to the duration), the furthest point (never goes back) and completes the lesson once ' +
      'the furthest point reaches 90 % of the stored duration (the reported `durationSeconds` only when none is ' +
      'stored) or on `completed: true`; completion is never undone. Answers the whole course progress. A lesson ' +
      "of another course or another user's enrolment: 404.",
    params: lessonParams,
    body: progressInputSchema,
    response: progressResponseSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => {
      const { enrolmentId, lessonId } = request.params;
      const progress = await service.reportProgress(signedIn(request), enrolmentId, lessonId, request.body);
      return { success: true as const, progress };
    },
  });
}
