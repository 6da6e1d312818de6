import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { COVERS_CARD } from './card-thumbnail';

/** A card's title (or label) as the link that covers the card. */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn('outline-none', COVERS_CARD)}>
      {children}
    </Link>
  );
}
