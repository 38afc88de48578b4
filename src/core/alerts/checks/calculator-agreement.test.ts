import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { CISPLATIN_CRCL_WARNING_ML_MIN } from '../../dosing/calculate-regimen';
import { evaluatePatientAlerts } from '../evaluate';
import { NOW, gene, lab, med, normalLabs, patient } from '../test-fixtures';

// Patient alerts agree with the calculators (issue 25 item 6).
const kb = loadKnowledgeBase().alerts;
const run = (p: Parameters<typeof patient>[0]) =>
  evaluatePatientAlerts(patient(p), kb, { now: NOW });
const labsWith = (...extra: ReturnType<typeof lab>[]) => [
  ...normalLabs().filter((l) => l.labName !== 'creatinine'),
  ...extra,
];
/** 72-year-old woman, 170 cm, 95 kg: CrCl 32 mL/min at creatinine 1.9 (renal.test.ts works it). */
const older = { ageYears: 72, sex: 'female' as const, heightCm: 170, weightKg: 95 };

describe('cisplatin and renal function: one threshold', () => {
  it('uses the regimen calculator constant (60 mL/min)', () => {
    expect(CISPLATIN_CRCL_WARNING_ML_MIN).toBe(60);
  });

  it('CrCl 32 mL/min with cisplatin is a high renal alert citing the consensus criterion', () => {
    const r = run({
      ...older,
      medications: [med('cisplatin')],
      labValues: labsWith(lab('creatinine', 1.9, 'mg/dL')),
    });
    const renal = r.alerts.filter((a) => a.kind === 'renal');
    expect(renal).toHaveLength(1);
    expect(renal[0]).toMatchObject({
      severity: 'high',
      key: 'renal:cisplatin:renal:cisplatin-ineligible:60',
    });
    expect(renal[0]?.rationale).toMatch(/CrCl 32 mL\/min.*below 60 mL\/min/);
    expect(renal[0]?.sources.some((s) => /Galsky/.test(s.label))).toBe(true);
  });

  it('normal renal function with cisplatin raises no renal alert', () => {
    const r = run({
      ageYears: 50,
      sex: 'male',
      heightCm: 178,
      weightKg: 80,
      medications: [med('cisplatin')],
      labValues: normalLabs(),
    });
    expect(r.alerts.filter((a) => a.kind === 'renal')).toEqual([]);
  });
});

describe('UGT1A1 and irinotecan: the label dose reduction is high', () => {
  it.each([
    ['*28/*28', 'high'],
    ['*1/*28', undefined],
  ] as const)('UGT1A1 %s → %s', (diplotype, severity) => {
    const r = run({
      medications: [med('irinotecan')],
      genetics: [gene('UGT1A1', { diplotype })],
      labValues: normalLabs(),
    });
    expect(r.alerts.find((a) => a.kind === 'pgx')?.severity).toBe(severity);
  });
});
