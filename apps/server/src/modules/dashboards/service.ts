/**
 * Student, lead and instructor dashboards (spec 2). Every figure is computed: platform figures over
 * available courses, the caller's own completion, recent enrolments, the most-enrolled courses the
 * caller does not own and, for leads, their team's enrolments; for instructors their courses,
 * learners, completion and this month's earnings.
 */
import {
  CONTINUE_LEARNING_LIMIT,
  RECOMMENDED_LIMIT,
  TEAM_RECENT_COURSES_LIMIT,
  completionPercent,
  type CourseCard,
  type InstructorDashboard,
  type LeadDashboard,
  type StudentDashboard,
  type TeamCourse,
} from '@cms/contract';
import { type CourseService } from '../courses/service.js';
import { iso } from '../../dates/iso.js';
import { toCard } from '../courses/card.js';
import type { EarningsService } from '../earnings/service.js';
import { LearningService } from '../learning/service.js';
import { DashboardRepository } from './repository.js';

export class DashboardService {
  constructor(
    readonly repo: DashboardRepository,
    private readonly courses: CourseService,
    private readonly learning: LearningService,
    private readonly earnings: EarningsService,
  ) {}

  /** The available courses with the most enrolments that the user neither bought nor teaches. */
  private async recommended(userId: string): Promise<CourseCard[]> {
    const rows = await this.courses.repo.popular({ limit: RECOMMENDED_LIMIT, notOwnedBy: userId });
    return rows.map(toCard);
  }

  async student(userId: string): Promise<StudentDashboard> {
    const [figures, completionRate, continueLearning, recommended] = await Promise.all([
      this.repo.figures(),
      this.learning.completionRate(userId),
      this.learning.enrolledCourses(userId, { limit: CONTINUE_LEARNING_LIMIT }),
      this.recommended(userId),
    ]);
    return { figures, completionRate, continueLearning, recommended };
  }

  async lead(leadId: string): Promise<LeadDashboard> {
    const team = (await this.repo.leadTeam(leadId)) ?? '';
    const [figures, counts, completionRate, recent, recommended] = await Promise.all([
      this.repo.figures(),
      team ? this.repo.teamCounts(team) : { members: 0, enrolments: 0 },
      this.learning.completionRate(leadId),
      this.repo.teamRecentCourses(leadId, team, TEAM_RECENT_COURSES_LIMIT),
      this.recommended(leadId),
    ]);
    const teamRecentCourses: TeamCourse[] = recent.map((row) => ({
      course: { ...toCard(row), viewerEnrolmentId: row.leadEnrolmentId },
      teamEnrolments: Number(row.teamEnrolments),
      lastEnrolledAt: iso(row.lastEnrolledAt),
      leadEnrolmentId: row.leadEnrolmentId,
    }));
    return {
      figures,
      team,
      teamMembers: counts.members,
      teamEnrollments: counts.enrolments,
      completionRate,
      teamRecentCourses,
      recommended,
    };
  }

  /**
   * The instructor dashboard: courses, learners (students and leads), completion over lessons ×
   * learners (null without learners) and this month's earnings with the growth from the earnings module.
   */
  async instructor(instructorId: string): Promise<InstructorDashboard> {
    const [teaching, money] = await Promise.all([
      this.repo.teaching(instructorId),
      this.earnings.monthFigures(instructorId),
    ]);
    return {
      activeCourses: teaching.activeCourses,
      totalCourses: teaching.totalCourses,
      totalStudents: teaching.totalStudents,
      completionRate:
        teaching.learnerEnrolments === 0
          ? null
          : completionPercent(Math.min(teaching.completedLessons, teaching.learnerLessons), teaching.learnerLessons),
      thisMonthPaise: money.thisMonthPaise,
      growthPercent: money.growthPercent,
    };
  }
}
