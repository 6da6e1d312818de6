import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_ERROR,
  ACCOUNT_MSG,
  MSG,
  RESET_TOKEN_PARAM,
  resetPasswordSchema,
  type ResetPasswordInput,
} from '@cms/contract';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api';
import { useResetPassword } from '../api/account';
import { AuthForm } from '../components/auth-form';
import { AuthNotice } from '../components/auth-notice';
import { AuthShell } from '../components/auth-shell';
import { CredentialField } from '../components/credential-field';
import { showServerFieldErrors } from '@/lib/server-field-errors';

/** The server refused the token itself (unknown, used, expired), not the password. */
const isInvalidLink = (error: unknown) =>
  isApiError(error) && (error.code === ACCOUNT_ERROR.resetInvalid || Boolean(error.fields?.token));

function InvalidLink() {
  return (
    <AuthNotice
      icon={LinkIcon}
      tone="problem"
      title={ACCOUNT_MSG.resetInvalidTitle}
      actions={[
        { label: ACCOUNT_MSG.requestNewLink, to: paths.auth.forgotPassword },
        { label: ACCOUNT_MSG.backToSignIn, to: paths.auth.signIn },
      ]}
    >
      <p>{ACCOUNT_MSG.resetInvalid}</p>
    </AuthNotice>
  );
}

/**
 * The page of the e-mailed link (/auth/reset-password?token=…): the new password twice. On
 * success every session of the account has ended, so the user signs in with the new password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM) ?? '';
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const [invalid, setInvalid] = useState(token === '');
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirm: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: async (res) => {
        toast.success(res.message || ACCOUNT_MSG.resetDone);
        await navigate(paths.auth.signIn, { replace: true });
      },
      onError: (error) => {
        if (isInvalidLink(error)) return setInvalid(true);
        if (!showServerFieldErrors(error, form.setError, ['password', 'confirm'])) {
          toast.error(errorMessage(error, MSG.pleaseTryAgain));
        }
      },
    }),
  );

  return (
    <AuthShell>
      {invalid ? (
        <InvalidLink />
      ) : (
        <AuthForm
          title={ACCOUNT_MSG.resetTitle}
          text={ACCOUNT_MSG.resetText}
          label={ACCOUNT_MSG.resetPassword}
          onSubmit={(e) => void onSubmit(e)}
          busy={mutation.isPending}
          submitLabel={ACCOUNT_MSG.resetPassword}
          switchTo={{ prompt: ACCOUNT_MSG.rememberedIt, to: paths.auth.signIn, label: 'Signin' }}
        >
          <CredentialField form={form} kind="chosen-password" id="reset-password" />
          <CredentialField form={form} kind="confirm-password" id="reset-confirm" />
        </AuthForm>
      )}
    </AuthShell>
  );
}
