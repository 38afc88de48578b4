import { describe, expect, it } from 'vitest';
import { checkInteractions, checkResponseSchema, serializeCheckResponse } from './service';
import { loadKnowledgeBase } from '../../lib/knowledge-base';

const kb = loadKnowledgeBase();

describe('serializeCheckResponse', () => {
  const lists: string[][] = [
    ['ibrutinib', 'itraconazole', 'ondansetron', 'dexamethasone', 'omeprazole', 'warfarin'],
    ['Keytruda', 'carboplatin', 'paclitaxel', 'morphine', 'zzzumab'],
    ['methotrexate', 'trimethoprim'],
    ['carboplatin', 'no-such-drug'],
  ];

  it.each(lists)(
    'writes the same JSON value as JSON.stringify, first time and from its cache (%#)',
    (...drugs) => {
      const first = checkInteractions(kb, { drugs });
      expect(JSON.parse(serializeCheckResponse(first).toString('utf8'))).toEqual(
        JSON.parse(JSON.stringify(first)),
      );
      const again = checkInteractions(kb, { drugs: [...drugs].reverse() });
      const text = serializeCheckResponse(again).toString('utf8');
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(again)));
      expect(checkResponseSchema.parse(JSON.parse(text))).toEqual(JSON.parse(text));
    },
  );

  it('shares frozen findings between responses, so one request cannot alter another', () => {
    const a = checkInteractions(kb, { drugs: ['ibrutinib', 'itraconazole'] });
    const b = checkInteractions(kb, { drugs: ['itraconazole', 'ibrutinib', 'warfarin'] });
    const finding = a.interactions[0];
    expect(finding?.severity).toBeDefined();
    expect(b.interactions).toContain(finding);
    expect(Object.isFrozen(finding)).toBe(true);
  });
});

describe('checkInteractions result cache', () => {
  it('answers the same input set with the same frozen result, in any order', () => {
    const a = checkInteractions(kb, { drugs: ['warfarin', 'capecitabine', 'Keytruda'] });
    const b = checkInteractions(kb, {
      drugs: ['Keytruda', 'warfarin', 'capecitabine', 'warfarin'],
    });
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(serializeCheckResponse(b)).toBe(serializeCheckResponse(a));
    const other = checkInteractions(kb, { drugs: ['warfarin', 'capecitabine'] });
    expect(other).not.toBe(a);
    expect(other.resolved.map((r) => r.input)).toEqual(['capecitabine', 'warfarin']);
  });

  it('keeps the 256 most recently used sets and recomputes an evicted one identically', () => {
    const ids = kb.drugs.map((d) => d.id);
    const first = checkInteractions(kb, { drugs: [ids[0]!, ids[1]!] });
    for (let i = 0; i < 256; i++) checkInteractions(kb, { drugs: [ids[2]!, ids[3 + i]!] });
    const recomputed = checkInteractions(kb, { drugs: [ids[0]!, ids[1]!] });
    expect(recomputed).not.toBe(first);
    expect(recomputed).toEqual(first);
  });
});
