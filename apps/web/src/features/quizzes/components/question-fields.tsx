/**
 * One question of a quiz section in the course form: a collapsible card (its one-line summary when
 * closed) with the question's type, text, options with their Correct marks (radios for single choice
 * and true/false, checkboxes for multiple choice), add/remove option, and the optional explanation.
 */
import {
  QUIZ_LIMITS,
  QUIZ_MSG,
  QUIZ_QUESTION_KIND_LABELS,
  QUIZ_QUESTION_KINDS,
  type Option,
  type QuizQuestionKind,
} from '@cms/contract';
import { Check, ChevronDown, Plus, X } from 'lucide-react';
import { ItemControls } from '@/components/ui/form/item-controls';
import { Checkbox, RadioGroup } from 'radix-ui';
import { Controller, get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { errorId, fieldAria, TextareaField } from '@/components/ui/form';
import { cn } from '@/lib/utils';
import { correctMarksIssue, trueFalseOptions, type QuizHostValues } from '@/features/quizzes/quiz-form-rules';

const KIND_OPTIONS: readonly Option[] = QUIZ_QUESTION_KINDS.map((k) => ({
  value: k,
  label: QUIZ_QUESTION_KIND_LABELS[k],
}));

const markClasses =
  'flex size-5 shrink-0 items-center justify-center border border-input bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground';

export interface QuestionFieldsProps {
  lessonIndex: number;
  questionIndex: number;
  count: number;
  idBase: string;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function messageAt(errors: unknown, path: string): string | undefined {
  const e = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const m = e?.message ?? e?.root?.message;
  return typeof m === 'string' ? m : undefined;
}

export function QuestionFields({
  lessonIndex,
  questionIndex,
  count,
  idBase,
  open,
  onToggle,
  onMove,
  onRemove,
}: QuestionFieldsProps) {
  const form = useFormContext<QuizHostValues>();
  const { control, register, setValue, formState } = form;
  const name = `lessons.${lessonIndex}.quiz.questions.${questionIndex}` as const;
  const options = useFieldArray({ control, name: `${name}.options`, keyName: 'key' });
  const question = useWatch({ control, name });
  const kind: QuizQuestionKind = question?.kind ?? 'single';
  const values = question?.options ?? [];
  const n = questionIndex + 1;
  const bodyId = `${idBase}-body`;
  const fixed = kind === 'true_false';
  const prompt = (question?.prompt ?? '').trim();
  const summary = prompt ? (prompt.split('\n')[0] ?? prompt) : QUIZ_MSG.noQuestionText;

  const optionsError = messageAt(formState.errors, `${name}.options`) ?? correctMarksIssue(question) ?? undefined;
  const optionsErrorId = errorId(`${idBase}-options`);

  const setCorrect = (chosen: number) =>
    values.forEach((_, j) =>
      setValue(`${name}.options.${j}.correct`, j === chosen, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      }),
    );
  const correctCount = values.filter((o) => o?.correct).length;
  const radioValue = correctCount === 1 ? String(values.findIndex((o) => o?.correct)) : '';

  const optionRows = options.fields.map((field, j) => {
    const m = j + 1;
    const textId = `${idBase}-option-${field.key}`;
    const textError = messageAt(formState.errors, `${name}.options.${j}.text`);
    const markLabel = `${QUIZ_MSG.optionLabel(m)}: ${QUIZ_MSG.correct}`;
    return (
      <div key={field.key} className="flex items-start gap-2">
        <div className="flex h-9 items-center">
          {kind === 'multiple' ? (
            <Controller
              control={control}
              name={`${name}.options.${j}.correct`}
              render={({ field: f }) => (
                <Checkbox.Root
                  aria-label={markLabel}
                  checked={Boolean(f.value)}
                  onCheckedChange={(v) => f.onChange(v === true)}
                  onBlur={f.onBlur}
                  ref={f.ref}
                  className={cn(markClasses, 'rounded')}
                >
                  <Checkbox.Indicator>
                    <Check aria-hidden className="size-3.5" />
                  </Checkbox.Indicator>
                </Checkbox.Root>
              )}
            />
          ) : (
            <RadioGroup.Item value={String(j)} aria-label={markLabel} className={cn(markClasses, 'rounded-full')}>
              <RadioGroup.Indicator className="size-2 rounded-full bg-primary-foreground" />
            </RadioGroup.Item>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={textId} className="sr-only">
            {QUIZ_MSG.optionLabel(m)}
          </Label>
          <Input
            id={textId}
            placeholder={QUIZ_MSG.optionLabel(m)}
            readOnly={fixed}
            maxLength={QUIZ_LIMITS.optionChars}
            {...register(`${name}.options.${j}.text`)}
            {...fieldAria(textId, textError)}
          />
          {textError ? (
            <p id={errorId(textId)} className="text-sm font-medium text-destructive">
              {textError}
            </p>
          ) : null}
        </div>
        {fixed ? null : (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            className="mt-0.5 hover:text-destructive"
            aria-label={`Remove option ${m} of question ${n}`}
            disabled={options.fields.length <= 2}
            onClick={() => options.remove(j)}
          >
            <X aria-hidden />
          </Button>
        )}
      </div>
    );
  });

  return (
    <fieldset className="min-w-0 rounded-lg border bg-card">
      <legend className="sr-only">{QUIZ_MSG.questionLabel(n)}</legend>
      <div className="flex items-center gap-1 p-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', !open && '-rotate-90')} />
          <span className="shrink-0 font-semibold">{QUIZ_MSG.questionLabel(n)}</span>
          <span className={cn('min-w-0 truncate', prompt ? 'text-foreground' : 'text-muted-foreground italic')}>
            {summary}
          </span>
          <span className="sr-only">({QUIZ_QUESTION_KIND_LABELS[kind]})</span>
        </button>
        <ItemControls noun="question" index={questionIndex} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
      <div id={bodyId} hidden={!open} className="space-y-4 border-t p-3 sm:p-4">
        <div className="space-y-2">
          <Label htmlFor={`${idBase}-kind`}>{QUIZ_MSG.questionKind}</Label>
          <NativeSelect
            id={`${idBase}-kind`}
            options={KIND_OPTIONS}
            {...register(`${name}.kind`, {
              onChange: (e: { target: { value: string } }) => {
                if (e.target.value === 'true_false') options.replace(trueFalseOptions());
              },
            })}
          />
        </div>
        <TextareaField
          form={form}
          name={`${name}.prompt`}
          id={`${idBase}-prompt`}
          label={QUIZ_MSG.questionPrompt}
          rows={3}
          maxLength={QUIZ_LIMITS.promptChars}
        />
        <div className="space-y-2">
          <p id={`${idBase}-options-label`} className="text-sm font-medium">
            {QUIZ_MSG.options}
            <span className="ml-2 text-xs font-normal text-muted-foreground">
              {kind === 'multiple' ? QUIZ_MSG.tickCorrect : QUIZ_MSG.chooseCorrect}
            </span>
          </p>
          {kind === 'multiple' ? (
            <div
              role="group"
              aria-labelledby={`${idBase}-options-label`}
              aria-describedby={optionsError ? optionsErrorId : undefined}
              className="space-y-2"
            >
              {optionRows}
            </div>
          ) : (
            <RadioGroup.Root
              aria-labelledby={`${idBase}-options-label`}
              aria-describedby={optionsError ? optionsErrorId : undefined}
              value={radioValue}
              onValueChange={(v) => setCorrect(Number(v))}
              className="space-y-2"
            >
              {optionRows}
            </RadioGroup.Root>
          )}
          {optionsError ? (
            <p id={optionsErrorId} role="alert" className="text-sm font-medium text-destructive">
              {optionsError}
            </p>
          ) : null}
          {fixed ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={options.fields.length >= QUIZ_LIMITS.options}
              onClick={() => options.append({ text: '', correct: false })}
            >
              <Plus aria-hidden />
              {QUIZ_MSG.addOption}
            </Button>
          )}
        </div>
        <TextareaField
          form={form}
          name={`${name}.explanation`}
          id={`${idBase}-explanation`}
          label={QUIZ_MSG.explanation}
          rows={2}
          maxLength={QUIZ_LIMITS.explanationChars}
        />
      </div>
    </fieldset>
  );
}
