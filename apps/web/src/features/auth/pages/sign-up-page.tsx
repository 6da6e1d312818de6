import { MSG, signUpSchema, type SignUpInput } from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { signUp } from '../api/auth';
import { AuthForm } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
import { CredentialField } from '../components/credential-field';

const SIGN_UP_FIELDS = ['name', 'email', 'password'] as const;

export function SignUpPage() {
  const navigate = useNavigate();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { handleSubmit, setError } = form;
  const { isSubmitting } = form.formState;

  const onValid = async (values: SignUpInput) => {
    try {
      const res = await signUp(values);
      toast.success(res.message || MSG.signUpSuccess);
      await navigate(paths.auth.signIn);
    } catch (error) {
      // A message about a field shows under that field only; the rest (a taken address, a failure) as a toast.
      if (!showServerFieldErrors(error, setError, SIGN_UP_FIELDS)) toast.error(errorMessage(error, MSG.pleaseTryAgain));
    }
  };

  return (
    <AuthShell>
      <AuthForm
        title="Create your account"
        text="Join CMS and start learning today."
        label="Sign up"
        onSubmit={handleSubmit(onValid)}
        busy={isSubmitting}
        submitLabel="Signup"
        switchTo={{ prompt: 'Already have an account?', to: paths.auth.signIn, label: 'Signin' }}
      >
        <TextField
          form={form}
          name="name"
          id="signup-name"
          label="Name"
          icon={UserRound}
          autoComplete="name"
          placeholder="Your full name"
        />
        <CredentialField form={form} kind="email" id="signup-email" />
        <CredentialField form={form} kind="new-password" id="signup-password" />
      </AuthForm>
    </AuthShell>
  );
}
