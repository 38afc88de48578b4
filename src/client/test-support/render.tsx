import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders inside the providers the app shell gives every page (Mantine in test mode, so there are
 * no transitions or portals; a fresh Query client without retries; a router at `route`).
 */
export function renderWithProviders(ui: ReactElement, { route = '/' } = {}): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
