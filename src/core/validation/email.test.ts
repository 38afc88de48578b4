import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

// SPEC §5: non-space text, @, text, a dot, text.
describe('isValidEmail', () => {
  it.each([
    ['nurse@hospital.org', true],
    ['a.b+tag@onc.example.co.uk', true],
    ['x@y.z', true],
    ['nurse@hospital', false],
    ['@hospital.org', false],
    ['nurse@.org', false],
    ['nurse@hospital.', false],
    ['nurse hospital@x.org', false],
    [' nurse@hospital.org', false],
    ['nurse@hospital.org ', false],
    ['a@b@c.org', false],
    ['nurse@hos pital.org', false],
    ['', false],
  ])('%j → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});
