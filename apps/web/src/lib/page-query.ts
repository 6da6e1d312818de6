import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { useFetchQuery } from './fetch-query';

/** One page of a server-side list; the page on screen stays (isPlaceholderData) while the next one loads. */
export function usePageQuery<T>(queryKey: QueryKey, fetchPage: (signal: AbortSignal) => Promise<T>) {
  return useFetchQuery(queryKey, fetchPage, { placeholderData: keepPreviousData });
}
