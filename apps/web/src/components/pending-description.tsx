/**
 * A decision queue's page description: "N pending" (announced as it changes) before the subtitle
 * once the count is known, the subtitle alone before.
 */
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatCount } from '@/lib/format';

export function PendingDescription({ pending, children }: { pending: number | undefined; children: ReactNode }) {
  if (pending === undefined) return children;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant={pending > 0 ? 'default' : 'secondary'} aria-live="polite">
        {formatCount(pending)} pending
      </Badge>
      {children}
    </span>
  );
}
