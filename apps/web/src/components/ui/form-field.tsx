import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

export const errorId = (id: string) => `${id}-error`;

/** Label + control + inline error. The control must use `id` and, when invalid, aria-describedby={errorId(id)}. */
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

/** aria props for a control inside FormField. */
export function fieldAria(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};
}
