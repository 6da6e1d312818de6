/**
 * What a dialog's decision (approve, reject, revoke, disable, refund) does with the server's answer:
 * a success toasts the server's message (or `done` when it has none) and closes the dialog; a
 * refusal is an error toast, and closes the dialog too, always or only on a 409 (decided meanwhile
 * by someone else). A decision that carries a required reason shows the server's message about that
 * field under it instead.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError } from '@/lib/api';
import { toast } from '@/lib/toast';

/** The success: the server's message (else `done`) as a toast, then `close`. */
export function successToast(close: () => void, done?: string): (res: { message: string }) => void {
  return (res) => {
    toast.success(res.message || done);
    close();
  };
}

/** The refusal: an error toast, then `close` (always, or on a 409 only when `onConflictOnly`). */
export function errorToast(close: () => void, onConflictOnly = false): (error: unknown) => void {
  return (error) => {
    toast.error(errorMessage(error));
    if (!onConflictOnly || (isApiError(error) && error.status === 409)) close();
  };
}

/**
 * The refusal of a decision with a required reason: the server's message about `field` (`reason`
 * unless told) shows under it; any other refusal is an error toast, closing on a 409.
 */
export function reasonErrorHandler<T extends FieldValues>(
  form: UseFormReturn<T>,
  close: () => void,
  field: Path<T> = 'reason' as Path<T>,
): (error: unknown) => void {
  const refused = errorToast(close, true);
  return (error) => {
    const message = isApiError(error) ? error.fields?.[field] : undefined;
    if (message) {
      form.setError(field, { message }, { shouldFocus: true });
      return;
    }
    refused(error);
  };
}
