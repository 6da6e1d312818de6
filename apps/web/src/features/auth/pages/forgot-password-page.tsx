import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MSG, forgotPasswordSchema, MSG, type ForgotPasswordInput } from '@cms/contract';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { useForgotPassword } from '../api/account';
import { AuthForm } from '../components/auth-form';
import { AuthNotice } from '../components/auth-notice';
import { AuthShell } from '../components/auth-shell';
import { CredentialField } from '../components/credential-field';
import { showServerFieldErrors } from '@/lib/server-field-errors';

/**
 * "Forgot password?" (/auth/forgot-password): the Mail ID, then the same neutral confirmation
 * whatever the address (the server answers alike for every address).
 */
export function ForgotPasswordPage() {
  const mutation = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onError: (error) => {
        if (!showServerFieldErrors(error, form.setError, ['email']))
          toast.error(errorMessage(error, MSG.pleaseTryAgain));
      },
    }),
  );

  if (mutation.isSuccess) {
    return (
      <AuthShell>
        <AuthNotice
          icon={MailCheck}
          tone="success"
          title={ACCOUNT_MSG.resetLinkSentTitle}
          actions={[
            { label: ACCOUNT_MSG.backToSignIn, to: paths.auth.signIn },
            { label: ACCOUNT_MSG.useAnotherAddress, onClick: () => mutation.reset() },
          ]}
        >
          <p>{mutation.data.message || ACCOUNT_MSG.resetLinkSent}</p>
          <p className="text-sm">{ACCOUNT_MSG.resetLinkExpiry}</p>
        </AuthNotice>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <AuthForm
        title={ACCOUNT_MSG.forgotTitle}
        text={ACCOUNT_MSG.forgotText}
        label={ACCOUNT_MSG.forgotTitle}
        onSubmit={(e) => void onSubmit(e)}
        busy={mutation.isPending}
        submitLabel={ACCOUNT_MSG.sendResetLink}
        switchTo={{ prompt: ACCOUNT_MSG.rememberedIt, to: paths.auth.signIn, label: 'Signin' }}
      >
        <CredentialField form={form} kind="email" id="forgot-email" />
      </AuthForm>
    </AuthShell>
  );
}
