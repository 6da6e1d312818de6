import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Textarea } from '../input';
import { fieldAria, fieldError, FormField, type FieldProps } from './form-field';

/** A labelled textarea bound to a react-hook-form field (rows, placeholder … pass through). */
export function TextareaField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  className,
  ...textareaProps
}: FieldProps<T> & Omit<ComponentProps<typeof Textarea>, 'form' | 'name' | 'id'>) {
  const error = fieldError(form.formState.errors, name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Textarea id={id} {...textareaProps} {...form.register(name)} {...fieldAria(id, error)} />
    </FormField>
  );
}
