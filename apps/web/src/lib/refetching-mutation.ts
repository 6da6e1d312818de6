import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A function that fetches again every query under `keys` (all at once). */
export function useRefetch(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A change after which the queries under `refetch` are fetched again: whatever the answer by default
 * (another admin may have acted first), or only after a success (`after: 'success'`).
 */
export function useRefetchingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refetch: readonly QueryKey[],
  after: 'settled' | 'success' = 'settled',
) {
  const refresh = useRefetch(refetch);
  return useMutation({ mutationFn, ...(after === 'settled' ? { onSettled: refresh } : { onSuccess: refresh }) });
}
