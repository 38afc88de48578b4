import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../evaluate';
import { NOW, med, normalLabs, patient, unresolvedMed } from '../test-fixtures';

// The shipped knowledge base with its RxNorm vocabulary (issue 25).
const kb = loadKnowledgeBase().alerts;
const run = (medications: ReturnType<typeof med>[]) =>
  evaluatePatientAlerts(patient({ labValues: normalLabs(), medications }), kb, { now: NOW });

describe('unresolved medications', () => {
  it('a medication matching nothing raises a medium alert naming it, even alone', () => {
    const r = run([unresolvedMed('Zorblex 20 mg')]);
    expect(r.alerts).toHaveLength(1);
    const [alert] = r.alerts;
    expect(alert).toMatchObject({
      kind: 'unresolved',
      severity: 'medium',
      drugs: ['Zorblex 20 mg'],
    });
    // The key is a digest of the name, never the name (keys reach de-identified views).
    expect(alert?.key).toMatch(/^unresolved::[0-9a-f]{8}$/);
    expect(alert?.key).not.toMatch(/zorblex/i);
    expect(alert?.title).toContain('Zorblex 20 mg');
    expect(r.limitations.some((l) => l.kind === 'unresolved-medication')).toBe(true);
  });

  it('one alert per distinct name, beside the other findings', () => {
    const r = run([
      unresolvedMed('Zorblex'),
      unresolvedMed('zorblex'),
      med('warfarin'),
      med('fluconazole'),
    ]);
    expect(r.alerts.filter((a) => a.kind === 'unresolved')).toHaveLength(1);
    expect(r.alerts.some((a) => a.kind === 'interaction')).toBe(true);
  });

  it('an order stored unresolved that RxNorm now maps to a record is checked', () => {
    // A product name written before the vocabulary: warfarin through its normalised name.
    const r = run([unresolvedMed('warfarin sodium 5 MG Oral Tablet'), med('fluconazole')]);
    expect(r.alerts.some((a) => a.kind === 'unresolved')).toBe(false);
    expect(r.alerts.some((a) => a.kind === 'interaction' && a.drugIds.includes('warfarin'))).toBe(
      true,
    );
  });

  it('a known RxNorm ingredient without a record is a limitation, not an unknown', () => {
    const r = run([unresolvedMed('orlistat 120 MG Oral Capsule')]);
    expect(r.alerts).toEqual([]);
    expect(r.limitations).toContainEqual(
      expect.objectContaining({
        kind: 'uncurated-drug',
        drugNames: ['orlistat'],
        text: expect.stringContaining('No interaction data in OncoCDS for orlistat'),
      }),
    );
  });

  it('a resolved order raises nothing of this kind', () => {
    expect(run([med('ondansetron')]).alerts.filter((a) => a.kind === 'unresolved')).toEqual([]);
  });
});
