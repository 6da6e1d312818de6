/** Student and lead dashboards (spec 2): every figure computed on the server. */
import { z } from 'zod';
import { courseCardSchema, ratingFiguresShape } from './courses.js';
import { enrolledCourseSchema } from './learning.js';

/** Spec 9: Continue Learning shows 3 enrolments; Recommended shows 4 courses. */
export const CONTINUE_LEARNING_LIMIT = 3;
export const RECOMMENDED_LIMIT = 4;
export const TEAM_RECENT_COURSES_LIMIT = 3;

/**
 * The greeting of a home screen (issue 19): "Welcome back, {name}!" for someone who has been here
 * before (an enrolment, a course of their own), "Welcome, {name}!" for a first visit.
 */
export function greeting(firstName: string, returning: boolean): string {
  const word = returning ? 'Welcome back' : 'Welcome';
  return firstName ? `${word}, ${firstName}!` : `${word}!`;
}

export const platformFiguresSchema = z.object({
  /** Published courses not deleted. */
  availableCourses: z.number().int(),
  /** Distinct students and leads with at least one enrolment in an available course. */
  activeLearners: z.number().int(),
  /** Over every review of an available course. */
  ...ratingFiguresShape,
});
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;

export const studentDashboardSchema = z.object({
  figures: platformFiguresSchema,
  /** The learner's own: completed lessons over lessons of all enrolled courses, whole percent; null without enrolments. */
  completionRate: z.number().int().min(0).max(100).nullable(),
  /** The 3 most recent enrolments. */
  continueLearning: z.array(enrolledCourseSchema),
  /** The 4 available courses with the most enrolments that the user does not own. */
  recommended: z.array(courseCardSchema),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

export const teamCourseSchema = z.object({
  course: courseCardSchema,
  /** How many members of the team (students and the lead) are enrolled. */
  teamEnrolments: z.number().int(),
  lastEnrolledAt: z.string(),
  /** The lead's own enrolment in it, if any: then it links to the learning page. */
  leadEnrolmentId: z.string().nullable(),
});
export type TeamCourse = z.infer<typeof teamCourseSchema>;

export const leadDashboardSchema = z.object({
  figures: platformFiguresSchema,
  team: z.string(),
  /** Students of the lead's team. */
  teamMembers: z.number().int(),
  /** Enrolments of the lead's team members (students of the team). */
  teamEnrollments: z.number().int(),
  /** The lead's own completion, whole percent; null without enrolments. */
  completionRate: z.number().int().min(0).max(100).nullable(),
  /** The 3 courses the team enrolled in most recently. */
  teamRecentCourses: z.array(teamCourseSchema),
  /** The 4 available courses with the most enrolments that the lead does not own. */
  recommended: z.array(courseCardSchema),
});
export type LeadDashboard = z.infer<typeof leadDashboardSchema>;

/** GET DASHBOARD_API.instructor: every figure computed on the server. */
export const instructorDashboardSchema = z.object({
  /** Published, not deleted courses (spec 9: active = isPublished). */
  activeCourses: z.number().int(),
  /** Courses not deleted, drafts included. */
  totalCourses: z.number().int(),
  /** Distinct students and leads enrolled in the instructor's courses. */
  totalStudents: z.number().int(),
  /**
   * Real, unlike the spec's fixed 40 %: completed lessons over lessons × learners across the
   * instructor's courses, whole percent; null when nobody is enrolled.
   */
  completionRate: z.number().int().min(0).max(100).nullable(),
  thisMonthPaise: z.number().int(),
  /** Spec 9 monthly growth against last month, one decimal. */
  growthPercent: z.number(),
});
export type InstructorDashboard = z.infer<typeof instructorDashboardSchema>;
