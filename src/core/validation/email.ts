/**
 * Email pattern (SPEC §5): non-space text, "@", text, a dot, text. "Text" after the "@" also
 * excludes whitespace and a second "@", so "a@b@c.d" and "a@b .c" fail. The value is not trimmed:
 * callers trim form input first, so that a stray space is never silently stored.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
