/**
 * What the course service needs of quizzes (issue 20): to write a quiz lesson's settings and
 * questions in the course's transaction, and each quiz lesson's summary for the course page. The
 * quizzes module implements it (QuizDefinitionService) and the composition root hands it over, so
 * the courses module does not depend on the quizzes module (which depends on learning, and learning
 * on courses).
 */
import type { QuizSummary, quizInputSchema } from '@cms/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';

export type ParsedQuiz = z.output<typeof quizInputSchema>;

export interface QuizStore {
  save(tx: Tx, lessonId: string, quiz: ParsedQuiz): Promise<void>;
  summaries(lessonIds: string[]): Promise<Map<string, QuizSummary>>;
}
