import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { LearningIllustration } from '@/components/illustrations';
import { PublicHeader } from '@/components/public-frame';

const POINTS = ['Courses from expert instructors', 'Learn at your own pace, lifetime access', 'Grow with your team'];

/** Layout of the sign-in and sign-up pages: form on the left, illustration on wide screens. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-background">
      <div className="flex min-w-0 flex-1 flex-col">
        <PublicHeader className="px-4 sm:px-8" />
        <main className="flex flex-1 items-center justify-center px-4 py-10 sm:px-8">
          <div className="w-full max-w-md animate-fade-up">{children}</div>
        </main>
      </div>
      <aside
        aria-label="About CMS"
        data-testid="auth-illustration"
        className="relative hidden w-[46%] max-w-3xl flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 p-12 text-white lg:flex"
      >
        <div aria-hidden className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden className="absolute -bottom-32 -left-20 size-96 rounded-full bg-fuchsia-400/20 blur-3xl" />
        <p className="relative text-sm font-semibold tracking-widest text-indigo-100 uppercase">Learn · Build · Grow</p>
        <LearningIllustration className="relative mx-auto w-full max-w-lg" />
        <div className="relative space-y-4">
          <p className="text-2xl leading-snug font-bold">Your college learning hub, in one place.</p>
          <ul className="space-y-2 text-indigo-50">
            {POINTS.map((p) => (
              <li key={p} className="flex items-center gap-2 text-sm">
                <CheckCircle2 aria-hidden className="size-4 text-emerald-300" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
