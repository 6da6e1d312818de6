import { AUDIT_MSG, type AuditEntry } from '@cms/contract';
import { AuditEntryRow } from './audit-entry-row';

/**
 * A list of audit entries (newest first as the server sends them), each with its before → after
 * view; AUDIT_MSG.none when there are none. With `title`, a heading above the list.
 */
export function AuditHistory({
  entries,
  title,
  entityHref,
}: {
  entries: AuditEntry[];
  title?: string;
  /** Where an entry's summary links to (the audit page links courses and orders). */
  entityHref?: (entry: AuditEntry) => string | undefined;
}) {
  return (
    <section className="space-y-3" aria-label={title ?? AUDIT_MSG.history}>
      {title ? <h2 className="text-lg font-semibold tracking-tight">{title}</h2> : null}
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{AUDIT_MSG.none}</p>
      ) : (
        <ol className="divide-y">
          {entries.map((entry) => (
            <AuditEntryRow key={entry.id} entry={entry} entityHref={entityHref?.(entry)} />
          ))}
        </ol>
      )}
    </section>
  );
}
