import { useQuery } from '@tanstack/react-query';
import { getPublicConfig } from './auth';

/** GET /api/config. A failure counts as "Google not enabled". */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: false,
  });
}
