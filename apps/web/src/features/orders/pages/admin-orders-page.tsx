/**
 * /Admin/orders (spec 2 "Orders", 8, 9): the figures of every order matching the filters, search,
 * status and date range (in the URL), a sortable, paged table (cards on phones) and the CSV.
 */
import { ADMIN_ORDERS_MSG } from '@cms/contract';
import { Download, Receipt, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { StatGridSkeleton } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { ordersCsvUrl, useAdminOrders } from '../api/admin-orders';
import { useAdminOrdersParams } from '../api/use-admin-orders-params';
import { MobileSort } from '../components/admin/mobile-sort';
import { OrderCards } from '../components/admin/order-cards';
import { OrderFilters } from '../components/admin/order-filters';
import { OrderStatsGrid } from '../components/admin/order-stats';
import { OrdersTable } from '../components/admin/orders-table';
import { OrdersTableSkeleton } from '../components/admin/orders-table-skeleton';

export function AdminOrdersPage() {
  const { params, setFilter, setSort, toggleSort, setPage } = useAdminOrdersParams();
  const query = useAdminOrders(params);
  const { data } = query;
  const filtered = params.search !== '' || params.status !== 'all' || params.range !== 'all';

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

      <OrderFilters filters={params} onChange={setFilter} />

      {query.isError ? (
        <ErrorState
          message={ADMIN_ORDERS_MSG.fetchFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <OrdersTableSkeleton />
      ) : data.orders.length === 0 ? (
        <EmptyState
          icon={filtered ? SearchX : Receipt}
          title={ADMIN_ORDERS_MSG.noOrders}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => setFilter({ search: '', status: 'all', range: 'all' })}>
                Clear Filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <h2 className="sr-only">Order list</h2>
          <MobileSort sort={params.sort} dir={params.dir} onChange={setSort} />
          <OrdersTable
            orders={data.orders}
            firstNumber={(data.page - 1) * data.pageSize + 1}
            sort={params}
            onSort={toggleSort}
            busy={query.isFetching && query.isPlaceholderData}
          />
          <OrderCards
            orders={data.orders}
            firstNumber={(data.page - 1) * data.pageSize + 1}
            busy={query.isFetching && query.isPlaceholderData}
          />
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => setPage(page)}
            scrollToTop
          />
        </>
      )}
    </>
  );
}
