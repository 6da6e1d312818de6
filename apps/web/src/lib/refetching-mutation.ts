import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change after which, whatever the answer (another admin may have acted first), the queries under
 * `refetch` are fetched again.
 */
export function useRefetchingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refetch: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
