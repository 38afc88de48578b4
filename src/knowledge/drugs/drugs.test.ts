import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../core/knowledge/drug';
import { drugRecords } from './index';

describe('drug knowledge base', () => {
  const parsed = drugRecords.map((r) => ({ id: r.id, result: drugSchema.safeParse(r) }));

  it.each(parsed.map((p) => [p.id, p.result] as const))('%s passes the drug schema', (_id, result) => {
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has unique ids and unique RxCUIs', () => {
    const ids = drugRecords.map((d) => d.id);
    expect(ids.length).toBe(new Set(ids).size);
    const rxcuis = drugRecords.map((d) => d.rxcui).filter((x): x is string => x !== null);
    const dupes = rxcuis.filter((x, i) => rxcuis.indexOf(x) !== i);
    expect(dupes).toEqual([]);
  });
});
