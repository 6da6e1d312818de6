import { PROFILE_MSG } from '@cms/contract';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api';

/**
 * A refused or failed profile save (spec 8): the server's field messages under their fields (a
 * taken roll number, a refused image), and the toast "Error updating profile" with the server's
 * message or "Failed to update profile".
 */
export function showSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (isApiError(error) && error.fields) {
    for (const [field, message] of Object.entries(error.fields)) {
      if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message });
    }
  }
  const description = isApiError(error) && error.message ? error.message : PROFILE_MSG.failedToUpdateProfile;
  toast.error(PROFILE_MSG.errorUpdatingProfile, { description });
}

/**
 * The submit handler of a profile edit: saves the checked values, toasts `success` and then runs
 * `done` (close the dialog, leave the page); a refused save shows as `showSaveError` does.
 */
export function profileSaveHandler<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  fields: readonly Path<V>[],
  { save, success, done }: { save: (values: O) => Promise<unknown>; success: string; done: () => unknown },
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(success);
      await done();
    } catch (error) {
      showSaveError(error, form.setError, fields);
    }
  });
}
