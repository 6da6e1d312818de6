/**
 * Quiz papers and grading (no I/O). A paper is the quiz as served when an attempt begins: its pass
 * mark and its questions and options in the order shown, with the correct flags and explanations.
 * It is stored with the attempt, so the attempt is graded, and its result shown, from it alone:
 * editing the quiz later changes neither.
 */
import { randomInt } from 'node:crypto';
import type { QuizDisplay, QuizPaperQuestion, QuizQuestionKind, QuizResultQuestion } from '@cms/contract';
import type { StoredOption } from '../../db/schema/index.js';

export interface PaperQuestion {
  id: string;
  kind: QuizQuestionKind;
  prompt: string;
  explanation: string | null;
  options: StoredOption[];
}

export interface Paper {
  passMarkPercent: number;
  display: QuizDisplay;
  questions: PaperQuestion[];
}

export interface PaperSettings {
  passMarkPercent: number;
  display: QuizDisplay;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

/** Fisher–Yates with the crypto random source (learners cannot predict the order). */
export function shuffled<T>(items: readonly T[], random: (n: number) => number = randomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The paper of a new attempt: the questions in curriculum order, shuffled when the quiz says so,
 * each question's options likewise (a true/false question keeps True before False).
 */
export function makePaper(settings: PaperSettings, questions: readonly PaperQuestion[]): Paper {
  const ordered = settings.shuffleQuestions ? shuffled(questions) : [...questions];
  return {
    passMarkPercent: settings.passMarkPercent,
    display: settings.display,
    questions: ordered.map((q) => ({
      ...q,
      options: settings.shuffleOptions && q.kind !== 'true_false' ? shuffled(q.options) : [...q.options],
    })),
  };
}

/** The paper as the learner answers it: no correct flags, no explanations. */
export const paperQuestions = (paper: Paper): QuizPaperQuestion[] =>
  paper.questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    prompt: q.prompt,
    options: q.options.map((o) => ({ id: o.id, text: o.text })),
  }));

export type Answers = Record<string, string[]>;

/**
 * The answers kept for grading: each answered question of the paper with its chosen option ids
 * (duplicates dropped, in the paper's order); null when an answer names a question that is not on
 * the paper or an option that is not one of its question's.
 */
export function checkAnswers(paper: Paper, answers: Answers): Answers | null {
  const byId = new Map(paper.questions.map((q) => [q.id, q]));
  const kept: Answers = {};
  for (const [questionId, chosen] of Object.entries(answers)) {
    const question = byId.get(questionId);
    if (!question) return null;
    const ids = new Set(chosen);
    const options = question.options.map((o) => o.id);
    for (const id of ids) if (!options.includes(id)) return null;
    kept[questionId] = options.filter((id) => ids.has(id));
  }
  return kept;
}

/** Right only when the chosen options are exactly the correct ones (for every kind of question). */
export function answeredCorrectly(question: PaperQuestion, chosen: readonly string[] | undefined): boolean {
  const picked = new Set(chosen ?? []);
  return question.options.every((o) => o.correct === picked.has(o.id));
}

export interface Grade {
  score: number;
  maxScore: number;
  percent: number;
  passed: boolean;
  /** Question ids answered exactly right. */
  correctQuestionIds: string[];
}

/** One point per question answered exactly right; percent rounded down; passed at the paper's pass mark. */
export function grade(paper: Paper, answers: Answers): Grade {
  const correctQuestionIds = paper.questions.filter((q) => answeredCorrectly(q, answers[q.id])).map((q) => q.id);
  const score = correctQuestionIds.length;
  const maxScore = paper.questions.length;
  const percent = maxScore === 0 ? 0 : Math.floor((100 * score) / maxScore);
  return { score, maxScore, percent, passed: percent >= paper.passMarkPercent, correctQuestionIds };
}

/**
 * A finished attempt's questions: what the learner chose; with `revealed`, also the correct options,
 * whether the question was answered right, and the explanation.
 */
export function resultQuestions(paper: Paper, answers: Answers | null, revealed: boolean): QuizResultQuestion[] {
  return paper.questions.map((q) => {
    const chosen = new Set(answers?.[q.id] ?? []);
    const options = q.options.map((o) =>
      revealed
        ? { id: o.id, text: o.text, chosen: chosen.has(o.id), correct: o.correct }
        : { id: o.id, text: o.text, chosen: chosen.has(o.id) },
    );
    const base = { id: q.id, kind: q.kind, prompt: q.prompt, options };
    return revealed
      ? { ...base, answeredCorrectly: answeredCorrectly(q, answers?.[q.id]), explanation: q.explanation }
      : base;
  });
}
