/**
 * The failure of a decision that carries a required reason (reject a role request, revoke a
 * certificate, a refund's reason or a rejection's note): the server's message about that field shows
 * under it; any other failure is a toast, and a 409 (decided meanwhile by someone else) also closes
 * the dialog. `field` names the reason's field (`reason` unless told).
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError } from '@/lib/api';
import { toast } from '@/lib/toast';

export function reasonErrorHandler<T extends FieldValues>(
  form: UseFormReturn<T>,
  close: () => void,
  field: Path<T> = 'reason' as Path<T>,
): (error: unknown) => void {
  return (error) => {
    const message = isApiError(error) ? error.fields?.[field] : undefined;
    if (message) {
      form.setError(field, { message }, { shouldFocus: true });
      return;
    }
    toast.error(errorMessage(error));
    if (isApiError(error) && error.status === 409) close();
  };
}
