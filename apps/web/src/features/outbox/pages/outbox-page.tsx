/**
 * /Admin/outbox: every e-mail the platform sent or kept, newest first, with the status, kind and
 * recipient search in the URL; a row opens the mail (text and HTML). A line says whether this
 * server sends by SMTP or keeps mail here; with SMTP a failed mail can be retried.
 */
import { OUTBOX_MSG, type OutboxMailSummary } from '@cms/contract';
import { Mail, SearchX } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useOutbox, useRetryMail } from '../api/outbox';
import { useOutboxParams } from '../api/use-outbox-params';
import { DeliveryNote } from '../components/delivery-note';
import { MailDialog } from '../components/mail-dialog';
import { OutboxCards } from '../components/outbox-cards';
import { OutboxFilters } from '../components/outbox-filters';
import { OutboxSkeleton } from '../components/outbox-skeleton';
import { OutboxTable } from '../components/outbox-table';

export function OutboxPage() {
  const { params, setFilter, setPage } = useOutboxParams();
  const query = useOutbox(params);
  const { data } = query;
  const [opened, setOpened] = useState<OutboxMailSummary | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const retry = useRetryMail();
  const filtered = params.search !== '' || params.status !== 'all' || params.kind !== 'all';
  const busy = query.isFetching && query.isPlaceholderData;

  const open = (mail: OutboxMailSummary) => {
    setOpened(mail);
    setDialogOpen(true);
  };
  const onRetry = (mail: OutboxMailSummary) =>
    retry.mutate(mail.id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => toast.error(OUTBOX_MSG.retryFailed, { description: errorMessage(err) }),
    });
  const list = {
    onOpen: open,
    onRetry: data?.delivery === 'smtp' ? onRetry : undefined,
    retryingId: retry.isPending ? retry.variables : null,
    busy,
  };

  return (
    <>
      <PageHeader title={OUTBOX_MSG.title} description={OUTBOX_MSG.subtitle} />
      {data ? <DeliveryNote delivery={data.delivery} /> : null}
      <OutboxFilters filters={params} onChange={setFilter} />

      {query.isError ? (
        <QueryErrorState query={query} fallback={OUTBOX_MSG.fetchFailed} />
      ) : !data ? (
        <OutboxSkeleton />
      ) : data.mails.length === 0 ? (
        <EmptyState
          icon={filtered ? SearchX : Mail}
          title={filtered ? OUTBOX_MSG.noMatch : OUTBOX_MSG.none}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => setFilter({ search: '', status: 'all', kind: 'all' })}>
                {OUTBOX_MSG.clearFilters}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <h2 className="sr-only">Mail list</h2>
          <OutboxTable mails={data.mails} {...list} />
          <OutboxCards mails={data.mails} {...list} />
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => setPage(page)}
            scrollToTop
          />
        </>
      )}

      {opened ? <MailDialog key={opened.id} mail={opened} open={dialogOpen} onOpenChange={setDialogOpen} /> : null}
    </>
  );
}
