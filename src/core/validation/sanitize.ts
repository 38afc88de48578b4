/**
 * Input sanitising (SPEC §5): strips angle brackets, `javascript:` and `on…=` event-handler
 * attributes from free text before it is stored or sent on (e.g. into a GitHub issue).
 *
 * This is defence in depth, not an HTML sanitiser: the UI renders text as text. Decisions:
 * - `javascript:` is matched case-insensitively with any whitespace or ASCII control characters
 *   between its letters and before the colon, because browsers drop tab/newline inside URLs
 *   ("java\tscript:" still runs).
 * - A handler is `on` + word characters + optional whitespace + `=`, starting at a word boundary,
 *   so "onclick=" and "onerror =" are removed but "condition=" or "Iron=" in clinical text survive.
 *   An attribute always follows a space, quote or slash, so the boundary loses no real attack.
 * - The passes repeat until nothing changes, so removing one match cannot assemble another
 *   ("javajavascript:script:" → "") and the function is idempotent.
 */

const URL_JUNK = '[\\s\\u0000-\\u001F\\u007F]*';
const JAVASCRIPT_SCHEME = new RegExp(`${[...'javascript'].join(URL_JUNK)}${URL_JUNK}:`, 'gi');
const EVENT_HANDLER = /\bon\w+\s*=/gi;
const ANGLE_BRACKETS = /[<>]/g;

function sanitizeOnce(text: string): string {
  return text.replace(ANGLE_BRACKETS, '').replace(JAVASCRIPT_SCHEME, '').replace(EVENT_HANDLER, '');
}

export function sanitizeText(text: string): string {
  let current = text;
  // Each pass that changes anything removes at least one character, so this terminates.
  for (;;) {
    const next = sanitizeOnce(current);
    if (next === current) return current;
    current = next;
  }
}
