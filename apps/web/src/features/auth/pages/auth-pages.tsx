import {
  EMAIL_PATTERN,
  MSG,
  ROLE_HOME,
  signInSchema,
  signUpSchema,
  type SessionUser,
  type SignUpInput,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, Mail, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSetAuth } from '@/features/auth/api/use-auth';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api';
import { signIn, signUp } from '@/features/auth/api/auth';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { GoogleSignInButton } from '@/features/auth/components/google-button';

export function homeOf(user: SessionUser): string {
  return user.role === 'Empty' ? '/check/verify' : ROLE_HOME[user.role];
}

function IconInput({ icon: Icon, ...props }: ComponentProps<typeof Input> & { icon: typeof Mail }) {
  return (
    <div className="relative">
      <Icon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input className="h-11 pl-10" {...props} />
    </div>
  );
}

function Divider() {
  return (
    <div className="relative my-6 flex items-center" aria-hidden>
      <span className="h-px flex-1 bg-border" />
      <span className="px-3 text-xs font-medium tracking-wider text-muted-foreground uppercase">or</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

/* ------------------------------------------------------------------ sign-in */

export function SignInPage() {
  const navigate = useNavigate();
  const { setUser } = useSetAuth();
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Spec section 5: e-mail must match the pattern, else "Invalid email format" and no request.
    if (!EMAIL_PATTERN.test(email.trim())) {
      setErrors({ email: MSG.invalidEmail });
      toast.error(MSG.invalidEmail);
      return;
    }
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'password' ? 'password' : 'email';
      const message = issue?.message ?? MSG.invalidEmail;
      setErrors({ [field]: message });
      toast.error(message);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await signIn(parsed.data);
      setUser(res.user);
      toast.success(res.message || MSG.signInSuccess);
      await navigate(homeOf(res.user), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MSG.pleaseTryAgain));
      setBusy(false);
    }
  };

  return (
    <AuthShell>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Welcome back</h1>
        <p className="text-muted-foreground">Sign in to continue your learning journey.</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Sign in">
        <FormField id="signin-email" label="Mail ID" error={errors.email}>
          <IconInput
            icon={Mail}
            id="signin-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@college.edu"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...fieldAria('signin-email', errors.email)}
          />
        </FormField>
        <FormField id="signin-password" label="Password" error={errors.password}>
          <IconInput
            icon={Lock}
            id="signin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...fieldAria('signin-password', errors.password)}
          />
        </FormField>
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Loading...' : 'Signin'}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-muted-foreground">
        <Link to="/auth/signup" className="font-semibold text-primary underline-offset-4 hover:underline">
          dont't have an account ? signup
        </Link>
      </p>
      <Divider />
      <GoogleSignInButton />
    </AuthShell>
  );
}

/* ------------------------------------------------------------------ sign-up */

const SIGN_UP_FIELDS = ['name', 'email', 'password'] as const;

export function SignUpPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onInvalid = (errs: FieldErrors<SignUpInput>) => {
    const first = SIGN_UP_FIELDS.map((f) => errs[f]?.message).find(Boolean);
    if (first) toast.error(first);
  };

  const onValid = async (values: SignUpInput) => {
    try {
      const res = await signUp(values);
      toast.success(res.message || MSG.signUpSuccess);
      await navigate('/auth/signin');
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
        <FormField id="signup-name" label="Name" error={errors.name?.message}>
          <IconInput
            icon={UserRound}
            id="signup-name"
            autoComplete="name"
            placeholder="Your full name"
            {...register('name')}
            {...fieldAria('signup-name', errors.name?.message)}
          />
        </FormField>
        <FormField id="signup-email" label="Mail ID" error={errors.email?.message}>
          <IconInput
            icon={Mail}
            id="signup-email"
            type="email"
            autoComplete="email"
            placeholder="you@college.edu"
            {...register('email')}
            {...fieldAria('signup-email', errors.email?.message)}
          />
        </FormField>
        <FormField id="signup-password" label="Password" error={errors.password?.message}>
          <IconInput
            icon={Lock}
            id="signup-password"
            type="password"
            autoComplete="new-password"
            placeholder="2 to 20 characters"
            {...register('password')}
            {...fieldAria('signup-password', errors.password?.message)}
          />
        </FormField>
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Loading...' : 'Signup'}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/auth/signin" className="font-semibold text-primary underline-offset-4 hover:underline">
          Signin
        </Link>
      </p>
    </AuthShell>
  );
}
