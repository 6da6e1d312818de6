import type { Option } from '@cms/contract';
import type { FieldValues } from 'react-hook-form';
import { NativeSelect } from '../select';
import { fieldAria, fieldError, FormField, type FieldProps } from './form-field';

/** A labelled native select bound to a react-hook-form field; `placeholder` is the empty first option. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  className,
  options,
  placeholder,
}: FieldProps<T> & { options: readonly Option[]; placeholder: string }) {
  const error = fieldError(form.formState.errors, name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <NativeSelect
        id={id}
        options={options}
        placeholder={placeholder}
        {...form.register(name)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}
