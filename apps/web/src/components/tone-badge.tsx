/** A status shown as a badge: its label on its tone's colours (readable in light and dark), no border. */
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export function ToneBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', tone)}>
      {children}
    </Badge>
  );
}
