import { describe, expect, it } from 'vitest';
import { checkPassword, goTrueWeakPasswordReasons, type PasswordRuleId } from './password';

// SPEC §5: 8+ characters, upper, lower, digit, special, none of password/123456/qwerty/admin.
describe('checkPassword', () => {
  it.each([
    ['Abcdef1!', true, []],
    ['Tumour#Board9', true, []],
    ['Éclair9$', true, []],
    ['Abcde1!', false, ['length']],
    ['abcdefg1!', false, ['characters']],
    ['ABCDEFG1!', false, ['characters']],
    ['Abcdefgh!', false, ['characters']],
    ['Abcdefgh1', false, ['characters']],
    ['Abcdefg 1', false, ['characters']],
    ['MyPassword1!', false, ['common_word']],
    ['PASSWORD1!a', false, ['common_word']],
    ['Xy123456!', false, ['common_word']],
    ['QwErTy9!z', false, ['common_word']],
    ['Sysadmin#7', false, ['common_word']],
    ['admin', false, ['length', 'characters', 'common_word']],
    ['', false, ['length', 'characters']],
  ] as const)('%j → ok %s, reasons %j', (pw, ok, reasons) => {
    const result = checkPassword(pw);
    expect(result.ok).toBe(ok);
    expect(result.reasons).toEqual(reasons);
  });

  it.each([
    ['Abcde1!', 'min_length'],
    ['abcdefg1!', 'uppercase'],
    ['ABCDEFG1!', 'lowercase'],
    ['Abcdefgh!', 'digit'],
    ['Abcdefgh1', 'special'],
    ['Admin123!x', 'no_common_word'],
  ] as const)('%j fails exactly the %s rule', (pw, failed: PasswordRuleId) => {
    const { rules } = checkPassword(pw);
    expect(rules.map((r) => r.id)).toEqual([
      'min_length',
      'uppercase',
      'lowercase',
      'digit',
      'special',
      'no_common_word',
    ]);
    expect(rules.filter((r) => !r.met).map((r) => r.id)).toEqual([failed]);
    for (const rule of rules) expect(rule.label.length).toBeGreaterThan(0);
  });

  it('counts code points, so seven letters and an emoji make eight characters', () => {
    expect(checkPassword('Abcde1\u{1F600}').rules[0]).toMatchObject({ met: false });
    expect(checkPassword('Abcdef1\u{1F600}')).toMatchObject({ ok: true });
  });

  it.each([
    [
      ['length', 'characters', 'common_word'],
      ['length', 'characters', 'pwned'],
    ],
    [['characters'], ['characters']],
    [[], []],
  ] as const)('maps %j to GoTrue reasons %j', (ours, wire) => {
    expect(goTrueWeakPasswordReasons(ours)).toEqual(wire);
  });
});
