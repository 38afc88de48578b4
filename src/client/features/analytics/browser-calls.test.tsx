import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { BrowserCalls, reportInstall } from './browser-calls';

vi.mock('../../lib/api', () => ({ api: vi.fn() }));

describe('browser-only calls (SPEC §7)', () => {
  beforeEach(() => {
    vi.mocked(api).mockClear();
    vi.mocked(api).mockResolvedValue(undefined);
  });

  it('reports an install with timestamp, userAgent and platform when the browser says so', async () => {
    vi.mocked(api).mockResolvedValue(undefined);
    const view = render(<BrowserCalls />);
    window.dispatchEvent(new Event('appinstalled'));
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect(api).toHaveBeenCalledWith('/api/analytics/pwa-install', {
      method: 'POST',
      body: {
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        userAgent: navigator.userAgent,
        platform: expect.any(String),
      },
    });
    // Unmounted: the listener is gone.
    view.unmount();
    window.dispatchEvent(new Event('appinstalled'));
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('is fire and forget: a failed call throws nothing', async () => {
    vi.mocked(api).mockImplementation(async () => {
      throw new Error('offline');
    });
    let thrown: unknown = null;
    await reportInstall(new Date('2025-03-01T10:00:00Z')).catch((e: unknown) => (thrown = e));
    expect(thrown).toBeNull();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('sends no push subscription when the browser has no service worker registration', async () => {
    render(<BrowserCalls />);
    await new Promise((r) => setTimeout(r, 0));
    expect(api).not.toHaveBeenCalledWith('/api/push/subscribe', expect.anything());
  });
});
