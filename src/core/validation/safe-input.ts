import { unsafeTextReason } from './safe-text';

/**
 * How deep a request's JSON may nest. The deepest legitimate body (a FHIR bundle: bundle → entry →
 * resource → extension → value…) stays well under 20; 5,000-deep metadata used to reach the
 * database and come back as a 500.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * Prototype poisoning, refused as Fastify's own JSON parser refuses it: a `__proto__` key, or a
 * `constructor` holding a `prototype`, reaches Object.prototype through assignment or merging.
 */
function isPoisoningKey(key: string, value: unknown): boolean {
  if (key === '__proto__') return true;
  return (
    key === 'constructor' &&
    value !== null &&
    typeof value === 'object' &&
    Object.prototype.hasOwnProperty.call(value, 'prototype')
  );
}

export interface UnsafeInput {
  /** Where the problem is, as `body.preferences.theme` or `query.q`. */
  path: string;
  reason: string;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first part of a decoded request (body, query or params) that no route could store or trust:
 * a string or key with NUL or a lone surrogate, a reserved key, or nesting deeper than `maxDepth`.
 * Walks with an explicit stack, so a hostile depth cannot overflow the call stack.
 */
export function findUnsafeInput(
  value: unknown,
  root: string,
  maxDepth = MAX_INPUT_DEPTH,
): UnsafeInput | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value, path: root, depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      const reason = unsafeTextReason(v);
      if (reason) return { path: item.path, reason };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (item.depth >= maxDepth) {
      return { path: item.path, reason: `is nested more than ${maxDepth} levels deep` };
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push({ value: v[i], path: join(item.path, i), depth: item.depth + 1 });
      }
      continue;
    }
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child = (v as Record<string, unknown>)[key];
      const keyPath = join(item.path, key);
      const keyReason = unsafeTextReason(key);
      if (keyReason) return { path: keyPath, reason: `has a key that ${keyReason}` };
      if (isPoisoningKey(key, child)) return { path: keyPath, reason: 'is a reserved key' };
      stack.push({ value: child, path: keyPath, depth: item.depth + 1 });
    }
  }
  return null;
}
