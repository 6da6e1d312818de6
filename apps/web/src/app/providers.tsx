import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { UNAUTHENTICATED, type AuthState } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { AUTH_QUERY_KEY } from '@/features/auth';
import { ThemeProvider, useTheme } from '@/components/theme/theme-provider';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_OFFSET_TOP_PX } from '@/config/ui';
import { useToaster } from '@/lib/toaster-slot';

export function createQueryClient(): QueryClient {
  // A 401 from any data call means the session has ended (expired or revoked elsewhere):
  // forget the user, and the route guard sends them to sign-in.
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return;
    const auth = client.getQueryData<AuthState>(AUTH_QUERY_KEY);
    if (auth?.isAuthenticated) client.setQueryData<AuthState>(AUTH_QUERY_KEY, UNAUTHENTICATED);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not get better by asking again.
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * Toasts: at most TOAST_LIMIT at a time, TOAST_DURATION_MS each (spec section 9).
 * "Destructive" notices are toast.error. Sonner's swipe-to-dismiss threshold is fixed by the library.
 * Mounted once sonner has loaded (lib/toast): the first screen does not load it before a toast.
 * Placed at the top centre, just below the app header (TOAST_OFFSET_TOP_PX), where no action lives:
 * never over a form's submit button at the bottom of a phone screen or Messages' Send.
 */
function AppToaster() {
  const { resolvedTheme } = useTheme();
  const toaster = useToaster();
  return toaster
    ? toaster({
        theme: resolvedTheme,
        visibleToasts: TOAST_LIMIT,
        duration: TOAST_DURATION_MS,
        position: 'top-center',
        offset: { top: TOAST_OFFSET_TOP_PX },
        mobileOffset: { top: TOAST_OFFSET_TOP_PX },
        richColors: true,
        closeButton: true,
        swipeDirections: ['top'],
        containerAriaLabel: 'Notifications',
      })
    : null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        <AppToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
