/**
 * Data access for a course's insight page. Course-wide figures come from counters kept by triggers
 * (courses.enrolment_count, lesson_funnel, learner_progress, course_revenue_months; migration 0011
 * "insights") so no read
 * scans a course's learners; per-learner figures are read for the rows of one page only. No
 * business rules here. What each query uses and its plan: docs/decisions.md, "Instructor insight".
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import {
  courseRevenueMonths,
  courses,
  enrolments,
  insightsState,
  leadProfiles,
  learnerProgress,
  lessonFunnel,
  lessonProgress,
  lessons,
  quizAttempts,
  quizQuestions,
  quizzes,
  studentProfiles,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from '../../db/list-query.js';
import { Repository } from '../../db/repository.js';

export interface LearnersFilter {
  courseId: string;
  /** Substring of the learner's name, case-insensitive. */
  search?: string;
  limit: number;
  offset: number;
}

export interface QuizResultRow {
  userId: string;
  lessonId: string;
  attempts: number;
  bestPercent: number | null;
  passed: boolean;
}

export interface RevenueRow {
  month: string;
  amountPaise: number;
  sales: number;
}

export class InsightsRepository extends Repository {
  /** The course (deleted ones too): its title, instructor and the enrolment counter. */
  async course(courseId: string) {
    const [row] = await this.db
      .select({
        id: courses.id,
        title: courses.title,
        instructorId: courses.instructorId,
        enrolled: courses.enrolmentCount,
      })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    return row;
  }

  /** The course's lessons in curriculum order with their funnel counters and, for quizzes, the pass mark. */
  lessons(courseId: string) {
    return this.db
      .select({
        lessonId: lessons.id,
        position: lessons.position,
        title: lessons.title,
        kind: lessons.kind,
        started: sql<number>`coalesce(${lessonFunnel.started}, 0)`.mapWith(Number),
        finished: sql<number>`coalesce(${lessonFunnel.finished}, 0)`.mapWith(Number),
        attempted: sql<number>`coalesce(${lessonFunnel.attempted}, 0)`.mapWith(Number),
        gradedAttempts: sql<number>`coalesce(${lessonFunnel.gradedAttempts}, 0)`.mapWith(Number),
        gradedPercentSum: sql<number>`coalesce(${lessonFunnel.gradedPercentSum}, 0)`.mapWith(Number),
        passMarkPercent: quizzes.passMarkPercent,
      })
      .from(lessons)
      .leftJoin(lessonFunnel, eq(lessonFunnel.lessonId, lessons.id))
      .leftJoin(quizzes, eq(quizzes.lessonId, lessons.id))
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position), asc(lessons.id));
  }

  /** Learners of the course who completed at least `lessonCount` lessons (every lesson). */
  async completedLearners(courseId: string, lessonCount: number): Promise<number> {
    if (lessonCount === 0) return 0;
    return this.db.$count(
      learnerProgress,
      and(eq(learnerProgress.courseId, courseId), gte(learnerProgress.completedLessons, lessonCount)),
    );
  }

  /** The questions of the course's quizzes with the lowest share of right answers (at least `minAnswers` answers). */
  hardestQuestions(courseId: string, minAnswers: number, limit: number) {
    return this.db
      .select({
        questionId: quizQuestions.id,
        lessonId: quizQuestions.lessonId,
        quizTitle: lessons.title,
        prompt: quizQuestions.prompt,
        answered: quizQuestions.answeredCount,
        correct: quizQuestions.correctCount,
      })
      .from(quizQuestions)
      .innerJoin(lessons, eq(lessons.id, quizQuestions.lessonId))
      .where(and(eq(lessons.courseId, courseId), gte(quizQuestions.answeredCount, minAnswers)))
      .orderBy(
        sql`${quizQuestions.correctCount}::float8 / ${quizQuestions.answeredCount}`,
        desc(quizQuestions.answeredCount),
        asc(quizQuestions.id),
      )
      .limit(limit);
  }

  /**
   * Makes the revenue months follow `timeZone`: when the stored time zone differs, stores it and
   * rebuilds every course's months from the paid orders, in one transaction (the row locked).
   */
  async ensureRevenueTimeZone(timeZone: string): Promise<void> {
    const [row] = await this.db
      .select({ timeZone: insightsState.timeZone })
      .from(insightsState)
      .where(eq(insightsState.id, 1));
    if (row?.timeZone === timeZone) return;
    await this.transaction(async (tx) => {
      const [locked] = await tx
        .select({ timeZone: insightsState.timeZone })
        .from(insightsState)
        .where(eq(insightsState.id, 1))
        .for('update');
      if (locked?.timeZone === timeZone) return;
      await tx
        .insert(insightsState)
        .values({ id: 1, timeZone })
        .onConflictDoUpdate({ target: insightsState.id, set: { timeZone } });
      await tx.execute(sql`select course_revenue_rebuild()`);
    });
  }

  /** The course's paid revenue per month from `first` to `last` (YYYY-MM, counters); months without sales are absent. */
  revenueMonths(courseId: string, first: string, last: string): Promise<RevenueRow[]> {
    return this.db
      .select({
        month: courseRevenueMonths.month,
        amountPaise: courseRevenueMonths.amountPaise,
        sales: courseRevenueMonths.sales,
      })
      .from(courseRevenueMonths)
      .where(
        and(
          eq(courseRevenueMonths.courseId, courseId),
          gte(courseRevenueMonths.month, first),
          lte(courseRevenueMonths.month, last),
        ),
      );
  }

  private learnersWhere({ courseId, search }: Pick<LearnersFilter, 'courseId' | 'search'>) {
    return search
      ? and(eq(enrolments.courseId, courseId), ilike(users.name, containsPattern(search)))
      : eq(enrolments.courseId, courseId);
  }

  /**
   * One page of the course's learners, newest enrolment first: the page's enrolments are chosen first
   * (enrolments_course_created_idx; with a search, joined to users by name), then only those rows get
   * their name, team, completed lessons (learner_progress) and latest progress write or quiz attempt.
   */
  learnersPage(filter: LearnersFilter) {
    const { courseId } = filter;
    const chosen = this.db
      .select({ id: enrolments.id, userId: enrolments.userId, createdAt: enrolments.createdAt })
      .from(enrolments)
      .$dynamic();
    const page = (filter.search ? chosen.innerJoin(users, eq(users.id, enrolments.userId)) : chosen)
      .where(this.learnersWhere(filter))
      .orderBy(desc(enrolments.createdAt), desc(enrolments.id))
      .limit(filter.limit)
      .offset(filter.offset)
      .as('page');
    const lastProgress = sql`(select max(p.updated_at) from ${lessonProgress} p
      where p.user_id = ${page.userId} and p.course_id = ${courseId})`;
    const lastAttempt = sql`(select max(coalesce(a.submitted_at, a.started_at)) from ${quizAttempts} a
      where a.course_id = ${courseId} and a.user_id = ${page.userId})`;
    return this.db
      .select({
        userId: page.userId,
        name: users.name,
        team: sql<string | null>`coalesce(${studentProfiles.team}, ${leadProfiles.team})`,
        enrolledAt: page.createdAt,
        completedLessons: sql<number>`coalesce(${learnerProgress.completedLessons}, 0)`.mapWith(Number),
        lastActivityAt: sql<Date | string | null>`greatest(${lastProgress}, ${lastAttempt})`,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.userId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, page.userId))
      .leftJoin(leadProfiles, eq(leadProfiles.userId, page.userId))
      .leftJoin(learnerProgress, and(eq(learnerProgress.userId, page.userId), eq(learnerProgress.courseId, courseId)))
      .orderBy(desc(page.createdAt), desc(page.id));
  }

  /** How many learners match a name search (without one, the course's enrolment counter answers). */
  async learnersMatching(filter: Pick<LearnersFilter, 'courseId' | 'search'>): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(this.learnersWhere(filter));
    return Number(row?.n ?? 0);
  }

  /** These learners' results per quiz of the course: attempts, best graded percent, whether one passed. */
  async quizResults(courseId: string, userIds: string[]): Promise<QuizResultRow[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .select({
        userId: quizAttempts.userId,
        lessonId: quizAttempts.lessonId,
        attempts: sql<number>`count(*)::int`.mapWith(Number),
        bestPercent: sql<number | null>`max(${quizAttempts.percent}) filter (where ${quizAttempts.status} <> 'open')`,
        passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`.mapWith(Boolean),
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.courseId, courseId), inArray(quizAttempts.userId, userIds)))
      .groupBy(quizAttempts.userId, quizAttempts.lessonId);
    return rows.map((r) => ({ ...r, bestPercent: r.bestPercent === null ? null : Number(r.bestPercent) }));
  }
}

export type LessonInsightRow = Awaited<ReturnType<InsightsRepository['lessons']>>[number];
export type LearnerRow = Awaited<ReturnType<InsightsRepository['learnersPage']>>[number];
export type HardQuestionRow = Awaited<ReturnType<InsightsRepository['hardestQuestions']>>[number];
