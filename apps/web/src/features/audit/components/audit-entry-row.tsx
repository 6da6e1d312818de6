import { AUDIT_ACTION_LABELS, AUDIT_MSG, type AuditEntry } from '@cms/contract';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatWhen } from '@/lib/format';
import { SnapshotDiff } from './snapshot-diff';

/** One audit entry: what was done, by whom, when, and the row before → after. */
export function AuditEntryRow({ entry, entityHref }: { entry: AuditEntry; entityHref?: string }) {
  const [open, setOpen] = useState(false);
  const destructive = entry.action === 'course.deleted' || entry.action === 'withdrawal.rejected';
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="sr-only">{AUDIT_MSG.what}: </span>
            <Badge variant={destructive ? 'outline' : 'soft'}>{AUDIT_ACTION_LABELS[entry.action]}</Badge>
            {entityHref ? (
              <Link
                to={entityHref}
                className="font-medium break-words text-primary underline-offset-4 hover:underline focus-visible:underline"
              >
                {entry.summary}
              </Link>
            ) : (
              <span className="font-medium break-words">{entry.summary}</span>
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            <span className="sr-only">{AUDIT_MSG.who}: </span>
            <span className="font-medium text-foreground">{entry.actor.name}</span>{' '}
            <span className="break-all">({entry.actor.email})</span>
          </p>
        </div>
        <p className="shrink-0 text-xs text-muted-foreground tabular-nums">
          <span className="sr-only">{AUDIT_MSG.when}: </span>
          <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
        </p>
      </div>
      <details className="group text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md text-xs font-medium text-muted-foreground select-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden className="size-3.5 transition-transform group-open:rotate-90" />
          {AUDIT_MSG.before} → {AUDIT_MSG.after}
        </summary>
        {open ? (
          <div className="mt-2">
            <SnapshotDiff before={entry.before} after={entry.after} />
          </div>
        ) : null}
      </details>
    </li>
  );
}
