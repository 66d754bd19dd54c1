import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../components/toast-provider';
import { ApiError, setUnauthorizedHandler } from '../lib/api-client';
import { sessionQueryKey } from '../features/session/api';

/** Client errors (4xx: no session, forbidden, missing, invalid) do not heal by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

const queryClient = new QueryClient({
  defaultOptions: {
    // Without network a query still runs once: the service worker may answer from its offline cache.
    // A change made without network fails at once with the Spanish connection message instead of waiting unseen.
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    mutations: { networkMode: 'always' },
  },
});

// A 401 anywhere means the session ended: "nobody" makes RequireAuth show /login.
setUnauthorizedHandler(() => queryClient.setQueryData(sessionQueryKey, null));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
