import type { Option } from '@cms/contract';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { controlClasses } from './input';

export interface NativeSelectProps extends ComponentProps<'select'> {
  options: readonly Option[];
  /** Text of the empty first option. */
  placeholder?: string;
}

/** A styled native <select>: accessible, keyboard- and mobile-friendly, and works with getByLabel. */
export function NativeSelect({ options, placeholder, className, ...props }: NativeSelectProps) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'appearance-none pr-9', className)} {...props}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
