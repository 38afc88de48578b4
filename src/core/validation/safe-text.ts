import { z } from 'zod';

/**
 * Text that PostgreSQL and JSON can store as sent. A NUL character is refused by PostgreSQL's text
 * type, and a lone UTF-16 surrogate cannot be encoded as UTF-8, so either one used to reach the
 * database and come back as a 500. Every string at a boundary goes through this one refinement and
 * is answered with a 400 that names the field instead.
 */
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null when it can. */
export function unsafeTextReason(text: string): string | null {
  if (NUL.test(text)) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain an unpaired UTF-16 surrogate';
  return null;
}

/** A zod string that refuses NUL and lone surrogates; chain `.min()`/`.max()` as needed. */
export function safeText(): z.ZodString {
  // zod 4 keeps refinements as checks on the schema itself, so the result is still a ZodString.
  return z.string().refine((s) => unsafeTextReason(s) === null, {
    error: (issue) => unsafeTextReason(String(issue.input)) ?? 'is not storable text',
  });
}
