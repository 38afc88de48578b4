import { describe, expect, it } from 'vitest';
import { strengthsOf } from '../../knowledge/dose-forms';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import type { StoredLabValue } from '../patients/schemas';
import { generatePlan, type PlanPatient } from './generate';
import { evaluateParameters, treatmentParameters } from './parameters';
import { roundToStrengths } from './rounding';
import { canTransition, CYCLE_TRANSITIONS, ORDER_TRANSITIONS, PLAN_TRANSITIONS, assertTransition } from './state';
import { doseVariancePercent, exceedsVariance } from './variance';
import { DEFAULT_WEIGHT_WINDOW_DAYS, weightFindings } from './weight';
import { cycleView, nextCycleToSign } from './view';

const kb = loadKnowledgeBase();
const NOW = Date.parse('2026-11-28T10:00:00Z');
const capox = kb.regimens.find((r) => r.id === 'capox-adjuvant')!;
let n = 0;
const newId = () => `id-${++n}`;

const lab = (labType: string, value: number, unit: string, canonical: number | null, hoursAgo = 2): StoredLabValue => ({
  id: `${labType}-${value}-${hoursAgo}`,
  labType,
  labName: labType,
  loinc: null,
  value,
  unit,
  canonicalValue: canonical,
  canonicalUnit: unit,
  referenceRange: null,
  timestamp: new Date(NOW - hoursAgo * 3600e3).toISOString(),
  isAbnormal: null,
  criticalFlag: null,
});

const patient = (labs: StoredLabValue[], over: Partial<PlanPatient> = {}): PlanPatient => ({
  ageYears: 66,
  sex: 'female',
  heightCm: 170,
  weightKg: 70,
  labValues: labs,
  ...over,
});

const normal = [
  lab('creatinine', 0.9, 'mg/dL', 0.9),
  lab('anc', 2.1, '10^9/L', 2.1),
  lab('platelets', 250, '10^9/L', 250),
  lab('bilirubin', 0.6, 'mg/dL', 0.6),
];

const plan = (labs = normal, options = {}, over: Partial<PlanPatient> = {}) => {
  const r = generatePlan({
    regimen: capox,
    patient: patient(labs, over),
    options: { startDate: '2026-11-28', doseRoundingPercent: 10, ...options },
    drugInfo: (id) => kb.drugsById.get(id),
    strengths: strengthsOf,
    now: NOW,
    newId,
  });
  if (r.status !== 'ok') throw new Error(JSON.stringify(r.issues));
  return r.plan;
};

describe('rounding to listed strengths (HOPA: within the plan limit)', () => {
  const cap = strengthsOf('capecitabine');
  const ox = strengthsOf('oxaliplatin');
  const tmz = strengthsOf('temozolomide');
  it.each([
    // dose, strengths, limit, expected, rounded?
    // The issue's example: 1,620 mg → 1,650 mg (3 × 500 + 1 × 150: four tablets, +1.9%). The
    // nearer 1,600 mg needs six (2 × 500 + 4 × 150): fewest units within the limit wins.
    [1620, cap, 5, 1650, true],
    [1620, cap, 10, 1650, true],
    [1640, cap, 10, 1650, true],
    // 1,800 mg (five tablets, −1.1%) lies within ±5%, so a ±10% plan does not go out to
    // 2,000 mg (four tablets, +9.9%): the wider band is searched only when ±5% has nothing.
    [1820, cap, 10, 1800, true],
    [1820, cap, 5, 1800, true],
    [1000, cap, 5, 1000, true],
    // Exact 1,350 mg would be nine 150 mg tablets; 1,300 mg (2 × 500 + 2 × 150) is four, −3.7%.
    [1350, cap, 5, 1300, true],
    // Exact 275 mg is three capsules (250 + 20 + 5); 270 mg (250 + 20) is two, −1.8%.
    [275, tmz, 5, 270, true],
    // Two capsules either way, 360 mg (180 + 180) or 390 mg (250 + 140): the smaller deviation,
    [372, tmz, 5, 360, true], // −3.2% against +4.8%
    [378, tmz, 5, 390, true], // +3.2% against −4.8%
    [375, tmz, 5, 360, true], // and on an exact tie (±4.0%) the lower amount

    // Nothing within ±5% (250 mg is +5.7%): the ±10% band is searched.
    [236.6, ox, 10, 250, true], // +5.7%
    [140, ox, 10, 150, true], // +7.1%, one vial of each
    [236.6, ox, 5, 236.6, false], // 250 is +5.7%, over ±5%
    [1620, cap, 0, 1620, false], // rounding off
    [100, undefined, 10, 100, false], // no strengths on record
    [60, cap, 5, 60, false], // nothing near 60 mg
  ] as const)('%s mg of %o (limit %s%%) → %s', (dose, strengths, limit, expected, rounded) => {
    const r = roundToStrengths(dose, strengths, limit as 0 | 5 | 10);
    expect(r.value).toBeCloseTo(expected, 5);
    expect(r.rounding.status).toBe(rounded ? 'rounded' : 'not-rounded');
    expect(r.rounding.text.length).toBeGreaterThan(10);
  });
});

describe('weight findings (window and change are product defaults)', () => {
  const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString();
  it.each([
    // basis kg, current kg, measured (days ago | null), expected kinds
    [70, 70, 2, []],
    [70, 70, DEFAULT_WEIGHT_WINDOW_DAYS, []], // on the window's last day
    [70, 70, DEFAULT_WEIGHT_WINDOW_DAYS + 1, ['weight-stale']],
    [70, 70, null, ['weight-undated']],
    [70, 77, 1, []], // +10.0% exactly: not over the limit
    [70, 77.1, 1, ['weight-changed']], // +10.1%
    [70, 62.9, 1, ['weight-changed']], // −10.1%
    [70, 63, 1, []], // −10.0%
    [70, 60, 45, ['weight-stale', 'weight-changed']],
    [70, 60, null, ['weight-undated', 'weight-changed']],
    [70, null, null, ['weight-missing']],
  ] as const)('basis %s kg, now %s kg measured %s days ago → %o', (basis, current, ago, kinds) => {
    const f = weightFindings({
      basisWeightKg: basis,
      currentWeightKg: current,
      currentWeightMeasuredAt: ago === null ? null : daysAgo(ago),
      now: NOW,
    });
    expect(f.map((x) => x.kind)).toEqual(kinds);
    for (const x of f) {
      expect(x.basis).toBe('product-default');
      expect(x.text).toMatch(/next cycle/);
    }
  });

  it('a regimen window, when given, replaces the default', () => {
    const f = weightFindings({ basisWeightKg: 70, currentWeightKg: 70, currentWeightMeasuredAt: daysAgo(8), now: NOW, windowDays: 7 });
    expect(f.map((x) => x.kind)).toEqual(['weight-stale']);
    expect(f[0]!.text).toContain('8 days ago');
  });

  it('a plan made from an undated or old weight says so, and dates its dose basis', () => {
    expect(plan(normal, {}, { weightMeasuredAt: null }).warnings.join(' ')).toMatch(/no date of measurement/);
    const old = plan(normal, {}, { weightMeasuredAt: daysAgo(40), heightMeasuredAt: daysAgo(400) });
    expect(old.warnings.join(' ')).toMatch(/measured 40 days ago/);
    expect(old.measurements.weightMeasuredAt).toBe(daysAgo(40));
    expect(old.measurements.heightMeasuredAt).toBe(daysAgo(400));
    const fresh = plan(normal, {}, { weightMeasuredAt: daysAgo(1) });
    expect(fresh.warnings.join(' ')).not.toMatch(/weight/i);
  });
});

describe('plan from the record', () => {
  it('doses CAPOX from height, weight and creatinine, rounds capecitabine to tablets', () => {
    const p = plan();
    expect(p.measurements.bsa).toBeCloseTo(1.82, 2);
    expect(p.cycles).toHaveLength(8);
    expect(p.cycles[1]!.startDate).toBe('2026-12-19');
    const [ox, cap] = p.cycles[0]!.orders;
    expect(ox!.drugId).toBe('oxaliplatin');
    expect(ox!.calculatedDose!.value).toBeCloseTo(130 * 1.82, 1);
    expect(cap!.drugId).toBe('capecitabine');
    expect(cap!.days).toHaveLength(14);
    expect(cap!.calculatedDose!.value).toBeCloseTo(1820, 0);
    expect(cap!.roundedDose!.value).toBe(1800);
    expect(p.intent).toBe('adjuvant');
  });

  it('applies the regimen’s reduce-to rule that the record triggers (capecitabine 75% at CrCl 30-50)', () => {
    const p = plan([...normal.filter((l) => l.labType !== 'creatinine'), lab('creatinine', 1.8, 'mg/dL', 1.8)]);
    const cap = p.cycles[0]!.orders.find((o) => o.drugId === 'capecitabine')!;
    expect(p.measurements.crcl).toBeLessThan(51);
    expect(cap.modificationPercent).toBe(75);
    expect(cap.modificationReason).toMatch(/CrCl/);
    expect(cap.calculatedDose!.value).toBeCloseTo(1820 * 0.75, 0);
  });

  it.each([
    [{ heightCm: null }, 'heightCm'],
    [{ weightKg: null }, 'weightKg'],
    [{ ageYears: null }, 'dateOfBirth'],
  ] as const)('refuses a record without %o, naming %s', (over, field) => {
    const r = generatePlan({
      regimen: capox,
      patient: patient(normal, over),
      options: { startDate: '2026-11-28' },
      drugInfo: (id) => kb.drugsById.get(id),
      strengths: strengthsOf,
      now: NOW,
      newId,
    });
    expect(r.status).toBe('invalid');
    if (r.status === 'invalid') expect(r.issues.map((i) => i.field)).toContain(field);
  });

  it('refuses a record with no creatinine', () => {
    const r = generatePlan({
      regimen: capox,
      patient: patient(normal.filter((l) => l.labType !== 'creatinine')),
      options: { startDate: '2026-11-28' },
      drugInfo: (id) => kb.drugsById.get(id),
      strengths: strengthsOf,
      now: NOW,
      newId,
    });
    expect(r.status === 'invalid' && r.issues[0]!.field).toBe('labValues.creatinine');
  });

  it('lays out a stated number of cycles', () => {
    expect(plan(normal, { cycles: 4 }).cycles).toHaveLength(4);
  });
});

describe('treatment parameters', () => {
  const defs = treatmentParameters(capox, 'female');
  it('turns CAPOX’s hold triggers into proceed conditions, keeping the strictest CrCl hold', () => {
    expect(defs.map((d) => `${d.lab} ${d.operator} ${d.threshold}`)).toEqual([
      'anc >= 1.5',
      'platelets >= 75',
      'crcl >= 30',
    ]);
    expect(defs[0]!.source).toMatch(/Eloxatin/);
  });
  const anc = (value: number | null, hoursAgo = 2) =>
    value === null ? [] : [lab('anc', value, '10^9/L', value, hoursAgo)];
  it.each([
    [2.1, 2, true],
    [1.5, 2, true],
    [1.49, 2, false],
    [0.9, 2, false],
    [2.1, 24 * 8, null], // older than the 7-day window: cannot assess
    [null, 2, null], // missing
  ] as const)('ANC %s measured %s h ago → met %s', (value, hoursAgo, met) => {
    const r = evaluateParameters(defs, { ...patient(anc(value, hoursAgo)) }, NOW, 7);
    expect(r.find((p) => p.lab === 'anc')!.met).toBe(met);
  });
  it('an unreadable newer value makes the latest unknown', () => {
    const r = evaluateParameters(
      defs,
      patient([lab('anc', 2.1, '10^9/L', 2.1, 10), lab('anc', 5, 'odd', null, 1)]),
      NOW,
      7,
    );
    expect(r.find((p) => p.lab === 'anc')!.met).toBeNull();
  });
  it('works CrCl out from the latest creatinine', () => {
    const r = evaluateParameters(defs, patient(normal), NOW, 7);
    const crcl = r.find((p) => p.lab === 'crcl')!;
    expect(crcl.met).toBe(true);
    expect(crcl.latest!.unit).toBe('mL/min');
  });
});

describe('cycle status from the date and the labs', () => {
  it.each([
    ['2026-11-28', 0.9, 'held'],
    ['2026-11-28', 2.1, 'due'],
    ['2026-12-05', 0.9, 'planned'],
  ] as const)('cycle starting %s with ANC %s is %s', (start, ancValue, status) => {
    const p = plan();
    const c = { ...p.cycles[0]!, startDate: start };
    const labs = [...normal.filter((l) => l.labType !== 'anc'), lab('anc', ancValue, '10^9/L', ancValue)];
    expect(cycleView(p, c, { ...patient(labs) }, NOW, 7).status).toBe(status);
  });
  it('signs cycle by cycle', () => {
    const p = plan();
    expect(nextCycleToSign(p)!.number).toBe(1);
    p.cycles[0]!.orders.forEach((o) => (o.status = 'signed'));
    expect(nextCycleToSign(p)!.number).toBe(2);
  });
});

describe('state machines: every transition not listed is refused', () => {
  const cases = [
    ['plan', PLAN_TRANSITIONS],
    ['cycle', CYCLE_TRANSITIONS],
    ['order', ORDER_TRANSITIONS],
  ] as const;
  for (const [kind, table] of cases) {
    const states = Object.keys(table);
    const pairs = states.flatMap((from) => states.map((to) => [from, to] as const));
    it.each(pairs)(`${kind} %s → %s`, (from, to) => {
      const allowed = (table as Record<string, readonly string[]>)[from]!.includes(to);
      expect(canTransition(kind, from as never, to)).toBe(allowed);
      if (!allowed) expect(() => assertTransition(kind, from as never, to, 'x')).toThrow(/cannot become/);
    });
  }
  it.each([
    ['order', 'planned', 'administered'],
    ['order', 'signed', 'administered'],
    ['order', 'administered', 'planned'],
    ['plan', 'discontinued', 'active'],
    ['plan', 'completed', 'signed'],
    ['cycle', 'completed', 'released'],
    ['cycle', 'planned', 'released'],
  ] as const)('%s %s → %s is refused', (kind, from, to) => {
    expect(canTransition(kind, from as never, to)).toBe(false);
  });
});

describe('verification variance (independent double check, limit 5%)', () => {
  it.each([
    [240, 240, 0, false],
    [240, 250, 4.17, false],
    [240, 252, 5, false],
    [240, 253, 5.42, true],
    [1800, 1620, -10, true],
  ] as const)('signed %s, independent %s → %s%%, exceeds %s', (signed, ind, pct, over) => {
    const v = doseVariancePercent(signed, ind)!;
    expect(v).toBeCloseTo(pct, 2);
    expect(exceedsVariance(v)).toBe(over);
  });
  it('no variance without a signed dose', () => {
    expect(doseVariancePercent(0, 10)).toBeNull();
  });
});
