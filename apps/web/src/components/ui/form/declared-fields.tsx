/** Fields a form declares as data (label and attributes by field name) instead of one element each. */
import { useId, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { FieldForm } from './form-field';
import { TextField, type InputProps } from './text-field';

/** The ids of a form's fields: `field(name)`, unique on the page. */
export function useFieldIds() {
  const id = useId();
  return (name: string) => `${id}-${name}`;
}

/** What a form declares for one text input: its label, hint and frame class, and the input's attributes. */
export type TextInputDeclaration = InputProps & { label: ReactNode; hint?: ReactNode; className?: string };

/**
 * `textInput(name)`: the TextField of `name` with what `inputs` declares for it, its id `field(name)`,
 * disabled while `disabled`.
 */
export function declaredTextInputs<T extends FieldValues, N extends Path<T>>(
  form: FieldForm<T>,
  field: (name: string) => string,
  inputs: Readonly<Record<N, TextInputDeclaration>>,
  disabled: boolean,
) {
  return function textInput(name: N) {
    return <TextField form={form} name={name} id={field(name)} {...inputs[name]} disabled={disabled} />;
  };
}
