import type { ReactNode } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { Progress } from '../progress';
import { fieldError, type FieldForm } from './form-field';

/** What FileField hands its control (`children`). */
export interface FileFieldControl {
  /** The message shown under the control, if any: the control's own, else the field's error. */
  message: string | undefined;
  /** Id of that message, for the control's `aria-describedby`. */
  messageId: string;
}

/**
 * A labelled file field bound to a react-hook-form field that holds an uploaded file's id: the
 * label (pointing at `id`, the file input's id), the control drawn by `children`, an upload
 * progress bar while `progress` is under 100 %, and one message: the control's own (`message`,
 * e.g. a rejected file or a failed upload) or else the field's error. The control stores the
 * uploaded id with `setFileId(form, name, id)`. The app's control is the media feature's
 * `FileDropzone`, which draws this field itself.
 */
export function FileField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  progress,
  message,
  className,
  children,
}: {
  form: FieldForm<T>;
  name: Path<T>;
  id: string;
  label: string;
  /** Percent of the running upload; null or undefined when none runs. */
  progress?: number | null;
  message?: string | null;
  className?: string;
  children: (control: FileFieldControl) => ReactNode;
}) {
  // The value is set programmatically: registering it (idempotent) keeps it in validation and errors.
  form.register(name);
  const shown = message ?? fieldError(form.formState.errors, name);
  const messageId = `${id}-message`;
  return (
    <div className={cn('space-y-2', className)}>
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {children({ message: shown, messageId })}
      {progress != null && progress < 100 ? (
        <div className="flex items-center gap-3">
          <Progress value={progress} aria-label="Upload progress" className="flex-1" />
          <span className="w-10 text-right text-xs font-medium text-muted-foreground tabular-nums">{progress}%</span>
        </div>
      ) : null}
      {shown ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Stores an uploaded file's id ('' when removed) as a FileField's value, marking the form dirty
 * and re-validating the field once the form was submitted.
 */
export function setFileId<T extends FieldValues>(form: FieldForm<T>, name: Path<T>, fileId: string) {
  form.setValue(name, fileId as PathValue<T, Path<T>>, {
    shouldDirty: true,
    shouldValidate: form.formState.isSubmitted,
  });
}
