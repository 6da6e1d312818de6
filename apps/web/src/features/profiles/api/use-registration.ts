import { MESSAGE_TITLES, MSG, ROLE_REQUEST_MSG, type MyRoleRequest } from '@cms/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { homeOf } from '@/config/paths';
import { AUTH_QUERY_KEY, useSetAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { roleRequestKeys } from '@/lib/query-keys';
import { isRequestSent, type VerifyAnswer } from './verify';

/** Spec section 5: a validation notice is a destructive toast with a title and a description. */
export function toastValidation(message: string) {
  const title = MESSAGE_TITLES[message];
  if (title) toast.error(title, { description: message });
  else toast.error(message);
}

/** Shared behaviour of the three registration forms. */
export function useRegistration<T extends FieldValues>(options: {
  resolver: Resolver<T>;
  defaultValues: T;
  fieldOrder: readonly Path<T>[];
  submit: (values: T) => Promise<VerifyAnswer>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setUser } = useSetAuth();
  const form = useForm<T>({
    resolver: options.resolver,
    // react-hook-form's DefaultValues type is a deep partial of T
    defaultValues: options.defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onInvalid = (errors: FieldErrors<T>) => {
    for (const name of options.fieldOrder) {
      const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
      if (message) {
        toastValidation(message);
        return;
      }
    }
  };

  const onValid = async (values: T) => {
    try {
      const res = await options.submit(values);
      if (isRequestSent(res)) {
        // ROLE_APPROVAL holds the role: the verification page becomes the waiting home.
        toast.success(res.message || ROLE_REQUEST_MSG.sent);
        queryClient.setQueryData<MyRoleRequest>(roleRequestKeys.mine, { request: res.request });
        return;
      }
      if (!res.success) {
        toast.error(res.message || MSG.registrationFailed);
        return;
      }
      toast.success(res.message || MSG.registrationSuccess);
      setUser(res.user);
      const role = res.user.role === 'Empty' ? res.role : res.user.role;
      await navigate(homeOf(role), { replace: true });
    } catch (error) {
      if (isApiError(error)) {
        if (error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if ((options.fieldOrder as readonly string[]).includes(field)) {
              form.setError(field as Path<T>, { message });
            }
          }
        }
        toast.error(error.message || MSG.registrationFailed);
        // Already verified elsewhere (the guard then sends the user home), or a request already
        // waits (the page becomes the waiting home): read the session and the request again.
        if (error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: roleRequestKeys.mine });
        }
        return;
      }
      const text = error instanceof Error && error.message ? error.message : MSG.pleaseTryAgain;
      toast.error(MSG.formSubmissionFailed, { description: text });
    }
  };

  return { form, onSubmit: form.handleSubmit(onValid, onInvalid) };
}
