/** Data access for quizzes, their questions and the learners' attempts. No business rules here. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { Repository, type Handle } from '../../db/repository.js';
import {
  courses,
  enrolments,
  lessons,
  quizAttempts,
  quizQuestions,
  quizzes,
  type StoredOption,
} from '../../db/schema/index.js';
import type { Answers, Grade, Paper } from './grading.js';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;
export type QuizValues = Omit<typeof quizzes.$inferInsert, 'lessonId' | 'updatedAt'>;
export interface QuestionValues {
  id: string;
  position: number;
  kind: string;
  prompt: string;
  explanation: string | null;
  options: StoredOption[];
}

/** Attempts not submitted by then are closed when next read. */
const expiredOpen = (graceSeconds: number) =>
  and(
    eq(quizAttempts.status, 'open'),
    sql`${quizAttempts.deadlineAt} + make_interval(secs => ${graceSeconds}) < now()`,
  );

export class QuizRepository extends Repository {
  // ---- definitions (written in the course's transaction) ------------------------------------

  /** Creates or replaces the settings of the quiz lesson. */
  async upsertQuiz(tx: Tx, lessonId: string, values: QuizValues): Promise<void> {
    await tx
      .insert(quizzes)
      .values({ lessonId, ...values })
      .onConflictDoUpdate({ target: quizzes.lessonId, set: { ...values, updatedAt: sql`now()` } });
  }

  questionsOf(lessonId: string, db: Handle = this.db): Promise<QuestionRow[]> {
    return db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.lessonId, lessonId))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  }

  async insertQuestions(tx: Tx, lessonId: string, rows: QuestionValues[]): Promise<void> {
    if (rows.length > 0) await tx.insert(quizQuestions).values(rows.map((r) => ({ ...r, lessonId })));
  }

  /** Rewrites a kept question (its answer counters stay). */
  async updateQuestion(tx: Tx, row: QuestionValues): Promise<void> {
    const { id, ...values } = row;
    await tx.update(quizQuestions).set(values).where(eq(quizQuestions.id, id));
  }

  async deleteQuestions(tx: Tx, ids: string[]): Promise<void> {
    if (ids.length > 0) await tx.delete(quizQuestions).where(inArray(quizQuestions.id, ids));
  }

  /** The settings and question counts of these quiz lessons. */
  summaries(lessonIds: string[]) {
    if (lessonIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        lessonId: quizzes.lessonId,
        passMarkPercent: quizzes.passMarkPercent,
        maxAttempts: quizzes.maxAttempts,
        timeLimitSeconds: quizzes.timeLimitSeconds,
        display: quizzes.display,
        questionCount: sql<number>`(select count(*)::int from ${quizQuestions} q where q.lesson_id = ${quizzes.lessonId})`,
      })
      .from(quizzes)
      .where(inArray(quizzes.lessonId, lessonIds));
  }

  /** The course's instructor, or undefined when there is no such course. */
  async courseOwner(courseId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ instructorId: courses.instructorId })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    return row?.instructorId;
  }

  /** The quiz lessons of a course in curriculum order with their settings and finished attempts. */
  courseQuizzes(courseId: string) {
    return this.db
      .select({
        lessonId: lessons.id,
        quiz: quizzes,
        attemptCount: sql<number>`(select count(*)::int from ${quizAttempts} a
          where a.lesson_id = ${lessons.id} and a.status <> 'open')`,
      })
      .from(lessons)
      .innerJoin(quizzes, eq(quizzes.lessonId, lessons.id))
      .where(and(eq(lessons.courseId, courseId), eq(lessons.kind, 'quiz')))
      .orderBy(asc(lessons.position), asc(lessons.id));
  }

  questionsOfLessons(lessonIds: string[]): Promise<QuestionRow[]> {
    if (lessonIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(quizQuestions)
      .where(inArray(quizQuestions.lessonId, lessonIds))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  }

  // ---- the learner --------------------------------------------------------------------------

  /** The enrolment (its user and course), locked for the rest of the transaction with `lock`. */
  enrolment(id: string, db: Handle = this.db, lock = false) {
    return this.rowById(enrolments, id, db, lock ? 'update' : undefined);
  }

  /** A lesson of kind quiz of the course with its title and settings. */
  async quizLesson(courseId: string, lessonId: string, db: Handle = this.db) {
    const [row] = await db
      .select({ title: lessons.title, quiz: quizzes })
      .from(lessons)
      .innerJoin(quizzes, eq(quizzes.lessonId, lessons.id))
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId), eq(lessons.kind, 'quiz')))
      .limit(1);
    return row;
  }

  /**
   * Closes the learner's open attempt at the quiz whose deadline passed more than `graceSeconds`
   * ago: timed out, score 0 of the paper's questions, not passed.
   */
  async closeExpired(userId: string, lessonId: string, graceSeconds: number, db: Handle = this.db): Promise<void> {
    await db
      .update(quizAttempts)
      .set({
        status: 'timed_out',
        score: 0,
        maxScore: sql`jsonb_array_length(${quizAttempts.paper} -> 'questions')`,
        percent: 0,
        passed: false,
      })
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId), expiredOpen(graceSeconds)));
  }

  /** The learner's attempts at the quiz, newest first. */
  attempts(userId: string, lessonId: string, db: Handle = this.db): Promise<AttemptRow[]> {
    return db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)))
      .orderBy(desc(quizAttempts.number));
  }

  async attempt(id: string, db: Handle = this.db): Promise<AttemptRow | undefined> {
    return this.rowById(quizAttempts, id, db);
  }

  /** A new open attempt numbered `number`; its deadline `timeLimitSeconds` from now (none without). */
  async insertAttempt(
    tx: Tx,
    values: {
      userId: string;
      courseId: string;
      lessonId: string;
      number: number;
      paper: Paper;
      timeLimitSeconds: number | null;
    },
  ): Promise<AttemptRow> {
    const { timeLimitSeconds, ...rest } = values;
    const [row] = await tx
      .insert(quizAttempts)
      .values({
        ...rest,
        deadlineAt: timeLimitSeconds === null ? null : sql`now() + make_interval(secs => ${timeLimitSeconds})`,
      })
      .returning();
    return row!;
  }

  /**
   * Submits the attempt if it is still open, in one statement: graded with `grade`, or timed out
   * (score 0, not passed) when now is past its deadline and the grace. Undefined when it was no
   * longer open (another submission, or the lazy close, came first).
   */
  async submit(tx: Tx, id: string, answers: Answers, g: Grade, graceSeconds: number): Promise<AttemptRow | undefined> {
    const late = sql`(${quizAttempts.deadlineAt} is not null and now() > ${quizAttempts.deadlineAt} + make_interval(secs => ${graceSeconds}))`;
    const [row] = await tx
      .update(quizAttempts)
      .set({
        status: sql`case when ${late} then 'timed_out' else 'graded' end`,
        submittedAt: sql`now()`,
        answers,
        score: sql`case when ${late} then 0 else ${g.score}::int end`,
        maxScore: g.maxScore,
        percent: sql`case when ${late} then 0 else ${g.percent}::int end`,
        passed: sql`case when ${late} then false else ${g.passed}::boolean end`,
      })
      .where(and(eq(quizAttempts.id, id), eq(quizAttempts.status, 'open')))
      .returning();
    return row;
  }

  /**
   * Counts one graded answer to each of these questions (those still existing), and a right one to
   * those in `correctIds`.
   */
  async countAnswers(tx: Tx, questionIds: string[], correctIds: string[]): Promise<void> {
    if (questionIds.length === 0) return;
    const right = correctIds.length === 0 ? sql`false` : inArray(quizQuestions.id, correctIds);
    await tx
      .update(quizQuestions)
      .set({
        answeredCount: sql`${quizQuestions.answeredCount} + 1`,
        correctCount: sql`${quizQuestions.correctCount} + case when ${right} then 1 else 0 end`,
      })
      .where(inArray(quizQuestions.id, questionIds));
  }
}
