import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restrictTreeToOwner } from './data-dir';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const mode = (p: string) => statSync(p).mode & 0o777;

describe('restrictTreeToOwner', () => {
  it('removes group and other access from every directory and file, keeping the owner’s', () => {
    root = mkdtempSync(path.join(tmpdir(), 'oncocds-modes-'));
    mkdirSync(path.join(root, 'pglite/base'), { recursive: true });
    writeFileSync(path.join(root, 'pglite/base/1247'), 'x');
    writeFileSync(path.join(root, 'run.sh'), 'x');
    chmodSync(path.join(root, 'pglite/base/1247'), 0o666);
    chmodSync(path.join(root, 'run.sh'), 0o755);
    chmodSync(path.join(root, 'pglite'), 0o777);
    expect(restrictTreeToOwner(root)).toEqual([]);
    expect(mode(path.join(root, 'pglite'))).toBe(0o700);
    expect(mode(path.join(root, 'pglite/base/1247'))).toBe(0o600);
    expect(mode(path.join(root, 'run.sh'))).toBe(0o700);
  });

  it('reports what it could not reach instead of throwing', () => {
    expect(restrictTreeToOwner('/nonexistent/oncocds')).toEqual([]);
  });
});
