import type { ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

export { errorId, fieldAria, FormField } from './field-frame';

/** The message of a field's error in react-hook-form's state (nested names like `lessons.0.title` too). */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The parts of a `useForm()` result that the fields use (any resolver output type fits). */
export type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState' | 'setValue'>;

/** What every react-hook-form field component takes: the form, the field's name, its id and label. */
export interface FieldProps<T extends FieldValues> {
  form: FieldForm<T>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Class of the field's frame (label, control and message). */
  className?: string;
}

/** Splits a field component's props into the field's own (form, name, frame) and the control's. */
export function splitFieldProps<T extends FieldValues, P extends FieldProps<T>>(
  props: P,
): [FieldProps<T>, Omit<P, keyof FieldProps<T>>] {
  const { form, name, id, label, hint, className, ...control } = props;
  return [{ form, name, id, label, hint, className }, control];
}
