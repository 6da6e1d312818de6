import type { FocusEventHandler, FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The body of the sign-in and sign-up pages: the heading, the form (its fields, then a full-width
 * submit button reading "Loading..." while busy) and the link to the other page.
 */
export function AuthForm({
  title,
  text,
  label,
  onSubmit,
  onFocus,
  onChange,
  busy,
  submitLabel,
  switchTo,
  children,
}: {
  title: string;
  text: string;
  /** Accessible name of the form. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Focus reached a control of the form (e.g. to load what sending it needs). */
  onFocus?: FocusEventHandler<HTMLFormElement>;
  /** A control of the form changed. */
  onChange?: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  /** The link to the other page, with an optional text before it. */
  switchTo: { to: string; label: string; prompt?: string };
  children: ReactNode;
}) {
  // Rendered on the server, the form shows before its script has run: until hydration it says it is
  // not ready yet (aria-disabled, which looks the same), and a submit before then posts, never putting
  // the password in the address.
  const hydrated = useHydrated();
  return (
    <>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
      </div>
      <form
        noValidate
        method="post"
        aria-disabled={hydrated ? undefined : true}
        onSubmit={onSubmit}
        onFocus={onFocus}
        onChange={onChange}
        className="mt-8 space-y-5"
        aria-label={label}
      >
        {children}
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Loading...' : submitLabel}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-muted-foreground">
        {switchTo.prompt ? `${switchTo.prompt} ` : null}
        <Link to={switchTo.to} className="font-semibold text-primary underline-offset-4 hover:underline">
          {switchTo.label}
        </Link>
      </p>
    </>
  );
}
