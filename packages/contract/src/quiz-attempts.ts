/**
 * Quiz attempts (issue 20): a learner starts an attempt at a quiz lesson of their enrolment, answers
 * and submits; the server grades. The correct answers never reach the browser before the attempt is
 * submitted, and then only once revealed (after a pass, or after the last allowed attempt).
 */
import { z } from 'zod';
import { courseProgressSchema } from './learning.js';
import { QUIZ_ATTEMPT_STATUSES, QUIZ_QUESTION_KINDS, quizSummarySchema } from './quiz-definitions.js';
import { QUIZ_DISPLAYS } from './options.js';
import { QUIZ_LIMITS } from './constants.js';

// ---- The learner -----------------------------------------------------------------------------

/** A question as a learner answers it: no correct flags, no explanation. */
export const quizPaperQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUIZ_QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type QuizPaperQuestion = z.infer<typeof quizPaperQuestionSchema>;

export const quizAttemptSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(QUIZ_ATTEMPT_STATUSES),
  startedAt: z.string(),
  /** When the time limit ends; null without one. */
  deadlineAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
});
export type QuizAttemptSummary = z.infer<typeof quizAttemptSummarySchema>;

/** An open attempt: the questions in the order served (shuffled when the quiz says so). */
export const quizPaperSchema = z.object({
  attempt: quizAttemptSummarySchema,
  display: z.enum(QUIZ_DISPLAYS),
  questions: z.array(quizPaperQuestionSchema),
  /** The server's clock when answering, so the countdown does not trust the device's clock. */
  serverNow: z.string(),
});
export type QuizPaper = z.infer<typeof quizPaperSchema>;

/** A graded question: what the learner chose; the right options and the explanation only once revealed. */
export const quizResultQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUIZ_QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      chosen: z.boolean(),
      /** Only when revealed. */
      correct: z.boolean().optional(),
    }),
  ),
  /** Only when revealed. */
  answeredCorrectly: z.boolean().optional(),
  explanation: z.string().nullable().optional(),
});
export type QuizResultQuestion = z.infer<typeof quizResultQuestionSchema>;

export const quizResultSchema = z.object({
  attempt: quizAttemptSummarySchema,
  /** The correct answers and explanations are included (after a pass, or after the last allowed attempt). */
  revealed: z.boolean(),
  questions: z.array(quizResultQuestionSchema),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** GET QUIZ_API.quiz — a quiz lesson of the learner's enrolment: its rules and the learner's attempts. */
export const quizViewSchema = z.object({
  lessonId: z.string(),
  title: z.string(),
  summary: quizSummarySchema,
  /** Newest first. */
  attempts: z.array(quizAttemptSummarySchema),
  /** null: unlimited. */
  attemptsLeft: z.number().int().nullable(),
  passed: z.boolean(),
  /** The best percent over graded attempts; null before the first. */
  bestPercent: z.number().int().nullable(),
  /** An attempt in progress to resume (its questions), or null. */
  openAttempt: quizPaperSchema.nullable(),
  /** The last finished attempt's result, or null. */
  lastResult: quizResultSchema.nullable(),
});
export type QuizView = z.infer<typeof quizViewSchema>;

/**
 * GET QUIZ_API.attempt — one of the learner's attempts: its paper while open (`result` null), its
 * result once graded or timed out (`paper` null).
 */
export const quizAttemptViewSchema = z.object({
  paper: quizPaperSchema.nullable(),
  result: quizResultSchema.nullable(),
});
export type QuizAttemptView = z.infer<typeof quizAttemptViewSchema>;

/** Submitted answers: the chosen option ids of each answered question (questions left out are unanswered). */
export const quizSubmissionSchema = z.object({
  answers: z.record(z.uuid(), z.array(z.uuid()).max(QUIZ_LIMITS.options)),
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

/** POST QUIZ_API.submit — the graded attempt and the course's progress after it. */
export const quizSubmitResponseSchema = z.object({
  success: z.literal(true),
  result: quizResultSchema,
  progress: courseProgressSchema,
});
export type QuizSubmitResponse = z.infer<typeof quizSubmitResponseSchema>;
