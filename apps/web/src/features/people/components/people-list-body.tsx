/** What a people list shows under its toolbar: loading, the failure, nothing found, or the rows and pages. */
import { PEOPLE_MSG } from '@cms/contract';
import { SearchX, UsersRound } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { ListBody } from '@/components/list-body';
import { ListSkeleton } from '@/components/list-skeleton';
import { PeopleTable, type PeopleColumn, type Person } from './people-table';

/**
 * A people list's rows (PeopleTable) with its pages; or loading, the failure, or nothing found
 * (suggesting another search or filter when one is in force).
 */
export function PeopleListBody<T extends Person, D extends { total: number; page: number; pageSize: number }>({
  query,
  rows,
  columns,
  caption,
  empty,
  filtered,
  onPage,
}: {
  query: { data: D | undefined; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  /** The rows on this page. */
  rows: (data: D) => readonly T[];
  columns: readonly PeopleColumn<T>[];
  caption: string;
  /** The empty text (No leads found / No users found). */
  empty: string;
  /** Whether a search or filter is in force (the empty state then suggests changing it). */
  filtered: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <ListBody
      query={query}
      count={(data) => rows(data).length}
      keepRowsOnError
      error={<QueryErrorState query={query} fallback={PEOPLE_MSG.fetchFailed} />}
      loading={<ListSkeleton count={6} label="Loading" className="space-y-3" item="h-16 rounded-xl" />}
      empty={
        <EmptyState
          icon={filtered ? SearchX : UsersRound}
          title={empty}
          description={filtered ? 'Try adjusting your search or filter.' : undefined}
        />
      }
      onPage={onPage}
    >
      {(data) => <PeopleTable rows={rows(data)} columns={columns} caption={caption} busy={query.isFetching} />}
    </ListBody>
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
