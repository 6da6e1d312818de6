/**
 * The admins' orders (spec 2 "Orders"): one page of orders with the stats of every order matching
 * the filters, and the CSV of the same filters and sort. Filtering, sorting and paging are the server's.
 */
import {
  ADMIN_ORDER_API,
  adminOrderDetailSchema,
  adminOrdersSchema,
  type AdminOrderDetail,
  type AdminOrders,
  type AdminOrdersQuery,
  type OrdersCsvQuery,
} from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { usePageQuery } from '@/lib/page-query';
import { checkedApi } from '@/lib/api';
import { listPageUrl, withQuery } from '@/lib/with-query';
import { adminOrderKeys } from '@/lib/query-keys';

/** The filters and sort as a query string's values: defaults left out. */
function filterValues(f: OrdersCsvQuery) {
  return {
    search: f.search,
    status: f.status === 'all' ? undefined : f.status,
    range: f.range === 'all' ? undefined : f.range,
    sort: f.sort,
    dir: f.dir,
  };
}

export const adminOrdersUrl = (p: AdminOrdersQuery) => listPageUrl(ADMIN_ORDER_API.list, p, filterValues(p));

/** The CSV of every order matching the filters, in the list's order (the server names the file). */
export const ordersCsvUrl = (f: OrdersCsvQuery) => withQuery(ADMIN_ORDER_API.csv, filterValues(f));

export const getAdminOrders = (p: AdminOrdersQuery, signal?: AbortSignal): Promise<AdminOrders> =>
  checkedApi.get(adminOrdersSchema, adminOrdersUrl(p), signal);

export function useAdminOrders(params: AdminOrdersQuery) {
  return usePageQuery(adminOrderKeys.list(params), (signal) => getAdminOrders(params, signal));
}

export const getAdminOrder = (id: string, signal?: AbortSignal): Promise<AdminOrderDetail> =>
  checkedApi.get(adminOrderDetailSchema, ADMIN_ORDER_API.detail.replace(':id', encodeURIComponent(id)), signal);

/** One order's detail, while `id` is set (the dialog is open). */
export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: adminOrderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getAdminOrder(id!, signal),
    enabled: Boolean(id),
  });
}
