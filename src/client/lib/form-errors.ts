import type { z } from 'zod';
import { ApiError } from './api';

/**
 * Field-level errors for forms that post a zod-checked body: the same schema the server uses
 * checks the payload in the browser, and a 400 or 409 from the server lands on the same fields.
 * Keys are dotted paths into the payload ("demographics.firstName", "medications.0.drugName"),
 * which are also @mantine/form's field paths when the form values have the payload's shape.
 */
export type FieldErrors = Record<string, string>;

const joinPath = (path: ReadonlyArray<PropertyKey>) => path.map((p) => String(p)).join('.');

/**
 * zod's generic number messages in the words the product's own messages use ("must be ...").
 * Messages written in the schemas pass through unchanged.
 */
export function friendlyMessage(message: string): string {
  const bound = /^Too (small|big): expected number to be ([<>]=?)(-?[\d.]+)$/.exec(message);
  if (bound) {
    const [, , op, n] = bound;
    const words = { '>=': 'at least', '>': 'more than', '<=': 'at most', '<': 'less than' };
    return `must be ${words[op as keyof typeof words]} ${n}`;
  }
  if (/expected number, received (NaN|string)/.test(message)) return 'must be a number';
  if (/expected int, received number/.test(message)) return 'must be a whole number';
  return message;
}

/** The first message for each path of a failed parse (a form shows one message per field). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = joinPath(issue.path) || '_form';
    out[key] ??= friendlyMessage(issue.message);
  }
  return out;
}

/** Validates `payload` with `schema`: the parsed value, or the errors by field. */
export function checkPayload<S extends z.ZodType>(
  schema: S,
  payload: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(payload);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: zodFieldErrors(result.error) };
}

interface DetailEntry {
  path?: unknown;
  message?: unknown;
}

/**
 * The field errors a server answer carries: `details: [{ path: 'body.demographics.mrn', message }]`.
 * The `body.` (or `querystring.`) prefix is dropped so the path matches the form. Anything that is
 * not a field error (a 403, a network failure, a 500) gives no fields: show `error.message` instead.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: FieldErrors = {};
  for (const entry of error.details as DetailEntry[]) {
    if (typeof entry?.path !== 'string' || typeof entry.message !== 'string') continue;
    const key = entry.path.replace(/^(body|querystring|params)\.?/, '') || '_form';
    out[key] ??= friendlyMessage(entry.message);
  }
  return out;
}

/**
 * What to say above a form after a failed save: the server's message, unless every detail it sent
 * is already shown beside a field of the form (then a short pointer to them).
 */
export function formErrorMessage(error: unknown, shownFields: readonly string[]): string | null {
  if (!error) return null;
  const fields = serverFieldErrors(error);
  const keys = Object.keys(fields);
  if (keys.length > 0 && keys.every((k) => shownFields.includes(k)))
    return 'Nothing was saved: correct the marked fields and try again.';
  if (error instanceof ApiError && error.status === 403)
    return `Not saved: ${error.message}. Your entries are kept.`;
  const message = error instanceof Error ? error.message : 'Unknown error';
  return `Not saved: ${message}`;
}
