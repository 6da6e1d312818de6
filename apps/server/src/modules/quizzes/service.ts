/**
 * Quiz attempts: a learner starts an attempt at a quiz lesson of their own enrolment, answers and
 * submits; the server grades from the attempt's paper. Rules: attempts are limited by the quiz (an
 * attempt that timed out counts), none after a pass; one open attempt at a time; a submission past
 * the deadline and the grace is timed out (score 0); two submissions of one attempt give one result;
 * the correct answers and explanations are revealed only after a pass or once every allowed attempt
 * is used; a pass completes the lesson.
 */
import {
  QUIZ_SUBMIT_GRACE_SECONDS,
  type CourseProgress,
  type QuizAttemptSummary,
  type QuizAttemptView,
  type QuizDisplay,
  type QuizPaper,
  type QuizQuestionKind,
  type QuizResult,
  type QuizSubmission,
  type QuizSubmitResponse,
  type QuizView,
} from '@cms/contract';
import type { Handle } from '../../db/repository.js';
import { iso, isoOrNull } from '../../dates/iso.js';
import type { Viewer } from '../../session/viewer.js';
import type { LearningService } from '../learning/service.js';
import { courseProgress } from '../learning/progress.js';
import { quizErrors } from './errors.js';
import {
  checkAnswers,
  grade,
  makePaper,
  paperQuestions,
  resultQuestions,
  type Answers,
  type Paper,
} from './grading.js';
import type { AttemptRow, QuizRepository, QuizRow } from './repository.js';

type SignedIn = NonNullable<Viewer>;

/** The quiz lesson of the caller's enrolment that a request is about. */
interface QuizContext {
  userId: string;
  courseId: string;
  lessonId: string;
  title: string;
  quiz: QuizRow;
}

const summaryOf = (a: AttemptRow): QuizAttemptSummary => ({
  id: a.id,
  number: a.number,
  status: a.status as QuizAttemptSummary['status'],
  startedAt: iso(a.startedAt),
  deadlineAt: isoOrNull(a.deadlineAt),
  submittedAt: isoOrNull(a.submittedAt),
  score: a.score,
  maxScore: a.maxScore,
  percent: a.percent,
  passed: a.passed,
});

const paperOf = (a: AttemptRow) => a.paper as Paper;

export class QuizService {
  constructor(
    private readonly repo: QuizRepository,
    private readonly learning: LearningService,
  ) {}

  /** The caller's enrolment and a quiz lesson of its course; 404 otherwise. */
  private async context(
    viewer: SignedIn,
    enrolmentId: string,
    lessonId: string,
    db: Handle | undefined = undefined,
    lock = false,
  ): Promise<QuizContext> {
    const enrolment = await this.repo.enrolment(enrolmentId, db, lock);
    if (!enrolment || enrolment.userId !== viewer.userId) throw quizErrors.enrolmentNotFound();
    const lesson = await this.repo.quizLesson(enrolment.courseId, lessonId, db);
    if (!lesson) throw quizErrors.quizNotFound();
    return { userId: viewer.userId, courseId: enrolment.courseId, lessonId, title: lesson.title, quiz: lesson.quiz };
  }

  /** The learner's attempts (newest first), an expired open one closed first. */
  private async attemptsOf(ctx: QuizContext, db?: Handle): Promise<AttemptRow[]> {
    await this.repo.closeExpired(ctx.userId, ctx.lessonId, QUIZ_SUBMIT_GRACE_SECONDS, db);
    return this.repo.attempts(ctx.userId, ctx.lessonId, db);
  }

  /** Answers are revealed after a pass, or once every allowed attempt is finished. */
  private revealed(quiz: QuizRow, attempts: AttemptRow[]): boolean {
    if (attempts.some((a) => a.passed === true)) return true;
    const finished = attempts.filter((a) => a.status !== 'open').length;
    return quiz.maxAttempts !== null && finished >= quiz.maxAttempts;
  }

  private paperView(a: AttemptRow): QuizPaper {
    const paper = paperOf(a);
    return {
      attempt: summaryOf(a),
      display: paper.display as QuizDisplay,
      questions: paperQuestions(paper),
      serverNow: new Date().toISOString(),
    };
  }

  private resultView(a: AttemptRow, revealed: boolean): QuizResult {
    return {
      attempt: summaryOf(a),
      revealed,
      questions: resultQuestions(paperOf(a), (a.answers as Answers | null) ?? null, revealed),
    };
  }

  /** GET: the quiz's rules and the caller's attempts, the open one's paper and the last result. */
  async view(viewer: SignedIn, enrolmentId: string, lessonId: string): Promise<QuizView> {
    const ctx = await this.context(viewer, enrolmentId, lessonId);
    const [attempts, summaries] = await Promise.all([this.attemptsOf(ctx), this.repo.summaries([lessonId])]);
    const s = summaries[0]!;
    const graded = attempts.filter((a) => a.status === 'graded');
    const open = attempts.find((a) => a.status === 'open');
    const last = attempts.find((a) => a.status !== 'open');
    const revealed = this.revealed(ctx.quiz, attempts);
    return {
      lessonId,
      title: ctx.title,
      summary: {
        questionCount: Number(s.questionCount),
        passMarkPercent: s.passMarkPercent,
        maxAttempts: s.maxAttempts,
        timeLimitMinutes: s.timeLimitSeconds === null ? null : Math.round(s.timeLimitSeconds / 60),
        display: s.display as QuizDisplay,
      },
      attempts: attempts.map(summaryOf),
      attemptsLeft: ctx.quiz.maxAttempts === null ? null : Math.max(0, ctx.quiz.maxAttempts - attempts.length),
      passed: attempts.some((a) => a.passed === true),
      bestPercent: graded.length === 0 ? null : Math.max(...graded.map((a) => a.percent ?? 0)),
      openAttempt: open ? this.paperView(open) : null,
      lastResult: last ? this.resultView(last, revealed) : null,
    };
  }

  /**
   * POST: starts an attempt, or resumes the open one. Refused after a pass and when no attempt is
   * left. The enrolment row is locked, so concurrent starts count one after the other.
   */
  async start(viewer: SignedIn, enrolmentId: string, lessonId: string): Promise<QuizPaper> {
    const attempt = await this.repo.transaction(async (tx) => {
      const ctx = await this.context(viewer, enrolmentId, lessonId, tx, true);
      const attempts = await this.attemptsOf(ctx, tx);
      const open = attempts.find((a) => a.status === 'open');
      if (open) return open;
      if (attempts.some((a) => a.passed === true)) throw quizErrors.alreadyPassed();
      if (ctx.quiz.maxAttempts !== null && attempts.length >= ctx.quiz.maxAttempts) throw quizErrors.attemptsUsed();
      const questions = await this.repo.questionsOf(lessonId, tx);
      const paper = makePaper(
        {
          passMarkPercent: ctx.quiz.passMarkPercent,
          display: ctx.quiz.display as QuizDisplay,
          shuffleQuestions: ctx.quiz.shuffleQuestions,
          shuffleOptions: ctx.quiz.shuffleOptions,
        },
        questions.map((q) => ({
          id: q.id,
          kind: q.kind as QuizQuestionKind,
          prompt: q.prompt,
          explanation: q.explanation,
          options: q.options,
        })),
      );
      return this.repo.insertAttempt(tx, {
        userId: ctx.userId,
        courseId: ctx.courseId,
        lessonId,
        number: Math.max(0, ...attempts.map((a) => a.number)) + 1,
        paper,
        timeLimitSeconds: ctx.quiz.timeLimitSeconds,
      });
    });
    return this.paperView(attempt);
  }

  /** The caller's attempt at this quiz; 404 for anyone else's or another quiz's. */
  private ownAttempt(ctx: QuizContext, attempts: AttemptRow[], attemptId: string): AttemptRow {
    const attempt = attempts.find((a) => a.id === attemptId);
    if (!attempt) throw quizErrors.attemptNotFound();
    return attempt;
  }

  /** GET: an open attempt's paper, or a finished one's result. */
  async attempt(viewer: SignedIn, enrolmentId: string, lessonId: string, attemptId: string): Promise<QuizAttemptView> {
    const ctx = await this.context(viewer, enrolmentId, lessonId);
    const attempts = await this.attemptsOf(ctx);
    const attempt = this.ownAttempt(ctx, attempts, attemptId);
    if (attempt.status === 'open') return { paper: this.paperView(attempt), result: null };
    return { paper: null, result: this.resultView(attempt, this.revealed(ctx.quiz, attempts)) };
  }

  /**
   * POST submit: grades the attempt from its paper. One statement decides which submission counts
   * (the attempt still open); any other gets the stored result. A graded attempt counts each of its
   * questions' answers (questions removed since are skipped) in the same transaction; a pass
   * completes the lesson (idempotent, so every submission answers the same progress).
   */
  async submit(
    viewer: SignedIn,
    enrolmentId: string,
    lessonId: string,
    attemptId: string,
    submission: QuizSubmission,
  ): Promise<QuizSubmitResponse> {
    const ctx = await this.context(viewer, enrolmentId, lessonId);
    const stored = await this.repo.attempt(attemptId);
    if (!stored || stored.userId !== ctx.userId || stored.lessonId !== lessonId) throw quizErrors.attemptNotFound();
    const paper = paperOf(stored);
    const answers = checkAnswers(paper, submission.answers);
    if (!answers) throw quizErrors.answerNotInQuestion();
    if (stored.status === 'open') {
      const g = grade(paper, answers);
      await this.repo.transaction(async (tx) => {
        const row = await this.repo.submit(tx, attemptId, answers, g, QUIZ_SUBMIT_GRACE_SECONDS);
        if (row?.status === 'graded') {
          await this.repo.countAnswers(
            tx,
            paper.questions.map((q) => q.id),
            g.correctQuestionIds,
          );
        }
      });
    }
    const attempts = await this.attemptsOf(ctx);
    const attempt = this.ownAttempt(ctx, attempts, attemptId);
    const progress: CourseProgress =
      attempt.passed === true
        ? await this.learning.completeLesson(ctx.userId, ctx.courseId, lessonId)
        : courseProgress(await this.learning.repo.lessonWatches(ctx.userId, ctx.courseId));
    return { success: true, result: this.resultView(attempt, this.revealed(ctx.quiz, attempts)), progress };
  }
}
