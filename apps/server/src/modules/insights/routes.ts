/** Insight routes: a course's figures and its learners, for its instructor and for admins (any course). */
import type { FastifyInstance } from 'fastify';
import {
  COURSE_MSG,
  HARDEST_QUESTION_MIN_ANSWERS,
  INSIGHTS_API,
  INSIGHTS_REVENUE_MONTHS,
  courseInsightsSchema,
  courseLearnersPageSchema,
  courseLearnersQuerySchema,
} from '@cms/contract';
import { LOOKUP_ERRORS } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import type { InsightsService } from './service.js';

const idParams = uuidParams('id', COURSE_MSG.courseNotFound);

const summary =
  'The figures of a course: `enrolled`, `completed` (learners who completed every lesson), `averageProgressPercent` ' +
  '(completed lessons over lessons × learners), the funnel per lesson in curriculum order (learners who reached it: ' +
  'a progress row or a quiz attempt; who finished it; as counts and percent of enrolled), per quiz the graded ' +
  'attempts, learners passed, pass rate and average percent, the hardest questions (lowest share of right answers, ' +
  `at least ${HARDEST_QUESTION_MIN_ANSWERS} answers) and the paid revenue in paise of the last ` +
  `${INSIGHTS_REVENUE_MONTHS} calendar months in the college's time zone (months without sales at 0).`;
const learners =
  "A page of the course's learners, newest enrolment first: name, team, enrolled date, completed lessons and " +
  'progress, last activity (latest progress write or quiz attempt) and per quiz the best percent and whether ' +
  'passed. `search` matches names (case-insensitive substring).';

export async function insightsRoutes(app: FastifyInstance, { insights: service }: { insights: InsightsService }) {
  const pair = (role: 'Instructor' | 'Admin', insightsUrl: string, learnersUrl: string, whose: string) => {
    const { route } = routeSet(app, { tags: ['insights'], roles: [role] });
    route({
      method: 'GET',
      url: insightsUrl,
      description: `${summary} ${whose}`,
      params: idParams,
      response: courseInsightsSchema,
      errors: LOOKUP_ERRORS,
      handler: async (request) => service.summary(request.params.id, signedIn(request)),
    });
    route({
      method: 'GET',
      url: learnersUrl,
      description: `${learners} ${whose}`,
      params: idParams,
      query: courseLearnersQuerySchema,
      response: courseLearnersPageSchema,
      errors: LOOKUP_ERRORS,
      handler: async (request) => service.learners(request.params.id, signedIn(request), request.query),
    });
  };
  pair(
    'Instructor',
    INSIGHTS_API.instructorInsights,
    INSIGHTS_API.instructorLearners,
    "The caller's own course (deleted ones too); another instructor's course is 404, as a missing one.",
  );
  pair('Admin', INSIGHTS_API.adminInsights, INSIGHTS_API.adminLearners, 'Any course, deleted ones too.');
}
