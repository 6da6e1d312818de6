/**
 * Instructor insight (issue 20 item 6): a course's figures for its instructor, and for admins for any
 * course. Who may read which course is decided here (another instructor's course is 404, as the
 * course management page); the figures come from the repository's counters and page reads. The
 * clock is injected so tests can pin month boundaries.
 */
import {
  HARDEST_QUESTION_MIN_ANSWERS,
  HARDEST_QUESTIONS_LIMIT,
  INSIGHTS_REVENUE_MONTHS,
  type CourseInsights,
  type CourseLearnersPage,
  type FunnelStep,
  type QuizInsight,
  type Role,
} from '@cms/contract';
import { iso, isoOrNull } from '../../dates/iso.js';
import { pageWindow } from '../../db/list-query.js';
import { monthWindows } from '../earnings/months.js';
import { insightsErrors } from './errors.js';
import type { InsightsRepository, LessonInsightRow } from './repository.js';

/** Who asks: the course's instructor, or an admin. */
export interface InsightsViewer {
  userId: string;
  role: Role;
}

/** Whole percent of part over whole, at most 100; 0 when whole is 0. */
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part * 100) / whole)) : 0);

export class InsightsService {
  constructor(
    private readonly repo: InsightsRepository,
    /** IANA name of the college's time zone: where months begin. */
    private readonly timeZone: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The course if the viewer may read its insight: an admin any course, an instructor their own; else 404. */
  private async readableCourse(courseId: string, viewer: InsightsViewer) {
    const course = await this.repo.course(courseId);
    if (!course || (viewer.role !== 'Admin' && course.instructorId !== viewer.userId)) {
      throw insightsErrors.courseNotFound();
    }
    return course;
  }

  async summary(courseId: string, viewer: InsightsViewer): Promise<CourseInsights> {
    const course = await this.readableCourse(courseId, viewer);
    const { chart } = monthWindows(this.now(), this.timeZone, INSIGHTS_REVENUE_MONTHS);
    await this.repo.ensureRevenueTimeZone(this.timeZone);
    const [lessonRows, hardest, perMonth] = await Promise.all([
      this.repo.lessons(courseId),
      this.repo.hardestQuestions(courseId, HARDEST_QUESTION_MIN_ANSWERS, HARDEST_QUESTIONS_LIMIT),
      this.repo.revenueMonths(courseId, chart[0]!.key, chart[chart.length - 1]!.key),
    ]);
    const enrolled = course.enrolled;
    const lessonCount = lessonRows.length;
    const completed = await this.repo.completedLearners(courseId, lessonCount);
    const finishedLessons = lessonRows.reduce((sum, l) => sum + l.finished, 0);
    const byMonth = new Map(perMonth.map((m) => [m.month, m]));
    return {
      courseId,
      title: course.title,
      lessonCount,
      enrolled,
      completed,
      averageProgressPercent:
        enrolled > 0 && lessonCount > 0 ? percentOf(finishedLessons, enrolled * lessonCount) : null,
      funnel: lessonRows.map((l) => this.funnelStep(l, enrolled)),
      quizzes: lessonRows.filter((l) => l.kind === 'quiz').map((l) => this.quiz(l)),
      hardestQuestions: hardest.map((q) => ({ ...q, correctPercent: percentOf(q.correct, q.answered) })),
      revenue: chart.map(({ key }) => ({
        month: key,
        amountPaise: byMonth.get(key)?.amountPaise ?? 0,
        sales: byMonth.get(key)?.sales ?? 0,
      })),
    };
  }

  /**
   * Reached: learners with a progress row or a quiz attempt. A quiz's progress row is written when it is
   * passed (after an attempt), a video's by watching (no attempts), so each is a subset of the other and
   * the larger count is the union.
   */
  private funnelStep(l: LessonInsightRow, enrolled: number): FunnelStep {
    const reached = Math.max(l.started, l.attempted);
    return {
      lessonId: l.lessonId,
      position: l.position,
      title: l.title,
      kind: l.kind === 'quiz' ? 'quiz' : 'video',
      reached: { count: reached, percent: percentOf(reached, enrolled) },
      finished: { count: l.finished, percent: percentOf(l.finished, enrolled) },
    };
  }

  /** A quiz's learners who passed are those who finished its lesson (a pass completes it). */
  private quiz(l: LessonInsightRow): QuizInsight {
    return {
      lessonId: l.lessonId,
      title: l.title,
      passMarkPercent: l.passMarkPercent ?? 0,
      gradedAttempts: l.gradedAttempts,
      learnersAttempted: l.attempted,
      learnersPassed: l.finished,
      passRatePercent: l.attempted > 0 ? percentOf(l.finished, l.attempted) : null,
      averagePercent: l.gradedAttempts > 0 ? Math.round(l.gradedPercentSum / l.gradedAttempts) : null,
    };
  }

  /** One page of the course's learners, newest enrolment first, with each one's progress and quiz results. */
  async learners(
    courseId: string,
    viewer: InsightsViewer,
    query: { search?: string; page: number; pageSize: number },
  ): Promise<CourseLearnersPage> {
    const course = await this.readableCourse(courseId, viewer);
    const filter = { courseId, search: query.search };
    const [rows, total, lessonRows] = await Promise.all([
      this.repo.learnersPage({ ...filter, ...pageWindow(query) }),
      query.search ? this.repo.learnersMatching(filter) : Promise.resolve(course.enrolled),
      this.repo.lessons(courseId),
    ]);
    const quizLessons = lessonRows.filter((l) => l.kind === 'quiz');
    const results = await this.repo.quizResults(
      courseId,
      rows.map((r) => r.userId),
    );
    const resultOf = new Map(results.map((r) => [`${r.userId} ${r.lessonId}`, r]));
    const lessonCount = lessonRows.length;
    return {
      learners: rows.map((r) => {
        const quizResults = quizLessons.map((q) => {
          const result = resultOf.get(`${r.userId} ${q.lessonId}`);
          return {
            lessonId: q.lessonId,
            title: q.title,
            bestPercent: result?.bestPercent ?? null,
            passed: result?.passed ?? false,
            attempts: result?.attempts ?? 0,
          };
        });
        const completedLessons = Math.min(r.completedLessons, lessonCount);
        return {
          userId: r.userId,
          name: r.name,
          team: r.team,
          enrolledAt: iso(r.enrolledAt),
          completedLessons,
          lessonCount,
          progressPercent: percentOf(completedLessons, lessonCount),
          lastActivityAt: isoOrNull(r.lastActivityAt),
          quizzesPassed: quizResults.filter((q) => q.passed).length,
          quizCount: quizLessons.length,
          quizResults,
        };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
