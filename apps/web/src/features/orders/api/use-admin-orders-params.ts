/** The orders screen's filters, sort and page, kept in the URL (?search=&status=&range=&sort=&dir=&page=). */
import {
  ADMIN_ORDER_SORTS,
  DATE_RANGES,
  DEFAULT_PAGE_SIZE,
  ORDER_FILTERS,
  SORT_DIRECTIONS,
  type AdminOrderSort,
  type SortDirection,
} from '@cms/contract';
import { useListParams } from '@/lib/list-params';
import type { AdminOrdersFilters, AdminOrdersParams } from './admin-orders';

const KEYS = ['search', 'status', 'range', 'sort', 'dir'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The direction a column sorts in first: newest and largest first, names from A. */
export const firstDirection = (sort: AdminOrderSort): SortDirection =>
  sort === 'date' || sort === 'amount' ? 'desc' : 'asc';

export function useAdminOrdersParams() {
  const [raw, update] = useListParams(KEYS);
  const sort = oneOf(ADMIN_ORDER_SORTS, raw.sort, 'date');
  const params: AdminOrdersParams = {
    search: raw.search.trim(),
    status: oneOf(ORDER_FILTERS, raw.status, 'all'),
    range: oneOf(DATE_RANGES, raw.range, 'all'),
    sort,
    dir: oneOf(SORT_DIRECTIONS, raw.dir, firstDirection(sort)),
    page: raw.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };

  /** A new filter goes back to page 1; the defaults are left out of the URL. */
  const setFilter = (next: Partial<AdminOrdersFilters>) =>
    update({
      ...(next.search !== undefined ? { search: next.search } : {}),
      ...(next.status !== undefined ? { status: next.status === 'all' ? '' : next.status } : {}),
      ...(next.range !== undefined ? { range: next.range === 'all' ? '' : next.range } : {}),
    });

  /** A new sort goes back to page 1; newest first (the default) is left out of the URL. */
  const setSort = (sort: AdminOrderSort, dir: SortDirection) => {
    const isDefault = sort === 'date' && dir === 'desc';
    update({ sort: isDefault ? '' : sort, dir: isDefault ? '' : dir });
  };

  /** A click on a column: the same column flips its direction, another starts at its first one. */
  const toggleSort = (column: AdminOrderSort) =>
    setSort(column, column === params.sort ? (params.dir === 'asc' ? 'desc' : 'asc') : firstDirection(column));

  const setPage = (page: number) => update({ page });

  return { params, setFilter, setSort, toggleSort, setPage };
}
