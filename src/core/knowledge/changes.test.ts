import { describe, expect, it } from 'vitest';
import { changelogSchema, diffKnowledge, fingerprint, fingerprintAll } from './changes';

const log = changelogSchema.parse({
  version: '2026.12.0',
  previousVersion: '2026.11.0',
  releasedOn: '2026-12-01',
  summary: 'Fixture changelog for the diff.',
  changed: { 'drug:beta': 'Beta was revised against its label.' },
  added: { 'interaction:new-pair': 'A known pair that was missing.' },
  addedDefault: { drug: 'New drug record for coverage.' },
});

describe('fingerprint', () => {
  it('ignores key order and undefined fields, but not values or array order', () => {
    expect(fingerprint({ a: 1, b: [1, 2] })).toBe(fingerprint({ b: [1, 2], a: 1, c: undefined }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ a: [1, 2] })).not.toBe(fingerprint({ a: [2, 1] }));
    expect(fingerprint({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('diffKnowledge', () => {
  const rec = (id: string, x: number): { id: string } => Object.assign({ id }, { x });
  const previous = fingerprintAll({
    drug: [rec('alpha', 1), rec('beta', 1), rec('gone', 1)],
    interaction: [],
  });
  const current = fingerprintAll({
    drug: [rec('alpha', 1), rec('beta', 2), rec('delta', 1)],
    interaction: [{ id: 'new-pair' }],
    // A kind absent from the previous version had no records then: all of its are added.
    regimen: [{ id: 'r' }],
  });

  it('derives added and removed records, and changed ones by fingerprint', () => {
    expect(diffKnowledge(previous, current, log)).toEqual([
      {
        kind: 'drug',
        id: 'beta',
        change: 'changed',
        reason: 'Beta was revised against its label.',
      },
      { kind: 'drug', id: 'delta', change: 'added', reason: 'New drug record for coverage.' },
      { kind: 'drug', id: 'gone', change: 'removed', reason: undefined },
      {
        kind: 'interaction',
        id: 'new-pair',
        change: 'added',
        reason: 'A known pair that was missing.',
      },
      { kind: 'regimen', id: 'r', change: 'added', reason: undefined },
    ]);
  });
});
