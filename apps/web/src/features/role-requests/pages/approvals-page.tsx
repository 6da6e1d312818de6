/**
 * /Admin/approvals (ROLE_APPROVAL, issue 19): the requests for the Instructor and Lead roles, pending
 * first by default (a status filter in the URL), each with the applicant and the form they sent;
 * a pending one is approved (after a confirmation) or rejected with a reason.
 */
import {
  adminRoleRequestsQuerySchema,
  ROLE_REQUEST_MSG,
  ROLE_REQUEST_STATUSES,
  type AdminRoleRequest,
} from '@cms/contract';
import { UserCheck } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { ListBody } from '@/components/list-body';
import { optionsOf, SelectBox } from '@/components/list-filters';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { PendingDescription } from '@/components/pending-description';
import { useListQuery } from '@/lib/list-query';
import { useDialogItem } from '@/lib/use-dialog-item';
import { cn } from '@/lib/utils';
import { useAdminRoleRequests, type RoleRequestFilter } from '../api/role-requests';
import { ApproveDialog, RejectDialog } from '../components/decide-dialogs';
import { RequestCard } from '../components/request-card';

const FILTER_LABELS: Record<RoleRequestFilter, string> = {
  ...ROLE_REQUEST_MSG.statusLabel,
  all: ROLE_REQUEST_MSG.allStatuses,
};
const FILTER_OPTIONS = optionsOf<RoleRequestFilter>([...ROLE_REQUEST_STATUSES, 'all'], FILTER_LABELS);

type Decision = { request: AdminRoleRequest; kind: 'approve' | 'reject' };

export function ApprovalsPage() {
  const { query: params, set, setPage } = useListQuery(adminRoleRequestsQuerySchema);
  const query = useAdminRoleRequests(params);
  const { data } = query;
  const dialog = useDialogItem<Decision>();
  const busy = query.isFetching && query.isPlaceholderData;
  const DecideDialog = dialog.item?.kind === 'approve' ? ApproveDialog : RejectDialog;

  return (
    <>
      <PageHeader
        title={ROLE_REQUEST_MSG.title}
        description={<PendingDescription pending={data?.pending}>{ROLE_REQUEST_MSG.subtitle}</PendingDescription>}
        actions={
          <SelectBox
            label="Status"
            options={FILTER_OPTIONS}
            value={params.status}
            onChange={(status) => set({ status: status as RoleRequestFilter })}
            className="w-full sm:w-44"
          />
        }
      />

      <ListBody
        query={query}
        count={(d) => d.requests.length}
        error={<QueryErrorState query={query} fallback={ROLE_REQUEST_MSG.fetchFailed} />}
        loading={<ListSkeleton count={3} label="Loading" className="space-y-4" item="h-48 rounded-2xl" />}
        empty={
          <EmptyState
            icon={UserCheck}
            title={params.status === 'pending' ? ROLE_REQUEST_MSG.nonePending : ROLE_REQUEST_MSG.none}
          />
        }
        onPage={setPage}
      >
        {(d) => (
          <>
            <h2 className="sr-only">Role requests</h2>
            <ul
              aria-label="Role requests"
              aria-busy={busy}
              className={cn('space-y-4 transition-opacity', busy && 'opacity-60')}
            >
              {d.requests.map((request) => (
                <li key={request.id}>
                  <RequestCard
                    request={request}
                    onApprove={(r) => dialog.show({ request: r, kind: 'approve' })}
                    onReject={(r) => dialog.show({ request: r, kind: 'reject' })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListBody>

      {dialog.item ? (
        <DecideDialog
          key={dialog.item.request.id}
          request={dialog.item.request}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
        />
      ) : null}
    </>
  );
}
