import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackForm, FeedbackType } from '../../../core/feedback';
import { FeedbackModal, SUBMIT_FAILED_MESSAGE } from './feedback-modal';
import { renderWithProviders } from '../../test-support/render';

const MISSING = 'Please provide both a title and description.';

afterEach(() => {
  vi.useRealTimers();
});

function setup(
  onSubmit: (form: FeedbackForm) => Promise<{ sent: boolean }> = async () => ({ sent: true }),
  initialType: FeedbackType = 'bug',
) {
  const user = userEvent.setup({ delay: null });
  const onClose = vi.fn();
  const submit = vi.fn(onSubmit);
  renderWithProviders(
    <FeedbackModal
      opened
      title="Report a bug"
      initialType={initialType}
      defaultEmail="nurse@example.org"
      onClose={onClose}
      onSubmit={submit}
    />,
  );
  return { user, onClose, submit };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit feedback' });

type User = ReturnType<typeof userEvent.setup>;

/** Pastes rather than types: each keystroke re-measures Mantine's autosizing textareas in jsdom. */
async function fill(user: User, name: string | RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function fillRequired(user: User) {
  await fill(user, /Title/, '  Dose table is empty  ');
  await fill(user, /Description/, 'No rows after search.');
}

// Mantine under jsdom is slow to render; the default 5 s is tight on a busy machine.
describe('FeedbackModal', { timeout: 20_000 }, () => {
  it('shows every SPEC field for a bug; the e-mail only while allowContact is ticked', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'Report a bug' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('bug');
    for (const name of [
      /Title/,
      /Description/,
      'Steps to reproduce',
      'Expected behaviour',
      'Actual behaviour',
      /Component or screen/,
    ]) {
      expect(screen.getByRole('textbox', { name })).toBeVisible();
    }
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /contact me/ }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('nurse@example.org');
    await user.click(screen.getByRole('checkbox', { name: /contact me/ }));
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it('a question has no reproduction fields', () => {
    setup(undefined, 'question');
    expect(screen.queryByRole('textbox', { name: 'Steps to reproduce' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('question');
  });

  it('keeps submit disabled with the SPEC message until the trimmed title and description exist', async () => {
    const { user, submit } = setup();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(MISSING)).toBeVisible();
    await fill(user, /Title/, '   ');
    await fill(user, /Description/, ' \n ');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(MISSING)).toBeVisible();
    await fill(user, /Title/, 'Blank page');
    expect(submitButton()).toBeDisabled();
    await fill(user, /Description/, 'After login');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(MISSING)).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('an invalid contact e-mail blocks submit with a message', async () => {
    const { user } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: /contact me/ }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.paste('not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(submitButton()).toBeDisabled();
  });

  it('form → submitting → success for 2 s → reset and close', async () => {
    let resolve: (v: { sent: boolean }) => void = () => undefined;
    const { user, submit, onClose } = setup(
      () =>
        new Promise((r) => {
          resolve = r;
        }),
    );
    await fillRequired(user);
    await fill(user, 'Steps to reproduce', '1. Search');
    await user.click(submitButton());
    // Submitting: the button is busy and the form cannot be sent twice.
    expect(submitButton()).toBeDisabled();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toMatchObject({
      type: 'bug',
      title: 'Dose table is empty',
      description: 'No rows after search.',
      reproductionSteps: '1. Search',
      allowContact: false,
      email: undefined,
    });
    // The success timer is created once the submission resolves; fake time from here on.
    vi.useFakeTimers();
    await act(async () => resolve({ sent: true }));
    expect(screen.getByText('Thank you for your feedback!')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Feedback sent' })).toBeVisible();
    act(() => void vi.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    // Reset: the form is back, empty.
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('bug');
  });

  it('says when the feedback was saved offline, to be sent later', async () => {
    const { user } = setup(async () => ({ sent: false }));
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText(/saved on this device and will be sent/)).toBeVisible();
  });

  it('a throw shows the SPEC message in a red box and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onClose } = setup(async () => {
      throw new Error('storage full');
    });
    await fillRequired(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SUBMIT_FAILED_MESSAGE);
    expect(alert.className).toMatch(/Alert/);
    expect(alert).toHaveStyle({ '--alert-bg': 'var(--mantine-color-red-filled)' });
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('  Dose table is empty  ');
    expect(submitButton()).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the e-mail only when allowContact is ticked', async () => {
    const { user, submit } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: /contact me/ }));
    await user.click(submitButton());
    await screen.findByText('Thank you for your feedback!');
    expect(submit.mock.calls[0]![0]).toMatchObject({
      allowContact: true,
      email: 'nurse@example.org',
    });
  });

  it('sends the clinical-safety mark and its kind only when ticked (issue 13)', async () => {
    const { user, submit } = setup(undefined, 'question');
    await fillRequired(user);
    expect(screen.queryByRole('combobox', { name: 'What kind of problem' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /clinical-safety problem/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'What kind of problem' }),
      'Missed interaction',
    );
    await user.click(submitButton());
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ clinicalSafety: 'missed-interaction' });
  });

  it('Cancel resets and closes', async () => {
    const { user, onClose } = setup();
    await fill(user, /Title/, 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
