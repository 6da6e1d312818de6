import { ArrowRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { FeaturedCourses } from '@/features/landing/components/featured-courses';
import { Hero } from '@/features/landing/components/hero';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingMobileMenu, LandingSidebar } from '@/features/landing/components/landing-sidebar';
import { WhyChoose } from '@/features/landing/components/why-choose';
import { SIDEBAR_COLLAPSED_PX } from '@/config/ui';
import { paths } from '@/config/paths';

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-5 py-20 sm:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-r from-indigo-700 to-violet-700 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div aria-hidden className="absolute -top-20 -right-10 size-64 rounded-full bg-white/10 blur-2xl" />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to start learning?
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-indigo-50">
          Create your free account, complete your profile and join your team on CMS.
        </p>
        <Button asChild size="lg" className="relative mt-8 bg-white text-indigo-700 hover:bg-indigo-50">
          <Link to={paths.auth.signUp}>
            Create your free account
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}

export function LandingPage() {
  const offset = { '--landing-offset': `${SIDEBAR_COLLAPSED_PX}px` } as CSSProperties;
  return (
    <div className="min-h-dvh bg-background" style={offset}>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-white px-3 py-2 text-indigo-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <LandingSidebar />
      <div className="md:pl-(--landing-offset)">
        <header className="absolute inset-x-0 top-0 z-30 md:left-(--landing-offset)">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-5 sm:px-8">
            <Link
              to={paths.landing}
              aria-label="CMS home"
              className="rounded-lg text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none md:hidden"
            >
              <Logo />
            </Link>
            <span className="hidden md:block" />
            <div className="flex items-center gap-1">
              <ThemeToggle className="text-white hover:bg-white/15 hover:text-white" />
              <LandingMobileMenu />
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="outline-none">
          <Hero />
          <FeaturedCourses />
          <WhyChoose />
          <CallToAction />
        </main>
        <LandingFooter />
      </div>
    </div>
  );
}
