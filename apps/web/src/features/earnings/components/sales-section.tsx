import { EARNINGS_MSG, EARNINGS_SORT_LABELS, EARNINGS_SORTS, type EarningsSort, type SalesPage } from '@cms/contract';
import { Receipt, SearchX } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LabelledSelect, optionsOf } from '@/components/list-filters';
import { ListBody } from '@/components/list-body';
import { ListSkeleton } from '@/components/list-skeleton';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/format';
import { cn } from '@/lib/utils';
import { SearchForm } from '@/components/search-form';
import type { SalesParams } from '@/features/earnings/api/earnings';
import { SalesTable } from './sales-table';

const SORT_OPTIONS = optionsOf(EARNINGS_SORTS, EARNINGS_SORT_LABELS);

/**
 * "12 sales": only paid orders are sales; the list also shows the others (pending, failed,
 * cancelled), so their count follows when there are any: "12 sales · 7 other orders".
 */
export function salesCountText({ total, paidTotal }: Pick<SalesPage, 'total' | 'paidTotal'>): string {
  const others = total - paidTotal;
  return others > 0 ? `${plural(paidTotal, 'sale')} · ${plural(others, 'other order')}` : plural(paidTotal, 'sale');
}

/**
 * Sales: a server-side search (debounced), the sort (spec 9), one page of sales and the pages.
 * `data` is undefined while the first page loads; `stale` while another page replaces it.
 */
export function SalesSection({
  params,
  data,
  stale,
  failed,
  onSort,
  onSearch,
  onPage,
}: {
  params: SalesParams;
  data: SalesPage | undefined;
  stale: boolean;
  /** The page could not be fetched (the page's alert says why): no list. */
  failed: boolean;
  onSort: (sort: EarningsSort) => void;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {EARNINGS_MSG.sales}
        </h2>
        {data && !failed ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {stale ? 'Loading…' : `${salesCountText(data)}${params.search ? ` for “${params.search}”` : ''}`}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <SearchForm
          value={params.search ?? ''}
          onSearch={onSearch}
          placeholder="Search by course or buyer email..."
          label="Search sales"
        />
        <LabelledSelect
          label={EARNINGS_MSG.sortBy}
          options={SORT_OPTIONS}
          value={params.sort}
          onChange={(sort) => onSort(sort as EarningsSort)}
          className="w-full md:w-56"
        />
      </div>

      <ListBody
        query={{ data, isError: failed }}
        count={(d) => d.sales.length}
        error={null}
        loading={<ListSkeleton count={4} className="space-y-3" />}
        empty={
          params.search ? (
            <EmptyState
              icon={SearchX}
              title={`No sales match “${params.search}”`}
              description="Try another course name or buyer email."
              action={
                <Button variant="outline" onClick={() => onSearch('')}>
                  Clear Search
                </Button>
              }
            />
          ) : (
            <EmptyState icon={Receipt} title={EARNINGS_MSG.noSales} description={EARNINGS_MSG.noSalesHint} />
          )
        }
      >
        {(data) => (
          <div aria-busy={stale} className={cn('transition-opacity', stale && 'opacity-60')}>
            <SalesTable sales={data.sales} />
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
          </div>
        )}
      </ListBody>
    </section>
  );
}
