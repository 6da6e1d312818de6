import { useQuery } from '@tanstack/react-query';
import { getPublicConfig } from './auth';

export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

/** GET /api/config. A failure counts as "Google not enabled". */
export function usePublicConfig() {
  return useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: false,
  });
}
