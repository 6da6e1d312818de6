/**
 * A quiz lesson on the learning page (issue 20): the rules (pass mark, attempts left, time limit),
 * the learner's past attempts and the last result, and "Start quiz" / "Resume quiz" / "Try again".
 * Nothing starts by itself: an attempt begins only from the learner's click. After a submission the
 * result takes the focus; the course progress of the answer replaces the learning page's (see
 * useSubmitAttempt), so a pass ticks the lesson and may complete the course.
 */
import { QUIZ_MSG, type QuizAttemptSummary, type QuizPaper, type QuizResult, type QuizView } from '@cms/contract';
import { Clock, ListChecks, Play, RotateCcw, Target, Trophy } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useQuizView, useStartAttempt, useSubmitAttempt } from '@/features/quizzes/api/quizzes';
import { QuizPaperForm, type Answers } from './quiz-paper';
import { QuizResultView } from './quiz-result';

function Rule({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <Icon aria-hidden className="size-4 text-primary" />
      {children}
    </li>
  );
}

function Rules({ view }: { view: QuizView }) {
  const { summary, attemptsLeft } = view;
  return (
    <ul aria-label={QUIZ_MSG.rules} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      <Rule icon={ListChecks}>{QUIZ_MSG.lessonSummary(summary.questionCount)}</Rule>
      <Rule icon={Target}>{QUIZ_MSG.passMarkIs(summary.passMarkPercent)}</Rule>
      <Rule icon={RotateCcw}>
        {attemptsLeft === null
          ? QUIZ_MSG.unlimitedAttemptsLeft
          : attemptsLeft === 0
            ? QUIZ_MSG.noAttemptsLeft
            : QUIZ_MSG.attemptsLeft(attemptsLeft)}
      </Rule>
      <Rule icon={Clock}>
        {summary.timeLimitMinutes ? QUIZ_MSG.timeLimitIs(summary.timeLimitMinutes) : QUIZ_MSG.noTimeLimit}
      </Rule>
    </ul>
  );
}

function attemptLine(a: QuizAttemptSummary): string {
  if (a.status === 'open') return QUIZ_MSG.inProgress;
  const score = a.percent === null ? '' : `${a.percent} %`;
  const verdict =
    a.status === 'timed_out' && !a.passed ? QUIZ_MSG.timedOut : a.passed ? QUIZ_MSG.passed : QUIZ_MSG.failed;
  return [score, verdict].filter(Boolean).join(' · ');
}

function PastAttempts({ attempts }: { attempts: readonly QuizAttemptSummary[] }) {
  if (attempts.length === 0) return null;
  return (
    <section aria-labelledby="quiz-attempts" className="space-y-2">
      <h3 id="quiz-attempts" className="text-sm font-semibold">
        {QUIZ_MSG.yourAttempts}
      </h3>
      <ol className="divide-y rounded-lg border text-sm">
        {attempts.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="font-medium">{QUIZ_MSG.attemptNumber(a.number)}</span>
            <span className="text-muted-foreground">{attemptLine(a)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function QuizPanel({ enrolmentId, lessonId, title }: { enrolmentId: string; lessonId: string; title: string }) {
  const query = useQuizView(enrolmentId, lessonId);
  const start = useStartAttempt(enrolmentId, lessonId);
  const submit = useSubmitAttempt(enrolmentId, lessonId);
  const [paper, setPaper] = useState<QuizPaper | null>(null);
  const [result, setResult] = useState<QuizResult | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const paperTop = useRef<HTMLDivElement>(null);
  const focusResult = useRef(false);

  useEffect(() => {
    if (result && focusResult.current) {
      focusResult.current = false;
      resultHeading.current?.focus();
    }
  }, [result]);
  useEffect(() => {
    if (paper) paperTop.current?.focus();
  }, [paper]);

  if (query.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (query.isError) return <QueryErrorState query={query} fallback={QUIZ_MSG.quizNotFound} />;
  const view = query.data;

  // The attempt just submitted is no longer open, even before the view is fetched afresh.
  const openAttempt = view.openAttempt && view.openAttempt.attempt.id !== result?.attempt.id ? view.openAttempt : null;

  const begin = () => {
    if (openAttempt) {
      setPaper(openAttempt);
      return;
    }
    start.mutate(undefined, {
      onSuccess: (p) => {
        setResult(null);
        setPaper(p);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const send = (answers: Answers) => {
    if (!paper || submit.isPending) return;
    const chosen = Object.fromEntries(Object.entries(answers).filter(([, ids]) => ids.length > 0));
    submit.mutate(
      { attemptId: paper.attempt.id, submission: { answers: chosen as Record<string, string[]> } },
      {
        onSuccess: (res) => {
          focusResult.current = true;
          setPaper(null);
          setResult(res.result);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const shownResult = result ?? view.lastResult;
  const canStart = !view.passed && (view.attemptsLeft === null || view.attemptsLeft > 0);
  const action = openAttempt
    ? { label: QUIZ_MSG.resumeQuiz, icon: Play }
    : view.attempts.length > 0
      ? { label: QUIZ_MSG.retryQuiz, icon: RotateCcw }
      : { label: QUIZ_MSG.startQuiz, icon: Play };

  return (
    <section aria-labelledby="quiz-title" className="space-y-5 rounded-xl border bg-background p-4 sm:p-6">
      <div className="space-y-3">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
          <ListChecks aria-hidden className="size-4" />
          {QUIZ_MSG.quiz}
        </p>
        <h3 id="quiz-title" className="text-lg font-bold break-words">
          {title}
        </h3>
        <Rules view={view} />
        {view.passed && view.bestPercent !== null ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
            <Trophy aria-hidden className="size-4" />
            {QUIZ_MSG.passed} · {view.bestPercent} %
          </p>
        ) : null}
      </div>

      {paper ? (
        <div ref={paperTop} tabIndex={-1} className="outline-none">
          <QuizPaperForm key={paper.attempt.id} paper={paper} submitting={submit.isPending} onSubmit={send} />
        </div>
      ) : (
        <>
          {shownResult ? <QuizResultView result={shownResult} headingRef={resultHeading} /> : null}
          {openAttempt || canStart ? (
            <Button onClick={begin} disabled={start.isPending} aria-busy={start.isPending}>
              <action.icon aria-hidden />
              {action.label}
            </Button>
          ) : !view.passed ? (
            <p className="text-sm font-medium text-muted-foreground">{QUIZ_MSG.noAttemptsLeft}</p>
          ) : null}
          <PastAttempts attempts={view.attempts} />
        </>
      )}
    </section>
  );
}
