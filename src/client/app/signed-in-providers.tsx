import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves on retry; network blips might.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * Server data (TanStack Query) and toasts serve only the signed-in pages, so they load with the
 * shell's chunk rather than with the sign-in page (bundle budget, scripts/bundle-budget.mjs).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" />
      {children}
    </QueryClientProvider>
  );
}
