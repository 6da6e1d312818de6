/**
 * A quiz section of the course form (issue 20): its values, a new one, an existing one from the
 * owner's definitions, and when it is complete (the form's submit stays disabled until it is).
 */
import {
  DEFAULT_PASS_MARK_PERCENT,
  QUIZ_MSG,
  quizSettingsSchema,
  TRUE_FALSE_OPTIONS,
  type QuizDefinition,
  type quizLessonInputSchema,
  type QuizQuestionKind,
  type videoLessonInputSchema,
} from '@cms/contract';
import type { DeepPartialSkipArrayKey } from 'react-hook-form';
import type { z } from 'zod';

export type VideoLessonForm = z.input<typeof videoLessonInputSchema>;
export type QuizLessonForm = z.input<typeof quizLessonInputSchema>;
export type QuizForm = QuizLessonForm['quiz'];
export type QuizQuestionForm = QuizForm['questions'][number];
export type QuizOptionForm = QuizQuestionForm['options'][number];
/** One section of the course form: a video or a quiz. */
export type LessonForm = VideoLessonForm | QuizLessonForm;
/** The part of the course form's values the quiz fields use (the form provides it through its context). */
export interface QuizHostValues {
  lessons: LessonForm[];
}

const filled = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;

export const trueFalseOptions = (): QuizOptionForm[] => TRUE_FALSE_OPTIONS.map((text) => ({ text, correct: false }));

export const emptyQuestion = (kind: QuizQuestionKind = 'single'): QuizQuestionForm => ({
  kind,
  prompt: '',
  explanation: '',
  options:
    kind === 'true_false'
      ? trueFalseOptions()
      : [
          { text: '', correct: false },
          { text: '', correct: false },
        ],
});

export const emptyQuiz = (): QuizForm => ({
  passMarkPercent: DEFAULT_PASS_MARK_PERCENT,
  maxAttempts: null,
  timeLimitMinutes: null,
  shuffleQuestions: false,
  shuffleOptions: false,
  display: 'all',
  questions: [emptyQuestion()],
});

export const emptyQuizLesson = (): QuizLessonForm => ({ kind: 'quiz', title: '', quiz: emptyQuiz() });

/** A saved quiz (the owner's definition) as form values, its question and option ids kept. */
export function quizDefinitionToForm(def: QuizDefinition): QuizForm {
  return {
    passMarkPercent: def.passMarkPercent,
    maxAttempts: def.maxAttempts,
    timeLimitMinutes: def.timeLimitMinutes,
    shuffleQuestions: def.shuffleQuestions,
    shuffleOptions: def.shuffleOptions,
    display: def.display,
    questions: def.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      explanation: q.explanation ?? '',
      options: q.options.map((o) => ({ id: o.id, text: o.text, correct: o.correct })),
    })),
  };
}

type QuestionDraft = DeepPartialSkipArrayKey<QuizQuestionForm>;

/**
 * What is wrong with the correct marks of a question, once at least one is marked (a new question
 * without marks is simply incomplete): the schema's own message.
 */
export function correctMarksIssue(q: QuestionDraft | undefined): string | null {
  const options = q?.options ?? [];
  const correct = options.filter((o) => o?.correct).length;
  if (correct === 0) return null;
  if (q?.kind === 'multiple') return null;
  return correct === 1 ? null : QUIZ_MSG.exactlyOneCorrect;
}

function isQuestionComplete(q: QuestionDraft | undefined): boolean {
  if (!q || !filled(q.prompt)) return false;
  const options = q.options ?? [];
  if (options.length < 2 || !options.every((o) => o !== undefined && filled(o.text))) return false;
  const correct = options.filter((o) => o?.correct).length;
  return q.kind === 'multiple' ? correct >= 1 : correct === 1;
}

/** A quiz is complete with valid settings and at least one question, each complete. */
export function isQuizComplete(quiz: DeepPartialSkipArrayKey<QuizForm> | undefined): boolean {
  if (!quiz) return false;
  const { questions, ...settings } = quiz;
  return (
    quizSettingsSchema.safeParse(settings).success &&
    (questions?.length ?? 0) > 0 &&
    (questions ?? []).every((q) => isQuestionComplete(q))
  );
}
