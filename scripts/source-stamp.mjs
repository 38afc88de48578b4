import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = ['src', 'scripts', 'drizzle', 'package-lock.json', 'vite.config.ts', 'index.html'];

function walk(p, out) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return;
  }
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) walk(path.join(p, name), out);
  } else if (!/\.(test|spec)\.tsx?$/.test(p)) {
    out.push(`${path.relative(ROOT, p)}:${st.size}:${st.mtimeMs}`);
  }
}

/** A fingerprint of every build input's path, size and modification time. */
export function sourceStamp() {
  const entries = [];
  for (const input of INPUTS) walk(path.join(ROOT, input), entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}
