import { AUDIT_MSG, type AuditEntity } from '@cms/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useAuditEntries } from '../api/audit';
import { AuditHistory } from './audit-history';

/** The audit history of one withdrawal, order or course, loaded here (with loading and error lines). */
export function EntityAuditHistory({
  entityType,
  entityId,
  title,
}: {
  entityType: AuditEntity;
  entityId: string;
  title?: string;
}) {
  const query = useAuditEntries({ entityType, entityId });
  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {title ? <h2 className="text-lg font-semibold tracking-tight">{title}</h2> : null}
        <Skeleton className="h-12 rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        {title ? <h2 className="text-lg font-semibold tracking-tight">{title}</h2> : null}
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          <span>{errorMessage(query.error, AUDIT_MSG.fetchFailed)}</span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try Again
          </Button>
        </div>
      </div>
    );
  }
  return <AuditHistory entries={query.data.entries} title={title} />;
}
