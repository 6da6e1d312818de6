/**
 * The frame of the screens outside the areas (not found, a certificate's verification, an
 * instructor's public page, signing in): the logo home and the theme toggle above the page.
 */
import type { ReactNode } from 'react';
import { HomeLogoLink } from '@/components/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { cn } from '@/lib/utils';

/** The bar: the logo home on the left, the theme toggle on the right (a border below unless told). */
export function PublicHeader({ className = 'border-b px-4 sm:px-6' }: { className?: string }) {
  return (
    <header className={cn('flex h-16 items-center justify-between', className)}>
      <HomeLogoLink />
      <ThemeToggle />
    </header>
  );
}

/** A full-height page: the bar over `children` in a `<main>` of `className`. */
export function PublicFrame({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <PublicHeader />
      <main className={className}>{children}</main>
    </div>
  );
}
