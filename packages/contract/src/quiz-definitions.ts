/**
 * Quizzes (issue 20): a lesson of kind 'quiz' in a course's curriculum. The instructor writes its
 * settings and questions in the course form (saved with the course, one transaction); what the
 * curriculum shows everyone (a summary, never questions or answers); the owner's definitions.
 * The learner's side (attempts, papers, results) is in quiz-attempts.ts.
 */
import { z } from 'zod';
import { wholeNumber } from './number-fields.js';
import { requiredText } from './text-fields.js';
import { MSG } from './texts/common.js';
import { QUIZ_MSG } from './texts/quiz.js';
import { QUIZ_LIMITS } from './constants.js';
import { QUIZ_DISPLAYS } from './options.js';

export const LESSON_KINDS = ['video', 'quiz'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

export const QUIZ_QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const;
export type QuizQuestionKind = (typeof QUIZ_QUESTION_KINDS)[number];
export const QUIZ_QUESTION_KIND_LABELS: Record<QuizQuestionKind, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  true_false: 'True / false',
};

export const QUIZ_ATTEMPT_STATUSES = ['open', 'graded', 'timed_out'] as const;
export type QuizAttemptStatus = (typeof QUIZ_ATTEMPT_STATUSES)[number];

/** The two options of a true/false question, in this order. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;
export const DEFAULT_PASS_MARK_PERCENT = 70;
/**
 * A submission this many seconds after the deadline is still on time (the network between the
 * learner's last click and the server); later ones are graded as timed out.
 */
export const QUIZ_SUBMIT_GRACE_SECONDS = 5;

// ---- The instructor's input (part of a course's lessons) -------------------------------------

export const quizOptionInputSchema = z.object({
  /** An existing option's id when editing; absent for a new one. */
  id: z.uuid().optional(),
  text: requiredText(QUIZ_LIMITS.optionChars, QUIZ_MSG.optionRequired),
  correct: z.boolean().default(false),
});
export type QuizOptionInput = z.input<typeof quizOptionInputSchema>;

export const quizQuestionInputSchema = z
  .object({
    /** An existing question's id when editing; absent for a new one. */
    id: z.uuid().optional(),
    kind: z.enum(QUIZ_QUESTION_KINDS, { error: MSG.selectOption }),
    prompt: requiredText(QUIZ_LIMITS.promptChars, QUIZ_MSG.promptRequired),
    explanation: z
      .string()
      .trim()
      .max(QUIZ_LIMITS.explanationChars, { error: `At most ${QUIZ_LIMITS.explanationChars} characters` })
      .nullish()
      .transform((s) => (s ? s : null)),
    options: z
      .array(quizOptionInputSchema)
      .min(2, { error: QUIZ_MSG.atLeastTwoOptions })
      .max(QUIZ_LIMITS.options, { error: `At most ${QUIZ_LIMITS.options} options` }),
  })
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.correct).length;
    if (q.kind === 'true_false') {
      const texts = q.options.map((o) => o.text);
      if (texts.length !== 2 || texts[0] !== TRUE_FALSE_OPTIONS[0] || texts[1] !== TRUE_FALSE_OPTIONS[1]) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: QUIZ_MSG.trueFalseOptions });
        return;
      }
    }
    if (q.kind === 'multiple' ? correct < 1 : correct !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: q.kind === 'multiple' ? QUIZ_MSG.atLeastOneCorrect : QUIZ_MSG.exactlyOneCorrect,
      });
    }
  });
export type QuizQuestionInput = z.input<typeof quizQuestionInputSchema>;

export const quizSettingsSchema = z.object({
  passMarkPercent: wholeNumber(1, 100, QUIZ_MSG.passMarkRange).default(DEFAULT_PASS_MARK_PERCENT),
  /** null: unlimited. */
  maxAttempts: wholeNumber(1, QUIZ_LIMITS.maxAttempts, QUIZ_MSG.attemptsRange).nullable().default(null),
  /** null: no time limit. */
  timeLimitMinutes: wholeNumber(1, QUIZ_LIMITS.timeLimitMinutes, QUIZ_MSG.timeLimitRange).nullable().default(null),
  shuffleQuestions: z.boolean().default(false),
  shuffleOptions: z.boolean().default(false),
  display: z.enum(QUIZ_DISPLAYS).default('all'),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;

/** A quiz as the instructor writes it: its settings and its questions in order. */
export const quizInputSchema = quizSettingsSchema.extend({
  questions: z
    .array(quizQuestionInputSchema)
    .min(1, { error: QUIZ_MSG.atLeastOneQuestion })
    .max(QUIZ_LIMITS.questions, { error: `At most ${QUIZ_LIMITS.questions} questions` }),
});
export type QuizInput = z.input<typeof quizInputSchema>;

// ---- What everyone who sees the curriculum sees of a quiz (no questions, no answers) ---------

export const quizSummarySchema = z.object({
  questionCount: z.number().int(),
  passMarkPercent: z.number().int(),
  maxAttempts: z.number().int().nullable(),
  timeLimitMinutes: z.number().int().nullable(),
  display: z.enum(QUIZ_DISPLAYS),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

// ---- The owner's definitions (the course form's quiz sections) -------------------------------

export const quizDefinitionSchema = quizSettingsSchema.extend({
  lessonId: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(QUIZ_QUESTION_KINDS),
      prompt: z.string(),
      explanation: z.string().nullable(),
      options: z.array(z.object({ id: z.string(), text: z.string(), correct: z.boolean() })),
    }),
  ),
  /** Graded attempts so far (editing keeps their scores). */
  attemptCount: z.number().int(),
});
export type QuizDefinition = z.infer<typeof quizDefinitionSchema>;

/** GET QUIZ_API.courseQuizzes — the owner's quizzes of one course, with the answers. */
export const courseQuizzesSchema = z.object({ quizzes: z.array(quizDefinitionSchema) });
export type CourseQuizzes = z.infer<typeof courseQuizzesSchema>;
