/** Dashboard routes: the student's, the lead's and the instructor's home pages, every figure computed. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTINUE_LEARNING_LIMIT,
  DASHBOARD_API,
  RECOMMENDED_LIMIT,
  TEAM_RECENT_COURSES_LIMIT,
  errorBodySchema,
  instructorDashboardSchema,
  leadDashboardSchema,
  studentDashboardSchema,
} from '@cms/contract';
import { DashboardService } from './service.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema };
const figures =
  'figures: available courses (published, not deleted), distinct learners enrolled in one, and the average and ' +
  "count of their reviews (null without reviews). `completionRate`: the caller's completed lessons over the " +
  'lessons of every course they are enrolled in (null without enrolments).';
const recommended = `\`recommended\`: the ${RECOMMENDED_LIMIT} available courses with the most enrolments that the caller neither bought nor teaches (ties: newest).`;

export async function dashboardRoutes(app: FastifyInstance, { dashboards: service }: { dashboards: DashboardService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboards'];

  r.get(
    DASHBOARD_API.student,
    {
      config: { roles: ['Student'] },
      schema: {
        tags,
        description: `The student dashboard. ${figures} \`continueLearning\`: the ${CONTINUE_LEARNING_LIMIT} most recent enrolments. ${recommended}`,
        response: { 200: studentDashboardSchema, ...errors },
      },
    },
    async (request) => service.student(request.user!.userId),
  );

  r.get(
    DASHBOARD_API.lead,
    {
      config: { roles: ['Lead'] },
      schema: {
        tags,
        description:
          `The lead dashboard. ${figures} \`team\` comes from the lead's profile; \`teamMembers\`: students of that ` +
          `team; \`teamEnrollments\`: their enrolments; \`teamRecentCourses\`: the ${TEAM_RECENT_COURSES_LIMIT} ` +
          'courses the team (its students and the lead) enrolled in most recently, with `leadEnrolmentId` when the ' +
          `lead owns it. ${recommended}`,
        response: { 200: leadDashboardSchema, ...errors },
      },
    },
    async (request) => service.lead(request.user!.userId),
  );

  r.get(
    DASHBOARD_API.instructor,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description:
          "The instructor dashboard, over the caller's courses that are not deleted: `activeCourses` (published), " +
          '`totalCourses` (drafts included), `totalStudents` (distinct students and leads enrolled), ' +
          '`completionRate` (their completed lessons over lessons × learners, whole percent; null without ' +
          "learners), this month's earnings in paise and the spec 9 growth against last month.",
        response: { 200: instructorDashboardSchema, ...errors },
      },
    },
    async (request) => service.instructor(request.user!.userId),
  );
}
