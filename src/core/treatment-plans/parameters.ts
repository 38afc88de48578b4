import { cockcroftGault, type CrclWeightBasis } from '../dosing/renal';
import { fmt, round } from '../dosing/outcome';
import { describeWindow, type FreshnessWindow } from '../knowledge/lab-freshness';
import type { ModificationParameter, Regimen } from '../knowledge/regimen';
import type { Source } from '../knowledge/source';
import { findLab, type LabDefinition } from '../patients/labs';
import type { PatientSex, StoredLabValue } from '../patients/schemas';
import type { ParameterDefinition, ParameterResult } from './types';

/** Actions that stop a cycle from going ahead until the value recovers: a treatment parameter. */
const HOLDING_ACTIONS = new Set(['delay', 'hold-until-recovery', 'avoid', 'omit', 'discontinue']);

const INVERSE = { '<': '>=', '<=': '>', '>': '<=', '>=': '<' } as const;

/** Which lab(s) a structured trigger reads; grades (neuropathy, toxicity) are clinical, not labs. */
const LABS_OF: Partial<Record<ModificationParameter, Array<{ lab: string; xUln: boolean }>>> = {
  anc: [{ lab: 'anc', xUln: false }],
  platelets: [{ lab: 'platelets', xUln: false }],
  crcl: [{ lab: 'crcl', xUln: false }],
  'bilirubin-x-uln': [{ lab: 'bilirubin', xUln: true }],
  'ast-alt-x-uln': [
    { lab: 'ast', xUln: true },
    { lab: 'alt', xUln: true },
  ],
};

export function sourceText(source: Source | undefined, fallback: readonly Source[]): string {
  const s = source ?? fallback[0];
  if (!s) return 'regimen record';
  if (s.kind === 'label') return `${s.title}, section ${s.section}`;
  if ('pmid' in s && s.pmid) return `${s.title} (PMID ${s.pmid})`;
  return s.title;
}

const upperLimitOf = (lab: LabDefinition, sex: PatientSex): number | null => {
  const r = (sex === 'female' || sex === 'male' ? lab.reference[sex] : undefined) ?? lab.reference;
  return r.high ?? null;
};

/**
 * A regimen's treatment parameters: each structured dose-modification trigger whose action holds
 * the cycle (delay, hold until recovery, avoid, omit, discontinue), turned round into the
 * condition to proceed ("delay if ANC < 1.5" → "ANC ≥ 1.5"). Triggers that reduce a dose are not
 * parameters: the plan applies them to the dose (see `generatePlan`). A threshold in × ULN is
 * shown in the lab's unit for this patient's sex, with the multiple kept.
 */
export function treatmentParameters(regimen: Regimen, sex: PatientSex): ParameterDefinition[] {
  const allDrugIds = [...new Set(regimen.phases.flatMap((p) => p.components.map((c) => c.drugId)))];
  const out: ParameterDefinition[] = [];
  for (const m of regimen.doseModifications) {
    const t = m.trigger;
    if (!t || t.timing === 'any' || !HOLDING_ACTIONS.has(m.action)) continue;
    for (const { lab, xUln } of LABS_OF[t.parameter] ?? []) {
      const operator = INVERSE[t.comparator];
      const def = lab === 'crcl' ? null : findLab(lab);
      if (lab !== 'crcl' && !def) continue;
      let threshold = t.value;
      let unit = lab === 'crcl' ? 'mL/min' : (def as LabDefinition).unit;
      if (xUln) {
        const uln = upperLimitOf(def as LabDefinition, sex);
        if (uln === null) continue;
        threshold = round(t.value * uln, 2);
        unit = (def as LabDefinition).unit;
      }
      const candidate: ParameterDefinition = {
        lab,
        label: lab === 'crcl' ? 'Creatinine clearance' : (def as LabDefinition).label,
        operator,
        threshold,
        unit,
        ...(xUln ? { xUln: t.value } : {}),
        action: m.action,
        text: m.text,
        drugIds: m.drugIds ?? allDrugIds,
        source: sourceText(m.source, regimen.sources),
      };
      // Two rules on the same lab (CrCl < 30 avoid, CrCl < 51 reduce): keep the strictest hold.
      const same = out.findIndex((p) => p.lab === lab && p.operator === operator);
      if (same === -1) out.push(candidate);
      else if (stricter(candidate, out[same] as ParameterDefinition)) out[same] = candidate;
    }
  }
  return out;
}

function stricter(a: ParameterDefinition, b: ParameterDefinition): boolean {
  return a.operator.startsWith('>') ? a.threshold > b.threshold : a.threshold < b.threshold;
}

function holds(value: number, operator: ParameterDefinition['operator'], threshold: number) {
  switch (operator) {
    case '<':
      return value < threshold;
    case '<=':
      return value <= threshold;
    case '>':
      return value > threshold;
    case '>=':
      return value >= threshold;
  }
}

export interface ParameterPatient {
  sex: PatientSex;
  ageYears: number | null;
  heightCm: number | null;
  weightKg: number | null;
  labValues: readonly StoredLabValue[];
  crclWeightBasis?: CrclWeightBasis;
}

/** Cockcroft–Gault and the dosing equations know female and male; anything else is unknown. */
export const dosingSex = (sex: PatientSex) => (sex === 'female' || sex === 'male' ? sex : 'unknown');

const timeOf = (t: string) =>
  Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(t) ? `${t}T00:00:00Z` : t);

/** The newest readable value of a catalogue lab at or before `now` (canonical unit), or null. */
export function latestLab(
  labs: readonly StoredLabValue[],
  name: string,
  now: number,
): { value: number; unit: string; timestamp: string; time: number } | null {
  let best: { value: number; unit: string; timestamp: string; time: number } | null = null;
  let newestUnreadable = Number.NEGATIVE_INFINITY;
  for (const v of labs) {
    const lab = (v.labName ? findLab(v.labName) : null) ?? findLab(v.labType);
    if (!lab || lab.name !== name) continue;
    const time = timeOf(v.timestamp);
    if (Number.isNaN(time) || time > now) continue;
    if (v.canonicalValue === null || v.canonicalValue === undefined) {
      newestUnreadable = Math.max(newestUnreadable, time);
      continue;
    }
    if (!best || time > best.time) {
      best = { value: v.canonicalValue, unit: lab.unit, timestamp: v.timestamp, time };
    }
  }
  // A newer value in a unit that cannot be read means the latest truth is unknown.
  if (best && newestUnreadable > best.time) return null;
  return best;
}

const DAY_MS = 86_400_000;

/**
 * How old a parameter's value may be: one number of days for every lab, or the per-lab freshness
 * window (issue 20: `freshnessWindow(rules, lab, 'before-cycle')`, CrCl dated by its creatinine).
 */
export type ParameterWindow = number | ((lab: string) => FreshnessWindow);

/**
 * Each parameter against the latest value on the day it is checked. A value older than its
 * window (the lab's pre-cycle freshness window), a missing value and one that cannot be worked
 * out are `met: null` with the reason: a limitation, never "met".
 */
export function evaluateParameters(
  parameters: readonly ParameterDefinition[],
  patient: ParameterPatient,
  now: number,
  windowDays: ParameterWindow,
): ParameterResult[] {
  return parameters.map((p) => {
    let point: { value: number; unit: string; timestamp: string; time: number } | null;
    let reason: string | undefined;
    if (p.lab === 'crcl') {
      const scr = latestLab(patient.labValues, 'creatinine', now);
      if (!scr) {
        point = null;
        reason = 'no creatinine on record';
      } else {
        const cg =
          patient.ageYears !== null && patient.heightCm !== null && patient.weightKg !== null
            ? cockcroftGault({
                ageYears: patient.ageYears,
                heightCm: patient.heightCm,
                weightKg: patient.weightKg,
                sex: dosingSex(patient.sex),
                serumCreatinineMgDl: scr.value,
                weightBasis: patient.crclWeightBasis ?? 'auto',
              })
            : null;
        if (cg?.status === 'ok') {
          point = { value: round(cg.crclMlMin, 1), unit: 'mL/min', timestamp: scr.timestamp, time: scr.time };
        } else {
          point = null;
          reason = `CrCl could not be worked out (${cg?.status === 'unknown' ? cg.reason : 'age, height or weight missing'})`;
        }
      }
    } else {
      point = latestLab(patient.labValues, p.lab, now);
      if (!point) reason = `no ${p.label.toLowerCase()} on record`;
    }
    if (!point) return { ...p, latest: null, met: null, ...(reason ? { reason } : {}) };
    const latest = { value: point.value, unit: point.unit, timestamp: point.timestamp };
    const age = Math.floor((now - point.time) / DAY_MS);
    const window = typeof windowDays === 'number' ? null : windowDays(p.lab);
    const days = window ? window.days : (windowDays as number);
    if (age > days) {
      return {
        ...p,
        latest,
        met: null,
        reason: window
          ? `latest value is ${age} days old, from ${point.timestamp.slice(0, 10)} (window ${describeWindow(window)})`
          : `latest value is ${age} days old (window ${days} days)`,
      };
    }
    return { ...p, latest, met: holds(point.value, p.operator, p.threshold) };
  });
}

/** "ANC 0.9 10^9/L (2026-11-28) is not ≥ 1.5 10^9/L": what a hold or a 409 names. */
export function describeParameter(p: ParameterResult): string {
  const want = `${p.label} ${p.operator} ${fmt(p.threshold)} ${p.unit}${p.xUln !== undefined ? ` (${p.xUln} × ULN)` : ''}`;
  if (p.met === true) return `${want}: met`;
  if (p.latest === null || p.met === null) return `${want}: cannot assess (${p.reason ?? 'no value'})`;
  return `${p.label} ${fmt(p.latest.value)} ${p.latest.unit} (${p.latest.timestamp.slice(0, 10)}) does not meet ${want}`;
}
