import { MSG, signUpSchema, type SignUpInput } from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api';
import { signUp } from '../api/auth';
import { AuthShell } from '../components/auth-shell';
import { EmailField, PasswordField } from '../components/credential-fields';

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
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Create your account</h1>
        <p className="text-muted-foreground">Join CMS and start learning today.</p>
      </div>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="mt-8 space-y-5" aria-label="Sign up">
        <TextField
          form={form}
          name="name"
          id="signup-name"
          label="Name"
          icon={UserRound}
          autoComplete="name"
          placeholder="Your full name"
        />
        <EmailField form={form} id="signup-email" />
        <PasswordField form={form} id="signup-password" autoComplete="new-password" placeholder="2 to 20 characters" />
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Loading...' : 'Signup'}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.auth.signIn} className="font-semibold text-primary underline-offset-4 hover:underline">
          Signin
        </Link>
      </p>
    </AuthShell>
  );
}
