/**
 * The failure of a decision that carries a required reason (reject a role request, revoke a
 * certificate): the server's message about the reason shows under the field; any other failure is
 * a toast, and a 409 (decided meanwhile by someone else) also closes the dialog.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError } from '@/lib/api';
import { toast } from '@/lib/toast';

export function reasonErrorHandler<T extends FieldValues & { reason: string }>(
  form: UseFormReturn<T>,
  close: () => void,
): (error: unknown) => void {
  return (error) => {
    const field = isApiError(error) ? error.fields?.reason : undefined;
    if (field) {
      form.setError('reason' as Path<T>, { message: field }, { shouldFocus: true });
      return;
    }
    toast.error(errorMessage(error));
    if (isApiError(error) && error.status === 409) close();
  };
}
