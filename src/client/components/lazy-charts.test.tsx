import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-support/render';
import { BarChart } from './lazy-charts';

/** Charts are a chunk of their own (issue 24): their place says they are loading, then they show. */
describe('lazy charts', () => {
  it('shows a loading state, then the chart', async () => {
    const { container } = renderWithProviders(
      <BarChart h={200} data={[{ k: 'a', n: 3 }]} dataKey="k" series={[{ name: 'n' }]} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
    await waitFor(() => expect(screen.queryByText('Loading chart…')).not.toBeInTheDocument(), {
      // The first import of the chart library is transformed on the spot in the test run.
      timeout: 60_000,
    });
    expect(container.querySelector('.recharts-responsive-container')).not.toBeNull();
  }, 90_000);
});
