/**
 * /Admin/orders (spec 2 "Orders", 8, 9): the figures of every order matching the filters, search,
 * status and date range (in the URL), a sortable, paged table (cards on phones) and the CSV; each
 * row's course opens the order's detail. Dates are in the college's time zone, like the CSV's.
 */
import { ADMIN_ORDERS_MSG, adminOrdersQuerySchema } from '@cms/contract';
import { Download, Receipt } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { ErrorState } from '@/components/error-state';
import { ListBody } from '@/components/list-body';
import { ListEmpty } from '@/components/list-empty';
import { PageHeader } from '@/components/page-header';
import { StatGridSkeleton } from '@/components/stat-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { useListQuery } from '@/lib/list-query';
import { ordersCsvUrl, useAdminOrders } from '../api/admin-orders';
import { MobileSort } from '../components/admin/mobile-sort';
import { OrderDetailDialog } from '../components/admin/order-detail-dialog';
import { OrderFilters } from '../components/admin/order-filters';
import { OrderStatsGrid } from '../components/admin/order-stats';
import { OrdersTable, sortAfterClick } from '../components/admin/orders-table';

export function AdminOrdersPage() {
  const { query: params, set, setPage } = useListQuery(adminOrdersQuerySchema);
  const query = useAdminOrders(params);
  const { data } = query;
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const filtered = params.search !== undefined || params.status !== 'all' || params.range !== 'all';

  // Spec 8: a destructive toast for each failed load, besides the inline error state.
  useEffect(() => {
    if (query.isError) toast.error(ADMIN_ORDERS_MSG.errorTitle, { description: ADMIN_ORDERS_MSG.fetchFailed });
  }, [query.isError, query.errorUpdatedAt]);

  const csvHref = ordersCsvUrl(params);

  return (
    <>
      <PageHeader
        title={ADMIN_ORDERS_MSG.title}
        description={ADMIN_ORDERS_MSG.subtitle}
        actions={
          <Button asChild variant="outline">
            <a href={csvHref} download>
              <Download aria-hidden />
              {ADMIN_ORDERS_MSG.downloadCsv}
            </a>
          </Button>
        }
      />

      {data && !query.isError ? <OrderStatsGrid stats={data.stats} /> : query.isPending ? <StatGridSkeleton /> : null}

      <OrderFilters filters={params} onChange={set} />

      <ListBody
        query={query}
        count={(d) => d.orders.length}
        error={
          <ErrorState
            message={ADMIN_ORDERS_MSG.fetchFailed}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        }
        loading={<TableSkeleton rows={8} rowClassName="h-12 w-full" />}
        empty={
          <ListEmpty
            filtered={filtered}
            icon={Receipt}
            title={ADMIN_ORDERS_MSG.noOrders}
            clear={{ label: 'Clear Filters', onClick: () => set({ search: undefined, status: 'all', range: 'all' }) }}
          />
        }
        onPage={setPage}
      >
        {(data) => (
          <>
            <h2 className="sr-only">Order list</h2>
            <MobileSort sort={params.sort} dir={params.dir} onChange={(sort, dir) => set({ sort, dir })} />
            <OrdersTable
              orders={data.orders}
              firstNumber={(data.page - 1) * data.pageSize + 1}
              sort={{ ...params, onSort: (column) => set(sortAfterClick(params, column)) }}
              busy={query.isFetching && query.isPlaceholderData}
              timeZone={data.timeZone}
              onOpen={(order) => setOpenOrder(order.id)}
            />
            <p className="mt-3 text-xs text-muted-foreground">{ADMIN_ORDERS_MSG.datesIn(data.timeZone)}</p>
          </>
        )}
      </ListBody>
      <OrderDetailDialog orderId={openOrder} onClose={() => setOpenOrder(null)} />
    </>
  );
}
