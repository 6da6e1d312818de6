import { EMAIL_PATTERN, MSG, signInSchema, type SignInInput } from '@cms/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { homeOfUser, paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { signIn } from '../api/auth';
import { useSetAuth } from '../api/use-auth';
import { AuthShell } from '../components/auth-shell';
import { EmailField, PasswordField } from '../components/credential-fields';
import { GoogleSignInButton } from '../components/google-button';

function Divider() {
  return (
    <div className="relative my-6 flex items-center" aria-hidden>
      <span className="h-px flex-1 bg-border" />
      <span className="px-3 text-xs font-medium tracking-wider text-muted-foreground uppercase">or</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

/**
 * Sign-in (spec sections 2, 5): the e-mail must match the pattern, else "Invalid email format" and
 * no request; then the contract's schema. One error at a time, shown under its field and as a toast.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const { setUser } = useSetAuth();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const form = useForm<SignInInput>({ defaultValues: { email: '', password: '' } });
  const googleErrorShown = useRef(false);

  // The server's Google callback comes back here with ?error=google on failure.
  useEffect(() => {
    if (params.get('error') === 'google' && !googleErrorShown.current) {
      googleErrorShown.current = true;
      toast.error(MSG.googleFailed);
      const next = new URLSearchParams(params);
      next.delete('error');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  const refuse = (field: keyof SignInInput, message: string) => {
    form.clearErrors();
    form.setError(field, { message });
    toast.error(message);
  };

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    if (busy) return;
    if (!EMAIL_PATTERN.test(email.trim())) return refuse('email', MSG.invalidEmail);
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(issue?.path[0] === 'password' ? 'password' : 'email', issue?.message ?? MSG.invalidEmail);
    }
    form.clearErrors();
    setBusy(true);
    try {
      const res = await signIn(parsed.data);
      setUser(res.user);
      toast.success(res.message || MSG.signInSuccess);
      await navigate(homeOfUser(res.user), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MSG.pleaseTryAgain));
      setBusy(false);
    }
  });

  return (
    <AuthShell>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Welcome back</h1>
        <p className="text-muted-foreground">Sign in to continue your learning journey.</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Sign in">
        <EmailField form={form} id="signin-email" />
        <PasswordField form={form} id="signin-password" autoComplete="current-password" placeholder="Your password" />
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Loading...' : 'Signin'}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-muted-foreground">
        <Link to={paths.auth.signUp} className="font-semibold text-primary underline-offset-4 hover:underline">
          dont't have an account ? signup
        </Link>
      </p>
      <Divider />
      <GoogleSignInButton />
    </AuthShell>
  );
}
