import { PRODUCT_NAME } from '@cms/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The CMS mark: a graduation cap on a gradient tile. Decorative unless `title` is given. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  // Unique gradient id: a gradient defined inside a hidden copy of the logo would not paint the others.
  const gradientId = `cms-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('size-9 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <path d="M32 14 8 26l24 12 20-10v14h4V26L32 14Zm-14 22v9c0 4 6.3 7 14 7s14-3 14-7v-9l-14 7-14-7Z" fill="#fff" />
    </svg>
  );
}

/** Logo mark with the product label "CMS". */
export function Logo({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('text-xl font-extrabold tracking-tight', labelClassName)}>{PRODUCT_NAME}</span>
    </span>
  );
}

/** The logo as a link to the landing page (every public header starts with it). */
export function HomeLogoLink({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      aria-label="CMS home"
      className={cn('rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none', className)}
    >
      <Logo />
    </Link>
  );
}
