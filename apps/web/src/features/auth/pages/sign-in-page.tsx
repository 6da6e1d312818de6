import { ACCOUNT_MSG, MSG } from '@cms/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toastLater } from '@/lib/toast-later';
import { homeOf, paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { signIn } from '../api/auth';
import { useSetAuth } from '../api/use-auth';
import { AuthForm } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
import { CredentialInput } from '../components/credential-input';
import { GoogleSignIn } from '../components/google-button';
import type { SignInField } from '../lib/sign-in-check';

/** The form's rules (and zod with them) load when the form is first used, not with the page. */
const loadCheck = () => import('../lib/sign-in-check');

/** The messages of the sign-in page's `?error=` (the server's Google callback sends them). */
const SIGN_IN_ERRORS: Record<string, string | undefined> = {
  google: MSG.googleFailed,
  disabled: ACCOUNT_MSG.accountDisabled,
};

/**
 * Sign-in (spec sections 2, 5): the e-mail must match the pattern, else "Invalid email format" and
 * no request; then the contract's schema. One error at a time, shown under its field and as a toast;
 * a field's error goes when the field is edited.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const { setUser } = useSetAuth();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: SignInField; message: string } | null>(null);
  const sending = useRef(false);
  const errorShown = useRef(false);

  // The server's Google callback comes back here with ?error=google on failure, or ?error=disabled
  // when an admin disabled the account: the message once, then the parameter goes.
  useEffect(() => {
    const message = SIGN_IN_ERRORS[params.get('error') ?? ''];
    if (message && !errorShown.current) {
      errorShown.current = true;
      toastLater.error(message);
      const next = new URLSearchParams(params);
      next.delete('error');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    try {
      const check = (await loadCheck()).checkSignIn(values);
      if (!check.ok) {
        setError({ field: check.field, message: check.message });
        toastLater.error(check.message);
        return;
      }
      setError(null);
      setBusy(true);
      const res = await signIn(check.input);
      setUser(res.user);
      toastLater.success(res.message || MSG.signInSuccess);
      await navigate(homeOf(res.user.role), { replace: true });
    } catch (err) {
      toastLater.error(errorMessage(err, MSG.pleaseTryAgain));
      setBusy(false);
    } finally {
      sending.current = false;
    }
  };

  const errorOf = (field: SignInField) => (error?.field === field ? error.message : undefined);

  return (
    <AuthShell>
      <AuthForm
        title="Welcome back"
        text="Sign in to continue your learning journey."
        label="Sign in"
        onSubmit={onSubmit}
        onFocus={() => {
          // What sending needs, ready by the time the form is sent.
          void loadCheck();
          toastLater.prepare();
        }}
        onChange={(event) => {
          const name = (event.target as HTMLInputElement).name;
          if (error && error.field === name) setError(null);
        }}
        busy={busy}
        submitLabel="Signin"
        switchTo={{ to: paths.auth.signUp, label: "don't have an account ? signup" }}
      >
        <CredentialInput kind="email" id="signin-email" error={errorOf('email')} />
        <div className="space-y-2">
          <CredentialInput kind="current-password" id="signin-password" error={errorOf('password')} />
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
      <GoogleSignIn />
    </AuthShell>
  );
}
