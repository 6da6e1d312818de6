import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** Options a fetch query may add (polling, enabled, retry, select …): all but its key and function. */
export type FetchQueryOptions<T, S = T> = Omit<UseQueryOptions<T, Error, S>, 'queryKey' | 'queryFn'>;

/** A query under `queryKey` that reads `fetch` with the query's abort signal. */
export function useFetchQuery<T, S = T>(
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  options?: FetchQueryOptions<T, S>,
) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetch(signal), ...options });
}
