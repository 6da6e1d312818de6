import { type ReactNode } from 'react';
import { TitleBlock, type TitleBlockProps } from './title-block';

/** Gradient banner with the page's one <h1>. */
export function WelcomeBanner({ greeting, ...texts }: TitleBlockProps & { greeting?: ReactNode }) {
  return (
    <section className="relative mb-8 overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-700 px-6 py-8 text-white shadow-lg shadow-indigo-900/10 sm:px-8">
      <div aria-hidden className="absolute -top-16 -right-10 size-56 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-20 left-1/3 size-56 rounded-full bg-white/5" />
      <TitleBlock
        {...texts}
        above={greeting ? <p className="text-sm font-medium text-indigo-100">{greeting}</p> : null}
        tone="light"
        className="relative flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between"
      />
    </section>
  );
}
