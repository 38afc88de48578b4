import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../alerts/evaluate';
import { NOW as ALERT_NOW, lab, med, normalLabs, patient } from '../alerts/test-fixtures';
import { findLab, LABS } from '../patients/labs';
import type { StoredLabValue } from '../patients/schemas';
import { evaluateParameters, type ParameterPatient } from '../treatment-plans/parameters';
import type { ParameterDefinition } from '../treatment-plans/types';
import { alertRulesSchema, labFreshnessWindowSchema } from './alert-rule';
import { describeWindow, freshnessWindow, longestFreshness } from './lab-freshness';

const kb = loadKnowledgeBase();
const rules = kb.alerts.rules;

/**
 * Issue 20: each lab type's freshness window (before a cycle of an antineoplastic / for other
 * drugs) and what it rests on. Product defaults are the labs whose labels say "before each cycle"
 * without naming days; LVEF from the Herceptin label's every-3-months schedule; TSH from ASCO 2021
 * (every 4-6 weeks on checkpoint inhibitors).
 */
const EXPECTED: ReadonlyArray<[string, number, number, string]> = [
  ['creatinine', 7, 30, 'product-default'],
  ['crcl', 7, 30, 'product-default'],
  ['egfr', 7, 30, 'product-default'],
  ['anc', 7, 30, 'product-default'],
  ['platelets', 7, 30, 'product-default'],
  ['hemoglobin', 7, 30, 'product-default'],
  ['wbc', 7, 30, 'product-default'],
  ['bilirubin', 7, 30, 'product-default'],
  ['ast', 7, 30, 'product-default'],
  ['alt', 7, 30, 'product-default'],
  ['alkaline-phosphatase', 7, 30, 'product-default'],
  ['potassium', 7, 30, 'product-default'],
  ['magnesium', 7, 30, 'product-default'],
  ['calcium', 7, 30, 'product-default'],
  ['glucose', 7, 30, 'product-default'],
  ['inr', 7, 30, 'product-default'],
  ['lvef', 90, 90, 'label'],
  ['tsh', 42, 42, 'guideline'],
  ['hba1c', 90, 90, 'product-default'],
  // No entry: the product-wide recency defaults.
  ['psa', 7, 30, 'product-default'],
];

describe('per-lab freshness windows (issue 20)', () => {
  it.each(EXPECTED)(
    '%s: %i days before a cycle, %i for other drugs (%s)',
    (name, before, other, basis) => {
      expect(freshnessWindow(rules, name, 'before-cycle')).toMatchObject({ days: before, basis });
      expect(freshnessWindow(rules, name, 'other-drugs')).toMatchObject({ days: other, basis });
      expect(longestFreshness(rules, name).days).toBe(Math.max(before, other));
    },
  );

  it('every window names catalogue labs, states its reasoning, and cites a source unless it is a product default', () => {
    const names = new Set(LABS.map((l) => l.name));
    for (const w of rules.labFreshness) {
      expect(
        w.labs.filter((l) => !names.has(l as never)),
        w.id,
      ).toEqual([]);
      expect(w.text.length, w.id).toBeGreaterThan(20);
      if (w.basis === 'product-default') expect(w.sources, w.id).toEqual([]);
      else expect(w.sources.length, w.id).toBeGreaterThan(0);
    }
  });

  it('the limitation text names the window and its basis', () => {
    expect(describeWindow(freshnessWindow(rules, 'anc', 'before-cycle'))).toBe(
      '7 days (product default)',
    );
    expect(describeWindow(freshnessWindow(rules, 'lvef', 'other-drugs'))).toMatch(
      /^90 days \(label: Herceptin \(trastuzumab\) US prescribing information, § 5\.1 Cardiomyopathy/,
    );
    expect(describeWindow(freshnessWindow(rules, 'tsh', 'other-drugs'))).toMatch(
      /^42 days \(guideline: Schneider BJ et al\..*PMID 34724392\)$/,
    );
  });

  it.each([
    [
      'a sourced window without its source',
      {
        id: 'x-lab',
        labs: ['tsh'],
        beforeCycleDays: 7,
        otherDrugsDays: 7,
        basis: 'label',
        text: 'a reason long enough to read',
      },
    ],
    [
      'a product default that cites a source',
      {
        id: 'x-lab',
        labs: ['tsh'],
        beforeCycleDays: 7,
        otherDrugsDays: 7,
        basis: 'product-default',
        text: 'a reason long enough to read',
        sources: [{ kind: 'pubmed', title: 'Some paper', pmid: '12345678' }],
      },
    ],
    [
      'a pre-cycle window longer than the other',
      {
        id: 'x-lab',
        labs: ['tsh'],
        beforeCycleDays: 40,
        otherDrugsDays: 7,
        basis: 'product-default',
        text: 'a reason long enough to read',
      },
    ],
  ])('the schema refuses %s', (_what, record) => {
    expect(labFreshnessWindowSchema.safeParse(record).success).toBe(false);
  });

  it('the schema refuses a lab with two windows', () => {
    const input = {
      ...rules,
      labFreshness: [...rules.labFreshness, { ...rules.labFreshness[0]!, id: 'again' }],
    };
    expect(alertRulesSchema.safeParse(input).success).toBe(false);
  });
});

// Treatment-plan parameters read each lab's pre-cycle window: just inside, just outside.
const NOW = Date.parse('2026-11-28T10:00:00Z');
const DAY = 86_400_000;
function storedAt(name: string, value: number, daysOld: number): StoredLabValue {
  const def = findLab(name)!;
  return {
    id: `${name}-${daysOld}`,
    labType: name,
    labName: def.name,
    loinc: def.loinc,
    value,
    unit: def.unit,
    canonicalValue: value,
    canonicalUnit: def.unit,
    referenceRange: null,
    // An hour inside the day boundary, so "N days old" is exactly N.
    timestamp: new Date(NOW - daysOld * DAY - 3_600_000).toISOString(),
    isAbnormal: false,
    criticalFlag: false,
  };
}
const window = (name: string) => freshnessWindow(rules, name, 'before-cycle');

describe('treatment-plan parameters against each lab window', () => {
  const catalogueLabs = EXPECTED.map(([name]) => name).filter((n) => n !== 'crcl');
  it.each(catalogueLabs)(
    '%s: just inside the window is judged, just outside is "cannot assess"',
    (name) => {
      const days = window(name).days;
      const def: ParameterDefinition = {
        lab: name,
        label: name,
        operator: '>=',
        threshold: 0,
        unit: findLab(name)!.unit,
        action: 'delay',
        text: 'test parameter',
        drugIds: [],
        source: 'test',
      };
      const at = (age: number): ParameterPatient => ({
        sex: 'female',
        ageYears: 60,
        heightCm: 165,
        weightKg: 70,
        labValues: [storedAt(name, 1, age)],
      });
      const [inside] = evaluateParameters([def], at(days), NOW, window);
      expect(inside!.met).toBe(true);
      const [outside] = evaluateParameters([def], at(days + 1), NOW, window);
      expect(outside!.met).toBeNull();
      expect(outside!.reason).toBe(
        `latest value is ${days + 1} days old, from ${outside!.latest!.timestamp.slice(0, 10)} (window ${describeWindow(window(name))})`,
      );
    },
  );
});

// The alert engine: a rule's lab read against its window, for an antineoplastic and another drug.
describe('alert thresholds against the lab windows', () => {
  const run = (drugId: string, value: StoredLabValue) =>
    evaluatePatientAlerts(
      patient({
        medications: [med(drugId)],
        labValues: [...normalLabs().filter((l) => l.labName !== value.labName), value],
      }),
      kb.alerts,
      { now: ALERT_NOW },
    );
  it.each([
    // Paclitaxel (antineoplastic): ANC before a cycle, 7 days.
    ['paclitaxel', 'anc', 1.2, '10^9/L', 7, 'lab:paclitaxel-anc', '7 days (product default)'],
    [
      'paclitaxel',
      'platelets',
      90,
      '10^9/L',
      7,
      'lab:paclitaxel-platelets',
      '7 days (product default)',
    ],
    // Warfarin (not an antineoplastic): INR for other drugs, 30 days.
    ['warfarin', 'inr', 5.2, 'INR', 30, 'lab:warfarin-inr-high', '30 days (product default)'],
    // Nilotinib's rule states its own window (30 days, the label's monitoring).
    [
      'nilotinib',
      'potassium',
      3.2,
      'mmol/L',
      30,
      'lab:nilotinib-potassium',
      "30 days (the rule's own window: Tasigna",
    ],
  ] as const)(
    '%s with %s: alert at %i days old, "no recent value" one day later',
    (drugId, name, value, unit, days, key, windowText) => {
      const inside = run(drugId, lab(name, value, unit, days));
      expect(
        inside.alerts
          .filter((a) => a.kind === 'lab')
          .map((a) => a.key.replace(/^lab:[^:]+:/, 'lab:')),
      ).toEqual([key]);
      const outside = run(drugId, lab(name, value, unit, days + 1));
      expect(outside.alerts.filter((a) => a.kind === 'lab')).toEqual([]);
      const gap = outside.limitations.find((l) => l.kind === 'lab-no-recent-value');
      expect(gap?.text).toContain(`within ${windowText}`);
      expect(gap?.text).toMatch(new RegExp(`\\(\\d{4}-\\d{2}-\\d{2}\\), ${days + 1} days old\\.$`));
    },
  );
});
