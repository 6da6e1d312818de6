import { MSG, signUpSchema, type SignUpInput } from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api';
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

  const onInvalid = (errs: FieldErrors<SignUpInput>) => {
    const first = SIGN_UP_FIELDS.map((f) => errs[f]?.message).find(Boolean);
    if (first) toast.error(first);
  };

  const onValid = async (values: SignUpInput) => {
    try {
      const res = await signUp(values);
      toast.success(res.message || MSG.signUpSuccess);
      await navigate(paths.auth.signIn);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((SIGN_UP_FIELDS as readonly string[]).includes(field)) {
            setError(field as (typeof SIGN_UP_FIELDS)[number], { message });
          }
        }
      }
      toast.error(errorMessage(error, MSG.pleaseTryAgain));
    }
  };

  return (
    <AuthShell>
      <AuthForm
        title="Create your account"
        text="Join CMS and start learning today."
        label="Sign up"
        onSubmit={handleSubmit(onValid, onInvalid)}
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
