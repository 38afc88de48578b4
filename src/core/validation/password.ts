/**
 * Password policy (SPEC §5): at least 8 characters, an uppercase letter, a lowercase letter, a
 * digit, a special character, and none of the words password, 123456, qwerty or admin.
 *
 * Decisions the SPEC leaves open:
 * - Length counts Unicode code points, not UTF-16 units, so an emoji counts as one character.
 * - Upper/lower case use the Unicode letter categories (Lu/Ll), so "É" counts as uppercase.
 * - A special character is anything that is not a letter (or combining mark), a number or
 *   whitespace. Whitespace is allowed in a password but does not satisfy the rule, matching
 *   GoTrue's symbol set, which has no space in it.
 * - The forbidden words are matched case-insensitively anywhere in the password ("MyAdmin#2024"
 *   fails), because a password is one token: there are no word boundaries to look for.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const FORBIDDEN_PASSWORD_WORDS = ['password', '123456', 'qwerty', 'admin'] as const;

export type PasswordRuleId =
  'min_length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'no_common_word';

/**
 * Why a password is weak. `length` and `characters` are GoTrue's own weak_password reasons;
 * `common_word` is ours. GoTrue's third reason, `pwned`, means "found in a breach corpus", which
 * we do not check; {@link goTrueWeakPasswordReasons} maps `common_word` onto it for the wire.
 */
export type PasswordWeakness = 'length' | 'characters' | 'common_word';
export type GoTrueWeakPasswordReason = 'length' | 'characters' | 'pwned';

export interface PasswordRuleResult {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

export interface PasswordCheck {
  ok: boolean;
  reasons: PasswordWeakness[];
  rules: PasswordRuleResult[];
}

interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  weakness: PasswordWeakness;
  test: (pw: string) => boolean;
}

const RULES: readonly PasswordRule[] = [
  {
    id: 'min_length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    weakness: 'length',
    test: (pw) => [...pw].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'An uppercase letter',
    weakness: 'characters',
    test: (pw) => /\p{Lu}/u.test(pw),
  },
  {
    id: 'lowercase',
    label: 'A lowercase letter',
    weakness: 'characters',
    test: (pw) => /\p{Ll}/u.test(pw),
  },
  { id: 'digit', label: 'A number', weakness: 'characters', test: (pw) => /\p{Nd}/u.test(pw) },
  {
    id: 'special',
    label: 'A special character (such as ! @ # $ %)',
    weakness: 'characters',
    test: (pw) => /[^\p{L}\p{M}\p{N}\s]/u.test(pw),
  },
  {
    id: 'no_common_word',
    label: `Does not contain ${FORBIDDEN_PASSWORD_WORDS.join(', ')}`,
    weakness: 'common_word',
    test: (pw) => {
      const lower = pw.toLowerCase();
      return FORBIDDEN_PASSWORD_WORDS.every((word) => !lower.includes(word));
    },
  },
];

/**
 * Checks a password against every rule. `rules` is always the full list in a fixed order (it drives
 * the live checklist of the signup form); `reasons` lists each failed weakness once, in rule order.
 */
export function checkPassword(pw: string): PasswordCheck {
  const rules = RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(pw) }));
  const reasons: PasswordWeakness[] = [];
  for (const [index, rule] of RULES.entries()) {
    if (!rules[index]?.met && !reasons.includes(rule.weakness)) reasons.push(rule.weakness);
  }
  return { ok: reasons.length === 0, reasons, rules };
}

/** The reasons as GoTrue sends them in `weak_password.reasons` (auth-js knows only these three). */
export function goTrueWeakPasswordReasons(
  reasons: readonly PasswordWeakness[],
): GoTrueWeakPasswordReason[] {
  return reasons.map((reason) => (reason === 'common_word' ? 'pwned' : reason));
}
