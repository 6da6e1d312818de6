/** Authentication state (spec sections 3 and 4), kept in the react-query cache under one key. */
import type { Role, SessionUser } from '@cms/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { checkAuth, UNAUTHENTICATED, type AuthState } from './auth';

export const AUTH_QUERY_KEY = ['auth'] as const;

export interface Auth {
  /** True until the first check-auth call settles. */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
  /** The user's role; Empty when unauthenticated or not yet verified. */
  role: Role;
}

export function useAuth(): Auth {
  const query = useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: ({ signal }) => checkAuth(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const state: AuthState = query.data ?? UNAUTHENTICATED;
  return {
    isLoading: query.isPending,
    isAuthenticated: state.isAuthenticated,
    user: state.user,
    role: state.user?.role ?? 'Empty',
  };
}

/** Replace or clear the stored authentication state (after sign-in, verification, sign-out). */
export function useSetAuth() {
  const queryClient = useQueryClient();
  const setUser = useCallback(
    (user: SessionUser) => {
      queryClient.setQueryData<AuthState>(AUTH_QUERY_KEY, { isAuthenticated: true, user });
    },
    [queryClient],
  );
  const clear = useCallback(() => {
    // Forget everything loaded for the previous user, keep only the (now empty) auth state.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_QUERY_KEY[0] });
    queryClient.setQueryData<AuthState>(AUTH_QUERY_KEY, UNAUTHENTICATED);
  }, [queryClient]);
  return { setUser, clear };
}
