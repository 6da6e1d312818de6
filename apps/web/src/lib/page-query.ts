import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

/** One page of a server-side list; the page on screen stays (isPlaceholderData) while the next one loads. */
export function usePageQuery<T>(queryKey: QueryKey, fetchPage: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchPage(signal), placeholderData: keepPreviousData });
}
