/**
 * The admins' outbox: one page of mail (newest first; status, kind and recipient search are the
 * server's), one mail with its bodies, and a retry of a mail the worker gave up on.
 */
import {
  OUTBOX_API,
  outboxMailSchema,
  outboxPageSchema,
  outboxRetryResponseSchema,
  type OutboxMail,
  type OutboxPage,
  type OutboxQuery,
} from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { usePageQuery } from '@/lib/page-query';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { checkedApi, courseUrl } from '@/lib/api';
import { listPageUrl } from '@/lib/with-query';
import { outboxKeys } from '@/lib/query-keys';

export const outboxUrl = (p: OutboxQuery) =>
  listPageUrl(OUTBOX_API.list, p, { status: p.status, kind: p.kind, search: p.search });

export const getOutbox = (p: OutboxQuery, signal?: AbortSignal): Promise<OutboxPage> =>
  checkedApi.get(outboxPageSchema, outboxUrl(p), signal);

export const getOutboxMail = (id: string, signal?: AbortSignal): Promise<OutboxMail> =>
  checkedApi.get(outboxMailSchema, courseUrl(OUTBOX_API.one, id), signal);

export const retryMail = (id: string) => checkedApi.post(outboxRetryResponseSchema, courseUrl(OUTBOX_API.retry, id));

export function useOutbox(params: OutboxQuery) {
  return usePageQuery(outboxKeys.list(params), (signal) => getOutbox(params, signal));
}

/** One mail with its bodies, while `id` is set (the mail dialog is open). */
export function useOutboxMail(id: string | null) {
  return useQuery({
    queryKey: outboxKeys.mail(id ?? ''),
    queryFn: ({ signal }) => getOutboxMail(id!, signal),
    enabled: id !== null,
  });
}

/** Queues a failed mail again; the outbox is fetched again whatever the answer. */
export function useRetryMail() {
  return useRefetchingMutation(retryMail, [outboxKeys.all]);
}
