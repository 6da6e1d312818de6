import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Textarea } from '../input';
import { fieldAria, fieldError, FormField, splitFieldProps, type FieldProps } from './form-field';

/** A labelled textarea bound to a react-hook-form field (rows, placeholder … pass through). */
export function TextareaField<T extends FieldValues>(
  props: FieldProps<T> & Omit<ComponentProps<typeof Textarea>, 'form' | 'name' | 'id'>,
) {
  const [{ form, name, ...frame }, textareaProps] = splitFieldProps<T, typeof props>(props);
  const error = fieldError(form.formState.errors, name);
  return (
    <FormField {...frame} error={error}>
      <Textarea id={frame.id} {...textareaProps} {...form.register(name)} {...fieldAria(frame.id, error)} />
    </FormField>
  );
}
