import { describe, expect, it } from 'vitest';
import type { DrugInput, Toxicity } from '../knowledge/drug';
import { FDA_ACID_REDUCING_AGENTS_2020, FDA_OPIOID_BENZODIAZEPINE_2016 } from './citations';
import {
  inferAcidReduction,
  inferAdditiveToxicity,
  inferCnsDepression,
  inferDuplicateTherapy,
  inferPharmacodynamic,
} from './pd-rules';
import { standardCombinationSchema } from './standard-combinations';
import { makeDrug } from './test-fixtures';

const tox = (id: string, toxicities: Toxicity[], extra: Partial<DrugInput> = {}) =>
  makeDrug(id, { toxicities, ...extra });

describe('additive toxicities', () => {
  it.each([
    // Minor: present on nearly every combination regimen; label CBC/LFT schedules cover it.
    ['myelosuppression', 'minor', 'complete blood count'],
    ['hepatotoxicity', 'minor', 'liver tests'],
    ['serotonergic', 'moderate', 'serotonin syndrome'],
    ['bleeding', 'moderate', 'bleeding'],
    ['nephrotoxicity', 'moderate', 'creatinine'],
    ['hyperkalemia', 'moderate', 'potassium'],
    ['neuropathy', 'moderate', 'neuropathy'],
  ] as const)('%s in both -> %s, theoretical', (flag, severity, words) => {
    const [m, ...rest] = inferAdditiveToxicity(tox('alpha', [flag]), tox('beta', [flag]));
    expect(rest).toHaveLength(0);
    expect(m?.rule).toBe(`additive:${flag}`);
    expect(m?.severity).toBe(severity);
    expect(m?.evidence).toBe('theoretical');
    expect(m?.action).toBe('monitor');
    expect(m?.mechanism).toMatch(/^Both /);
    expect(m?.reasoning[0]).toContain(`→ additive (${severity})`);
    expect(`${m?.effect} ${m?.management}`).toContain(words);
  });

  it.each(['myelosuppression', 'bleeding', 'neuropathy'] as const)(
    '%s in only one drug -> nothing',
    (flag) => {
      expect(inferAdditiveToxicity(tox('alpha', [flag]), tox('beta', []))).toEqual([]);
    },
  );

  it('ignores toxicities without an additive rule (e.g. embryo-fetal)', () => {
    expect(
      inferAdditiveToxicity(tox('alpha', ['embryo-fetal']), tox('beta', ['embryo-fetal'])),
    ).toEqual([]);
  });

  it('returns one mechanism per shared flag', () => {
    const rules = inferAdditiveToxicity(
      tox('alpha', ['bleeding', 'hepatotoxicity', 'diarrhea']),
      tox('beta', ['hepatotoxicity', 'bleeding']),
    ).map((m) => m.rule);
    expect(rules).toEqual(['additive:bleeding', 'additive:hepatotoxicity']);
  });
});

describe('CNS and respiratory depression', () => {
  const opioid = tox('opioid-x', ['respiratory-depression', 'cns-depression'], {
    classTags: ['opioid'],
  });
  const benzo = tox('benzo-x', ['cns-depression'], { classTags: ['benzodiazepine'] });
  const barbiturate = tox('barb-x', ['respiratory-depression', 'cns-depression'], {
    classTags: ['barbiturate'],
  });
  const antipsychotic = tox('antipsychotic-x', ['cns-depression'], {
    classTags: ['antipsychotic'],
  });
  const sedating = tox('sedating-x', ['cns-depression']);

  it.each([
    ['opioid + benzodiazepine', opioid, benzo, 'major', 'suspected', 'avoid'],
    ['benzodiazepine + opioid', benzo, opioid, 'major', 'suspected', 'avoid'],
    ['opioid + barbiturate', opioid, barbiturate, 'major', 'suspected', 'avoid'],
    ['opioid + other CNS depressant', opioid, antipsychotic, 'moderate', 'theoretical', 'monitor'],
    ['two CNS depressants', sedating, antipsychotic, 'moderate', 'theoretical', 'monitor'],
  ] as const)('%s -> %s', (_label, a, b, severity, evidence, action) => {
    const m = inferCnsDepression(a, b);
    expect(m?.severity).toBe(severity);
    expect(m?.evidence).toBe(evidence);
    expect(m?.action).toBe(action);
    expect(m?.sources.includes(FDA_OPIOID_BENZODIAZEPINE_2016)).toBe(severity === 'major');
  });

  it('leaves two opioids to the duplicate-therapy rule (basal + breakthrough is standard care)', () => {
    const other = tox('opioid-y', ['respiratory-depression'], { classTags: ['opioid'] });
    expect(inferCnsDepression(opioid, other)).toBeUndefined();
    expect(inferPharmacodynamic(opioid, other).map((m) => m.rule)).toEqual(['duplicate-therapy']);
  });

  it('does not read neurotoxicity (encephalopathy, cerebellar toxicity) as sedation', () => {
    expect(inferCnsDepression(opioid, tox('cytotoxic-x', ['neurotoxicity']))).toBeUndefined();
    expect(inferPharmacodynamic(opioid, tox('cytotoxic-y', ['neurotoxicity']))).toEqual([]);
  });

  it('needs a depressant on both sides', () => {
    expect(inferCnsDepression(opioid, tox('plain', []))).toBeUndefined();
    expect(
      inferCnsDepression(tox('benzo-only-tag', [], { classTags: ['benzodiazepine'] }), opioid),
    ).toBeUndefined();
  });
});

describe('acid-reducing agents with pH-dependent absorption', () => {
  const victim = makeDrug('tki-x', { phDependentAbsorption: true });
  it.each([
    ['proton-pump-inhibitor', 'substitute', 'Avoid a proton pump inhibitor'],
    [
      'h2-receptor-antagonist',
      'separate-administration',
      'Separate tki-x from the H2-receptor antagonist',
    ],
    ['antacid', 'separate-administration', 'Separate tki-x from the antacid'],
  ] as const)('%s -> moderate, %s', (tag, action, words) => {
    const reducer = makeDrug('reducer', { classTags: [tag] });
    for (const [a, b] of [
      [reducer, victim],
      [victim, reducer],
    ] as const) {
      const [m, ...rest] = inferAcidReduction(a, b);
      expect(rest).toHaveLength(0);
      expect(m?.rule).toBe(`acid-reduction:${tag}`);
      expect(m?.severity).toBe('moderate');
      expect(m?.evidence).toBe('probable');
      expect(m?.type).toBe('pharmacokinetic');
      expect(m?.action).toBe(action);
      expect(m?.management).toContain(words);
      expect(m?.sources).toContain(FDA_ACID_REDUCING_AGENTS_2020);
    }
  });

  it('needs pH-dependent absorption on the other drug', () => {
    const reducer = makeDrug('reducer', { classTags: ['proton-pump-inhibitor'] });
    expect(inferAcidReduction(reducer, makeDrug('other'))).toEqual([]);
  });

  it('needs an acid-reducer class tag', () => {
    expect(inferAcidReduction(makeDrug('other'), victim)).toEqual([]);
  });
});

describe('duplicate therapy', () => {
  it('flags two different drugs sharing a class tag', () => {
    const a = makeDrug('ssri-a', { classTags: ['ssri'] });
    const b = makeDrug('ssri-b', { classTags: ['ssri'] });
    const m = inferDuplicateTherapy(a, b);
    expect(m?.severity).toBe('moderate');
    expect(m?.evidence).toBe('suspected');
    expect(m?.action).toBe('avoid');
    expect(m?.reasoning).toEqual([
      "ssri-a and ssri-b share class tag 'ssri' → duplicate therapy (moderate)",
    ]);
  });

  it('lists every shared tag in one mechanism', () => {
    const a = makeDrug('doac-a', {
      classTags: ['oral-anticoagulant', 'doac', 'factor-xa-inhibitor'],
    });
    const b = makeDrug('doac-b', { classTags: ['doac', 'oral-anticoagulant'] });
    expect(inferDuplicateTherapy(a, b)?.mechanism).toBe(
      'Same drug class (doac, oral-anticoagulant).',
    );
  });

  it('does not flag different classes or the same drug', () => {
    const a = makeDrug('alpha', { classTags: ['x'] });
    expect(inferDuplicateTherapy(a, makeDrug('beta', { classTags: ['y'] }))).toBeUndefined();
    expect(inferDuplicateTherapy(a, a)).toBeUndefined();
  });
});

describe('duplicate therapy that standard care combines on purpose', () => {
  const standard = [
    standardCombinationSchema.parse({
      id: 'opioid-pair',
      classTag: 'opioid',
      use: 'A basal plus a breakthrough opioid is standard.',
      management: 'Confirm one is scheduled and one as needed; count the total daily dose.',
      sources: [{ kind: 'guideline', title: 'Fixture cancer-pain guideline', year: 2018 }],
    }),
    standardCombinationSchema.parse({
      id: 'steroid-with-dexamethasone',
      classTag: 'corticosteroid',
      anyOf: ['dexa'],
      use: 'Dexamethasone as an antiemetic beside the regimen steroid.',
      management: 'Keep both; check glucose and blood pressure during the cycle.',
      exceptPairs: [['dexa', 'never-with-dexa']],
      sources: [{ kind: 'guideline', title: 'Fixture antiemetic guideline', year: 2020 }],
    }),
  ];
  const drug = (id: string, tags: string[]) => makeDrug(id, { classTags: tags });

  it('reports a standard pair as a minor reminder that cites the standard', () => {
    const m = inferDuplicateTherapy(
      drug('basal', ['opioid']),
      drug('rescue', ['opioid']),
      standard,
    );
    expect(m?.rule).toBe('duplicate-therapy:standard');
    expect(m?.severity).toBe('minor');
    expect(m?.action).toBe('monitor');
    expect(m?.management).toContain('count the total daily dose');
    expect(m?.sources.map((s) => s.title)).toEqual(['Fixture cancer-pain guideline']);
    expect(m?.reasoning[0]).toBe(
      "basal and rescue share class tag 'opioid' → standard combination (opioid-pair) → minor, not duplicate therapy",
    );
  });

  it.each([
    ['dexa', 'pred', 'duplicate-therapy:standard'],
    ['pred', 'dexa', 'duplicate-therapy:standard'],
    // anyOf: two corticosteroids without dexamethasone are still duplicate therapy.
    ['pred', 'methylpred', 'duplicate-therapy'],
    // exceptPairs: a pair the standard never combines.
    ['dexa', 'never-with-dexa', 'duplicate-therapy'],
  ])('%s + %s -> %s', (x, y, rule) => {
    const m = inferDuplicateTherapy(
      drug(x, ['corticosteroid']),
      drug(y, ['corticosteroid']),
      standard,
    );
    expect(m?.rule).toBe(rule);
    expect(m?.severity).toBe(rule === 'duplicate-therapy' ? 'moderate' : 'minor');
  });

  it('stays duplicate therapy when another shared tag is not a standard combination', () => {
    const m = inferDuplicateTherapy(
      drug('basal', ['opioid', 'long-acting']),
      drug('other', ['opioid', 'long-acting']),
      standard,
    );
    expect(m?.rule).toBe('duplicate-therapy');
  });
});

describe('rare toxicities', () => {
  it('never feed the additive rules (PPI interstitial nephritis, issue 12)', () => {
    const ppi = makeDrug('ppi', { rareToxicities: ['nephrotoxicity'] });
    const platinum = makeDrug('platinum', { toxicities: ['nephrotoxicity'] });
    expect(inferAdditiveToxicity(ppi, platinum)).toEqual([]);
    expect(inferPharmacodynamic(ppi, platinum)).toEqual([]);
  });
});

describe('inferPharmacodynamic', () => {
  it('collects every rule for the pair', () => {
    const a = makeDrug('alpha', {
      qtRisk: 'known',
      toxicities: ['bleeding', 'serotonergic'],
      classTags: ['ssri'],
    });
    const b = makeDrug('beta', {
      qtRisk: 'known',
      toxicities: ['bleeding', 'serotonergic'],
      classTags: ['ssri'],
    });
    expect(inferPharmacodynamic(a, b).map((m) => m.rule)).toEqual([
      'qt',
      'additive:serotonergic',
      'additive:bleeding',
      'duplicate-therapy',
    ]);
  });

  it('finds nothing between two plain drugs', () => {
    expect(inferPharmacodynamic(makeDrug('alpha'), makeDrug('beta'))).toEqual([]);
  });
});
