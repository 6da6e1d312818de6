/**
 * /Admin/outbox: every e-mail the platform sent or kept, newest first, with the status, kind and
 * recipient search in the URL; a row opens the mail (text and HTML). A line says whether this
 * server sends by SMTP or keeps mail here; with SMTP a failed mail can be retried.
 */
import { OUTBOX_MSG, outboxQuerySchema, type OutboxMailSummary } from '@cms/contract';
import { Mail } from 'lucide-react';
import { toast } from '@/lib/toast';
import { QueryErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { ListBody } from '@/components/list-body';
import { ListEmpty } from '@/components/list-empty';
import { errorMessage } from '@/lib/api';
import { useListQuery } from '@/lib/list-query';
import { useDialogItem } from '@/lib/use-dialog-item';
import { useOutbox, useRetryMail } from '../api/outbox';
import { DeliveryNote } from '../components/delivery-note';
import { MailDialog } from '../components/mail-dialog';
import { OutboxFilters } from '../components/outbox-filters';
import { OutboxSkeleton } from '../components/outbox-skeleton';
import { OutboxTable } from '../components/outbox-table';

export function OutboxPage() {
  const { query: params, set, setPage } = useListQuery(outboxQuerySchema);
  const query = useOutbox(params);
  const { data } = query;
  const dialog = useDialogItem<OutboxMailSummary>();
  const retry = useRetryMail();
  const filtered = params.search !== undefined || params.status !== undefined || params.kind !== undefined;
  const busy = query.isFetching && query.isPlaceholderData;

  const onRetry = (mail: OutboxMailSummary) =>
    retry.mutate(mail.id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => toast.error(OUTBOX_MSG.retryFailed, { description: errorMessage(err) }),
    });
  const list = {
    onOpen: dialog.show,
    onRetry: data?.delivery === 'smtp' ? onRetry : undefined,
    retryingId: retry.isPending ? retry.variables : null,
    busy,
  };

  return (
    <>
      <PageHeader title={OUTBOX_MSG.title} description={OUTBOX_MSG.subtitle} />
      {data ? <DeliveryNote delivery={data.delivery} /> : null}
      <OutboxFilters filters={params} onChange={set} />

      <ListBody
        query={query}
        count={(d) => d.mails.length}
        error={<QueryErrorState query={query} fallback={OUTBOX_MSG.fetchFailed} />}
        loading={<OutboxSkeleton />}
        empty={
          <ListEmpty
            filtered={filtered}
            icon={Mail}
            title={filtered ? OUTBOX_MSG.noMatch : OUTBOX_MSG.none}
            clear={{
              label: OUTBOX_MSG.clearFilters,
              onClick: () => set({ search: undefined, status: undefined, kind: undefined }),
            }}
          />
        }
        onPage={setPage}
      >
        {(data) => (
          <>
            <h2 className="sr-only">Mail list</h2>
            <OutboxTable mails={data.mails} {...list} />
          </>
        )}
      </ListBody>

      {dialog.item ? (
        <MailDialog key={dialog.item.id} mail={dialog.item} open={dialog.open} onOpenChange={dialog.setOpen} />
      ) : null}
    </>
  );
}
