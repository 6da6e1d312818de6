import { useId } from 'react';

/** Decorative illustration of the sign-in and sign-up pages (inline SVG: no external images under the CSP). */
export function LearningIllustration({ className }: { className?: string }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const screen = `ill-screen-${uid}`;
  const accent = `ill-accent-${uid}`;
  const warm = `ill-warm-${uid}`;
  return (
    <svg viewBox="0 0 480 400" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id={screen} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#e0e7ff" />
        </linearGradient>
        <linearGradient id={accent} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#a855f7" />
        </linearGradient>
        <linearGradient id={warm} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="210" r="160" fill="#ffffff" opacity="0.08" />
      <circle cx="240" cy="210" r="115" fill="#ffffff" opacity="0.08" />
      {/* laptop */}
      <rect x="110" y="120" width="260" height="170" rx="14" fill="#1e1b4b" />
      <rect x="122" y="132" width="236" height="146" rx="6" fill={`url(#${screen})`} />
      <path d="M86 290h308l-18 22H104z" fill="#312e81" />
      <rect x="214" y="290" width="52" height="6" rx="3" fill="#4338ca" />
      {/* video lesson on screen */}
      <rect x="136" y="146" width="130" height="80" rx="8" fill={`url(#${accent})`} />
      <path d="M191 170v32l26-16z" fill="#fff" />
      <rect x="136" y="236" width="130" height="6" rx="3" fill="#c7d2fe" />
      <rect x="136" y="236" width="78" height="6" rx="3" fill="#6366f1" />
      <rect x="136" y="252" width="96" height="6" rx="3" fill="#c7d2fe" />
      <rect x="280" y="146" width="64" height="10" rx="5" fill="#a5b4fc" />
      <rect x="280" y="164" width="52" height="8" rx="4" fill="#c7d2fe" />
      <rect x="280" y="184" width="64" height="10" rx="5" fill="#a5b4fc" />
      <rect x="280" y="202" width="44" height="8" rx="4" fill="#c7d2fe" />
      <rect x="280" y="222" width="64" height="10" rx="5" fill="#a5b4fc" />
      <rect x="280" y="240" width="56" height="8" rx="4" fill="#c7d2fe" />
      {/* floating certificate card */}
      <g transform="translate(338 64) rotate(8)">
        <rect width="104" height="78" rx="12" fill="#fff" />
        <circle cx="26" cy="28" r="13" fill={`url(#${warm})`} />
        <path
          d="m20 28 4 4 8-8"
          stroke="#fff"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="46" y="20" width="44" height="7" rx="3.5" fill="#c7d2fe" />
        <rect x="46" y="32" width="30" height="7" rx="3.5" fill="#e0e7ff" />
        <rect x="16" y="54" width="72" height="8" rx="4" fill="#e0e7ff" />
      </g>
      {/* floating progress card */}
      <g transform="translate(28 70) rotate(-7)">
        <rect width="118" height="70" rx="12" fill="#fff" />
        <rect x="14" y="16" width="56" height="8" rx="4" fill="#c7d2fe" />
        <rect x="14" y="36" width="90" height="8" rx="4" fill="#e0e7ff" />
        <rect x="14" y="36" width="64" height="8" rx="4" fill={`url(#${accent})`} />
        <rect x="14" y="52" width="40" height="6" rx="3" fill="#e0e7ff" />
      </g>
      {/* graduation cap */}
      <g transform="translate(54 300)">
        <path d="M40 0 0 18l40 18 40-18z" fill="#fff" />
        <path d="M16 26v14c0 6 11 11 24 11s24-5 24-11V26l-24 11z" fill="#e0e7ff" />
        <path d="M74 20v22" stroke="#fbbf24" strokeWidth="4" strokeLinecap="round" />
      </g>
      {/* sparkles */}
      <path d="M410 250l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#fde68a" />
      <path d="M84 190l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#fff" opacity="0.8" />
      <circle cx="420" cy="160" r="6" fill="#fff" opacity="0.6" />
      <circle cx="60" cy="250" r="4" fill="#fff" opacity="0.6" />
    </svg>
  );
}

export function GoogleIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
