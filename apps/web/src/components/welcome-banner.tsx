import { type ReactNode } from 'react';

/** Gradient banner with the page's one <h1>. */
export function WelcomeBanner({
  greeting,
  title,
  description,
  actions,
}: {
  greeting?: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative mb-8 overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-700 px-6 py-8 text-white shadow-lg shadow-indigo-900/10 sm:px-8">
      <div aria-hidden className="absolute -top-16 -right-10 size-56 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-20 left-1/3 size-56 rounded-full bg-white/5" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          {greeting ? <p className="text-sm font-medium text-indigo-100">{greeting}</p> : null}
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="max-w-2xl text-sm text-indigo-100 sm:text-base">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </section>
  );
}
