/**
 * What a list screen shows under its toolbar: the failure, loading, nothing found, or the rows
 * followed by the pages.
 */
import type { ReactNode } from 'react';
import { Pagination } from './pagination';

interface ListQueryState<D> {
  data: D | undefined;
  isError: boolean;
}

interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

export function ListBody<D extends PageInfo>({
  query,
  count,
  error,
  loading,
  empty,
  keepRowsOnError = false,
  onPage,
  scrollToTop = true,
  children,
}: {
  query: ListQueryState<D>;
  /** The rows on this page. */
  count: (data: D) => number;
  error: ReactNode;
  loading: ReactNode;
  empty: ReactNode;
  /** A failed refetch leaves the rows on screen (the failure shows only when there are none). */
  keepRowsOnError?: boolean;
  /** Turns the page; without it the screen draws its pages itself. */
  onPage?: (page: number) => void;
  scrollToTop?: boolean;
  children: (data: D) => ReactNode;
}) {
  const { data } = query;
  if (query.isError && (!keepRowsOnError || !data)) return error;
  if (!data) return loading;
  if (count(data) === 0) return empty;
  return (
    <>
      {children(data)}
      {onPage ? (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => onPage(page)}
          scrollToTop={scrollToTop}
        />
      ) : null}
    </>
  );
}
