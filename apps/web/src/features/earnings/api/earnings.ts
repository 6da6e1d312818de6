/** The instructor's earnings (spec 2 "Earnings", 8, 9): every figure is computed by the server. */
import { EARNINGS_API, earningsSummarySchema, salesPageSchema, type SalesQuery } from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { usePageQuery } from '@/lib/page-query';
import { checkedApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { earningsKeys } from '@/lib/query-keys';

/** A sales page's sort, search and page (the page size is the server's default). */
export type SalesParams = Pick<SalesQuery, 'sort' | 'search' | 'page'>;

export const getEarningsSummary = (signal?: AbortSignal) =>
  checkedApi.get(earningsSummarySchema, EARNINGS_API.summary, signal);

/** The address of a sales page: sort and page always, search when there is one. */
export const salesUrl = ({ sort, search, page }: SalesParams) => withQuery(EARNINGS_API.sales, { sort, page, search });

export const getSales = (params: SalesParams, signal?: AbortSignal) =>
  checkedApi.get(salesPageSchema, salesUrl(params), signal);

export function useEarningsSummary() {
  return useQuery({ queryKey: earningsKeys.summary, queryFn: ({ signal }) => getEarningsSummary(signal) });
}

/** One page of sales; the previous page stays on screen while the next one loads. */
export function useSales(params: SalesParams) {
  return usePageQuery(earningsKeys.sales(params), (signal) => getSales(params, signal));
}
