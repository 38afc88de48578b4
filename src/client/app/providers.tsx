import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useAuth } from '../stores/auth';
import { themeFor } from './theme';

/** Applies preferences.theme (light, dark or auto) once the profile is known. */
function ColorSchemeSync() {
  const pref = useAuth((s) => s.user?.preferences.theme);
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (pref) setColorScheme(pref);
  }, [pref, setColorScheme]);
  return null;
}

/** What every screen needs, the sign-in page included; the rest is in SignedInProviders. */
export function Providers({ children }: { children: ReactNode }) {
  const role = useAuth((s) => s.user?.role ?? null);
  const theme = useMemo(() => themeFor(role), [role]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ColorSchemeSync />
      {children}
    </MantineProvider>
  );
}
