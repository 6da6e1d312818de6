import type { ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { Label } from '../label';

export const errorId = (id: string) => `${id}-error`;

/**
 * Label + control + hint or inline error: the frame every field of a form shares. The control
 * must use `id` and, when invalid, `fieldAria(id, error)`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={errorId(id)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria props for a control inside FormField: invalid, and described by its error text. */
export function fieldAria(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};
}

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
