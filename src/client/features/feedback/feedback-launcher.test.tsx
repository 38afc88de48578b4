import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackLauncher } from './feedback-launcher';
import { feedbackStore } from './feedback-store';
import { renderWithProviders } from '../../test-support/render';

const USER_ID = '33333333-3333-4333-8333-333333333333';
const sent: unknown[] = [];

vi.mock('../../stores/auth', () => ({
  useAuth: <T,>(select: (s: { user: { id: string; email: string } }) => T) =>
    select({ user: { id: USER_ID, email: 'pharmacist@example.org' } }),
}));
vi.mock('./feedback-api', async () => {
  const { feedbackStore: store } = await import('./feedback-store');
  return {
    syncFeedback: vi.fn(async (userId: string) => {
      for (const entry of store.getState().outbox.filter((e) => e.userId === userId)) {
        sent.push(entry.item);
        store.getState().accept(entry.item.id, entry.item);
      }
    }),
  };
});

beforeEach(() => {
  sent.length = 0;
  feedbackStore.setState({ items: [], outbox: [] });
});

describe('FeedbackLauncher', { timeout: 20_000 }, () => {
  it('expands to Report Bug, Request Feature and Ask Question', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackLauncher />, { route: '/genomics' });
    const main = screen.getByRole('button', { name: 'Feedback' });
    expect(main).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Report Bug' })).toBeNull();
    await user.click(main);
    const group = screen.getByRole('group', { name: 'Feedback options' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Report Bug', 'Request Feature', 'Ask Question']);
    expect(screen.getByRole('button', { name: 'General feedback' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('the main button while expanded opens general feedback with type question', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackLauncher />);
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await user.click(screen.getByRole('button', { name: 'General feedback' }));
    expect(screen.getByRole('dialog', { name: 'Send feedback' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('question');
    // The menu folds once the modal opens.
    expect(screen.queryByRole('group', { name: 'Feedback options' })).toBeNull();
  });

  it.each([
    ['Report Bug', 'Report a bug', 'bug'],
    ['Request Feature', 'Request a feature', 'feature_request'],
    ['Ask Question', 'Ask a question', 'question'],
  ])('%s opens "%s" with type %s', async (option, title, type) => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackLauncher />);
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await user.click(screen.getByRole('button', { name: option }));
    expect(screen.getByRole('dialog', { name: title })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue(type);
  });

  it('Escape folds the expanded menu', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackLauncher />);
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Feedback options' })).toBeNull();
  });

  it('a submitted bug is stored with its page and sent for the signed-in user', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackLauncher />, { route: '/interactions' });
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await user.click(screen.getByRole('button', { name: 'Report Bug' }));
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('Checker hangs');
    await user.click(screen.getByRole('textbox', { name: /Description/ }));
    await user.paste('After adding warfarin.');
    await user.click(screen.getByRole('button', { name: 'Submit feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeVisible();
    const [stored] = feedbackStore.getState().items;
    expect(stored).toMatchObject({
      type: 'bug',
      title: 'Checker hangs',
      page: '/interactions',
      category: 'drug_interactions',
      status: 'new',
    });
    expect(sent).toEqual([stored]);
    expect(feedbackStore.getState().outbox).toEqual([]);
  });
});
