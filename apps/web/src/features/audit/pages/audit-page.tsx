/**
 * /Admin/audit: the audit log, newest first, filtered by action (in the URL). Each entry says who
 * did what and when, links to its course or order, and opens to the row before → after.
 */
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_MSG,
  auditQuerySchema,
  type AuditAction,
  type AuditEntry,
} from '@cms/contract';
import { ScrollText } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { ListBody } from '@/components/list-body';
import { optionsOf, SelectBox } from '@/components/list-filters';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useListQuery } from '@/lib/list-query';
import { cn } from '@/lib/utils';
import { useAuditLog } from '../api/audit';
import { AuditHistory } from '../components/audit-history';

const ACTION_OPTIONS = optionsOf(AUDIT_ACTIONS, AUDIT_ACTION_LABELS, { value: '', label: AUDIT_MSG.allActions });

/** Where an entry's summary leads: its course, or the order's pay page; withdrawals have no page of their own. */
export function entityHref(entry: AuditEntry): string | undefined {
  if (entry.entityType === 'course') return paths.admin.course(entry.entityId);
  if (entry.entityType === 'order') return paths.admin.pay(entry.entityId);
  return undefined;
}

/** The page filters by action only (entity filters are for a row's own History). */
const PAGE_QUERY = auditQuerySchema.pick({ action: true, page: true, pageSize: true });

export function AuditPage() {
  const { query: params, set, setPage } = useListQuery(PAGE_QUERY);
  const { action } = params;
  const query = useAuditLog(params);
  const busy = query.isFetching && query.isPlaceholderData;

  return (
    <>
      <PageHeader
        title={AUDIT_MSG.title}
        description={AUDIT_MSG.subtitle}
        actions={
          <SelectBox
            label="Action"
            options={ACTION_OPTIONS}
            value={action ?? ''}
            onChange={(value) => set({ action: (value || undefined) as AuditAction | undefined })}
            className="w-full sm:w-56"
          />
        }
      />
      <ListBody
        query={query}
        count={(d) => d.entries.length}
        error={<QueryErrorState query={query} fallback={AUDIT_MSG.fetchFailed} />}
        loading={<ListSkeleton count={4} className="space-y-3" />}
        empty={<EmptyState icon={ScrollText} title={AUDIT_MSG.none} />}
        onPage={setPage}
      >
        {(data) => (
          <Card className={cn('p-4 transition-opacity sm:p-6', busy && 'opacity-60')} aria-busy={busy}>
            <AuditHistory entries={data.entries} entityHref={entityHref} />
          </Card>
        )}
      </ListBody>
    </>
  );
}
