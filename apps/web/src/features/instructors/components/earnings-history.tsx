/**
 * "Earnings History" of the instructor detail page: the instructor's sales, searched (course or
 * buyer e-mail), sorted and paged by the server, with Process Payment on the rows that can be paid.
 * Search, sort and page live in the URL.
 */
import { EARNINGS_MSG, EARNINGS_SORT_LABELS, EARNINGS_SORTS, INSTRUCTORS_MSG, salesQuerySchema } from '@cms/contract';
import { Receipt, SearchX } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LabelledSelect, optionsOf } from '@/components/list-filters';
import { QueryErrorState } from '@/components/error-state';
import { ListBody } from '@/components/list-body';
import { Pagination } from '@/components/pagination';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SearchForm } from '@/components/search-form';
import { searchBox, useListQuery } from '@/lib/list-query';
import { useInstructorSales } from '@/features/instructors/api/instructors';
import { SalesList } from './sales-list';

const SORT_OPTIONS = optionsOf(EARNINGS_SORTS, EARNINGS_SORT_LABELS);

export function EarningsHistory({ instructorId }: { instructorId: string }) {
  const headingId = useId();
  const { query: params, set, setPage } = useListQuery(salesQuerySchema);
  const query = useInstructorSales(instructorId, params);

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby={headingId}>
      <div className="flex flex-col gap-4 border-b px-4 py-4 sm:px-6">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {INSTRUCTORS_MSG.earningsHistory}
        </h2>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <SearchForm {...searchBox(params, set)} placeholder={INSTRUCTORS_MSG.searchSales} label="Search sales" />
          <LabelledSelect
            label={EARNINGS_MSG.sortBy}
            options={SORT_OPTIONS}
            value={params.sort}
            onChange={(sort) => set({ sort })}
            className="w-full lg:w-56"
          />
        </div>
      </div>

      <ListBody
        query={query}
        count={(d) => d.sales.length}
        keepRowsOnError
        error={
          <div className="p-4 sm:p-6">
            <QueryErrorState query={query} fallback={EARNINGS_MSG.fetchFailed} />
          </div>
        }
        loading={
          <div role="status" aria-label="Loading sales" className="space-y-3 p-4 sm:p-6">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12 rounded-lg" />
            ))}
          </div>
        }
        empty={
          <EmptyState
            className="m-4 sm:m-6"
            icon={params.search ? SearchX : Receipt}
            title={params.search ? `No sales match “${params.search}”` : EARNINGS_MSG.noSales}
          />
        }
      >
        {(data) => (
          <>
            <SalesList sales={data.sales} busy={query.isFetching} />
            <div className="px-4 pb-6">
              <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </div>
          </>
        )}
      </ListBody>
    </Card>
  );
}
