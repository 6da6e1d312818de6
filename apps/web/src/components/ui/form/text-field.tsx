import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { FieldValues, RegisterOptions, Path } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { Input } from '../input';
import { fieldAria, fieldError, FormField, splitFieldProps, type FieldProps } from './form-field';

/** The input's own attributes (type, placeholder, autoComplete …): all but the field's. */
export type InputProps = Omit<ComponentProps<typeof Input>, 'form' | 'name' | 'id'>;

/**
 * A labelled input bound to a react-hook-form field, with its error under it. Any input attribute
 * (type, placeholder, autoComplete, maxLength, inputMode …) passes through; `icon` draws one
 * inside the input on the left; `registerOptions` go to `register` (e.g. `setValueAs`).
 */
export function TextField<T extends FieldValues>(
  props: FieldProps<T> & InputProps & { icon?: LucideIcon; registerOptions?: RegisterOptions<T, Path<T>> },
) {
  const [{ form, name, ...frame }, { icon: Icon, registerOptions, ...inputProps }] = splitFieldProps<T, typeof props>(
    props,
  );
  const error = fieldError(form.formState.errors, name);
  const input = (
    <Input
      id={frame.id}
      {...inputProps}
      className={cn(Icon && 'h-11 pl-10')}
      {...form.register(name, registerOptions)}
      {...fieldAria(frame.id, error)}
    />
  );
  return (
    <FormField {...frame} error={error}>
      {Icon ? (
        <div className="relative">
          <Icon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          {input}
        </div>
      ) : (
        input
      )}
    </FormField>
  );
}
