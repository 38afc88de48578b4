import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../evaluate';
import type { EvaluateOptions } from '../result';
import { NOW, med, normalLabs, patient, treatment } from '../test-fixtures';
import { convertDose } from './cumulative';

const kb = loadKnowledgeBase().alerts;
const run = (
  p: Parameters<typeof patient>[0],
  plannedRegimen?: EvaluateOptions['plannedRegimen'],
) =>
  evaluatePatientAlerts(patient({ labValues: normalLabs(), ...p }), kb, {
    now: NOW,
    ...(plannedRegimen ? { plannedRegimen } : {}),
  });
const cumulative = (r: ReturnType<typeof run>) => r.alerts.filter((a) => a.kind === 'cumulative');
/** AC every 3 weeks × 4: doxorubicin 60 mg/m² per cycle (240 mg/m² in all). */
const AC = 'ac-weekly-paclitaxel';

describe('a prior anthracycline with no doxorubicin factor (issue 19)', () => {
  it('prior idarubicin is a visible limitation, never "no prior anthracycline"', () => {
    const r = run(
      { treatmentHistory: [treatment('idarubicin', 12, 'mg/m2', 300)] },
      { regimenId: AC },
    );
    const texts = r.limitations.map((l) => l.text).join(' ');
    expect(texts).toMatch(/Idarubicin 12 mg\/m2 .* no cited doxorubicin-equivalence factor/);
    expect(texts).not.toMatch(/No prior anthracycline is recorded/);
  });
  it('without an anthracycline due, prior idarubicin raises nothing', () => {
    const r = run({ treatmentHistory: [treatment('idarubicin', 12, 'mg/m2', 300)] });
    expect(r.limitations.some((l) => /idarubicin/i.test(l.text))).toBe(false);
  });
});

describe('anthracyclines projected at planning time (issue 13 item 2)', () => {
  it('300 mg/m² prior + 4 × 60 mg/m² AC = 540 → high, with the projection shown', () => {
    const found = cumulative(run({}, { regimenId: AC, priorDoxorubicinEquivalentMgM2: 300 }));
    expect(found.map((a) => [a.key, a.severity])).toEqual([
      ['cumulative:doxorubicin:anthracycline-high-risk', 'high'],
    ]);
    expect(found[0]?.rationale).toMatch(
      /300 prior \+ 60 × 4 .* = 540 mg\/m² doxorubicin equivalents \(limit 550/,
    );
  });

  it('the same prior exposure from the treatment history gives the same finding', () => {
    const history = [1, 2, 3, 4].map((i) => treatment('doxorubicin', 60, 'mg/m2', 400 - i * 21));
    history.push(treatment('epirubicin', 75, 'mg/m2', 500)); // 75 × 0.8 = 60 doxorubicin equivalents
    const found = cumulative(run({ treatmentHistory: history }, { regimenId: AC }));
    expect(found.map((a) => a.severity)).toEqual(['high']);
    expect(found[0]?.rationale).toMatch(/Epirubicin 75 mg\/m2 × 0\.8/);
  });

  it.each([
    [0, null], // 240: below the label's 300 mg/m² monitoring point
    [100, 'low'], // 340: above 300, more frequent LVEF checks
    [200, 'medium'], // 440: the 400-450 band where risk begins to rise
    [350, 'critical'], // 590: above the 550 mg/m² limit
  ] as const)('%i mg/m² prior + AC → %s', (prior, severity) => {
    const found = cumulative(run({}, { regimenId: AC, priorDoxorubicinEquivalentMgM2: prior }));
    expect(found.map((a) => a.severity)).toEqual(severity ? [severity] : []);
  });

  it('prior chest radiation lowers the limit to 400 and the high threshold to 300', () => {
    const high = cumulative(
      run({}, { regimenId: AC, priorDoxorubicinEquivalentMgM2: 100, priorChestRadiation: true }),
    );
    expect(high.map((a) => a.severity)).toEqual(['high']);
    const critical = cumulative(
      run({}, { regimenId: AC, priorDoxorubicinEquivalentMgM2: 200, priorChestRadiation: true }),
    );
    expect(critical.map((a) => a.severity)).toEqual(['critical']);
    expect(critical[0]?.rationale).toMatch(/chest/);
  });

  it('fewer planned cycles and a lower dose level take the projection under the threshold', () => {
    // 300 + 60 × 1 = 360 (low); 300 + 30 × 4 = 420 (medium).
    expect(
      cumulative(run({}, { regimenId: AC, priorDoxorubicinEquivalentMgM2: 300, cycles: 1 })).map(
        (a) => a.severity,
      ),
    ).toEqual(['low']);
    expect(
      cumulative(
        run({}, { regimenId: AC, priorDoxorubicinEquivalentMgM2: 300, doseLevelPercent: 50 }),
      ).map((a) => a.severity),
    ).toEqual(['medium']);
  });

  it('R-CHOP × 6 (300 mg/m²) in a patient with no prior anthracycline raises nothing, and says no history was recorded', () => {
    const r = run({}, { regimenId: 'r-chop-21' });
    expect(cumulative(r)).toEqual([]);
    expect(r.limitations.map((l) => l.kind)).toContain('cumulative-no-history');
  });

  it('a history dose in mg is converted to mg/m² only with height and weight, else it cannot be assessed', () => {
    const history = [treatment('doxorubicin', 540, 'mg', 200)];
    // 165 cm, 65 kg: Mosteller BSA 1.727 m² → 312.6 mg/m², plus 240 planned = 553 > 550.
    expect(
      cumulative(run({ treatmentHistory: history }, { regimenId: AC })).map((a) => a.severity),
    ).toEqual(['critical']);
    const r = run({ heightCm: null, treatmentHistory: history }, { regimenId: AC });
    expect(cumulative(r)).toEqual([]);
    expect(r.limitations.find((l) => l.kind === 'cumulative-incomplete')?.text).toMatch(
      /needs the body-surface area.*cannot be assessed in full/,
    );
  });
});

describe('bleomycin and other drugs with their own limit', () => {
  it('BEP × 4 (90 units per cycle) after 100 units already given → above 400 units (high)', () => {
    const found = cumulative(
      run({ treatmentHistory: [treatment('bleomycin', 100, 'units', 300)] }, { regimenId: 'bep' }),
    );
    expect(found.map((a) => [a.key, a.severity])).toEqual([
      ['cumulative:bleomycin:bleomycin-limit', 'high'],
    ]);
  });

  it('BEP alone stays under 400 units', () => {
    expect(cumulative(run({ treatmentHistory: [] }, { regimenId: 'bep' }))).toEqual([]);
  });

  it('a bleomycin dose recorded in mg is not counted as units', () => {
    const r = run({
      medications: [med('bleomycin')],
      treatmentHistory: [treatment('bleomycin', 30, 'mg', 30)],
    });
    expect(r.limitations.find((l) => l.kind === 'cumulative-incomplete')?.text).toMatch(
      /cannot be counted against a limit in units/,
    );
  });
});

describe('convertDose', () => {
  const body = { bsa: 2, weightKg: 80 };
  it.each([
    [100, 'mg/m2', 'mg/m2', 100],
    [200, 'mg', 'mg/m2', 100],
    [1, 'mg/kg', 'mg/m2', 40],
    [10, 'units/m2', 'units', 20],
    [50, 'mg/m2', 'mg', 100],
  ] as const)('%d %s → %d %s', (dose, unit, to, expected) => {
    const r = convertDose(dose, unit, to, body);
    expect(r.ok && r.value).toBe(expected);
  });
  it.each([
    [5, 'AUC', 'mg/m2'],
    [30, 'mg', 'units'],
    [10, 'units', 'mg/m2'],
  ] as const)('%d %s cannot become %s', (dose, unit, to) => {
    expect(convertDose(dose, unit, to, body).ok).toBe(false);
  });
});
