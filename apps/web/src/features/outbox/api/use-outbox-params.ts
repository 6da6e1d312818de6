/** The outbox's filters and page, kept in the URL (?status=&kind=&search=&page=). */
import { DEFAULT_PAGE_SIZE, MAIL_KINDS, MAIL_STATUSES } from '@cms/contract';
import { useListParams } from '@/lib/list-params';
import type { OutboxFilters, OutboxParams } from './outbox';

const KEYS = ['status', 'kind', 'search'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string): T | 'all' =>
  (values as readonly string[]).includes(value) ? (value as T) : 'all';

export function useOutboxParams() {
  const [raw, update] = useListParams(KEYS);
  const params: OutboxParams = {
    status: oneOf(MAIL_STATUSES, raw.status),
    kind: oneOf(MAIL_KINDS, raw.kind),
    search: raw.search.trim(),
    page: raw.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };

  /** A new filter goes back to page 1; "all" is left out of the URL. */
  const setFilter = (next: Partial<OutboxFilters>) =>
    update({
      ...(next.status !== undefined ? { status: next.status === 'all' ? '' : next.status } : {}),
      ...(next.kind !== undefined ? { kind: next.kind === 'all' ? '' : next.kind } : {}),
      ...(next.search !== undefined ? { search: next.search } : {}),
    });

  const setPage = (page: number) => update({ page });

  return { params, setFilter, setPage };
}
