/** Quiz routes: the owner's definitions, and a learner's quiz, attempts and submissions. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  COURSE_MSG,
  LEARNING_MSG,
  QUIZ_API,
  QUIZ_MSG,
  courseQuizzesSchema,
  quizAttemptViewSchema,
  quizPaperSchema,
  quizSubmissionSchema,
  quizSubmitResponseSchema,
  quizViewSchema,
} from '@cms/contract';
import { LOOKUP_ERRORS } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import type { QuizDefinitionService } from './definitions.js';
import type { QuizService } from './service.js';

const courseParams = uuidParams('id', COURSE_MSG.courseNotFound);
const quizParams = z.object({
  enrolmentId: z.uuid({ error: LEARNING_MSG.enrolmentNotFound }),
  lessonId: z.uuid({ error: QUIZ_MSG.quizNotFound }),
});
const attemptParams = quizParams.extend({ attemptId: z.uuid({ error: QUIZ_MSG.attemptNotFound }) });
const learners = ['Student', 'Lead'] as const;

export async function quizRoutes(
  app: FastifyInstance,
  { quizzes: service, quizDefinitions: definitions }: { quizzes: QuizService; quizDefinitions: QuizDefinitionService },
) {
  const tags = ['quizzes'];
  const instructors = routeSet(app, { tags, roles: ['Instructor'] });
  const learnerRoutes = routeSet(app, { tags, roles: learners });

  instructors.route({
    method: 'GET',
    url: QUIZ_API.courseQuizzes,
    description:
      "The quizzes of the caller's own course (drafts and deleted ones too) in curriculum order, with every " +
      'question, the correct options and the finished attempts so far: what the course form edits. Another ' +
      "instructor's course or an unknown one: 404.",
    params: courseParams,
    response: courseQuizzesSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => definitions.courseQuizzes(signedIn(request), request.params.id),
  });

  learnerRoutes.route({
    method: 'GET',
    url: QUIZ_API.quiz,
    description:
      "A quiz lesson of one of the caller's enrolments: its rules, the caller's attempts (newest first; an open " +
      'attempt past its deadline is closed as timed out), attempts left, whether passed, the best percent, the ' +
      'open attempt to resume and the last result. Correct answers and explanations only once revealed (after a ' +
      "pass, or after the last allowed attempt). Another user's enrolment or a lesson that is not a quiz of its " +
      'course: 404.',
    params: quizParams,
    response: quizViewSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => {
      const { enrolmentId, lessonId } = request.params;
      return service.view(signedIn(request), enrolmentId, lessonId);
    },
  });

  learnerRoutes.route({
    method: 'POST',
    url: QUIZ_API.attempts,
    description:
      'Starts an attempt (questions and options shuffled when the quiz says so; the deadline is now plus the ' +
      'time limit) or resumes the open one: 200 with its paper either way. 409 after a pass or when every ' +
      'allowed attempt is used.',
    params: quizParams,
    response: quizPaperSchema,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) => {
      const { enrolmentId, lessonId } = request.params;
      return service.start(signedIn(request), enrolmentId, lessonId);
    },
  });

  learnerRoutes.route({
    method: 'GET',
    url: QUIZ_API.attempt,
    description:
      "One of the caller's attempts at the quiz: its paper while open (`result` null), its result once graded " +
      'or timed out (`paper` null).',
    params: attemptParams,
    response: quizAttemptViewSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => {
      const { enrolmentId, lessonId, attemptId } = request.params;
      return service.attempt(signedIn(request), enrolmentId, lessonId, attemptId);
    },
  });

  learnerRoutes.route({
    method: 'POST',
    url: QUIZ_API.submit,
    description:
      'Submits the answers (option ids per question id; questions left out are unanswered) and grades them on ' +
      'the server: one point per question answered exactly right, percent rounded down, passed at the pass ' +
      'mark. Past the deadline and a grace of a few seconds: timed out, score 0. A second submission of the ' +
      'same attempt (even at once) answers the stored result of the first. A pass completes the lesson. An ' +
      "answer that is not one of its question's options: 400.",
    params: attemptParams,
    body: quizSubmissionSchema,
    response: quizSubmitResponseSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => {
      const { enrolmentId, lessonId, attemptId } = request.params;
      return service.submit(signedIn(request), enrolmentId, lessonId, attemptId, request.body);
    },
  });
}
