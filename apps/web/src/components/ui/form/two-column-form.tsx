import type { FormEvent, ReactNode } from 'react';

/**
 * A form named `label` whose fields the app checks (not the browser): one column on phones, two from
 * `sm`, `gap` apart. `onSubmit` is react-hook-form's handler (its promise is left to it).
 */
export function TwoColumnForm({
  label,
  onSubmit,
  gap,
  children,
}: {
  label: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  gap: 'gap-4' | 'gap-5';
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} onSubmit={(e) => void onSubmit(e)} className={`grid ${gap} sm:grid-cols-2`}>
      {children}
    </form>
  );
}
