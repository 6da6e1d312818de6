/**
 * The admins' orders (spec 2 "Orders"): one page of orders with the stats of every order matching
 * the filters, and the CSV of the same filters and sort. Filtering, sorting and paging are the server's.
 */
import {
  ADMIN_ORDER_API,
  adminOrdersSchema,
  DEFAULT_PAGE_SIZE,
  type AdminOrders,
  type AdminOrderSort,
  type DateRange,
  type OrderFilter,
  type SortDirection,
} from '@cms/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { adminOrderKeys } from '@/lib/query-keys';

export interface AdminOrdersFilters {
  search: string;
  status: OrderFilter;
  range: DateRange;
  sort: AdminOrderSort;
  dir: SortDirection;
}

export interface AdminOrdersParams extends AdminOrdersFilters {
  page: number;
  pageSize: number;
}

/** The filters and sort as a query string's values: defaults left out. */
function filterValues(f: AdminOrdersFilters) {
  return {
    search: f.search,
    status: f.status === 'all' ? undefined : f.status,
    range: f.range === 'all' ? undefined : f.range,
    sort: f.sort,
    dir: f.dir,
  };
}

export const adminOrdersUrl = (p: AdminOrdersParams) =>
  withQuery(ADMIN_ORDER_API.list, {
    ...filterValues(p),
    page: p.page > 1 ? p.page : undefined,
    pageSize: p.pageSize === DEFAULT_PAGE_SIZE ? undefined : p.pageSize,
  });

/** The CSV of every order matching the filters, in the list's order (the server names the file). */
export const ordersCsvUrl = (f: AdminOrdersFilters) => withQuery(ADMIN_ORDER_API.csv, filterValues(f));

export const getAdminOrders = async (p: AdminOrdersParams, signal?: AbortSignal): Promise<AdminOrders> =>
  parseResponse(adminOrdersSchema, await api.get(adminOrdersUrl(p), signal));

export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery({
    queryKey: adminOrderKeys.list(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  });
}
