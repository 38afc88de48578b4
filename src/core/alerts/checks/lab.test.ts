import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../evaluate';
import { NOW, daysAgo, lab, med, normalLabs, patient } from '../test-fixtures';
import type { StoredLabValue } from '../../patients/schemas';

const kb = loadKnowledgeBase().alerts;
const replace = (...extra: StoredLabValue[]) => [
  ...normalLabs().filter((l) => !extra.some((e) => e.labName === l.labName)),
  ...extra,
];
const run = (p: Parameters<typeof patient>[0], options = {}) =>
  evaluatePatientAlerts(patient(p), kb, { now: NOW, ...options });
const labAlerts = (r: ReturnType<typeof run>) => r.alerts.filter((a) => a.kind === 'lab');

describe('lab thresholds: loud cases from the labels', () => {
  it.each([
    // Paclitaxel: contraindicated with baseline neutrophils < 1,500/mm³ in solid tumours.
    ['paclitaxel', lab('anc', 1.2, '10^9/L'), 'lab:paclitaxel-anc', 'critical'],
    // The same count sent in cells/µL.
    ['paclitaxel', lab('anc', 1200, 'cells/uL'), 'lab:paclitaxel-anc', 'critical'],
    ['paclitaxel', lab('platelets', 90, '10^9/L'), 'lab:paclitaxel-platelets', 'high'],
    // Carboplatin: not repeated until neutrophils ≥ 2,000 and platelets ≥ 100,000.
    ['carboplatin', lab('anc', 1.8, '10^9/L'), 'lab:carboplatin-anc', 'high'],
    // Cabazitaxel: contraindicated at neutrophils ≤ 1,500/mm³ (the boundary itself alerts).
    ['cabazitaxel', lab('anc', 1.5, '10^9/L'), 'lab:cabazitaxel-anc', 'critical'],
    ['oxaliplatin', lab('platelets', 70, '10^9/L'), 'lab:oxaliplatin-platelets', 'high'],
    // Ribociclib: start only with QTcF < 450 ms.
    ['ribociclib', lab('qtc', 455, 'ms'), 'lab:ribociclib-qtc', 'high'],
    // Nilotinib boxed warning: not with hypokalaemia.
    ['nilotinib', lab('potassium', 3.2, 'mmol/L'), 'lab:nilotinib-potassium', 'critical'],
    // ACCP 2012: INR 4.5-10 hold warfarin; above 10 oral vitamin K.
    ['warfarin', lab('inr', 5.2, 'INR'), 'lab:warfarin-inr-high', 'high'],
    ['warfarin', lab('inr', 11, 'INR'), 'lab:warfarin-inr-very-high', 'critical'],
    // ESC 2022: baseline LVEF < 50% is high risk before an anthracycline.
    ['doxorubicin', lab('lvef', 45, '%'), 'lab:anthracycline-lvef', 'high'],
  ] as const)('%s with %j → %s (%s)', (drugId, value, key, severity) => {
    const found = labAlerts(run({ medications: [med(drugId)], labValues: replace(value) }));
    expect(found.map((a) => [a.key.replace(/^lab:[^:]+:/, 'lab:'), a.severity])).toEqual([
      [key, severity],
    ]);
    expect(found[0]?.sources.length).toBeGreaterThan(0);
  });

  it('docetaxel: AST > 1.5 × ULN with alkaline phosphatase > 2.5 × ULN → critical; either alone → nothing', () => {
    const both = labAlerts(
      run({
        medications: [med('docetaxel')],
        labValues: replace(lab('ast', 70, 'U/L'), lab('alkaline-phosphatase', 320, 'U/L')),
      }),
    );
    expect(both.map((a) => a.key)).toEqual(['lab:docetaxel:docetaxel-ast-alp']);
    expect(both[0]?.rationale).toMatch(
      /AST 70 U\/L \(2026-11-20\) = 1\.8 × ULN → AST > 1\.5 × ULN/,
    );
    const one = labAlerts(
      run({ medications: [med('docetaxel')], labValues: replace(lab('ast', 70, 'U/L')) }),
    );
    expect(one).toEqual([]);
  });

  it('trastuzumab: LVEF 62% before starting, 44% now (fall of 18 points) → withhold (high)', () => {
    const labs = replace(lab('lvef', 44, '%', 2));
    labs.push(lab('lvef', 62, '%', 60));
    const found = labAlerts(
      run({ medications: [med('trastuzumab', { startDate: daysAgo(50) })], labValues: labs }),
    );
    expect(found.map((a) => a.key).sort()).toEqual([
      'lab:trastuzumab:trastuzumab-lvef-below-lln',
      'lab:trastuzumab:trastuzumab-lvef-fall',
    ]);
    expect(found[0]?.rationale).toMatch(
      /LVEF 62% \(\d{4}-\d{2}-\d{2}\) → 44% \(\d{4}-\d{2}-\d{2}\): fall of 18 points/,
    );
  });

  it('a planned regimen brings its own cited triggers (carboplatin-pemetrexed-pembrolizumab, ANC 1.8)', () => {
    const found = labAlerts(
      run(
        { labValues: replace(lab('anc', 1.8, '10^9/L')) },
        { plannedRegimen: { regimenId: 'carboplatin-pemetrexed-pembrolizumab' } },
      ),
    );
    expect(found.map((a) => a.drugs.join('+'))).toEqual(['Carboplatin']);
  });
});

describe('lab thresholds: quiet cases', () => {
  it.each([
    ['paclitaxel', lab('anc', 1.5, '10^9/L')],
    ['carboplatin', lab('anc', 2.0, '10^9/L')],
    ['ribociclib', lab('qtc', 449, 'ms')],
    ['warfarin', lab('inr', 2.8, 'INR')],
    ['warfarin', lab('inr', 4.5, 'INR')],
    ['trastuzumab', lab('lvef', 55, '%')],
  ] as const)('%s with %j exactly at or inside the threshold → nothing', (drugId, value) => {
    const r = run({ medications: [med(drugId)], labValues: replace(value) });
    expect(labAlerts(r)).toEqual([]);
    expect(r.limitations.filter((l) => l.kind === 'lab-no-recent-value')).toEqual([]);
  });
});

describe('lab thresholds: no recent value is never silence', () => {
  it('an ANC older than 7 days before a paclitaxel cycle → "no recent value", with the old value shown', () => {
    const r = run({
      medications: [med('paclitaxel')],
      labValues: replace(lab('anc', 0.8, '10^9/L', 10)),
    });
    expect(labAlerts(r)).toEqual([]);
    const gap = r.limitations.find((l) => l.kind === 'lab-no-recent-value');
    expect(gap?.text).toMatch(
      /^No ANC within 7 days \(product default\): the threshold of Paclitaxel could not be checked\. The latest is Absolute neutrophil count 0\.8 10\^9\/L \(\d{4}-\d{2}-\d{2}\), 10 days old\./,
    );
  });

  it('no INR at all on warfarin → limitation naming warfarin', () => {
    const r = run({
      medications: [med('warfarin')],
      labValues: normalLabs().filter((l) => l.labName !== 'inr'),
    });
    expect(r.limitations.find((l) => l.kind === 'lab-no-recent-value')?.drugNames).toEqual([
      'Warfarin',
    ]);
  });

  it('a value in a unit the product cannot read is not compared, and is reported', () => {
    const unreadable = {
      ...lab('anc', 1.2, '10^9/L', 0),
      unit: 'furlongs',
      canonicalValue: null,
      canonicalUnit: null,
    };
    const r = run({ medications: [med('paclitaxel')], labValues: [...normalLabs(2), unreadable] });
    expect(r.limitations.map((l) => l.kind)).toContain('lab-unit-unknown');
    expect(labAlerts(r)).toEqual([]);
  });
});
