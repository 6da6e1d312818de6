/**
 * /Admin/withdrawals (spec 2 "Withdrawals", 4, 8): every instructor's requests, newest first, with a
 * status filter in the URL; pending ones are approved or rejected in the Process dialog.
 */
import { adminWithdrawalsQuerySchema, WITHDRAWAL_MSG, WITHDRAWAL_STATUSES, type AdminWithdrawal } from '@cms/contract';
import { ArrowDownToLine } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PendingDescription } from '@/components/pending-description';
import { ListBody } from '@/components/list-body';
import { optionsOf, SelectBox } from '@/components/list-filters';
import { TableSkeleton } from '@/components/table-skeleton';
import { useListQuery } from '@/lib/list-query';
import { useDialogItem } from '@/lib/use-dialog-item';
import { useAdminWithdrawals, type WithdrawalFilter } from '../api/admin-withdrawals';
import { AdminWithdrawalsTable } from '../components/admin/admin-withdrawals-table';
import { ProcessWithdrawalDialog } from '../components/admin/process-withdrawal-dialog';

const FILTER_LABELS: Record<WithdrawalFilter, string> = {
  all: WITHDRAWAL_MSG.allStatuses,
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
/** Shown when the list cannot be loaded and the server gave no message. */
const FETCH_FAILED = 'Failed to fetch withdrawal requests';
const SUBTITLE = "Instructors' requests to be paid from their balance.";

const FILTER_OPTIONS = optionsOf<WithdrawalFilter>(['all', ...WITHDRAWAL_STATUSES], FILTER_LABELS);

export function AdminWithdrawalsPage() {
  const { query: params, set, setPage } = useListQuery(adminWithdrawalsQuerySchema);
  const query = useAdminWithdrawals(params);
  const { data } = query;
  const dialog = useDialogItem<AdminWithdrawal>();
  const busy = query.isFetching && query.isPlaceholderData;

  return (
    <>
      <PageHeader
        title={WITHDRAWAL_MSG.title}
        description={<PendingDescription pending={data?.pending}>{SUBTITLE}</PendingDescription>}
        actions={
          <SelectBox
            label={WITHDRAWAL_MSG.status}
            options={FILTER_OPTIONS}
            value={params.status}
            onChange={(status) => set({ status: status as WithdrawalFilter })}
            className="w-full sm:w-44"
          />
        }
      />

      <ListBody
        query={query}
        count={(d) => d.withdrawals.length}
        error={<QueryErrorState query={query} fallback={FETCH_FAILED} />}
        loading={<TableSkeleton rows={6} rowClassName="h-14 w-full" />}
        empty={<EmptyState icon={ArrowDownToLine} title={WITHDRAWAL_MSG.noRequests} />}
        onPage={setPage}
      >
        {(data) => (
          <>
            <h2 className="sr-only">Withdrawal requests</h2>
            <AdminWithdrawalsTable withdrawals={data.withdrawals} onProcess={dialog.show} busy={busy} />
          </>
        )}
      </ListBody>

      {dialog.item ? (
        <ProcessWithdrawalDialog
          key={dialog.item.id}
          withdrawal={dialog.item}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
        />
      ) : null}
    </>
  );
}
