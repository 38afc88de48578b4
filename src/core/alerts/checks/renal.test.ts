import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../evaluate';
import { NOW, lab, med, normalLabs, patient } from '../test-fixtures';

const kb = loadKnowledgeBase().alerts;
/** Normal labs except creatinine, which each case sets. */
const labsWith = (...extra: ReturnType<typeof lab>[]) => [
  ...normalLabs().filter((l) => l.labName !== 'creatinine'),
  ...extra,
];
const run = (p: Parameters<typeof patient>[0], options = {}) =>
  evaluatePatientAlerts(patient(p), kb, { now: NOW, ...options });
const renal = (r: ReturnType<typeof run>) => r.alerts.filter((a) => a.kind === 'renal');

/**
 * A 72-year-old woman, 170 cm, 95 kg (BMI 32.9): Cockcroft–Gault uses adjusted weight (BMI ≥ 25,
 * Winter 2012). Devine IBW = 45.5 + 2.3 × (66.93 − 60) = 61.4 kg; adjusted = 61.4 + 0.4 × (95 −
 * 61.4) = 74.9 kg; CrCl at creatinine 1.9 = (140 − 72) × 74.9 / (72 × 1.9) × 0.85 = 31.6 mL/min.
 */
const older = { ageYears: 72, sex: 'female' as const, heightCm: 170, weightKg: 95 };

describe('renal alerts from Cockcroft–Gault and each label', () => {
  it('capecitabine at CrCl 30-50 → reduce to 75% (high), with the chain from the patient to the rule', () => {
    const found = renal(
      run({
        ...older,
        medications: [med('capecitabine')],
        labValues: labsWith(lab('creatinine', 1.9, 'mg/dL')),
      }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.severity).toBe('high');
    expect(found[0]?.key).toBe('renal:capecitabine:renal:51:reduce');
    expect(found[0]?.rationale).toMatch(
      /^Creatinine 1\.9 mg\/dL \(2026-11-20\) → CrCl 32 mL\/min \(Cockcroft–Gault, adjusted weight 75 kg, age 72, female\) → Capecitabine label: CrCl 30-50 mL\/min: 75% of the starting dose/,
    );
    expect(found[0]?.management).toMatch(/^Reduce the Capecitabine dose/);
  });

  it('reads creatinine sent in µmol/L the same way (168 µmol/L = 1.9 mg/dL)', () => {
    const found = renal(
      run({
        ...older,
        medications: [med('capecitabine')],
        labValues: labsWith(lab('creatinine', 168, 'µmol/L')),
      }),
    );
    expect(found.map((a) => a.key)).toEqual(['renal:capecitabine:renal:51:reduce']);
  });

  it('capecitabine below CrCl 30 → do not use (critical)', () => {
    const found = renal(
      run({
        ...older,
        medications: [med('capecitabine')],
        labValues: labsWith(lab('creatinine', 2.6, 'mg/dL')),
      }),
    );
    expect(found.map((a) => [a.key, a.severity])).toEqual([
      ['renal:capecitabine:renal:30:avoid', 'critical'],
    ]);
  });

  it('enoxaparin below CrCl 30 → dose change is medium for a supportive drug', () => {
    const found = renal(
      run({
        ...older,
        medications: [med('enoxaparin')],
        labValues: labsWith(lab('creatinine', 2.6, 'mg/dL')),
      }),
    );
    expect(found.map((a) => a.severity)).toEqual(['medium']);
  });

  it('carboplatin dosed by AUC is not held to the fixed mg/m² renal bands', () => {
    const r = run({
      ...older,
      medications: [med('carboplatin', { dosage: 'AUC 5' })],
      labValues: labsWith(lab('creatinine', 1.4, 'mg/dL')),
    });
    expect(renal(r)).toEqual([]);
    expect(r.notes.map((n) => n.kind)).toContain('renal-auc-dosing');
  });
});

describe('renal: "no adjustment" and "no data" are never red (issue 13 item 3)', () => {
  it('doxorubicin and paclitaxel with reduced CrCl → no renal alert, a quiet "no data" limitation', () => {
    const r = run({
      ...older,
      medications: [med('doxorubicin'), med('paclitaxel')],
      labValues: labsWith(lab('creatinine', 1.9, 'mg/dL')),
    });
    expect(renal(r)).toEqual([]);
    expect(r.limitations.filter((l) => l.kind === 'renal-no-data').map((l) => l.drugNames)).toEqual(
      [['Doxorubicin'], ['Paclitaxel']],
    );
  });

  it('a label that needs no renal adjustment gives a note, not an alert (warfarin)', () => {
    const r = run({
      ...older,
      medications: [med('warfarin')],
      labValues: labsWith(lab('creatinine', 1.9, 'mg/dL')),
    });
    expect(renal(r)).toEqual([]);
    expect(r.notes.map((n) => n.kind)).toContain('renal-no-adjustment');
  });

  it('normal renal function: nothing at all for capecitabine', () => {
    const r = run({ medications: [med('capecitabine')], labValues: normalLabs() });
    expect(renal(r)).toEqual([]);
    expect(r.limitations.filter((l) => l.kind.startsWith('renal'))).toEqual([]);
  });
});

describe('renal: what cannot be assessed is said', () => {
  it('a normal but old creatinine is checked and flagged as old', () => {
    const r = run({
      medications: [med('capecitabine')],
      labValues: labsWith(lab('creatinine', 0.9, 'mg/dL', 20)),
    });
    expect(renal(r)).toEqual([]);
    expect(r.limitations.find((l) => l.kind === 'renal-stale-creatinine')?.text).toMatch(
      /20 days old/,
    );
  });

  it('a creatinine older than the longest window (30 days) raises no alert: cannot assess, with its date (issue 20)', () => {
    const r = run({
      ...older,
      medications: [med('capecitabine')],
      labValues: labsWith(lab('creatinine', 4.2, 'mg/dL', 400)),
    });
    expect(renal(r)).toEqual([]);
    expect(r.limitations.find((l) => l.kind === 'renal-stale-creatinine')?.text).toMatch(
      /^Renal dosing of Capecitabine cannot be assessed: the latest creatinine \(\d{4}-\d{2}-\d{2}\) is 400 days old, older than 30 days \(product default\)\. Measure it again\.$/,
    );
  });

  it('an abnormal old creatinine still alerts, and the rationale says it is old', () => {
    const found = renal(
      run({
        ...older,
        medications: [med('capecitabine')],
        labValues: labsWith(lab('creatinine', 1.9, 'mg/dL', 20)),
      }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.rationale).toMatch(/20 days old/);
  });

  it.each([
    ['no weight', { weightKg: null }, /weight is not recorded/],
    ['sex not female or male', { sex: 'unknown' as const }, /needs the sex/],
    ['no age', { ageYears: null }, /age is not recorded/],
  ])('%s → limitation', (_name, override, reason) => {
    const r = run({ ...override, medications: [med('capecitabine')], labValues: normalLabs() });
    expect(renal(r)).toEqual([]);
    expect(r.limitations.find((l) => l.kind === 'renal-not-assessed')?.text).toMatch(reason);
  });

  it('without a height, actual weight is used and the rationale says CrCl may be overestimated', () => {
    const found = renal(
      run({
        ...older,
        heightCm: null,
        medications: [med('capecitabine')],
        labValues: labsWith(lab('creatinine', 2.2, 'mg/dL')),
      }),
    );
    expect(found[0]?.rationale).toMatch(/actual weight 95 kg/);
    expect(found[0]?.rationale).toMatch(/may be overestimated in obesity/);
  });
});
