import { describe, expect, it } from 'vitest';
import { changeKey, diffKnowledge, type RecordKind } from '../../../core/knowledge/changes';
import { loadKnowledgeBase } from '../../lib/knowledge-base';
import { currentFingerprints, knowledgeChanges } from './service';

/**
 * The changelog against the real knowledge base: every changed record is explained, and every
 * hand-written line still describes a real change. When a branch adds or edits records, this is
 * where it learns what to write in `src/knowledge/changes/changelog-*.ts`.
 */
const kb = loadKnowledgeBase();
const log = kb.changelog;
const diff = diffKnowledge(kb.previousSnapshot.records, currentFingerprints(kb), log);
const keys = (change: 'added' | 'changed' | 'removed') =>
  new Set(diff.filter((c) => c.change === change).map((c) => changeKey(c.kind, c.id)));

describe('knowledge-base changelog', () => {
  it('is for the current version and follows the committed snapshot', () => {
    expect(log.version).toBe(kb.version);
    expect(log.previousVersion).toBe(kb.previousSnapshot.version);
  });

  it('explains every changed record in its own words (kind:id in the changelog)', () => {
    const unexplained = diff
      .filter((c) => c.change === 'changed' && c.reason === undefined)
      .map((c) => changeKey(c.kind, c.id));
    expect(unexplained).toEqual([]);
  });

  it('gives every added or removed record a reason, its own or its kind default', () => {
    expect(diff.filter((c) => c.reason === undefined).map((c) => changeKey(c.kind, c.id))).toEqual(
      [],
    );
  });

  it.each(['added', 'changed', 'removed'] as const)(
    'has no stale "%s" line: each names a record that really was %s',
    (change) => {
      const real = keys(change);
      expect(Object.keys(log[change]).filter((k) => !real.has(k))).toEqual([]);
    },
  );

  it('keeps a record’s own reason beside "Monograph added" when both apply (rituximab)', () => {
    const reason = log.changed['drug:rituximab'] ?? '';
    expect(reason).toMatch(/^Renal failure of tumour lysis/);
    expect(reason).toContain('Monograph added');
  });

  it('compares every kind the snapshot holds', () => {
    const kinds = Object.keys(kb.previousSnapshot.records) as RecordKind[];
    expect(kinds.sort()).toEqual(Object.keys(currentFingerprints(kb)).sort());
  });

  it('serves the same list the diff gives', () => {
    expect(knowledgeChanges(kb).changes).toHaveLength(diff.length);
  });
});
