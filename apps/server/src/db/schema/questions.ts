/** Lesson Q&A: learners' questions under a lesson and the replies to them. */
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, requiredRef } from './columns.js';
import { userRef } from './users.js';
import { courseRef, lessonRef } from './courses.js';

export const lessonQuestions = pgTable(
  'lesson_questions',
  {
    id: id(),
    courseId: courseRef('course_id'),
    lessonId: lessonRef('lesson_id', { cascade: true }),
    authorId: userRef('author_id', { cascade: true }),
    body: text('body').notNull(),
    /** The reply the course's instructor accepted as the answer. */
    acceptedReplyId: uuid('accepted_reply_id'),
    /** When the course's instructor first replied (null: a new question for the instructor). */
    instructorRepliedAt: timestamp('instructor_replied_at', { withTimezone: true }),
    /** Replies by others after this are unread for the asker. */
    askerReadAt: timestamp('asker_read_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last reply's time (the asker's unread replies and the list's order). */
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lesson_questions_lesson_idx').on(t.lessonId, t.createdAt),
    index('lesson_questions_course_new_idx').on(t.courseId, t.instructorRepliedAt),
    index('lesson_questions_author_idx').on(t.authorId, t.lastReplyAt),
  ],
);

export const questionReplies = pgTable(
  'question_replies',
  {
    id: id(),
    questionId: requiredRef('question_id', () => lessonQuestions.id, { cascade: true }),
    authorId: userRef('author_id', { cascade: true }),
    body: text('body').notNull(),
    /** Written by the course's instructor (shown marked as such). */
    byInstructor: boolean('by_instructor').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('question_replies_question_idx').on(t.questionId, t.createdAt)],
);
