/** Dashboard routes: the student's, the lead's and the instructor's home pages, every figure computed. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  CONTINUE_LEARNING_LIMIT,
  DASHBOARD_API,
  RECOMMENDED_LIMIT,
  TEAM_RECENT_COURSES_LIMIT,
  instructorDashboardSchema,
  leadDashboardSchema,
  studentDashboardSchema,
  type Role,
} from '@cms/contract';
import { route } from '../../http/route.js';
import { DashboardService } from './service.js';

const errors = [401, 403] as const;
const figures =
  'figures: available courses (published, not deleted), distinct learners enrolled in one, and the average and ' +
  "count of their reviews (null without reviews). `completionRate`: the caller's completed lessons over the " +
  'lessons of every course they are enrolled in (null without enrolments).';
const recommended = `\`recommended\`: the ${RECOMMENDED_LIMIT} available courses with the most enrolments that the caller neither bought nor teaches (ties: newest).`;

export async function dashboardRoutes(app: FastifyInstance, { dashboards: service }: { dashboards: DashboardService }) {
  /** A role's dashboard: the signed-in caller's own figures. */
  const dashboard = <R extends z.ZodType>(
    role: Role,
    url: string,
    description: string,
    response: R,
    load: (userId: string) => Promise<z.input<R>>,
  ) =>
    route(app, {
      method: 'GET',
      url,
      roles: [role],
      tags: ['dashboards'],
      description,
      response,
      errors,
      handler: async (request) => load(request.user!.userId),
    });

  dashboard(
    'Student',
    DASHBOARD_API.student,
    `The student dashboard. ${figures} \`continueLearning\`: the ${CONTINUE_LEARNING_LIMIT} most recent enrolments. ${recommended}`,
    studentDashboardSchema,
    (userId) => service.student(userId),
  );

  dashboard(
    'Lead',
    DASHBOARD_API.lead,
    `The lead dashboard. ${figures} \`team\` comes from the lead's profile; \`teamMembers\`: students of that ` +
      `team; \`teamEnrollments\`: their enrolments; \`teamRecentCourses\`: the ${TEAM_RECENT_COURSES_LIMIT} ` +
      'courses the team (its students and the lead) enrolled in most recently, with `leadEnrolmentId` when the ' +
      `lead owns it. ${recommended}`,
    leadDashboardSchema,
    (userId) => service.lead(userId),
  );

  dashboard(
    'Instructor',
    DASHBOARD_API.instructor,
    "The instructor dashboard, over the caller's courses that are not deleted: `activeCourses` (published), " +
      '`totalCourses` (drafts included), `totalStudents` (distinct students and leads enrolled), ' +
      '`completionRate` (their completed lessons over lessons × learners, whole percent; null without ' +
      "learners), this month's earnings in paise and the spec 9 growth against last month.",
    instructorDashboardSchema,
    (userId) => service.instructor(userId),
  );
}
