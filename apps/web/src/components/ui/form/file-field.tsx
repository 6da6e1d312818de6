import type { ReactNode } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { fieldError, type FieldForm } from './form-field';

/** What a file control needs from the form: the field's error, and how to store an upload's id. */
export interface FileFieldControl {
  error: string | undefined;
  /** Stores the uploaded file's id (or '' when removed) as the field's value. */
  setFileId: (id: string) => void;
}

/**
 * Binds a file upload control (the media drop zone, with its label, preview and progress bar) to
 * a react-hook-form field that holds the uploaded file's id. The control is drawn by `children`,
 * which gets the field's error and a setter; the field re-validates once the form was submitted.
 */
export function FileField<T extends FieldValues>({
  form,
  name,
  children,
}: {
  form: FieldForm<T>;
  name: Path<T>;
  children: (control: FileFieldControl) => ReactNode;
}) {
  const { register, setValue, formState } = form;
  // The value is set programmatically: registering it (idempotent) keeps it in validation and errors.
  register(name);
  return children({
    error: fieldError(formState.errors, name),
    setFileId: (id) =>
      setValue(name, id as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  });
}
