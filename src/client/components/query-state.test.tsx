import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { renderWithProviders } from '../test-support/render';
import { LoadError, LoadingState } from './query-state';

describe('LoadingState', () => {
  it('announces what is loading as a polite status', () => {
    renderWithProviders(<LoadingState what="regimens" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading regimens…');
  });
});

describe('LoadError', () => {
  it('shows the server message and retries on Try again', async () => {
    const retry = vi.fn();
    renderWithProviders(
      <LoadError
        error={new ApiError(503, 'unavailable', 'Database unavailable')}
        retry={retry}
        title="Could not load the regimen"
        notFoundTitle="Regimen not found"
      />,
    );
    expect(screen.getByText('Could not load the regimen')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('names a missing record and offers no retry, which cannot bring it back', () => {
    renderWithProviders(
      <LoadError
        error={new ApiError(404, 'not_found', 'No regimen "xyz"')}
        retry={() => {}}
        title="Could not load the regimen"
        notFoundTitle="Regimen not found"
      />,
    );
    expect(screen.getByText('Regimen not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('treats a 404 as a failure where no not-found title is given (a list, not a record)', () => {
    renderWithProviders(
      <LoadError
        error={new ApiError(404, 'not_found', 'Gone')}
        retry={() => {}}
        title="Could not load genes"
      />,
    );
    expect(screen.getByText('Could not load genes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
