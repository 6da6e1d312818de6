/**
 * /instructor/earnings (spec 2 "Earnings", 8, 9): Earnings Dashboard with Withdraw Funds; the
 * figures, the monthly chart and the sales, sortable by date, amount or status. A failed fetch
 * shows the alert "Error" with the server's message or "Failed to fetch earnings".
 */
import { EARNINGS_MSG, salesQuerySchema } from '@cms/contract';
import { ArrowDownToLine } from 'lucide-react';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { StatGridSkeleton } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useListQuery } from '@/lib/list-query';
import { useEarningsSummary, useSales } from '@/features/earnings/api/earnings';
import { EarningsFigures } from '@/features/earnings/components/earnings-figures';
import { ErrorAlert } from '@/features/earnings/components/error-alert';
import { MonthlyEarnings } from '@/features/earnings/components/monthly-earnings';
import { SalesSection } from '@/features/earnings/components/sales-section';

export function EarningsPage() {
  const summary = useEarningsSummary();
  const { query: params, set, setPage } = useListQuery(salesQuerySchema);
  const sales = useSales(params);
  const failed = [summary, sales].filter((q) => q.isError);

  return (
    <>
      <PageHeader
        title={EARNINGS_MSG.earningsDashboard}
        description={`What your courses have earned, month by month, and every sale. ${EARNINGS_MSG.lessGst}`}
        actions={
          <LinkButton to={paths.instructor.withdrawals} icon={ArrowDownToLine} variant="gradient">
            {EARNINGS_MSG.withdrawFunds}
          </LinkButton>
        }
      />

      {failed.length > 0 ? (
        <ErrorAlert
          title={EARNINGS_MSG.errorTitle}
          error={failed[0]!.error}
          fallback={EARNINGS_MSG.fetchFailed}
          onRetry={() => failed.forEach((q) => void q.refetch())}
          retrying={failed.some((q) => q.isFetching)}
          className="mb-8"
        />
      ) : null}

      {summary.isPending ? (
        <div role="status" aria-label="Loading your earnings">
          <StatGridSkeleton />
          <Skeleton className="mb-8 h-[340px] rounded-2xl" />
        </div>
      ) : summary.isSuccess ? (
        <>
          <EarningsFigures summary={summary.data} />
          <MonthlyEarnings monthly={summary.data.monthly} />
        </>
      ) : null}

      <SalesSection
        params={params}
        data={sales.data}
        stale={sales.isPlaceholderData}
        failed={sales.isError}
        onSort={(sort) => set({ sort })}
        onSearch={(search) => set({ search })}
        onPage={setPage}
      />
    </>
  );
}
