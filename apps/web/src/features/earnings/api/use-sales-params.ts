/** The sales list's sort, search and page, kept in the URL (?sort=&search=&page=). */
import { EARNINGS_SORTS, type EarningsSort } from '@cms/contract';
import { useListParams } from '@/lib/list-params';
import type { SalesParams } from './earnings';

const KEYS = ['sort', 'search'] as const;

const isSort = (value: string): value is EarningsSort => (EARNINGS_SORTS as readonly string[]).includes(value);

export function useSalesParams() {
  const [raw, update] = useListParams(KEYS);
  const params: SalesParams = {
    sort: isSort(raw.sort) ? raw.sort : 'date',
    search: raw.search.trim(),
    page: raw.page,
  };
  return {
    params,
    /** A new sort or search goes back to page 1; the default sort is left out of the URL. */
    setSort: (sort: EarningsSort) => update({ sort: sort === 'date' ? '' : sort }),
    setSearch: (search: string) => update({ search }),
    setPage: (page: number) => update({ page }),
  };
}
