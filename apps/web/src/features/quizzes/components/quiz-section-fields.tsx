/**
 * A quiz section of the course form (issue 20): its title, its settings (pass mark, attempts, time
 * limit, shuffling, one question per screen or all) and its questions (add, remove, move), each a
 * collapsible card. The fields live in the course form's react-hook-form (through its context).
 */
import { QUIZ_DISPLAYS, QUIZ_LIMITS, QUIZ_MSG, quizSettingsSchema, type Option } from '@cms/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, get, useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { fieldAria, FormField, TextField } from '@/components/ui/form';
import { emptyQuestion, type QuizHostValues } from '@/features/quizzes/quiz-form-rules';
import { QuestionFields } from './question-fields';

const DISPLAY_OPTIONS: readonly Option[] = QUIZ_DISPLAYS.map((d) => ({ value: d, label: QUIZ_MSG.displayLabels[d] }));

const errorText = (errors: unknown, path: string): string | undefined => {
  const e = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const m = e?.message ?? e?.root?.message;
  return typeof m === 'string' ? m : undefined;
};

type SettingKey = 'passMarkPercent' | 'maxAttempts' | 'timeLimitMinutes';

/** The whole-number settings, in their row: pass mark (required), attempts and time limit (empty: none). */
const NUMBER_SETTINGS: readonly {
  setting: SettingKey;
  idSuffix: string;
  label: string;
  placeholder?: string;
  empty: null | number;
}[] = [
  { setting: 'passMarkPercent', idSuffix: 'pass', label: QUIZ_MSG.passMark, empty: Number.NaN },
  {
    setting: 'maxAttempts',
    idSuffix: 'attempts',
    label: QUIZ_MSG.maxAttempts,
    placeholder: QUIZ_MSG.unlimitedAttempts,
    empty: null,
  },
  {
    setting: 'timeLimitMinutes',
    idSuffix: 'time',
    label: QUIZ_MSG.timeLimit,
    placeholder: QUIZ_MSG.noTimeLimit,
    empty: null,
  },
];

/** A whole-number setting: empty is `empty` (null: none; NaN: missing); its message as soon as it is wrong. */
function NumberSetting({
  lessonIndex,
  setting,
  id,
  label,
  placeholder,
  empty,
}: {
  lessonIndex: number;
  setting: SettingKey;
  id: string;
  label: string;
  placeholder?: string;
  empty: null | number;
}) {
  const { register, formState, control } = useFormContext<QuizHostValues>();
  const name = `lessons.${lessonIndex}.quiz.${setting}` as FieldPath<QuizHostValues>;
  const value = useWatch({ control, name });
  const live = quizSettingsSchema.shape[setting].safeParse(value);
  const error = errorText(formState.errors, name) ?? (live.success ? undefined : live.error.issues[0]?.message);
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        placeholder={placeholder}
        {...register(name, {
          setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? empty : Number(v)),
        })}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

function SwitchSetting({
  lessonIndex,
  setting,
  id,
  label,
}: {
  lessonIndex: number;
  setting: 'shuffleQuestions' | 'shuffleOptions';
  id: string;
  label: string;
}) {
  const { control } = useFormContext<QuizHostValues>();
  return (
    <div className="flex items-center gap-3">
      <Controller
        control={control}
        name={`lessons.${lessonIndex}.quiz.${setting}`}
        render={({ field: f }) => (
          <Switch id={id} checked={Boolean(f.value)} onCheckedChange={f.onChange} onBlur={f.onBlur} ref={f.ref} />
        )}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

export function QuizSectionFields({ lessonIndex, idBase }: { lessonIndex: number; idBase: string }) {
  const form = useFormContext<QuizHostValues>();
  const { control, register, formState } = form;
  const name = `lessons.${lessonIndex}.quiz` as const;
  const questions = useFieldArray({ control, name: `${name}.questions`, keyName: 'key' });
  // Closed cards (their one-line summary): saved questions start closed, new ones open.
  const [closed, setClosed] = useState<ReadonlySet<string>>(
    () => new Set(questions.fields.filter((f) => f.id).map((f) => f.key)),
  );
  const toggle = (key: string) =>
    setClosed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const questionsError = errorText(formState.errors, `${name}.questions`);

  return (
    <div className="space-y-4">
      <TextField
        form={form}
        name={`lessons.${lessonIndex}.title`}
        id={`${idBase}-title`}
        label={QUIZ_MSG.quizTitle}
        placeholder="e.g. Check your understanding"
      />
      <fieldset className="min-w-0 space-y-4 rounded-lg border bg-card p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold">{QUIZ_MSG.quizSettings}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {NUMBER_SETTINGS.map(({ setting, idSuffix, ...rest }) => (
            <NumberSetting
              key={setting}
              lessonIndex={lessonIndex}
              setting={setting}
              id={`${idBase}-${idSuffix}`}
              {...rest}
            />
          ))}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
          <SwitchSetting
            lessonIndex={lessonIndex}
            setting="shuffleQuestions"
            id={`${idBase}-shuffle-q`}
            label={QUIZ_MSG.shuffleQuestions}
          />
          <SwitchSetting
            lessonIndex={lessonIndex}
            setting="shuffleOptions"
            id={`${idBase}-shuffle-o`}
            label={QUIZ_MSG.shuffleOptions}
          />
        </div>
        <div className="space-y-2 sm:max-w-64">
          <Label htmlFor={`${idBase}-display`}>{QUIZ_MSG.display}</Label>
          <NativeSelect id={`${idBase}-display`} options={DISPLAY_OPTIONS} {...register(`${name}.display`)} />
        </div>
      </fieldset>

      <div className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold">{QUIZ_MSG.questions}</h3>
          <span className="text-xs text-muted-foreground">{questions.fields.length}</span>
        </div>
        {questionsError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {questionsError}
          </p>
        ) : null}
        <ol className="space-y-2">
          {questions.fields.map((field, j) => (
            <li key={field.key}>
              <QuestionFields
                lessonIndex={lessonIndex}
                questionIndex={j}
                count={questions.fields.length}
                idBase={`${idBase}-q-${field.key}`}
                open={!closed.has(field.key)}
                onToggle={() => toggle(field.key)}
                onMove={(to) => questions.move(j, to)}
                onRemove={() => questions.remove(j)}
              />
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full"
          disabled={questions.fields.length >= QUIZ_LIMITS.questions}
          onClick={() => questions.append(emptyQuestion())}
        >
          <Plus aria-hidden />
          {QUIZ_MSG.addQuestion}
        </Button>
      </div>
    </div>
  );
}
