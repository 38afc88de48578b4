import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminFeedbackItem, GithubConfig, SprintPlan } from './api';
import FeedbackAdminPage from './feedback-admin-page';
import { renderWithProviders } from '../../test-support/render';

const calls: Array<{ path: string; method: string; body?: unknown }> = [];
let handler: (path: string, method: string, body?: unknown) => unknown;

vi.mock('../../lib/api', () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
      readonly details?: unknown,
    ) {
      super(message);
    }
  }
  return {
    ApiError,
    api: vi.fn(async (path: string, options: { method?: string; body?: unknown } = {}) => {
      const method = options.method ?? 'GET';
      calls.push({ path, method, body: options.body });
      return handler(path, method, options.body);
    }),
    downloadFile: vi.fn(async () => undefined),
  };
});

const { ApiError } = await import('../../lib/api');

const ITEM: AdminFeedbackItem = {
  id: '44444444-4444-4444-8444-444444444444',
  sessionId: 's',
  timestamp: '2025-03-01T09:30:00.000Z',
  type: 'bug',
  category: 'drug_interactions',
  priority: 'high',
  title: 'Interaction checker crashes',
  description: 'Blank page.',
  page: '/interactions',
  userAgent: 'UA',
  url: 'http://localhost/interactions',
  metadata: { browserInfo: { browser: 'Chrome', version: '126', os: 'Linux' } },
  status: 'new',
  estimatedEffort: 'm',
  labels: ['type:bug', 'category:drug_interactions', 'priority:high', 'effort:m', 'tumour-board'],
  votes: 2,
  receivedAt: '2025-03-01T09:30:01.000Z',
  updatedAt: '2025-03-01T09:30:01.000Z',
  submitter: { id: '55555555-5555-4555-8555-555555555555', name: 'Test Nurse' },
  votedByMe: false,
};

const UNCONFIGURED: GithubConfig = {
  configured: false,
  enabled: false,
  owner: '',
  repo: '',
  apiUrl: null,
  defaultApiUrl: 'https://api.github.com',
  tokenSet: false,
  tokenLast4: null,
  updatedAt: null,
};

const PLAN: SprintPlan = {
  capacity: 40,
  current: [
    {
      id: ITEM.id,
      type: 'bug',
      category: 'drug_interactions',
      priority: 'high',
      effort: 'm',
      points: 5,
      title: 'Interaction checker crashes',
      description: 'Blank page.',
      labels: [],
      timestamp: ITEM.timestamp,
      status: 'new',
    },
  ],
  next: [],
  backlog: [],
  pointsCurrent: 5,
  pointsNext: 0,
  pointsBacklog: 0,
};

function defaultHandler(path: string, method: string): unknown {
  if (path.startsWith('/api/admin/github/config')) return UNCONFIGURED;
  if (path.startsWith('/api/admin/feedback/sprint-plan')) return PLAN;
  if (path.startsWith('/api/admin/feedback?')) {
    return { items: [ITEM], total: 1, page: 1, pageSize: 25 };
  }
  if (path.endsWith('/vote')) return { votes: 3, votedByMe: method === 'POST' };
  if (method === 'PATCH') return ITEM;
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  calls.length = 0;
  handler = defaultHandler;
});

describe('FeedbackAdminPage', { timeout: 20_000 }, () => {
  it('lists feedback with priority as icon and text, own labels, and votes', async () => {
    renderWithProviders(<FeedbackAdminPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Feedback administration' }),
    ).toBeVisible();
    const row = (await screen.findByText('Interaction checker crashes')).closest('tr')!;
    expect(within(row).getByText('High')).toBeVisible();
    expect(within(row).getByText('tumour-board')).toBeVisible();
    expect(within(row).queryByText('priority:high')).toBeNull();
    expect(
      within(row).getByRole('button', { name: /Vote for "Interaction checker crashes", 2 votes/ }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(calls[0]?.path).toMatch(/^\/api\/admin\/(feedback|github)/);
    const list = calls.find((c) => c.path.startsWith('/api/admin/feedback?'))!;
    expect(list.path).toContain('status=open');
    expect(list.path).toContain('sort=timestamp');
  });

  it('changes status and votes through the API', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackAdminPage />);
    const status = await screen.findByRole('combobox', {
      name: 'Status of "Interaction checker crashes"',
    });
    await user.selectOptions(status, 'triaged');
    expect(calls).toContainEqual({
      path: `/api/admin/feedback/${ITEM.id}`,
      method: 'PATCH',
      body: { status: 'triaged' },
    });
    await user.click(screen.getByRole('button', { name: /Vote for/ }));
    expect(calls).toContainEqual({
      path: `/api/admin/feedback/${ITEM.id}/vote`,
      method: 'POST',
      body: undefined,
    });
  });

  it('filters by type and resets to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackAdminPage />);
    await screen.findByText('Interaction checker crashes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'feature_request');
    const last = calls.filter((c) => c.path.startsWith('/api/admin/feedback?')).at(-1)!;
    expect(last.path).toContain('type=feature_request');
    expect(last.path).toContain('page=1');
  });

  it('shows the sprint plan board with points per column', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackAdminPage />);
    await user.click(screen.getByRole('tab', { name: 'Sprint plan' }));
    const current = await screen.findByRole('region', { name: 'Current sprint' });
    expect(within(current).getByText('5 / 40 points')).toBeVisible();
    expect(within(current).getByText('Interaction checker crashes')).toBeVisible();
    expect(within(current).getByText('M · 5 pts')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Backlog' })).toHaveTextContent('0 points');
  });

  describe('GitHub configuration form', () => {
    async function openGithub() {
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<FeedbackAdminPage />);
      await user.click(screen.getByRole('tab', { name: 'GitHub' }));
      await screen.findByRole('form', { name: 'GitHub configuration' });
      return user;
    }

    it('shows the exact SPEC messages and sends nothing while invalid', async () => {
      const user = await openGithub();
      await user.click(screen.getByRole('button', { name: 'Save configuration' }));
      const alert = screen.getByRole('alert');
      for (const message of [
        'Repository owner is required',
        'Repository name is required',
        'GitHub token is required',
      ]) {
        expect(within(alert).getByText(message)).toBeVisible();
      }
      await user.type(screen.getByLabelText(/Repository owner/), 'oncocds');
      await user.type(screen.getByLabelText(/Repository name/), 'feedback');
      await user.type(screen.getByLabelText(/GitHub token/), 'ghp_short');
      await user.type(screen.getByLabelText(/API URL/), 'http://github.example/api');
      await user.click(screen.getByRole('button', { name: 'Save configuration' }));
      const again = screen.getByRole('alert');
      expect(
        within(again).getByText('GitHub token appears to be invalid (too short)'),
      ).toBeVisible();
      expect(within(again).getByText('API URL must use HTTPS')).toBeVisible();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    });

    it("'Failed to save GitHub configuration' when the server cannot save it", async () => {
      handler = (path, method) => {
        if (method === 'PUT')
          throw new ApiError(503, 'unavailable', 'Failed to save GitHub configuration');
        return defaultHandler(path, method);
      };
      const user = await openGithub();
      await user.type(screen.getByLabelText(/Repository owner/), 'oncocds');
      await user.type(screen.getByLabelText(/Repository name/), 'feedback');
      await user.click(screen.getByLabelText(/GitHub token/));
      await user.paste('ghp_' + 'a'.repeat(40));
      await user.click(screen.getByRole('button', { name: 'Save configuration' }));
      expect(await screen.findByText('Failed to save GitHub configuration')).toBeVisible();
      const put = calls.find((c) => c.method === 'PUT')!;
      expect(put.body).toMatchObject({ owner: 'oncocds', repo: 'feedback', enabled: false });
    });
  });
});
