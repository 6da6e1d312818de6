/**
 * /Admin/refunds (issue 21 item 4, beyond the spec): the refunds, newest first, with a status filter
 * and the page in the URL; a request is approved (the provider refunds, the learner loses access, a
 * credit note is issued) after a confirmation, or rejected with a note to the buyer.
 */
import {
  REFUND_COLUMNS,
  REFUND_FILTERS,
  REFUND_MSG,
  refundListQuerySchema,
  type RefundFilter,
  type RefundRow,
} from '@cms/contract';
import { Undo2 } from 'lucide-react';
import { QueryErrorState } from '@/components/error-state';
import { ListBody } from '@/components/list-body';
import { ListEmpty } from '@/components/list-empty';
import { optionsOf, SelectBox } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/table-skeleton';
import { useListQuery } from '@/lib/list-query';
import { useDialogItem } from '@/lib/use-dialog-item';
import { useAdminRefunds } from '../api/admin-refunds';
import { ApproveRefundDialog } from '../components/approve-refund-dialog';
import { RefundsTable } from '../components/refunds-table';
import { RejectRefundDialog } from '../components/reject-refund-dialog';

const FILTER_OPTIONS = optionsOf<RefundFilter>(REFUND_FILTERS, {
  all: REFUND_MSG.allStatuses,
  ...REFUND_MSG.statusLabels,
});

export function AdminRefundsPage() {
  const { query: params, set, setPage } = useListQuery(refundListQuerySchema);
  const query = useAdminRefunds(params);
  const dialog = useDialogItem<{ refund: RefundRow; kind: 'approve' | 'reject' }>();
  const DecideDialog = dialog.item?.kind === 'approve' ? ApproveRefundDialog : RejectRefundDialog;
  const busy = query.isFetching && query.isPlaceholderData;

  return (
    <>
      <PageHeader
        title={REFUND_MSG.refundsTitle}
        description={REFUND_MSG.refundsSubtitle}
        actions={
          <SelectBox
            label={REFUND_COLUMNS.status}
            options={FILTER_OPTIONS}
            value={params.status}
            onChange={(status) => set({ status })}
            className="w-full sm:w-44"
          />
        }
      />

      <ListBody
        query={query}
        count={(d) => d.refunds.length}
        error={<QueryErrorState query={query} fallback={REFUND_MSG.refundsFetchFailed} />}
        loading={<TableSkeleton rows={6} rowClassName="h-14 w-full" />}
        empty={
          <ListEmpty
            filtered={params.status !== 'all'}
            icon={Undo2}
            title={REFUND_MSG.noRefunds}
            clear={{ label: 'Clear filters', onClick: () => set({ status: 'all' }) }}
          />
        }
        onPage={setPage}
      >
        {(data) => (
          <RefundsTable
            refunds={data.refunds}
            actions={{
              onApprove: (refund) => dialog.show({ refund, kind: 'approve' }),
              onReject: (refund) => dialog.show({ refund, kind: 'reject' }),
            }}
            busy={busy}
          />
        )}
      </ListBody>

      {dialog.item ? (
        <DecideDialog
          key={`${dialog.item.kind}-${dialog.item.refund.id}`}
          refund={dialog.item.refund}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
        />
      ) : null}
    </>
  );
}
