/**
 * The instructor's "Captions" of a video lesson: the languages it has (each removable) and a form
 * to add one or replace it (language, label, .vtt file). The server checks the file; its message
 * (naming the line at fault) shows under the field.
 */
import {
  CAPTION_LANGUAGES,
  CAPTION_LANGUAGE_CODES,
  CAPTION_MSG,
  type CaptionLanguageCode,
  type LessonCaption,
} from '@cms/contract';
import { Captions, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { errorId, fieldAria } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCaptionMutations } from '@/features/captions/api/captions';

const LANGUAGE_OPTIONS = CAPTION_LANGUAGE_CODES.map((code) => ({
  value: code,
  label: `${CAPTION_LANGUAGES[code]} (${code})`,
}));

export function CaptionsDialog({
  courseId,
  lesson,
}: {
  courseId: string;
  lesson: { id: string; title: string; captions: readonly LessonCaption[] };
}) {
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<CaptionLanguageCode>('en');
  const [label, setLabel] = useState<string>(CAPTION_LANGUAGES.en);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ form?: string; label?: string; file?: string }>({});
  const { upload, remove } = useCaptionMutations();
  const id = useId();
  const busy = upload.isPending || remove.isPending;

  const reset = () => {
    setLanguage('en');
    setLabel(CAPTION_LANGUAGES.en);
    setFile(null);
    setErrors({});
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setErrors({ file: CAPTION_MSG.fileRequired });
      return;
    }
    setErrors({});
    upload.mutate(
      { target: { courseId, lessonId: lesson.id, language }, label, file },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          reset();
        },
        onError: (err) => {
          const fields = isApiError(err) ? err.fields : undefined;
          if (fields?.label || fields?.file) setErrors({ label: fields.label, file: fields.file });
          else setErrors({ form: errorMessage(err) });
        },
      },
    );
  };

  const onRemove = (caption: LessonCaption) =>
    remove.mutate(
      { courseId, lessonId: lesson.id, language: caption.language },
      {
        onSuccess: (res) => toast.success(res.message),
        onError: (err) => setErrors({ form: errorMessage(err) }),
      },
    );

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`${CAPTION_MSG.captions}: ${lesson.title}`}>
          <Captions aria-hidden />
          {CAPTION_MSG.captions}
          {lesson.captions.length > 0 ? <span className="tabular-nums">({lesson.captions.length})</span> : null}
        </Button>
      }
      title={CAPTION_MSG.manageTitle(lesson.title)}
      description={CAPTION_MSG.manageDescription}
      busy={busy}
    >
      {lesson.captions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CAPTION_MSG.noCaptions}</p>
      ) : (
        <ul aria-label={CAPTION_MSG.captions} className="divide-y rounded-lg border">
          {lesson.captions.map((c) => (
            <li key={c.language} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                {c.label} <span className="text-muted-foreground">({c.language})</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={CAPTION_MSG.remove(c.label)}
                disabled={busy}
                onClick={() => onRemove(c)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} className="grid gap-3" noValidate>
        <CaptionField id={`${id}-language`} label={CAPTION_MSG.language}>
          <NativeSelect
            id={`${id}-language`}
            options={LANGUAGE_OPTIONS}
            value={language}
            onChange={(e) => {
              const code = e.target.value as CaptionLanguageCode;
              setLanguage(code);
              setLabel(CAPTION_LANGUAGES[code]);
            }}
          />
        </CaptionField>
        <CaptionField id={`${id}-label`} label={CAPTION_MSG.label} error={errors.label}>
          <Input
            id={`${id}-label`}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            {...fieldAria(`${id}-label`, errors.label)}
          />
        </CaptionField>
        <CaptionField id={`${id}-file`} label={CAPTION_MSG.file} error={errors.file}>
          <Input
            id={`${id}-file`}
            type="file"
            accept=".vtt,text/vtt"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            {...fieldAria(`${id}-file`, errors.file)}
          />
        </CaptionField>
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {CAPTION_MSG.add}
        </Button>
      </form>
    </TitledDialog>
  );
}

/** One field of the form: its label, the control (with `fieldAria` of the same id) and its error under it. */
function CaptionField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={errorId(id)} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
