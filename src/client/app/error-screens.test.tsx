import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  AccessDenied,
  RenderErrorBoundary,
  RouteErrorScreen,
  TopLevelErrorBoundary,
} from './error-screens';

function Boom(): ReactNode {
  throw new Error('kaboom');
}

const withMantine = (ui: ReactNode) => <MantineProvider>{ui}</MantineProvider>;

describe('SPEC §2 error screens', () => {
  it('a render error shows the generic texts and both buttons', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      withMantine(
        <RenderErrorBoundary>
          <Boom />
        </RenderErrorBoundary>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('the top-level screen reads "Something went wrong / Try reloading the page."', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TopLevelErrorBoundary>
        <Boom />
      </TopLevelErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Try reloading the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('a routing error shows "Unexpected Application Error!" with the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorScreen />,
        loader: () => {
          throw new Error('loader failed');
        },
        element: <p>never</p>,
      },
    ]);
    render(withMantine(<RouterProvider router={router} />));
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('loader failed')).toBeInTheDocument();
  });

  it('Access Denied explains and offers Go Back', () => {
    const router = createMemoryRouter([{ path: '/', element: <AccessDenied /> }]);
    render(withMantine(<RouterProvider router={router} />));
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});
