/**
 * A graded attempt: the score, Passed / Not passed (or timed out), then each question with the
 * learner's answer; the correct answer and the explanation only when the server revealed them.
 */
import { QUIZ_MSG, type QuizResult, type QuizResultQuestion } from '@cms/contract';
import { CheckCircle2, CircleAlert, XCircle } from 'lucide-react';
import type { Ref } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const texts = (q: QuizResultQuestion, pick: (o: QuizResultQuestion['options'][number]) => boolean | undefined) =>
  q.options.filter((o) => pick(o)).map((o) => o.text);

function ResultQuestion({ question, n, revealed }: { question: QuizResultQuestion; n: number; revealed: boolean }) {
  const mine = texts(question, (o) => o.chosen);
  const right = revealed ? texts(question, (o) => o.correct) : [];
  const ok = question.answeredCorrectly;
  return (
    <li className="space-y-2 rounded-lg border p-3 sm:p-4">
      <div className="flex items-start gap-2">
        {revealed && ok !== undefined ? (
          ok ? (
            <CheckCircle2
              aria-label={QUIZ_MSG.answeredRight}
              className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400"
            />
          ) : (
            <XCircle aria-label={QUIZ_MSG.answeredWrong} className="mt-0.5 size-5 shrink-0 text-destructive" />
          )
        ) : null}
        <p className="min-w-0 font-medium break-words whitespace-pre-line">
          <span className="sr-only">{QUIZ_MSG.questionLabel(n)}: </span>
          {question.prompt}
        </p>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-muted-foreground">{QUIZ_MSG.yourAnswer}</dt>
        <dd className={cn('break-words', mine.length === 0 && 'text-muted-foreground italic')}>
          {mine.length ? mine.join(', ') : QUIZ_MSG.notAnswered}
        </dd>
        {revealed ? (
          <>
            <dt className="text-muted-foreground">{QUIZ_MSG.correctAnswer}</dt>
            <dd className="font-medium break-words text-emerald-800 dark:text-emerald-300">{right.join(', ')}</dd>
          </>
        ) : null}
        {revealed && question.explanation ? (
          <>
            <dt className="text-muted-foreground">{QUIZ_MSG.explanationTitle}</dt>
            <dd className="break-words whitespace-pre-line">{question.explanation}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

export function QuizResultView({ result, headingRef }: { result: QuizResult; headingRef?: Ref<HTMLHeadingElement> }) {
  const { attempt, revealed, questions } = result;
  const timedOut = attempt.status === 'timed_out';
  return (
    <section aria-labelledby={`quiz-result-${attempt.id}`} className="space-y-4">
      <div className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3
            id={`quiz-result-${attempt.id}`}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-bold outline-none"
          >
            {QUIZ_MSG.yourScore}
          </h3>
          <p className="text-2xl font-bold tabular-nums">
            {QUIZ_MSG.scoreOf(attempt.score ?? 0, attempt.maxScore ?? questions.length, attempt.percent ?? 0)}
          </p>
          {timedOut ? <p className="text-sm text-muted-foreground">{QUIZ_MSG.timedOut}</p> : null}
        </div>
        {attempt.passed ? (
          <Badge className="self-start border-transparent bg-emerald-100 px-3 py-1 text-sm text-emerald-800 sm:self-center dark:bg-emerald-950 dark:text-emerald-200">
            <CheckCircle2 aria-hidden className="size-4" />
            {QUIZ_MSG.passed}
          </Badge>
        ) : (
          <Badge className="self-start border-transparent bg-red-100 px-3 py-1 text-sm text-red-800 sm:self-center dark:bg-red-950 dark:text-red-200">
            <XCircle aria-hidden className="size-4" />
            {QUIZ_MSG.failed}
          </Badge>
        )}
      </div>
      {revealed ? null : (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {QUIZ_MSG.answersHidden}
        </p>
      )}
      <ol className="space-y-3">
        {questions.map((q, i) => (
          <ResultQuestion key={q.id} question={q} n={i + 1} revealed={revealed} />
        ))}
      </ol>
    </section>
  );
}
