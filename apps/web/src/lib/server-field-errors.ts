import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api';

/**
 * Puts the server's field errors (`error.fields`) under the form's own fields. Returns true when
 * at least one was shown, so the caller need not repeat the message elsewhere.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = names.find((n) => n === field);
    if (name) {
      setError(name, { message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
