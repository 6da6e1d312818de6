/**
 * Quiz definitions: what the instructor writes in the course form (saved in the course's
 * transaction, called by the courses module), what the curriculum shows of a quiz (a summary, no
 * questions), and the owner's definitions with the answers.
 */
import { randomUUID } from 'node:crypto';
import type { CourseQuizzes, QuizDisplay, QuizQuestionKind, QuizSummary } from '@cms/contract';
import type { Tx } from '../../db/client.js';
import type { Viewer } from '../../session/viewer.js';
import { quizErrors } from './errors.js';
import type { QuestionValues, QuizRepository, QuizRow } from './repository.js';
import type { ParsedQuiz, QuizStore } from '../courses/quiz-store.js';

const SECONDS_PER_MINUTE = 60;

export const settingsOf = (quiz: QuizRow) => ({
  passMarkPercent: quiz.passMarkPercent,
  maxAttempts: quiz.maxAttempts,
  timeLimitMinutes: quiz.timeLimitSeconds === null ? null : Math.round(quiz.timeLimitSeconds / SECONDS_PER_MINUTE),
  shuffleQuestions: quiz.shuffleQuestions,
  shuffleOptions: quiz.shuffleOptions,
  display: quiz.display as QuizDisplay,
});

export class QuizDefinitionService implements QuizStore {
  constructor(private readonly repo: QuizRepository) {}

  /**
   * Writes a quiz lesson's settings and questions in the course's transaction. Questions and
   * options sent with the id of one of this quiz's questions (of that question's options) keep it;
   * others are new; questions not sent are removed. Attempts keep their papers, so their scores stay.
   */
  async save(tx: Tx, lessonId: string, quiz: ParsedQuiz): Promise<void> {
    await this.repo.upsertQuiz(tx, lessonId, {
      passMarkPercent: quiz.passMarkPercent,
      maxAttempts: quiz.maxAttempts,
      timeLimitSeconds: quiz.timeLimitMinutes === null ? null : quiz.timeLimitMinutes * SECONDS_PER_MINUTE,
      shuffleQuestions: quiz.shuffleQuestions,
      shuffleOptions: quiz.shuffleOptions,
      display: quiz.display,
    });
    const existing = new Map((await this.repo.questionsOf(lessonId, tx)).map((q) => [q.id, q]));
    const kept = new Set<string>();
    const fresh: QuestionValues[] = [];
    for (const [i, q] of quiz.questions.entries()) {
      const old = q.id && !kept.has(q.id) ? existing.get(q.id) : undefined;
      const oldOptions = new Set(old?.options.map((o) => o.id) ?? []);
      const usedOptions = new Set<string>();
      const options = q.options.map((o) => {
        const id = o.id && oldOptions.has(o.id) && !usedOptions.has(o.id) ? o.id : randomUUID();
        usedOptions.add(id);
        return { id, text: o.text, correct: o.correct };
      });
      const values = { position: i + 1, kind: q.kind, prompt: q.prompt, explanation: q.explanation, options };
      if (old) {
        kept.add(old.id);
        await this.repo.updateQuestion(tx, { id: old.id, ...values });
      } else {
        fresh.push({ id: randomUUID(), ...values });
      }
    }
    await this.repo.deleteQuestions(
      tx,
      [...existing.keys()].filter((id) => !kept.has(id)),
    );
    await this.repo.insertQuestions(tx, lessonId, fresh);
  }

  /** What the curriculum shows of each of these quiz lessons (no questions, no answers). */
  async summaries(lessonIds: string[]): Promise<Map<string, QuizSummary>> {
    const rows = await this.repo.summaries(lessonIds);
    return new Map(
      rows.map((r) => [
        r.lessonId,
        {
          questionCount: Number(r.questionCount),
          passMarkPercent: r.passMarkPercent,
          maxAttempts: r.maxAttempts,
          timeLimitMinutes: r.timeLimitSeconds === null ? null : Math.round(r.timeLimitSeconds / SECONDS_PER_MINUTE),
          display: r.display as QuizDisplay,
        },
      ]),
    );
  }

  /**
   * The quizzes of the caller's own course with their answers and finished attempts (the course
   * form); another instructor's course is "Course not found", as the management page answers.
   */
  async courseQuizzes(viewer: NonNullable<Viewer>, courseId: string): Promise<CourseQuizzes> {
    const owner = await this.repo.courseOwner(courseId);
    if (owner !== viewer.userId) throw quizErrors.courseNotFound();
    const rows = await this.repo.courseQuizzes(courseId);
    const questions = await this.repo.questionsOfLessons(rows.map((r) => r.lessonId));
    return {
      quizzes: rows.map((r) => ({
        lessonId: r.lessonId,
        ...settingsOf(r.quiz),
        questions: questions
          .filter((q) => q.lessonId === r.lessonId)
          .map((q) => ({
            id: q.id,
            kind: q.kind as QuizQuestionKind,
            prompt: q.prompt,
            explanation: q.explanation,
            options: q.options.map((o) => ({ id: o.id, text: o.text, correct: o.correct })),
          })),
        attemptCount: Number(r.attemptCount),
      })),
    };
  }
}
