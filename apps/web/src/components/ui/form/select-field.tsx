import type { Option } from '@cms/contract';
import type { FieldValues } from 'react-hook-form';
import { NativeSelect } from '../select';
import { fieldAria, fieldError, FormField, type FieldProps } from './form-field';

/** A labelled native select bound to a react-hook-form field; `placeholder` is the empty first option. */
export function SelectField<T extends FieldValues>(
  props: FieldProps<T> & { options: readonly Option[]; placeholder: string },
) {
  const { form, name, options, placeholder, ...frame } = props;
  const error = fieldError(form.formState.errors, name);
  return (
    <FormField {...frame} error={error}>
      <NativeSelect
        id={frame.id}
        options={options}
        placeholder={placeholder}
        {...form.register(name)}
        {...fieldAria(frame.id, error)}
      />
    </FormField>
  );
}
