/**
 * Data access of lesson Q&A: questions under a lesson, their replies, who may read them (the
 * course's instructor and enrolments), the asker's unread replies and the instructor's new
 * questions. No business rules here.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import {
  courses,
  enrolments,
  instructorProfiles,
  leadProfiles,
  lessonQuestions,
  lessons,
  questionReplies,
  studentProfiles,
  users,
} from '../../db/schema/index.js';
import { newestFirstPage, pageOfRows, pageWindow } from '../../db/list-query.js';
import { Repository, type Handle } from '../../db/repository.js';
import { personColumns as personOf } from '../../db/person-columns.js';

/** A user as Q&A shows them: their picture is the student, lead or instructor profile's. */
const personColumns = personOf(
  studentProfiles.profileUploadId,
  leadProfiles.profileUploadId,
  instructorProfiles.profileUploadId,
);

/** Whether `userId` is enrolled in the course of the row being read. */
const enrolledIn = (courseId: SQL | PgColumn, userId: string) =>
  sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courseId} and ${enrolments.userId} = ${userId})`;

/** Replies by someone else than the asker after the asker last read the question. */
const unreadRepliesOf = sql`${questionReplies.authorId} <> ${lessonQuestions.authorId}
  and ${questionReplies.createdAt} > ${lessonQuestions.askerReadAt}`;

export type PersonRow = Awaited<ReturnType<QuestionRepository['people']>>[number];
export type QuestionRow = Awaited<ReturnType<QuestionRepository['questionsOfLesson']>>['rows'][number];
export type ReplyRow = Awaited<ReturnType<QuestionRepository['repliesOf']>>[number];

export interface InstructorQuestionFilter {
  status: 'new' | 'all';
  courseId?: string | undefined;
  page: number;
  pageSize: number;
}

export class QuestionRepository extends Repository {
  /** Users by id with their profile picture. */
  people(ids: string[], db: Handle = this.db) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select(personColumns)
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(leadProfiles, eq(leadProfiles.userId, users.id))
      .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
      .where(inArray(users.id, ids));
  }

  /** The lesson of the course (none when either is unknown or the lesson is another course's), its instructor and whether `userId` is enrolled. */
  async lessonOf(courseId: string, lessonId: string, userId: string) {
    const [row] = await this.db
      .select({
        courseId: courses.id,
        lessonId: lessons.id,
        instructorId: courses.instructorId,
        enrolled: enrolledIn(courses.id, userId),
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(lessons.id, lessonId), eq(courses.id, courseId)))
      .limit(1);
    return row;
  }

  /** The question with its course's instructor and whether `userId` is enrolled in the course; `lock` locks the question's row. */
  async questionOf(questionId: string, userId: string, db: Handle = this.db, lock = false) {
    const query = db
      .select({
        id: lessonQuestions.id,
        courseId: lessonQuestions.courseId,
        lessonId: lessonQuestions.lessonId,
        authorId: lessonQuestions.authorId,
        body: lessonQuestions.body,
        acceptedReplyId: lessonQuestions.acceptedReplyId,
        instructorId: courses.instructorId,
        courseTitle: courses.title,
        lessonTitle: lessons.title,
        enrolled: enrolledIn(lessonQuestions.courseId, userId),
      })
      .from(lessonQuestions)
      .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
      .innerJoin(lessons, eq(lessons.id, lessonQuestions.lessonId))
      .where(eq(lessonQuestions.id, questionId))
      .limit(1)
      .$dynamic();
    const [row] = await (lock ? query.for('update', { of: lessonQuestions }) : query);
    return row;
  }

  /** A page of the lesson's questions, newest first, and how many it has. */
  questionsOfLesson(lessonId: string, page: { page: number; pageSize: number }) {
    const query = this.db
      .select({
        id: lessonQuestions.id,
        lessonId: lessonQuestions.lessonId,
        authorId: lessonQuestions.authorId,
        body: lessonQuestions.body,
        acceptedReplyId: lessonQuestions.acceptedReplyId,
        askerReadAt: lessonQuestions.askerReadAt,
        createdAt: lessonQuestions.createdAt,
      })
      .from(lessonQuestions)
      .$dynamic();
    return newestFirstPage(this.db, query, lessonQuestions, eq(lessonQuestions.lessonId, lessonId), page);
  }

  /** The replies of these questions, oldest first. */
  repliesOf(questionIds: string[]) {
    if (questionIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: questionReplies.id,
        questionId: questionReplies.questionId,
        authorId: questionReplies.authorId,
        body: questionReplies.body,
        byInstructor: questionReplies.byInstructor,
        createdAt: questionReplies.createdAt,
      })
      .from(questionReplies)
      .where(inArray(questionReplies.questionId, questionIds))
      .orderBy(asc(questionReplies.createdAt), asc(questionReplies.id));
  }

  async insertQuestion(v: { courseId: string; lessonId: string; authorId: string; body: string }) {
    const [row] = await this.db
      .insert(lessonQuestions)
      .values({ ...v, askerReadAt: sql`now()` })
      .returning();
    return row!;
  }

  async insertReply(tx: Tx, v: { questionId: string; authorId: string; body: string; byInstructor: boolean }) {
    // Timed when written, not when the transaction began: the order of a grouped mail (see MailQueue.lockGroup).
    const [row] = await tx
      .insert(questionReplies)
      .values({ ...v, createdAt: sql`clock_timestamp()` })
      .returning();
    return row!;
  }

  /**
   * A reply was written: the question's last reply time becomes its time; the instructor's first
   * reply sets instructor_replied_at; the asker's own reply means the asker has read it up to then.
   */
  async touchAfterReply(tx: Tx, questionId: string, at: Date, by: { instructor: boolean; asker: boolean }) {
    await tx
      .update(lessonQuestions)
      .set({
        lastReplyAt: at,
        ...(by.instructor ? { instructorRepliedAt: sql`coalesce(${lessonQuestions.instructorRepliedAt}, ${at})` } : {}),
        ...(by.asker ? { askerReadAt: at } : {}),
      })
      .where(eq(lessonQuestions.id, questionId));
  }

  /** Whether the reply belongs to the question. */
  async isReplyOf(questionId: string, replyId: string): Promise<boolean> {
    const id = await this.idWhere(
      questionReplies,
      and(eq(questionReplies.id, replyId), eq(questionReplies.questionId, questionId)),
    );
    return id !== null;
  }

  async setAccepted(questionId: string, replyId: string | null): Promise<void> {
    await this.db.update(lessonQuestions).set({ acceptedReplyId: replyId }).where(eq(lessonQuestions.id, questionId));
  }

  /** The asker has read the question up to now; false when `userId` did not ask it. */
  async markRead(questionId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .update(lessonQuestions)
      .set({ askerReadAt: sql`now()` })
      .where(and(eq(lessonQuestions.id, questionId), eq(lessonQuestions.authorId, userId)))
      .returning({ id: lessonQuestions.id });
    return rows.length > 0;
  }

  /** The learner's unread replies over every question they asked. */
  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(lessonQuestions)
      .innerJoin(questionReplies, eq(questionReplies.questionId, lessonQuestions.id))
      .where(and(eq(lessonQuestions.authorId, userId), unreadRepliesOf));
    return Number(row?.n ?? 0);
  }

  /** The unread replies of each of these questions that `userId` asked. */
  async unreadPerQuestion(userId: string, questionIds: string[]): Promise<Map<string, number>> {
    if (questionIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: lessonQuestions.id, n: count() })
      .from(lessonQuestions)
      .innerJoin(questionReplies, eq(questionReplies.questionId, lessonQuestions.id))
      .where(and(inArray(lessonQuestions.id, questionIds), eq(lessonQuestions.authorId, userId), unreadRepliesOf))
      .groupBy(lessonQuestions.id);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  /** The instructor's questions across their courses, newest first, and how many are new (no instructor reply). */
  async instructorQuestions(instructorId: string, filter: InstructorQuestionFilter) {
    const mine = and(
      eq(courses.instructorId, instructorId),
      filter.courseId ? eq(lessonQuestions.courseId, filter.courseId) : undefined,
    );
    const where = and(mine, filter.status === 'new' ? isNull(lessonQuestions.instructorRepliedAt) : undefined);
    const { limit, offset } = pageWindow(filter);
    const repliesCount = sql<number>`(select count(*)::int from ${questionReplies} where ${questionReplies.questionId} = ${lessonQuestions.id})`;
    const page = this.db
      .select({
        id: lessonQuestions.id,
        courseId: courses.id,
        courseTitle: courses.title,
        lessonId: lessons.id,
        lessonTitle: lessons.title,
        askerId: lessonQuestions.authorId,
        askerName: users.name,
        body: lessonQuestions.body,
        repliesCount,
        instructorRepliedAt: lessonQuestions.instructorRepliedAt,
        createdAt: lessonQuestions.createdAt,
      })
      .from(lessonQuestions)
      .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
      .innerJoin(lessons, eq(lessons.id, lessonQuestions.lessonId))
      .innerJoin(users, eq(users.id, lessonQuestions.authorId))
      .where(where)
      .orderBy(desc(lessonQuestions.createdAt), desc(lessonQuestions.id))
      .limit(limit)
      .offset(offset);
    const total = this.countQuestions(where);
    const newCount = this.countQuestions(and(mine, isNull(lessonQuestions.instructorRepliedAt)));
    const [{ rows, total: matching }, fresh] = await Promise.all([pageOfRows(page, total), newCount]);
    return { rows, total: matching, newCount: fresh };
  }

  private async countQuestions(where: SQL | undefined): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(lessonQuestions)
      .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
      .where(where);
    return Number(row?.n ?? 0);
  }

  /**
   * The replies by others to `userId`'s questions written at or after `since`, oldest first, with
   * the writer's name and the question's course and lesson: what a grouped mail lists.
   */
  repliesTo(tx: Tx, userId: string, since: Date) {
    return tx
      .select({
        from: users.name,
        text: questionReplies.body,
        courseId: lessonQuestions.courseId,
        lessonId: lessonQuestions.lessonId,
      })
      .from(questionReplies)
      .innerJoin(lessonQuestions, eq(lessonQuestions.id, questionReplies.questionId))
      .innerJoin(users, eq(users.id, questionReplies.authorId))
      .where(
        and(
          eq(lessonQuestions.authorId, userId),
          ne(questionReplies.authorId, userId),
          gte(questionReplies.createdAt, since),
        ),
      )
      .orderBy(asc(questionReplies.createdAt), asc(questionReplies.id));
  }

  /** The learner's enrolment in the course (the learning page's id), if any. */
  enrolmentOf(userId: string, courseId: string, db: Handle = this.db): Promise<string | null> {
    return this.idWhere(enrolments, and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)), db);
  }
}
