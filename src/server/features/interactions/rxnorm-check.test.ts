import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../lib/knowledge-base';
import { checkInteractions, checkResponseSchema } from './service';

// The checker's inputs through the RxNorm vocabulary (issue 25).
const kb = loadKnowledgeBase();

describe('interaction check with RxNorm product codes and known-but-uncurated drugs', () => {
  it('checks a product code and a normalised name as their ingredients', () => {
    const r = checkInteractions(kb, {
      drugs: ['1 ML DOCEtaxel 20 MG/ML Injection', 'ketoconazole 200 MG Oral Tablet'],
    });
    expect(r.resolved.map((d) => d.id).sort()).toEqual(['docetaxel', 'ketoconazole']);
    expect(r.unresolved).toEqual([]);
    expect(r.interactions.length).toBeGreaterThan(0);
    expect(checkResponseSchema.parse(r)).toBeTruthy();
  });

  it('names an RxNorm ingredient without a record as "no interaction data", not unknown', () => {
    const r = checkInteractions(kb, { drugs: ['orlistat', 'fluvoxamine'] });
    expect(r.unresolved).toEqual([]);
    expect(r.limitations).toContainEqual(
      expect.objectContaining({
        kind: 'no-pathway-data',
        drugs: [{ id: 'rxnorm-37925', rxcui: '37925', name: 'orlistat' }],
        text: expect.stringContaining('No interaction data in OncoCDS for orlistat'),
      }),
    );
  });

  it('still reports what neither knows as unresolved', () => {
    const r = checkInteractions(kb, { drugs: ['zorblex', 'warfarin'] });
    expect(r.unresolved).toEqual(['zorblex']);
    expect(r.limitations.some((l) => l.kind === 'unknown-drug')).toBe(true);
  });
});
