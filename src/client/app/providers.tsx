import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { useAuth } from '../stores/auth';
import { themeFor } from './theme';

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

/** Applies preferences.theme (light, dark or auto) once the profile is known. */
function ColorSchemeSync() {
  const pref = useAuth((s) => s.user?.preferences.theme);
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (pref) setColorScheme(pref);
  }, [pref, setColorScheme]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const role = useAuth((s) => s.user?.role ?? null);
  const theme = useMemo(() => themeFor(role), [role]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <ColorSchemeSync />
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
