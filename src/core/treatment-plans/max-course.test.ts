import { describe, expect, it } from 'vitest';
import { strengthsOf } from '../../knowledge/dose-forms';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import type { StoredLabValue } from '../patients/schemas';
import { generatePlan } from './generate';

/*
 * Structure over notes (issue 22 item 4): a plan laid out from a regimen obeys the structured
 * maximum course of each drug (`maxCourse`). Paclitaxel + trastuzumab (APT, Tolaney 2015): one
 * year of trastuzumab in total; asking for more cycles than that must not order trastuzumab past
 * the year.
 */

const kb = loadKnowledgeBase();
const NOW = Date.parse('2026-11-28T10:00:00Z');
let n = 0;
const newId = () => `id-${++n}`;
const lab = (labType: string, value: number, unit: string): StoredLabValue => ({
  id: labType,
  labType,
  labName: labType,
  loinc: null,
  value,
  unit,
  canonicalValue: value,
  canonicalUnit: unit,
  referenceRange: null,
  timestamp: new Date(NOW - 2 * 3600e3).toISOString(),
  isAbnormal: null,
  criticalFlag: null,
});

function planFor(regimenId: string, cycles?: number) {
  const regimen = kb.regimens.find((r) => r.id === regimenId)!;
  const r = generatePlan({
    regimen,
    patient: {
      ageYears: 55,
      sex: 'female',
      heightCm: 165,
      weightKg: 65,
      weightMeasuredAt: new Date(NOW - 86_400_000).toISOString(),
      labValues: [
        lab('creatinine', 0.8, 'mg/dL'),
        lab('anc', 3, '10^9/L'),
        lab('platelets', 250, '10^9/L'),
        lab('bilirubin', 0.5, 'mg/dL'),
      ],
    },
    options: { startDate: '2026-12-01', cycles },
    drugInfo: (id) => kb.drugsById.get(id),
    strengths: strengthsOf,
    now: NOW,
    newId,
  });
  if (r.status !== 'ok') throw new Error(JSON.stringify(r.issues));
  return r.plan;
}

const withDrug = (plan: ReturnType<typeof planFor>, drugId: string) =>
  plan.cycles.filter((c) => c.orders.some((o) => o.drugId === drugId));

describe('maximum course in a generated plan', () => {
  it('trastuzumab in APT stops at one year however many cycles are asked for', () => {
    const plan = planFor('paclitaxel-trastuzumab-apt', 80);
    const given = withDrug(plan, 'trastuzumab');
    const first = given[0]!.startDate;
    const last = given[given.length - 1]!.startDate;
    expect(first).toBe('2026-12-01');
    expect(last < '2027-12-01').toBe(true);
    // Cycles asked for beyond the year repeat the last phase without trastuzumab.
    expect(plan.cycles.length).toBe(80);
    expect(plan.cycles[79]!.orders.map((o) => o.drugId)).toEqual(['paclitaxel']);
    expect(plan.warnings.some((w) => /Trastuzumab: maximum course reached/i.test(w))).toBe(true);
  });

  it('the regimen as written (no extra cycles) stays within the year and raises no warning', () => {
    const plan = planFor('paclitaxel-trastuzumab-apt');
    expect(plan.cycles.length).toBeGreaterThan(0);
    expect(plan.warnings.some((w) => /maximum course/.test(w))).toBe(false);
  });

  it('nivolumab with CAPOX stops at 24 months; the chemotherapy it is given with is not cut', () => {
    const plan = planFor('capox-nivolumab', 60);
    const nivo = withDrug(plan, 'nivolumab');
    expect(nivo.length).toBeGreaterThan(0);
    expect(nivo[nivo.length - 1]!.startDate < '2028-12-01').toBe(true);
    expect(plan.warnings.some((w) => /Nivolumab: maximum course reached/i.test(w))).toBe(true);
    // Cycles after the limit go on with the other drugs (until progression), without nivolumab.
    const after = plan.cycles.filter((c) => c.startDate >= '2028-12-01');
    expect(after.length).toBeGreaterThan(0);
    for (const c of after) expect(c.orders.some((o) => o.drugId === 'nivolumab')).toBe(false);
  });
});
