import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import MfaForm from '../features/auth/mfa-form';
import { renderWithProviders } from '../test-support/render';
import { CodeInput } from './code-input';

describe('six-digit code boxes (issue 13: each was announced as "PinInput")', () => {
  it('names the group and each box by its position', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CodeInput label="Authentication code" value="" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Authentication code' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Authentication code, digit ${n} of 6`),
    );
    expect(screen.queryByLabelText('PinInput')).toBeNull();
    await userEvent.type(boxes[0]!, '1');
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('the sign-in MFA form uses it', () => {
    renderWithProviders(<MfaForm />);
    expect(
      screen.getByRole('textbox', { name: 'Authentication code, digit 1 of 6' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByLabelText('PinInput')).toHaveLength(0);
  });
});
