import { describe, expect, it } from 'vitest';
import type { DrugInput, QtRisk, Toxicity } from '../knowledge/drug';
import { FDA_ACID_REDUCING_AGENTS_2020, FDA_OPIOID_BENZODIAZEPINE_2016 } from './citations';
import {
  inferAcidReduction,
  inferAdditiveToxicity,
  inferCnsDepression,
  inferDuplicateTherapy,
  inferPharmacodynamic,
  inferQt,
  hasBoxedQtWarning,
  qtConditionalNote,
} from './pd-rules';
import { makeDrug } from './test-fixtures';

const qt = (id: string, qtRisk: QtRisk) => makeDrug(id, { qtRisk });
const tox = (id: string, toxicities: Toxicity[], extra: Partial<DrugInput> = {}) =>
  makeDrug(id, { toxicities, ...extra });

describe('QT prolongation, by risk category', () => {
  it.each([
    ['known', 'known', 'moderate', 'suspected'],
    ['known', 'possible', 'moderate', 'theoretical'],
    ['possible', 'known', 'moderate', 'theoretical'],
  ] as const)('%s + %s -> %s (%s)', (x, y, severity, evidence) => {
    const m = inferQt(qt('alpha', x), qt('beta', y));
    expect(m?.severity).toBe(severity);
    expect(m?.evidence).toBe(evidence);
    expect(m?.action).toBe('monitor');
    expect(m?.rule).toBe('qt');
    expect(m?.riskFactors).toContain('hypokalemia');
    expect(m?.management).toMatch(/ECG/);
    expect(m?.reasoning[0]).toBe(
      `alpha: ${x} QT risk + beta: ${y} QT risk → ${severity} (additive QT prolongation)`,
    );
  });

  it('asks for ECG, potassium and magnesium monitoring for two known-risk drugs', () => {
    const m = inferQt(qt('alpha', 'known'), qt('beta', 'known'));
    expect(m?.management).toContain('ECG, potassium and magnesium at baseline');
  });

  const boxedQt = (id: string, qtRisk: QtRisk, warning: string) =>
    makeDrug(id, { qtRisk, boxedWarnings: [warning] });

  it.each([
    // Tasigna boxed warning: QT prolongation and sudden deaths.
    ['QT prolongation and sudden deaths: avoid QT-prolonging drugs.', 'known', 'major'],
    // Methadone boxed warning names torsades de pointes.
    ['Serious arrhythmias (torsades de pointes) have occurred.', 'known', 'major'],
    ['Prolonged QTc was seen.', 'known', 'major'],
    // A boxed warning about something else does not raise the grade.
    ['Hepatotoxicity, sometimes fatal.', 'known', 'moderate'],
    // A boxed QT warning raises only the known+known pairing.
    ['QT prolongation and sudden deaths.', 'possible', 'moderate'],
  ] as const)('boxed warning "%s" on a %s-risk drug -> %s', (warning, risk, severity) => {
    for (const [a, b] of [
      [boxedQt('boxed', risk, warning), qt('other', 'known')],
      [qt('other', 'known'), boxedQt('boxed', risk, warning)],
    ] as const) {
      const m = inferQt(a, b);
      expect(m?.severity).toBe(severity);
      expect(m?.action).toBe(severity === 'major' ? 'substitute' : 'monitor');
      if (severity === 'major') {
        expect(m?.reasoning[0]).toContain('boxed QT warning: boxed');
        expect(m?.management).toContain('boxed carries a boxed QT warning');
      } else {
        expect(m?.reasoning[0]).not.toContain('boxed QT warning');
      }
    }
  });

  it('names both drugs when both carry a boxed QT warning', () => {
    const a = boxedQt('first', 'known', 'QT prolongation.');
    const b = boxedQt('second', 'known', 'Torsades de pointes.');
    expect(inferQt(a, b)?.management).toContain('first and second carry boxed QT warnings');
  });

  it.each([
    ['QT prolongation', true],
    ['torsade de pointes', true],
    ['QTc above 500 ms', true],
    ['Hepatotoxicity', false],
    // A word that merely contains the letters is not a QT warning.
    ['Aquatic toxicity', false],
  ] as const)('hasBoxedQtWarning("%s") -> %s', (warning, expected) => {
    expect(hasBoxedQtWarning(makeDrug('xdrug', { boxedWarnings: [warning] }))).toBe(expected);
  });

  it.each([
    ['possible', 'possible'],
    ['known', 'conditional'],
    ['known', 'none'],
    ['known', 'unknown'],
    ['conditional', 'conditional'],
    ['unknown', 'unknown'],
  ] as const)('%s + %s -> no finding', (x, y) => {
    expect(inferQt(qt('alpha', x), qt('beta', y))).toBeUndefined();
  });

  it.each([
    ['conditional', 'known', true],
    ['possible', 'conditional', true],
    ['conditional', 'conditional', true],
    ['conditional', 'none', false],
    ['conditional', 'unknown', false],
    ['known', 'known', false],
  ] as const)('conditional only adds a note: %s + %s -> note %s', (x, y, noted) => {
    const note = qtConditionalNote(qt('alpha', x), qt('beta', y));
    expect(note !== undefined).toBe(noted);
    if (noted) expect(note).toContain('conditional QT risk');
  });
});

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
    [
      'opioid + another opioid',
      opioid,
      tox('opioid-y', ['respiratory-depression'], { classTags: ['opioid'] }),
      'major',
      'suspected',
      'avoid',
    ],
    ['opioid + other CNS depressant', opioid, antipsychotic, 'moderate', 'theoretical', 'monitor'],
    ['two CNS depressants', sedating, antipsychotic, 'moderate', 'theoretical', 'monitor'],
  ] as const)('%s -> %s', (_label, a, b, severity, evidence, action) => {
    const m = inferCnsDepression(a, b);
    expect(m?.severity).toBe(severity);
    expect(m?.evidence).toBe(evidence);
    expect(m?.action).toBe(action);
    expect(m?.sources.includes(FDA_OPIOID_BENZODIAZEPINE_2016)).toBe(severity === 'major');
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
