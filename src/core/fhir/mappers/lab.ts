import { findLab, labValueSchema, readLab, type LabValueInput } from '../../patients';
import { INTERPRETATION_FLAGS, SYSTEM } from '../codes';
import { conceptLabel, readConcept, type ConceptValue, type Node } from '../json';
import type { ImportContext } from './context';
import { timeOf } from './dates';
import type { Entry } from './entries';

/*
 * Observation, LOINC laboratory → labs. Units go through the lab catalogue (core/patients/labs);
 * an unknown test or unit is kept and reads "cannot assess". The report names stale lab kinds.
 */

export function numericValue(
  ctx: ImportContext,
  n: Node,
): { value: number; unit: string; comparator: string | null } | null {
  const q = n.get('valueQuantity');
  if (q.object()) {
    const value = q.get('value').num();
    if (value === undefined) return null;
    return {
      value,
      unit: q.get('unit').text() ?? q.get('code').text() ?? '',
      comparator: q.get('comparator').text() ?? null,
    };
  }
  const i = n.get('valueInteger').num();
  return i === undefined ? null : { value: i, unit: '', comparator: null };
}

export function readLabObservation(
  ctx: ImportContext,
  e: Entry,
  loinc: string | null,
  code: ConceptValue,
  when: string | null,
): void {
  const n = e.node;
  const v = numericValue(ctx, n);
  if (!v) {
    return ctx.skip(
      e,
      n.get('valueQuantity').present
        ? 'no numeric value'
        : 'not a numeric result (the product keeps numeric lab values)',
    );
  }
  if (v.comparator)
    return ctx.skip(
      e,
      `a result given as a bound (${v.comparator}${v.value}) cannot be kept as a number`,
    );
  if (!when) return ctx.skip(e, 'no time of the result (effective or issued)');
  if (!loinc) {
    ctx.unresolved(
      e,
      {
        display: conceptLabel(code),
        code: code.codings[0]?.code ?? null,
        system: code.codings[0]?.system ?? null,
      },
      'labValues.labType',
    );
    return ctx.skip(e, 'a laboratory result without a LOINC code');
  }
  if (!ctx.room(e, 'labValues')) return;
  const q = n.get('valueQuantity');
  let unit = v.unit;
  const ucum = q.get('system').text() === SYSTEM.ucum ? q.get('code').text() : undefined;
  let reading = readLab(loinc, v.value, unit);
  if (reading.status === 'unknown-unit' && ucum && readLab(loinc, v.value, ucum).status === 'ok') {
    unit = ucum;
    reading = readLab(loinc, v.value, unit);
  }
  let assess = '';
  if (reading.status === 'unknown-lab') {
    ctx.unresolved(
      e,
      { system: SYSTEM.loinc, code: loinc, display: conceptLabel(code) },
      'labValues.labType',
    );
    assess = ' — cannot assess: not a test the product reads';
  } else if (reading.status === 'unknown-unit') {
    ctx.unresolved(
      e,
      {
        system: q.get('system').text() ?? null,
        code: q.get('code').text() ?? (unit || null),
        display: q.get('unit').text() ?? null,
      },
      'labValues.unit',
    );
    assess = ` — cannot assess: unit "${unit}" not recognised for ${reading.lab.label}`;
  }
  const rr = n.get('referenceRange').first();
  let range = rr.get('text').text();
  if (!range && rr.object()) {
    const low = rr.get('low').get('value').num();
    const high = rr.get('high').get('value').num();
    range =
      low !== undefined && high !== undefined
        ? `${low}-${high}`
        : low !== undefined
          ? `> ${low}`
          : high !== undefined
            ? `< ${high}`
            : undefined;
  }
  const interpretation = n
    .get('interpretation')
    .items()
    .flatMap((i) => readConcept(i).codings)
    .find((c) => c.code && INTERPRETATION_FLAGS[c.code]);
  const flags = interpretation ? INTERPRETATION_FLAGS[interpretation.code!] : undefined;
  const input: LabValueInput = {
    labType: loinc,
    value: v.value,
    unit,
    timestamp: when,
    ...(range && range.length <= 60 ? { referenceRange: range } : {}),
    ...(flags ? { isAbnormal: flags.isAbnormal } : {}),
    ...(flags?.criticalFlag !== undefined ? { criticalFlag: flags.criticalFlag } : {}),
  };
  if (!ctx.valid(e, labValueSchema, input)) return;
  ctx.lists.labValues.push(input);
  const label =
    reading.status === 'unknown-lab' ? (conceptLabel(code) ?? loinc) : reading.lab.label;
  ctx.mapped(e, 'labValues', `${label} ${v.value} ${unit}${assess}`);
}

/** One note per kind of lab whose latest value is older than the freshness windows. */
export function noteStaleLabs(ctx: ImportContext): void {
  const f = ctx.options.labFreshness;
  if (!f) return;
  const now = Date.parse(f.now);
  const latest = new Map<string, { name: string; label: string; at: number; date: string }>();
  for (const l of ctx.lists.labValues) {
    const lab = findLab(l.labType);
    if (!lab) continue;
    const at = timeOf(l.timestamp);
    const seen = latest.get(lab.name);
    if (!seen || at > seen.at)
      latest.set(lab.name, {
        name: lab.name,
        label: lab.label,
        at,
        date: String(l.timestamp).slice(0, 10),
      });
  }
  for (const { name, label, at, date } of latest.values()) {
    const age = Math.floor((now - at) / 86_400_000);
    // The lab's own window (issue 20: LVEF 90 days, TSH 42) where the table has one.
    const w = f.windowOf?.(name) ?? f;
    if (age <= w.preCycleDays) continue;
    const beyond =
      age > w.maintenanceDays
        ? `older than ${w.maintenanceDays} days, so no alert uses it as current`
        : `older than the ${w.preCycleDays}-day window before a chemotherapy cycle (still within ${w.maintenanceDays} days for other drugs)`;
    ctx.report.notes.push(
      `Latest ${label} is from ${date} (${age} days ago): ${beyond}; the alerts read it as "cannot assess: no recent value" with its date (${w.basis}).`,
    );
  }
}
