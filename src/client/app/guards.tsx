import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canAccessRoute } from '../../core/access';
import { useAuth } from '../stores/auth';
import { AccessDenied } from './error-screens';

export function LoadingScreen() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text>Loading…</Text>
      </Stack>
    </Center>
  );
}

/** SPEC §2: protected routes show 'Loading…' while the session loads, else send to /auth with the origin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuth((s) => s.status);
  const authenticated = useAuth((s) => s.isAuthenticated);
  const location = useLocation();
  if (status === 'idle' || (status === 'loading' && !authenticated)) return <LoadingScreen />;
  if (!authenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from }} />;
  }
  return children;
}

/** Role guard from the shared route table; the server enforces the same table on the API. */
export function RequireRoute({ path, children }: { path: string; children: ReactNode }) {
  const role = useAuth((s) => s.user?.role);
  if (!role) return <LoadingScreen />;
  return canAccessRoute(role, path) ? children : <AccessDenied />;
}
