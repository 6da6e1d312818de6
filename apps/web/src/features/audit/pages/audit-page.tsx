/**
 * /Admin/audit: the audit log, newest first, filtered by action (in the URL). Each entry says who
 * did what and when, links to its course or order, and opens to the row before → after.
 */
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_MSG,
  DEFAULT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
} from '@cms/contract';
import { ScrollText } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useListParams } from '@/lib/list-params';
import { cn } from '@/lib/utils';
import { useAuditLog } from '../api/audit';
import { AuditHistory } from '../components/audit-history';

const ACTION_OPTIONS = [
  { value: '', label: AUDIT_MSG.allActions },
  ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
];

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** Where an entry's summary leads: its course, or the order's pay page; withdrawals have no page of their own. */
export function entityHref(entry: AuditEntry): string | undefined {
  if (entry.entityType === 'course') return paths.admin.course(entry.entityId);
  if (entry.entityType === 'order') return paths.admin.pay(entry.entityId);
  return undefined;
}

const KEYS = ['action'] as const;

export function AuditPage() {
  const [raw, update] = useListParams(KEYS);
  const action = isAction(raw.action) ? raw.action : undefined;
  const query = useAuditLog({ action, page: raw.page, pageSize: DEFAULT_PAGE_SIZE });
  const { data } = query;
  const busy = query.isFetching && query.isPlaceholderData;

  return (
    <>
      <PageHeader
        title={AUDIT_MSG.title}
        description={AUDIT_MSG.subtitle}
        actions={
          <div className="w-full sm:w-56">
            <NativeSelect
              aria-label="Action"
              options={ACTION_OPTIONS}
              value={action ?? ''}
              onChange={(e) => update({ action: e.target.value })}
            />
          </div>
        }
      />
      {query.isError ? (
        <QueryErrorState query={query} fallback={AUDIT_MSG.fetchFailed} />
      ) : !data ? (
        <ListSkeleton count={4} className="space-y-3" />
      ) : data.entries.length === 0 ? (
        <EmptyState icon={ScrollText} title={AUDIT_MSG.none} />
      ) : (
        <>
          <Card className={cn('p-4 transition-opacity sm:p-6', busy && 'opacity-60')} aria-busy={busy}>
            <AuditHistory entries={data.entries} entityHref={entityHref} />
          </Card>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => update({ page })}
            scrollToTop
          />
        </>
      )}
    </>
  );
}
