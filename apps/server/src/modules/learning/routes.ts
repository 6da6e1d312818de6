/** Learning routes: My courses, the learning page of an enrolment and lesson progress reports. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEARNING_API,
  LEARNING_MSG,
  enrolmentViewSchema,
  errorBodySchema,
  myCoursesQuerySchema,
  myCoursesSchema,
  progressInputSchema,
  progressResponseSchema,
} from '@cms/contract';
import { signedIn } from '../../http/viewer.js';
import { LearningService } from './service.js';

const enrolmentParams = z.object({ enrolmentId: z.uuid({ error: LEARNING_MSG.enrolmentNotFound }) });
const lessonParams = enrolmentParams.extend({ lessonId: z.uuid({ error: LEARNING_MSG.lessonNotInCourse }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const learners = { roles: ['Student', 'Lead'] as const };

export async function learningRoutes(app: FastifyInstance, { learning: service }: { learning: LearningService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['learning'];

  r.get(
    LEARNING_API.myCourses,
    {
      config: learners,
      schema: {
        tags,
        description:
          "The caller's enrolled courses, newest enrolment first (courses deleted after buying stay), each with its " +
          'card, completed lessons, percent and status. `search` matches course titles and instructor names ' +
          '(case-insensitive substring). `stats` cover every enrolment, not only the matches; total hours come from ' +
          'the real lesson durations.',
        querystring: myCoursesQuerySchema,
        response: { 200: myCoursesSchema, ...errors },
      },
    },
    async (request) => service.myCourses(request.user!.userId, request.query.search),
  );

  r.get(
    LEARNING_API.enrolment,
    {
      config: learners,
      schema: {
        tags,
        description:
          "The learning page of one of the caller's enrolments: the course with every lesson playable, the progress " +
          "(one entry per lesson in order; `resumeLessonId` is the first lesson not completed) and the caller's " +
          "review. Another user's enrolment or an unknown id: 404.",
        params: enrolmentParams,
        response: { 200: enrolmentViewSchema, ...errors },
      },
    },
    async (request) => service.enrolment(signedIn(request), request.params.enrolmentId),
  );

  r.put(
    LEARNING_API.lessonProgress,
    {
      config: learners,
      schema: {
        tags,
        description:
          "The player reports its position in a lesson of one of the caller's enrolments. The server keeps the " +
          'position (clamped to the duration), the furthest point (never goes back) and completes the lesson once ' +
          'the furthest point reaches 90 % of the stored duration (the reported `durationSeconds` only when none is ' +
          'stored) or on `completed: true`; completion is never undone. Answers the whole course progress. A lesson ' +
          "of another course or another user's enrolment: 404.",
        params: lessonParams,
        body: progressInputSchema,
        response: { 200: progressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { enrolmentId, lessonId } = request.params;
      const progress = await service.reportProgress(signedIn(request), enrolmentId, lessonId, request.body);
      return { success: true as const, progress };
    },
  );
}
