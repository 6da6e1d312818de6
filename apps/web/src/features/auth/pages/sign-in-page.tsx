import { ACCOUNT_MSG, EMAIL_PATTERN, MSG, signInSchema, type SignInInput } from '@cms/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { homeOf, paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { signIn } from '../api/auth';
import { useSetAuth } from '../api/use-auth';
import { AuthForm } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
import { CredentialField } from '../components/credential-field';
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
      await navigate(homeOf(res.user.role), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MSG.pleaseTryAgain));
      setBusy(false);
    }
  });

  return (
    <AuthShell>
      <AuthForm
        title="Welcome back"
        text="Sign in to continue your learning journey."
        label="Sign in"
        onSubmit={onSubmit}
        busy={busy}
        submitLabel="Signin"
        switchTo={{ to: paths.auth.signUp, label: "dont't have an account ? signup" }}
      >
        <CredentialField form={form} kind="email" id="signin-email" />
        <div className="space-y-2">
          <CredentialField form={form} kind="current-password" id="signin-password" />
          <p className="text-right text-sm">
            <Link
              to={paths.auth.forgotPassword}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {ACCOUNT_MSG.forgotPasswordLink}
            </Link>
          </p>
        </div>
      </AuthForm>
      <Divider />
      <GoogleSignInButton />
    </AuthShell>
  );
}
