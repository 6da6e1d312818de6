import { useId } from 'react';
import type { CourseArtVariant } from '@/features/landing/sample-courses';

/** Local course artwork (no external images under the CSP). */
export function CourseArt({ variant, className }: { variant: CourseArtVariant; className?: string }) {
  const id = `course-art-${variant}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [from, to] =
    variant === 'web' ? ['#4f46e5', '#06b6d4'] : variant === 'data' ? ['#0f766e', '#84cc16'] : ['#7c3aed', '#ec4899'];
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      <circle cx="280" cy="20" r="70" fill="#fff" opacity="0.08" />
      <circle cx="30" cy="170" r="60" fill="#fff" opacity="0.08" />
      {variant === 'web' && (
        <g>
          <rect x="80" y="40" width="160" height="104" rx="10" fill="#0f172a" opacity="0.85" />
          <rect x="80" y="40" width="160" height="18" rx="9" fill="#1e293b" />
          <circle cx="94" cy="49" r="3.5" fill="#f87171" />
          <circle cx="106" cy="49" r="3.5" fill="#fbbf24" />
          <circle cx="118" cy="49" r="3.5" fill="#34d399" />
          <path
            d="m112 86-14 14 14 14M208 86l14 14-14 14M172 80l-24 40"
            stroke="#a5f3fc"
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      )}
      {variant === 'data' && (
        <g>
          <rect x="78" y="38" width="164" height="108" rx="12" fill="#fff" opacity="0.95" />
          <rect x="98" y="104" width="18" height="28" rx="3" fill="#14b8a6" />
          <rect x="126" y="88" width="18" height="44" rx="3" fill="#2dd4bf" />
          <rect x="154" y="70" width="18" height="62" rx="3" fill="#14b8a6" />
          <rect x="182" y="58" width="18" height="74" rx="3" fill="#84cc16" />
          <path d="m100 92 30-18 28-8 46-20" stroke="#0f766e" strokeWidth="4" fill="none" strokeLinecap="round" />
          <circle cx="204" cy="46" r="6" fill="#0f766e" />
        </g>
      )}
      {variant === 'ai' && (
        <g stroke="#fff" strokeWidth="3" opacity="0.95">
          <line x1="110" y1="60" x2="160" y2="90" />
          <line x1="110" y1="120" x2="160" y2="90" />
          <line x1="160" y1="90" x2="210" y2="55" />
          <line x1="160" y1="90" x2="210" y2="125" />
          <line x1="110" y1="60" x2="110" y2="120" />
          <line x1="210" y1="55" x2="210" y2="125" />
          <circle cx="110" cy="60" r="12" fill="#f9a8d4" />
          <circle cx="110" cy="120" r="12" fill="#f9a8d4" />
          <circle cx="160" cy="90" r="16" fill="#fff" />
          <circle cx="210" cy="55" r="12" fill="#c4b5fd" />
          <circle cx="210" cy="125" r="12" fill="#c4b5fd" />
        </g>
      )}
    </svg>
  );
}
