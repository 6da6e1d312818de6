import { TOAST_DURATION_MS, TOAST_LIMIT } from '@cms/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '../components/ui/tooltip';
import { isApiError } from '../lib/api';
import { ThemeProvider, useTheme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

/**
 * Toasts: at most TOAST_LIMIT at a time, TOAST_DURATION_MS each (spec section 9).
 * "Destructive" notices are toast.error. Sonner's swipe-to-dismiss threshold is fixed by the library.
 */
function AppToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      theme={resolvedTheme}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      position="bottom-right"
      richColors
      closeButton
      swipeDirections={['right', 'bottom']}
      containerAriaLabel="Notifications"
    />
  );
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <TooltipProvider>
          {children}
          <AppToaster />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
