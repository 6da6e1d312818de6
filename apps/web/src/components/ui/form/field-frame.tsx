/** The frame of every form field, free of any form library (the sign-in page uses it without one). */
import type { ReactNode } from 'react';
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
