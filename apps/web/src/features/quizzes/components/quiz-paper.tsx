/**
 * An open attempt: its questions one per screen (Previous / Next, "Question n of N") or all at once,
 * single choice and true/false as a radio group, multiple choice as checkboxes; the countdown to the
 * deadline (the server's clock) submits by itself at zero; Submit asks first when questions are
 * unanswered.
 */
import { QUIZ_MSG, type QuizPaper, type QuizPaperQuestion } from '@cms/contract';
import { Check, ChevronLeft, ChevronRight, Send, Timer } from 'lucide-react';
import { Checkbox, RadioGroup } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { formatClock, useDeadline } from './use-deadline';

export type Answers = Readonly<Record<string, readonly string[]>>;

const markClasses =
  'mt-0.5 flex size-5 shrink-0 items-center justify-center border border-input bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground';

function QuestionBlock({
  question,
  n,
  total,
  chosen,
  onChange,
  focusRef,
}: {
  question: QuizPaperQuestion;
  n: number;
  total: number;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  focusRef?: React.Ref<HTMLFieldSetElement>;
}) {
  const id = `quiz-q-${question.id}`;
  const rows = question.options.map((o) => {
    const optionId = `${id}-${o.id}`;
    const on = chosen.includes(o.id);
    return (
      <div
        key={o.id}
        className={cn(
          'flex items-start gap-3 rounded-lg border p-3 transition-colors',
          on ? 'border-primary bg-primary/5' : 'hover:bg-accent/50',
        )}
      >
        {question.kind === 'multiple' ? (
          <Checkbox.Root
            id={optionId}
            checked={on}
            onCheckedChange={(v) => onChange(v === true ? [...chosen, o.id] : chosen.filter((c) => c !== o.id))}
            className={cn(markClasses, 'rounded')}
          >
            <Checkbox.Indicator>
              <Check aria-hidden className="size-3.5" />
            </Checkbox.Indicator>
          </Checkbox.Root>
        ) : (
          <RadioGroup.Item id={optionId} value={o.id} className={cn(markClasses, 'rounded-full')}>
            <RadioGroup.Indicator className="size-2 rounded-full bg-primary-foreground" />
          </RadioGroup.Item>
        )}
        <Label htmlFor={optionId} className="flex-1 cursor-pointer leading-snug font-normal break-words">
          {o.text}
        </Label>
      </div>
    );
  });
  return (
    <fieldset
      ref={focusRef}
      tabIndex={-1}
      className="min-w-0 space-y-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <legend className="mb-3 w-full">
        <span className="block text-xs font-semibold text-muted-foreground">{QUIZ_MSG.questionOf(n, total)}</span>
        <span className="block text-base font-semibold break-words whitespace-pre-line">{question.prompt}</span>
      </legend>
      {question.kind === 'multiple' ? (
        <div className="space-y-2">{rows}</div>
      ) : (
        <RadioGroup.Root
          aria-label={question.prompt}
          value={chosen[0] ?? ''}
          onValueChange={(v) => onChange([v])}
          className="space-y-2"
        >
          {rows}
        </RadioGroup.Root>
      )}
    </fieldset>
  );
}

export function QuizPaperForm({
  paper,
  submitting,
  onSubmit,
}: {
  paper: QuizPaper;
  submitting: boolean;
  onSubmit: (answers: Answers) => void;
}) {
  const { questions, display, attempt } = paper;
  const [answers, setAnswers] = useState<Answers>({});
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const latest = useRef(answers);
  useEffect(() => {
    latest.current = answers;
  }, [answers]);
  const questionRef = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);

  const secondsLeft = useDeadline(attempt.deadlineAt, paper.serverNow, () => {
    setConfirming(false);
    onSubmit(latest.current);
  });
  const expired = secondsLeft === 0;

  useEffect(() => {
    if (moved.current) questionRef.current?.focus();
  }, [index]);
  const go = (i: number) => {
    moved.current = true;
    setIndex(i);
  };

  const set = (questionId: string) => (ids: string[]) => setAnswers((prev) => ({ ...prev, [questionId]: ids }));
  const unanswered = questions.filter((q) => (answers[q.id]?.length ?? 0) === 0).length;
  const submit = () => (unanswered > 0 ? setConfirming(true) : onSubmit(answers));
  const one = display === 'one';
  const shown = one ? questions.slice(index, index + 1) : questions;

  return (
    <form
      noValidate
      aria-label={QUIZ_MSG.quiz}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="space-y-5"
    >
      {secondsLeft !== null ? (
        <p
          role="timer"
          className={cn(
            'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold tabular-nums',
            secondsLeft <= 60 && 'border-destructive text-destructive',
          )}
        >
          <Timer aria-hidden className="size-4" />
          <span>
            {QUIZ_MSG.timeLeft} {formatClock(secondsLeft)}
          </span>
        </p>
      ) : null}
      <div className="space-y-6">
        {shown.map((q) => {
          const n = questions.indexOf(q) + 1;
          return (
            <QuestionBlock
              key={q.id}
              question={q}
              n={n}
              total={questions.length}
              chosen={answers[q.id] ?? []}
              onChange={set(q.id)}
              focusRef={one ? questionRef : undefined}
            />
          );
        })}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {one ? (
          <div className="flex gap-2">
            <Button type="button" variant="outline" disabled={index === 0} onClick={() => go(index - 1)}>
              <ChevronLeft aria-hidden />
              {QUIZ_MSG.previous}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={index >= questions.length - 1}
              onClick={() => go(index + 1)}
            >
              {QUIZ_MSG.next}
              <ChevronRight aria-hidden />
            </Button>
          </div>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={submitting || expired} aria-busy={submitting}>
          <Send aria-hidden />
          {submitting ? QUIZ_MSG.submitting : QUIZ_MSG.submit}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={QUIZ_MSG.confirmSubmitTitle}
        description={QUIZ_MSG.unansweredConfirm(unanswered)}
        confirmLabel={QUIZ_MSG.submitAnyway}
        busy={submitting}
        onConfirm={() => {
          setConfirming(false);
          onSubmit(answers);
        }}
      />
    </form>
  );
}
