import { ArrowRight, BookOpen, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LearningIllustration } from '@/components/illustrations';
import { ROTATING_WORD_INTERVAL_MS, ROTATING_WORDS } from '@/config/ui';
import { paths } from '@/config/paths';

/** Cycles through ROTATING_WORDS every ROTATING_WORD_INTERVAL_MS (also with reduced motion: only the animation stops). */
export function useRotatingWord(words: readonly string[] = ROTATING_WORDS, interval = ROTATING_WORD_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setIndex((i) => (i + 1) % words.length), interval);
    return () => clearInterval(id);
  }, [words.length, interval]);
  return words[index] ?? '';
}

export function Hero() {
  const word = useRotatingWord();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 text-white"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-32 size-[28rem] rounded-full bg-fuchsia-400/25 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-48 -left-24 size-[30rem] rounded-full bg-sky-400/20 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgba(255,255,255,0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.06)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-5 pt-28 pb-20 sm:px-8 md:pt-32 lg:grid-cols-2 lg:pb-28">
        <div className="animate-fade-up">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-indigo-50 backdrop-blur">
            <Sparkles aria-hidden className="size-3.5 text-amber-300" />
            The course platform of our college programme
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            Unlock your potential through{' '}
            <span className="relative inline-block">
              <span
                key={word}
                data-testid="rotating-word"
                className="inline-block bg-gradient-to-r from-amber-200 via-amber-300 to-orange-300 bg-clip-text text-transparent motion-safe:animate-word-in"
              >
                {word}
              </span>
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-indigo-50">
            Learn from expert instructors, study at your own pace and build the skills that move your career forward —
            all in one place, with your team.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="bg-white text-indigo-700 shadow-lg shadow-indigo-950/20 hover:bg-indigo-50"
            >
              <Link to={paths.auth.signIn}>
                Get Started
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-white/5 text-white hover:bg-white/15 hover:text-white"
            >
              <Link to={paths.auth.signIn}>
                <BookOpen aria-hidden />
                Browse Courses
              </Link>
            </Button>
          </div>
        </div>
        <div className="relative hidden lg:block">
          <div aria-hidden className="absolute inset-8 rounded-full bg-white/10 blur-2xl" />
          <LearningIllustration className="relative w-full drop-shadow-2xl" />
        </div>
      </div>
    </section>
  );
}
