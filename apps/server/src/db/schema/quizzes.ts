/** Quizzes: a lesson of kind 'quiz', its questions and the learners' attempts. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, updatedAt, requiredRef } from './columns.js';
import { userRef } from './users.js';
import { courseRef, lessonRef, lessons } from './courses.js';

/** One option of a question as stored (the correct flags never leave the server before grading). */
export interface StoredOption {
  id: string;
  text: string;
  correct: boolean;
}

/** The settings of a quiz lesson (one row per lesson of kind 'quiz'). */
export const quizzes = pgTable(
  'quizzes',
  {
    lessonId: uuid('lesson_id')
      .primaryKey()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** Whole percent a learner must reach to pass. */
    passMarkPercent: integer('pass_mark_percent').notNull(),
    /** Attempts a learner may make; null: no limit. */
    maxAttempts: integer('max_attempts'),
    /** Seconds an attempt may last; null: no limit. */
    timeLimitSeconds: integer('time_limit_seconds'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /** 'all' questions on one screen or 'one' per screen. */
    display: text('display').notNull().default('all'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quizzes_pass_mark_check', sql`${t.passMarkPercent} between 1 and 100`),
    check('quizzes_max_attempts_check', sql`${t.maxAttempts} is null or ${t.maxAttempts} > 0`),
    check('quizzes_time_limit_check', sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} > 0`),
    check('quizzes_display_check', sql`${t.display} in ('all','one')`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    lessonId: requiredRef('lesson_id', () => quizzes.lessonId, { cascade: true }),
    position: integer('position').notNull(),
    /** 'single', 'multiple' or 'true_false'. */
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    explanation: text('explanation'),
    options: jsonb('options').$type<StoredOption[]>().notNull(),
    /** Graded answers to this question and how many were right (the hardest questions). */
    answeredCount: integer('answered_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
  },
  (t) => [
    check('quiz_questions_kind_check', sql`${t.kind} in ('single','multiple','true_false')`),
    index('quiz_questions_lesson_idx').on(t.lessonId, t.position),
  ],
);

/**
 * One attempt of a learner at a quiz. `paper` is the quiz as served when the attempt began (questions
 * and options in the order shown, with the correct flags), so editing the quiz later changes neither
 * an open attempt's grading nor a graded attempt's score.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    userId: userRef('user_id', { cascade: true }),
    courseId: courseRef('course_id'),
    lessonId: lessonRef('lesson_id', { cascade: true }),
    /** 1 for the learner's first attempt at this quiz, then 2, … */
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** started_at + the time limit; null without one. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** 'open', 'graded' or 'timed_out' (submitted after the deadline, or never). */
    status: text('status').notNull().default('open'),
    paper: jsonb('paper').notNull(),
    /** Option ids chosen per question id, as submitted. */
    answers: jsonb('answers').$type<Record<string, string[]>>(),
    score: integer('score'),
    maxScore: integer('max_score'),
    percent: integer('percent'),
    passed: boolean('passed'),
  },
  (t) => [
    check('quiz_attempts_status_check', sql`${t.status} in ('open','graded','timed_out')`),
    unique('quiz_attempts_user_lesson_number_key').on(t.userId, t.lessonId, t.number),
    // At most one open attempt per learner and quiz.
    uniqueIndex('quiz_attempts_one_open_idx')
      .on(t.userId, t.lessonId)
      .where(sql`${t.status} = 'open'`),
    // Pass rates of a quiz and the instructor's learners' results.
    index('quiz_attempts_lesson_idx').on(t.lessonId, t.status, t.passed),
    index('quiz_attempts_course_user_idx').on(t.courseId, t.userId),
  ],
);
