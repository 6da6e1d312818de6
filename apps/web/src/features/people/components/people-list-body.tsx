/** What a people list shows under its toolbar: loading, the failure, nothing found, or the rows and pages. */
import { PEOPLE_MSG } from '@cms/contract';
import { SearchX, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { Skeleton } from '@/components/ui/skeleton';

interface PageQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function PeopleListBody<D extends { total: number; page: number; pageSize: number }>({
  query,
  count,
  empty,
  filtered,
  onPage,
  children,
}: {
  query: PageQuery<D>;
  /** The rows on this page. */
  count: (data: D) => number;
  /** The empty text (No leads found / No users found). */
  empty: string;
  /** Whether a search or filter is in force (the empty state then suggests changing it). */
  filtered: boolean;
  onPage: (page: number) => void;
  children: (data: D) => ReactNode;
}) {
  const data = query.data;
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading" className="space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError && !data) return <QueryErrorState query={query} fallback={PEOPLE_MSG.fetchFailed} />;
  if (!data) return null;
  if (count(data) === 0) {
    return (
      <EmptyState
        icon={filtered ? SearchX : UsersRound}
        title={empty}
        description={filtered ? 'Try adjusting your search or filter.' : undefined}
      />
    );
  }
  return (
    <>
      {children(data)}
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={(page) => onPage(page)}
        scrollToTop
      />
    </>
  );
}

/** "12 leads" beside the search, or "Searching…" while a new search loads. */
export function ResultCount({
  total,
  one,
  many,
  searching,
}: {
  total: number | undefined;
  one: string;
  many: string;
  searching: boolean;
}) {
  if (total === undefined) return null;
  return (
    <p className="shrink-0 text-sm text-muted-foreground" aria-live="polite">
      {searching ? 'Searching…' : `${total.toLocaleString('en-IN')} ${total === 1 ? one : many}`}
    </p>
  );
}
